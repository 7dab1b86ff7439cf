import { eq, sql } from 'drizzle-orm';
import type { ReportReasonRow } from '@app/domain/schemas/api/admin';
import { firstOrNull, rowsOf, type Database } from '../../db/client.ts';
import { reportReasons } from '../../db/schema.ts';

/** The report reasons the public form offers; the settings themselves are the settings module's. */

export async function listReasons(db: Database) {
  const result = await db.execute(sql`
    select r.id, r.reason, r.position,
      (select count(*)::int from professional_reports pr where pr.report_reason = r.reason) as report_count
    from report_reasons r
    order by r.position, r.id`);
  return rowsOf<ReportReasonRow>(result);
}

export async function findReason(db: Database, id: number) {
  return firstOrNull(db.select().from(reportReasons).where(eq(reportReasons.id, id)));
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
