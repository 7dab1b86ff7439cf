import { and, desc, eq, gt, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { SCAM_ALERT_MIN_VISITORS, SCAM_REPORT_REASONS } from '@app/domain/constants/catalog';
import { SCAM_FLAGS_HOLD } from '@app/domain/rules/scam-radar';
import { firstOrNull, rowsOf, timestamptz, type Database } from '../../db/client.ts';
import { listedExpr, type ListingContext } from '../../db/listing.ts';
import { recordDeal } from '../../db/deals.ts';
import { withParties } from '../../db/request-copies.ts';
import { professionals, quoteRequestRecipients as r, quoteRequests as q, users } from '../../db/schema.ts';

export type NewQuoteRequest = typeof q.$inferInsert;
export type QuoteRequestRow = typeof q.$inferSelect;
export type RecipientRow = typeof r.$inferSelect;

/**
 * Reports of a scam from SCAM_ALERT_MIN_VISITORS different visitors that no admin has looked at yet:
 * until one does, the professional receives no request.
 */
const scamReportsPending = sql`(
  select count(distinct s.visitor_id) from professional_reports s
  where s.professional_id = p.id and s.status = 'pending'
    and s.report_reason in (${sql.join(
      SCAM_REPORT_REASONS.map((reason) => sql`${reason}`),
      sql`, `,
    )})) >= ${SCAM_ALERT_MIN_VISITORS}`;

/**
 * Texts of the professional's that the scam radar flagged and no admin has reviewed yet
 * (SCAM_FLAGS_HOLD or more): until one does, the professional receives no request.
 */
const scamFlagsPending = sql`(
  select count(*) from scam_flags f where f.professional_id = p.id and f.reviewed_at is null
) >= ${SCAM_FLAGS_HOLD}`;

/**
 * Of these professionals, the ones a request may go to: listed now, not suspended, without scam
 * reports or flagged texts waiting for an admin, and, when the request has a date, free that day and
 * taking bookings that far ahead.
 */
export async function eligibleProfessionals(
  db: Database,
  ids: string[],
  ctx: ListingContext,
  eventDate: string | null,
  today: string,
): Promise<string[]> {
  if (ids.length === 0) return [];
  const free = eventDate
    ? sql`(${eventDate}::date <= ${today}::date + p.booking_horizon_days
        and not exists (select 1 from busy_days b where b.professional_id = p.id and b.day = ${eventDate}::date))`
    : sql`true`;
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`
      select p.id from professionals p
      where p.id in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})
        and ${listedExpr(ctx)} and not p.services_suspended and not ${scamReportsPending}
        and not ${scamFlagsPending} and ${free}`),
  );
  return rows.map((row) => row.id);
}

/** Deals each of these professionals and a client both confirmed, by professional (none: absent). */
export async function confirmedDeals(db: Database, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: r.professionalId, n: sql<number>`count(*)::int` })
    .from(r)
    .where(and(inArray(r.professionalId, ids), isNotNull(r.dealConfirmedAt)))
    .groupBy(r.professionalId);
  return new Map(rows.map((row) => [row.id, row.n]));
}

/** The names of these professionals, as the client saw them. */
export async function namesOf(db: Database, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ name: professionals.name })
    .from(professionals)
    .where(inArray(professionals.id, ids))
    .orderBy(professionals.name);
  return rows.map((row) => row.name);
}

/** Requests sent by this address, this internet address or this browser since `since` (the daily limits). */
export async function countSince(
  db: Database,
  by: { email?: string; addressHash?: string; visitorHash?: string },
  since: Date,
): Promise<number> {
  const who = by.email
    ? sql`lower(${q.clientEmail}) = ${by.email.toLowerCase()}`
    : by.addressHash
      ? eq(q.addressHash, by.addressHash)
      : eq(q.visitorHash, by.visitorHash ?? '');
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(q)
    .where(and(who, gt(q.createdAt, since)));
  return row?.n ?? 0;
}

/** The professionals a request went to. */
export async function professionalsOf(db: Database, requestId: string): Promise<string[]> {
  const rows = await db.select({ id: r.professionalId }).from(r).where(eq(r.requestId, requestId));
  return rows.map((row) => row.id);
}

