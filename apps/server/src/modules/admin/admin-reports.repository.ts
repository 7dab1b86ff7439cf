import { asc, count, desc, eq, sql } from 'drizzle-orm';
import { SCAM_ALERT_MIN_VISITORS, SCAM_REPORT_REASONS } from '@app/domain/constants/catalog';
import type { AdminReportStatus } from '@app/domain/schemas/admin';
import { firstOrNull, type Database } from '../../db/client.ts';
import { professionalReports, professionals } from '../../db/schema.ts';

export async function openReportCount(db: Database) {
  const [row] = await db
    .select({ n: count() })
    .from(professionalReports)
    .where(eq(professionalReports.status, 'pending'));
  return row?.n ?? 0;
}

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
        agreement_code: professionalReports.agreementCode,
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
  return firstOrNull(
    db
      .select({
        id: professionalReports.id,
        professionalId: professionalReports.professionalId,
        status: professionalReports.status,
        resolvedAt: professionalReports.resolvedAt,
      })
      .from(professionalReports)
      .where(eq(professionalReports.id, id))
      .for('update'),
  );
}

export async function setReportStatus(db: Database, id: string, status: 'resolved' | 'dismissed', now: Date) {
  await db
    .update(professionalReports)
    .set({ status, isResolved: status === 'resolved', resolvedAt: now })
    .where(eq(professionalReports.id, id));
}
