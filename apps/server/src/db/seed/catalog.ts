import { sql } from 'drizzle-orm';
import { DEFAULT_REPORT_REASONS, GENRES, SERVICE_TYPES, SPECIALTIES } from '@app/domain/constants/catalog';
import type { Database } from '../client.ts';
import { DEFAULT_SCAM_PATTERNS } from '@app/domain/rules/scam-radar';
import { genres, reportReasons, scamPatterns, serviceTypes, specialties } from '../schema.ts';

/** The catalogue is always present; existing rows (and admins' edits to reasons and scam patterns) are kept. */
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
  const [{ patterns } = { patterns: 0 }] = await db.select({ patterns: sql<number>`count(*)::int` }).from(scamPatterns);
  if (patterns === 0) {
    await db.insert(scamPatterns).values(
      DEFAULT_SCAM_PATTERNS.map((p, position) => ({
        label: p.label,
        phrases: [...p.phrases],
        advice: p.advice,
        position,
      })),
    );
  }
}