/** Stores a request and one copy per professional, together. */
export async function insertRequest(
  db: Database,
  request: NewQuoteRequest,
  professionalIds: string[],
): Promise<QuoteRequestRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(q).values(request).returning();
    await tx.insert(r).values(professionalIds.map((professionalId) => ({ requestId: row!.id, professionalId })));
    return row!;
  });
}

/**
 * The requests made with this address whose link still leads somewhere: confirmed since `since`, or
 * made since `confirmableSince` and still waiting for the confirmation; newest first, with how many
 * professionals each went to.
 */
export async function linksOfEmail(
  db: Database,
  email: string,
  { since, confirmableSince, limit }: { since: Date; confirmableSince: Date; limit: number },
) {
  return db
    .select({
      token: q.token,
      clientName: q.clientName,
      occasion: q.occasion,
      createdAt: q.createdAt,
      confirmedAt: q.confirmedAt,
      recipients: sql<number>`(select count(*)::int from quote_request_recipients rr where rr.request_id = "quote_requests"."id")`,
    })
    .from(q)
    .where(
      and(
        sql`lower(${q.clientEmail}) = ${email.toLowerCase()}`,
        isNull(q.hiddenAt),
        or(gt(q.confirmedAt, since), and(isNull(q.confirmedAt), gt(q.createdAt, confirmableSince))),
      ),
    )
    .orderBy(desc(q.createdAt))
    .limit(limit);
}

export async function findByToken(db: Database, token: string): Promise<QuoteRequestRow | null> {
  return firstOrNull(
    db
      .select()
      .from(q)
      .where(and(eq(q.token, token), isNull(q.hiddenAt))),
  );
}

/** Confirms a request not confirmed yet and made after `notBefore`; null when it was not this call that confirmed it. */
export async function confirm(db: Database, id: string, now: Date, notBefore: Date): Promise<QuoteRequestRow | null> {
  return firstOrNull(
    db
      .update(q)
      .set({ confirmedAt: now })
      .where(and(eq(q.id, id), isNull(q.confirmedAt), gt(q.createdAt, notBefore)))
      .returning(),
  );
}

/** The client reviewed the deal of this copy (once per deal). */
const reviewed = sql<boolean>`exists (select 1 from reviews v where v.deal_id = ${r.id})`;

/** Each copy of a request with the professional it went to (the client's page reads the rest from the read model). */
export async function recipientsOf(db: Database, requestId: string) {
  return db
    .select({
      recipient: r,
      reviewed,
      professional: { id: professionals.id, name: professionals.name },
      email: users.email,
    })
    .from(r)
    .innerJoin(professionals, eq(professionals.id, r.professionalId))
    .innerJoin(users, eq(users.id, professionals.userId))
    .where(eq(r.requestId, requestId))
    .orderBy(r.id);
}

/** A copy as 'Pedidos' reads it: with its request, the professional's name and how many professionals the request went to. */
const receivedColumns = {
  recipient: r,
  reviewed,
  request: q,
  professionalName: professionals.name,
  recipients: sql<number>`(select count(*)::int from quote_request_recipients o where o.request_id = ${q.id})`,
};

/** The copies a professional sees: theirs, of requests confirmed and not hidden. */
const visibleTo = (professionalId: string) =>
  and(eq(r.professionalId, professionalId), isNotNull(q.confirmedAt), isNull(q.hiddenAt));

/** The requests a professional received, newest first. */
export async function receivedBy(db: Database, professionalId: string, limit: number) {
  return db
    .select(receivedColumns)
    .from(r)
    .innerJoin(q, eq(q.id, r.requestId))
    .innerJoin(professionals, eq(professionals.id, r.professionalId))
    .where(visibleTo(professionalId))
    .orderBy(desc(q.confirmedAt), desc(r.id))
    .limit(limit);
}

/** One copy, for its professional only. */
export async function receivedOne(db: Database, professionalId: string, recipientId: string) {
  return firstOrNull(
    db
      .select(receivedColumns)
      .from(r)
      .innerJoin(q, eq(q.id, r.requestId))
      .innerJoin(professionals, eq(professionals.id, r.professionalId))
      .where(and(eq(r.id, recipientId), visibleTo(professionalId))),
  );
}

/** Answers a copy still waiting; null when it was answered already (the first answer stands). */
export async function answer(
  db: Database,
  recipientId: string,
  professionalId: string,
  values: Partial<RecipientRow> & { status: 'quoted' | 'declined'; answeredAt: Date },
) {
  return firstOrNull(
    db
      .update(r)
      .set(values)
      .where(and(eq(r.id, recipientId), eq(r.professionalId, professionalId), eq(r.status, 'pending')))
      .returning(),
  );
}

