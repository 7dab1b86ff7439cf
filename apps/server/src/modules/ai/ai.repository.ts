import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';
import { isActiveExpr } from '../../db/listing.ts';

/** Subscriber = the latest subscription makes the professional active at `now` (same rule as the listing). */
export async function findSubscriberState(db: Database, professionalId: string, now: Date) {
  const result = await db.execute(sql`
    select ${isActiveExpr(now)} as is_active
    from professionals p
    where p.id = ${professionalId}`);
  const row = rowsOf<{ is_active: boolean }>(result)[0];
  return row ? { isActive: Boolean(row.is_active) } : null;
}
