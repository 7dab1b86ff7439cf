import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { professionalReports, reportReasons } from '../../db/schema.ts';

export async function reportExists(db: Database, professionalId: string, visitorId: string) {
  const rows = await db
    .select({ id: professionalReports.id })
    .from(professionalReports)
    .where(and(eq(professionalReports.professionalId, professionalId), eq(professionalReports.visitorId, visitorId)))
    .limit(1);
  return rows.length > 0;
}

export async function reasonExists(db: Database, reason: string) {
  const rows = await db
    .select({ id: reportReasons.id })
    .from(reportReasons)
    .where(eq(reportReasons.reason, reason))
    .limit(1);
  return rows.length > 0;
}

export interface NewReport {
  professionalId: string;
  reporterName: string;
  reporterEmail: string;
  reportReason: string;
  details: string;
  visitorId: string;
  imageUrl: string | null;
  agreementCode: string | null;
}

export async function insertReport(db: Database, report: NewReport) {
  const [row] = await db
    .insert(professionalReports)
    .values({ ...report, status: 'pending', isResolved: false })
    .returning({ id: professionalReports.id });
  return row!;
}
