import { sql } from 'drizzle-orm';
import { DEFAULT_REPORT_REASONS, GENRES, SERVICE_TYPES, SPECIALTIES } from '@app/domain/constants/catalog';
import type { Database } from '../client.ts';
import { genres, reportReasons, serviceTypes, specialties } from '../schema.ts';

/** The catalogue is always present; existing rows (and admins' edits to reasons) are kept. */
export async function seedCatalog(db: Database) {
  await db
    .insert(specialties)
    .values(SPECIALTIES.map((name) => ({ name })))
    .onConflictDoNothing();
  await db
    .insert(genres)
    .values(GENRES.map((name) => ({ name })))
    .onConflictDoNothing();
  await db
    .insert(serviceTypes)
    .values(SERVICE_TYPES.map((name) => ({ name })))
    .onConflictDoNothing();
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(reportReasons);
  if (count === 0) {
    await db.insert(reportReasons).values(DEFAULT_REPORT_REASONS.map((reason, position) => ({ reason, position })));
  }
}
