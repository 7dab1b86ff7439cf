import { and, asc, count, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { SCAM_ALERT_MIN_VISITORS, SCAM_REPORT_REASONS } from '@app/domain/constants/catalog';
import type { AdminReportStatus, AdminReviewStatus } from '@app/domain/schemas/admin';
import type { Dashboard, ReportReasonRow, VerificationQueueItem } from '@app/domain/schemas/api/admin';
import { rowsOf, type Database } from '../../db/client.ts';
import { auditLog, professionalReports, professionals, reportReasons, reviews, users } from '../../db/schema.ts';
import { isActiveExpr, latestSubscriptionStatusExpr, listedExpr, type ListingContext } from '../../db/listing.ts';

// ---------------------------------------------------------------- accounts

export async function countAdmins(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(eq(users.role, 'admin'));
  return row?.n ?? 0;
}

/** Serialises concurrent first-admin creations inside the caller's transaction. */
export async function lockAdminSetup(db: Database) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('admin_setup'))`);
}

export async function insertAdmin(
  db: Database,
  values: { name: string; email: string; passwordHash: string; now: Date },
) {
  const [row] = await db
    .insert(users)
    .values({
      name: values.name,
      email: values.email,
      passwordHash: values.passwordHash,
      role: 'admin',
      emailConfirmedAt: values.now,
    })
    .returning({ id: users.id, name: users.name, email: users.email });
  return row!;
}

export async function findUserByEmail(db: Database, email: string) {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email, role: users.role, passwordHash: users.passwordHash })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return row ?? null;
}

export async function setPasswordHash(db: Database, userId: string, passwordHash: string, now: Date) {
  await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
}

// ---------------------------------------------------------------- audit

export interface AuditEntry {
  actorUserId: string | null;
  action: string;
  entityType: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
  createdAt: Date;
}

export async function insertAudit(db: Database, entry: AuditEntry) {
  await db.insert(auditLog).values({
    actorUserId: entry.actorUserId,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    createdAt: entry.createdAt,
  });
}

export async function listAudit(db: Database, limit: number, offset: number) {
  const [items, [total]] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        action: auditLog.action,
        entity_type: auditLog.entityType,
        entity_id: auditLog.entityId,
        before: auditLog.before,
        after: auditLog.after,
        created_at: auditLog.createdAt,
        actor_id: auditLog.actorUserId,
        actor_name: users.name,
        actor_email: users.email,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorUserId))
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(auditLog),
  ]);
  return { items, total: total?.n ?? 0 };
}

// ---------------------------------------------------------------- dashboard

export async function professionalCounts(db: Database, ctx: ListingContext) {
  const result = await db.execute(sql`
    select
      count(*)::int as total,
      (count(*) filter (where ${listedExpr(ctx)}))::int as listed,
      (count(*) filter (where p.is_blocked))::int as blocked,
      (count(*) filter (where not p.verified))::int as unverified
    from professionals p`);
  return rowsOf<Dashboard['professionals']>(result)[0] ?? { total: 0, listed: 0, blocked: 0, unverified: 0 };
}

/**
 * Latest subscription status per professional; 'none' for those who never subscribed. One pass over
 * subscriptions (distinct on, same order as the listing's latest-subscription join) instead of a
 * lookup per professional.
 */
export async function subscriptionCounts(db: Database) {
  const result = await db.execute(sql`
    select coalesce(s.status, 'none') as status, count(*)::int as count
    from professionals p
    left join (
      select distinct on (professional_id) professional_id, status
      from subscriptions
      order by professional_id, updated_at desc, created_at desc, id desc
    ) s on s.professional_id = p.id
    group by 1 order by 2 desc, 1`);
  return rowsOf<Dashboard['subscriptions'][number]>(result);
}

export async function pendingReviewCount(db: Database) {
  const [row] = await db.select({ n: count() }).from(reviews).where(reviewStatusCondition.pending);
  return row?.n ?? 0;
}

export async function openReportCount(db: Database) {
  const [row] = await db
    .select({ n: count() })
    .from(professionalReports)
    .where(eq(professionalReports.status, 'pending'));
  return row?.n ?? 0;
}

/** Views and contact clicks per day (São Paulo calendar) for the `days` days ending today. */
export async function dailyInteractions(db: Database, now: Date, days: number) {
  const nowIso = now.toISOString();
  const result = await db.execute(sql`
    with bounds as (
      select (${nowIso}::timestamptz at time zone 'America/Sao_Paulo')::date as today
    ),
    day_list as (
      select (b.today - g.n)::date as day from bounds b, generate_series(0, ${days - 1}::int) as g(n)
    ),
    counted as (
      select (i.created_at at time zone 'America/Sao_Paulo')::date as day,
        count(*) filter (where i.interaction_type = 'profile_view')::int as views,
        count(*) filter (where i.interaction_type = 'contact_click')::int as contact_clicks
      from professional_interactions i, bounds b
      where i.created_at >= ((b.today - ${days - 1}::int)::timestamp at time zone 'America/Sao_Paulo')
        and i.created_at <= ${nowIso}::timestamptz
      group by 1
    )
    select to_char(d.day, 'YYYY-MM-DD') as date, coalesce(c.views, 0)::int as views, coalesce(c.contact_clicks, 0)::int as contact_clicks
    from day_list d left join counted c on c.day = d.day
    order by d.day`);
  return rowsOf<Dashboard['daily'][number]>(result);
}

// ---------------------------------------------------------------- professionals

export async function findProfessionalFlags(db: Database, id: string) {
  const [row] = await db
    .select({
      id: professionals.id,
      name: professionals.name,
      verified: professionals.verified,
      isBlocked: professionals.isBlocked,
      verificationRefusal: professionals.verificationRefusal,
      email: users.email,
    })
    .from(professionals)
    .leftJoin(users, eq(users.id, professionals.userId))
    .where(eq(professionals.id, id));
  return row ?? null;
}

// ---------------------------------------------------------------- verification queue

/** Subscribed, e-mail confirmed, neither verified nor refused (a saved profile clears a refusal), not blocked. */
const awaitingVerification = (ctx: ListingContext): SQL =>
  sql`(not p.is_blocked and not p.verified and p.verification_refusal is null and p.account_confirmed and ${isActiveExpr(ctx.now)})`;

export async function verificationQueueCount(db: Database, ctx: ListingContext) {
  const result = await db.execute(
    sql`select count(*)::int as total from professionals p where ${awaitingVerification(ctx)}`,
  );
  return rowsOf<{ total: number }>(result)[0]?.total ?? 0;
}

export type VerificationQueueRow = Omit<VerificationQueueItem, 'created_at'> & { created_at: string | Date };

/** Oldest account first: whoever has waited longest is looked at first. */
export async function listVerificationQueue(db: Database, q: { page: number; pageSize: number }, ctx: ListingContext) {
  const where = awaitingVerification(ctx);
  const [total, pageResult] = await Promise.all([
    verificationQueueCount(db, ctx),
    db.execute(sql`
      select p.id, p.name, u.email, p.image, p.description, p.city, p.state, p.country, p.outside_brazil,
        p.whatsapp_number, p.instagram, p.specialty_names as specialties, p.created_at,
        (select count(*)::int from services s where s.professional_id = p.id) as services_count,
        (select count(*)::int from portfolio_items i where i.professional_id = p.id) as portfolio_count,
        ${latestSubscriptionStatusExpr} as subscription_status
      from professionals p left join users u on u.id = p.user_id
      where ${where}
      order by p.created_at asc, p.id
      limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`),
  ]);
  return { items: rowsOf<VerificationQueueRow>(pageResult), total };
}

export interface ProfessionalFlagsPatch {
  verified?: boolean;
  isBlocked?: boolean;
  verificationRefusal?: string | null;
  verificationRefusedAt?: Date | null;
}

export async function updateProfessionalFlags(db: Database, id: string, patch: ProfessionalFlagsPatch, now: Date) {
  await db
    .update(professionals)
    .set({ ...patch, updatedAt: now })
    .where(eq(professionals.id, id));
}

export async function ratingOf(db: Database, professionalId: string) {
  const [row] = await db
    .select({ rating: professionals.rating, reviewCount: professionals.reviewCount })
    .from(professionals)
    .where(eq(professionals.id, professionalId));
  return row ?? null;
}

// ---------------------------------------------------------------- reviews

/** A review reaches the queue only once its author has confirmed it from the e-mail. */
const reviewStatusCondition: Record<AdminReviewStatus, SQL | undefined> = {
  pending: and(eq(reviews.isApproved, false), isNull(reviews.moderatedAt), isNotNull(reviews.confirmedAt)),
  approved: eq(reviews.isApproved, true),
  rejected: and(eq(reviews.isApproved, false), isNotNull(reviews.moderatedAt)),
};

export async function listReviews(db: Database, q: { status: AdminReviewStatus; page: number; pageSize: number }) {
  const where = reviewStatusCondition[q.status];
  const order =
    q.status === 'pending' ? [asc(reviews.createdAt), asc(reviews.id)] : [desc(reviews.moderatedAt), desc(reviews.id)];
  const [items, [total]] = await Promise.all([
    db
      .select({
        id: reviews.id,
        professional_id: reviews.professionalId,
        professional_name: professionals.name,
        user_name: reviews.userName,
        user_email: reviews.userEmail,
        rating: reviews.rating,
        comment: reviews.comment,
        project_url: reviews.projectUrl,
        is_approved: reviews.isApproved,
        via_contact: reviews.viaContact,
        hired: reviews.hired,
        moderated_at: reviews.moderatedAt,
        created_at: reviews.createdAt,
      })
      .from(reviews)
      .innerJoin(professionals, eq(professionals.id, reviews.professionalId))
      .where(where)
      .orderBy(...order)
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(reviews).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}

export async function findReviewForUpdate(db: Database, id: string) {
  const [row] = await db
    .select({
      id: reviews.id,
      professionalId: reviews.professionalId,
      isApproved: reviews.isApproved,
      moderatedAt: reviews.moderatedAt,
      confirmedAt: reviews.confirmedAt,
    })
    .from(reviews)
    .where(eq(reviews.id, id))
    .for('update');
  return row ?? null;
}

export async function setReviewModeration(db: Database, id: string, isApproved: boolean, now: Date) {
  await db.update(reviews).set({ isApproved, moderatedAt: now }).where(eq(reviews.id, id));
}

// ---------------------------------------------------------------- reports

/**
 * Different visitors who reported the report's professional for a scam, leaving out dismissed
 * reports: one visitor counts once however often they report.
 */
const scamVisitors = sql<number>`(
  select count(distinct s.visitor_id)::int from professional_reports s
  where s.professional_id = ${professionalReports.professionalId}
    and s.report_reason in (${sql.join(
      SCAM_REPORT_REASONS.map((r) => sql`${r}`),
      sql`, `,
    )})
    and s.status <> 'dismissed')`;

export async function listReports(db: Database, q: { status: AdminReportStatus; page: number; pageSize: number }) {
  const where = q.status === 'all' ? undefined : eq(professionalReports.status, q.status);
  const [items, [total]] = await Promise.all([
    db
      .select({
        id: professionalReports.id,
        professional_id: professionalReports.professionalId,
        professional_name: professionals.name,
        professional_blocked: professionals.isBlocked,
        reporter_name: professionalReports.reporterName,
        reporter_email: professionalReports.reporterEmail,
        report_reason: professionalReports.reportReason,
        details: professionalReports.details,
        image_url: professionalReports.imageUrl,
        status: professionalReports.status,
        created_at: professionalReports.createdAt,
        resolved_at: professionalReports.resolvedAt,
        scam_visitors: scamVisitors,
      })
      .from(professionalReports)
      .innerJoin(professionals, eq(professionals.id, professionalReports.professionalId))
      .where(where)
      .orderBy(
        // Professionals reported for a scam by several visitors come first, most reported first,
        // their reports together.
        sql`case when ${scamVisitors} >= ${SCAM_ALERT_MIN_VISITORS} then ${scamVisitors} else 0 end desc`,
        sql`case when ${scamVisitors} >= ${SCAM_ALERT_MIN_VISITORS} then ${professionalReports.professionalId} end`,
        q.status === 'pending' ? asc(professionalReports.createdAt) : desc(professionalReports.createdAt),
        desc(professionalReports.id),
      )
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(professionalReports).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}

export async function findReportForUpdate(db: Database, id: string) {
  const [row] = await db
    .select({
      id: professionalReports.id,
      professionalId: professionalReports.professionalId,
      status: professionalReports.status,
      resolvedAt: professionalReports.resolvedAt,
    })
    .from(professionalReports)
    .where(eq(professionalReports.id, id))
    .for('update');
  return row ?? null;
}

export async function setReportStatus(db: Database, id: string, status: 'resolved' | 'dismissed', now: Date) {
  await db
    .update(professionalReports)
    .set({ status, isResolved: status === 'resolved', resolvedAt: now })
    .where(eq(professionalReports.id, id));
}

// ---------------------------------------------------------------- report reasons

export async function listReasons(db: Database) {
  const result = await db.execute(sql`
    select r.id, r.reason, r.position,
      (select count(*)::int from professional_reports pr where pr.report_reason = r.reason) as report_count
    from report_reasons r
    order by r.position, r.id`);
  return rowsOf<ReportReasonRow>(result);
}

export async function findReason(db: Database, id: number) {
  const [row] = await db.select().from(reportReasons).where(eq(reportReasons.id, id));
  return row ?? null;
}

export async function insertReason(db: Database, reason: string) {
  const [row] = await db
    .insert(reportReasons)
    .values({ reason, position: sql`coalesce((select max(position) from report_reasons), 0) + 1` })
    .returning();
  return row!;
}

export async function renameReason(db: Database, id: number, reason: string) {
  await db.update(reportReasons).set({ reason }).where(eq(reportReasons.id, id));
}

export async function deleteReason(db: Database, id: number) {
  await db.delete(reportReasons).where(eq(reportReasons.id, id));
}
