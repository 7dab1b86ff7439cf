import { eq, sql } from 'drizzle-orm';
import { firstOrNull, timestamptz as at, type Database } from './client.ts';
import { sharedReadings } from './schema.ts';

/** The table of readings the servers make once for all (lib/shared-reading.ts). */

/** When the reading was last stored (null: never, or no row yet). */
export async function readingStoredAt(db: Database, name: string): Promise<Date | null> {
  const row = await firstOrNull(
    db.select({ readAt: sharedReadings.readAt }).from(sharedReadings).where(eq(sharedReadings.name, name)),
  );
  return row?.readAt ?? null;
}

/** The value stored last, as it went into the JSON (undefined without one). */
export async function storedReading(db: Database, name: string): Promise<unknown> {
  const row = await firstOrNull(
    db.select({ value: sharedReadings.value }).from(sharedReadings).where(eq(sharedReadings.name, name)),
  );
  return row?.value ?? undefined;
}

/**
 * Takes the reading until `until`, unless another server holds it, or it was stored after
 * `freshSince` (and not after `now`); says whether this server has it.
 */
export async function claimReading(
  db: Database,
  name: string,
  { now, until, freshSince }: { now: Date; until: Date; freshSince: Date },
): Promise<boolean> {
  const claimed = await db
    .insert(sharedReadings)
    .values({ name, claimedUntil: until })
    .onConflictDoUpdate({
      target: sharedReadings.name,
      set: { claimedUntil: until },
      setWhere: sql`(${sharedReadings.claimedUntil} is null or ${sharedReadings.claimedUntil} <= ${at(now)})
        and (${sharedReadings.readAt} is null or ${sharedReadings.readAt} <= ${at(freshSince)}
          or ${sharedReadings.readAt} > ${at(now)})`,
    })
    .returning({ name: sharedReadings.name });
  return claimed.length > 0;
}

/** Stores the value read, and gives the claim back. */
export async function storeReading(db: Database, name: string, value: unknown, readAt: Date) {
  await db
    .update(sharedReadings)
    .set({ value: value as object, readAt, claimedUntil: null })
    .where(eq(sharedReadings.name, name));
}

/** Gives the claim back without a value (the reading failed). */
export async function releaseReading(db: Database, name: string) {
  await db.update(sharedReadings).set({ claimedUntil: null }).where(eq(sharedReadings.name, name));
}

/**
 * `work` in a transaction of `db` whose statements run without parallel workers (the passes over the
 * whole listing, lib/shared-reading.ts).
 */
export function withoutParallelWorkers<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
    return work(tx as unknown as Database);
  });
}