export async function pendingCount(db: Database, professionalId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(r)
    .innerJoin(q, eq(q.id, r.requestId))
    .where(and(visibleTo(professionalId), eq(r.status, 'pending')));
  return row?.n ?? 0;
}

/**
 * Rewrites `response_minutes` of these professionals: the median minutes from receiving a request
 * to answering it, over the requests confirmed in the last `windowDays` and not hidden by an admin, each still unanswered
 * after `dueMs` counting as never answered (and one younger than that not yet counted); null with
 * fewer than `minRequests`, or when most were never answered.
 */
export async function refreshResponseTimes(
  db: Database,
  professionalIds: string[],
  now: Date,
  rule: { windowDays: number; dueMs: number; minRequests: number },
) {
  if (professionalIds.length === 0) return;
  const since = new Date(now.getTime() - rule.windowDays * 86_400_000).toISOString();
  const due = new Date(now.getTime() - rule.dueMs).toISOString();
  await db.execute(sql`
    update professionals p set response_minutes = (
      select case when count(*) >= ${rule.minRequests} then
        ceil(nullif(percentile_disc(0.5) within group (order by coalesce(extract(epoch from (r.answered_at - q.confirmed_at)) / 60, 'Infinity'::float8)), 'Infinity'::float8))::int
      end
      from quote_request_recipients r join quote_requests q on q.id = r.request_id
      where r.professional_id = p.id and q.confirmed_at > ${since}::timestamptz and q.hidden_at is null
        and (r.answered_at is not null or q.confirmed_at <= ${due}::timestamptz))
    where p.id in (${sql.join(
      professionalIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`);
}

/** Professionals whose measure changed with time alone since `since`: a request of theirs became overdue unanswered, or left the window. */
export async function agedSince(
  db: Database,
  since: Date,
  now: Date,
  rule: { windowDays: number; dueMs: number },
): Promise<string[]> {
  const overdueFrom = new Date(since.getTime() - rule.dueMs).toISOString();
  const overdueTo = new Date(now.getTime() - rule.dueMs).toISOString();
  const leftFrom = new Date(since.getTime() - rule.windowDays * 86_400_000).toISOString();
  const leftTo = new Date(now.getTime() - rule.windowDays * 86_400_000).toISOString();
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`
      select distinct r.professional_id as id
      from quote_request_recipients r join quote_requests q on q.id = r.request_id
      where q.hidden_at is null
        and ((r.answered_at is null and q.confirmed_at > ${overdueFrom}::timestamptz and q.confirmed_at <= ${overdueTo}::timestamptz)
          or (q.confirmed_at > ${leftFrom}::timestamptz and q.confirmed_at <= ${leftTo}::timestamptz))`),
  );
  return rows.map((row) => row.id);
}

/** A recipient row, for the client's side: the copy of this request that went to this professional. */
export async function recipientFor(
  db: Database,
  requestId: string,
  professionalId: string,
): Promise<RecipientRow | null> {
  return firstOrNull(
    db
      .select()
      .from(r)
      .where(and(eq(r.requestId, requestId), eq(r.professionalId, professionalId))),
  );
}

/**
 * One side's answer to 'Fechou negócio?' on a quoted copy whose deal is not recorded yet; when both
 * sides have said yes, the deal is recorded and counted on the professional, once. Null when the
 * copy has no quote or its deal was already recorded.
 */
export async function markDeal(
  db: Database,
  recipientId: string,
  side: 'client' | 'professional',
  closed: boolean,
  now: Date,
): Promise<RecipientRow | null> {
  return db.transaction(async (tx) => {
    const [marked] = await tx
      .update(r)
      .set(
        side === 'client'
          ? { clientDeal: closed, clientDealAt: now }
          : { professionalDeal: closed, professionalDealAt: now },
      )
      .where(and(eq(r.id, recipientId), eq(r.status, 'quoted'), isNull(r.dealConfirmedAt)))
      .returning();
    if (!marked) return null;
    if (!(marked.clientDeal && marked.professionalDeal)) return marked;
    const [confirmed] = await tx
      .update(r)
      .set({ dealConfirmedAt: now })
      .where(and(eq(r.id, recipientId), isNull(r.dealConfirmedAt)))
      .returning();
    if (confirmed) {
      const [request] = await tx.select({ day: q.eventDate }).from(q).where(eq(q.id, confirmed.requestId));
      await recordDeal(tx, confirmed.professionalId, request?.day ?? null);
    }
    return confirmed ?? marked;
  });
}

