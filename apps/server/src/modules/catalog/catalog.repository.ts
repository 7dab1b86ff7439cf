import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { genres, reportReasons, serviceTypes, specialties } from '../../db/schema.ts';

export async function loadCatalog(db: Database) {
  const [s, g, t, r] = await Promise.all([
    db.select().from(specialties).orderBy(asc(specialties.name)),
    db.select().from(genres).orderBy(asc(genres.name)),
    db.select().from(serviceTypes).orderBy(asc(serviceTypes.name)),
    db
      .select({ id: reportReasons.id, reason: reportReasons.reason })
      .from(reportReasons)
      .orderBy(asc(reportReasons.position), asc(reportReasons.id)),
  ]);
  return { specialties: s, genres: g, service_types: t, report_reasons: r };
}