/** After the event (or `undatedBefore`, for a request without a date, counting from the answer), quotes whose deal is not recorded yet. */
const dealDue = (today: string, undatedBefore: Date) =>
  and(
    eq(r.status, 'quoted'),
    isNull(r.dealConfirmedAt),
    isNull(q.hiddenAt),
    sql`(case when ${q.eventDate} is not null then ${q.eventDate} < ${today}::date else ${r.answeredAt} < ${timestamptz(undatedBefore)} end)`,
  );

/**
 * Requests whose client has not been asked 'Fechou negócio?' yet and has not answered about any
 * quote that is due, with the names of the professionals who quoted; at most `limit`.
 */
export async function clientsToAsk(db: Database, today: string, undatedBefore: Date, limit: number) {
  return db
    .select({ request: q, quoted: sql<string[]>`array_agg(${professionals.name} order by ${r.answeredAt})` })
    .from(q)
    .innerJoin(r, eq(r.requestId, q.id))
    .innerJoin(professionals, eq(professionals.id, r.professionalId))
    .where(and(isNull(q.dealAskedAt), dealDue(today, undatedBefore)))
    .groupBy(q.id)
    .having(sql`bool_and(${r.clientDeal} is null)`)
    .limit(limit);
}

/** A copy, its request, and the name and e-mail of the professional it went to: who is asked 'Fechou negócio?'. */
const copyWithProfessional = { recipient: r, request: q, name: professionals.name, email: users.email };

/** Quotes whose professional has not been asked 'Fechou negócio?' yet nor answered it; at most `limit`. */
export async function professionalsToAsk(db: Database, today: string, undatedBefore: Date, limit: number) {
  return withParties(db.select(copyWithProfessional).from(r).$dynamic())
    .where(
      and(
        isNull(r.dealAskedAt),
        isNull(r.professionalDeal),
        eq(professionals.isBlocked, false),
        dealDue(today, undatedBefore),
      ),
    )
    .limit(limit);
}

/**
 * Marks a side as asked, only if it was not yet: true when this call marked it, so that the e-mail
 * goes once however many servers or answers race.
 */
export async function markAsked(
  db: Database,
  side: { requestId: string } | { recipientId: string },
  now: Date,
): Promise<boolean> {
  const rows =
    'requestId' in side
      ? await db
          .update(q)
          .set({ dealAskedAt: now })
          .where(and(eq(q.id, side.requestId), isNull(q.dealAskedAt)))
          .returning({ id: q.id })
      : await db
          .update(r)
          .set({ dealAskedAt: now })
          .where(and(eq(r.id, side.recipientId), isNull(r.dealAskedAt)))
          .returning({ id: r.id });
  return rows.length > 0;
}

/** The request of a copy, its professional's name and e-mail: who is told when the other side says yes. */
export async function dealParties(db: Database, recipientId: string) {
  return firstOrNull(withParties(db.select(copyWithProfessional).from(r).$dynamic()).where(eq(r.id, recipientId)));
}

/** A professional's requests confirmed since `since`: received, answered, quoted, and the deals recorded since then. */
export async function requestFigures(db: Database, professionalId: string, since: Date) {
  const at = timestamptz(since);
  const received = sql`q.confirmed_at >= ${at} and q.hidden_at is null`;
  const [row] = rowsOf<{ received: number; answered: number; quoted: number; deals: number }>(
    await db.execute(sql`
      select
        count(*) filter (where ${received})::int as received,
        count(*) filter (where ${received} and r.status <> 'pending')::int as answered,
        count(*) filter (where ${received} and r.status = 'quoted')::int as quoted,
        count(*) filter (where r.deal_confirmed_at >= ${at})::int as deals
      from quote_request_recipients r join quote_requests q on q.id = r.request_id
      where r.professional_id = ${professionalId} and q.confirmed_at is not null`),
  );
  return {
    received: row?.received ?? 0,
    answered: row?.answered ?? 0,
    quoted: row?.quoted ?? 0,
    deals: row?.deals ?? 0,
  };
}
