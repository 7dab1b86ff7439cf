import pg from 'pg';
import { and, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { rowsOf, type Database, type DbHandle } from '../../db/client.ts';
import { oneTimeTokens, quoteRequests, reviews, scamFlags, sessions } from '../../db/schema.ts';

/** Arbitrary key of the advisory lock under which one server at a time does the housekeeping. */
const HOUSEKEEPING_LOCK = 727_004;

/**
 * Deletes at most `limit` rows of `table` that match `where`, and says how many: each call is a
 * short statement, however large the backlog. Rows are picked by their physical address (a TID scan
 * deletes them without a second search); `where` is checked again in case a row changed meanwhile.
 */
async function deleteBatch(db: Database, table: PgTable, where: SQL, limit: number): Promise<number> {
  const deleted = await db.execute(sql`
    delete from ${table} where ctid = any(array(select ctid from ${table} where ${where} limit ${limit})) and ${where}
    returning 1 as one`);
  return rowsOf(deleted).length;
}

export const deleteEndedSessions = (db: Database, now: Date, limit: number) =>
  deleteBatch(db, sessions, or(isNotNull(sessions.revokedAt), lte(sessions.expiresAt, now))!, limit);

export const deleteSpentTokens = (db: Database, now: Date, limit: number) =>
  deleteBatch(db, oneTimeTokens, or(isNotNull(oneTimeTokens.usedAt), lte(oneTimeTokens.expiresAt, now))!, limit);

export const deleteUnconfirmedReviews = (db: Database, sentBefore: Date, limit: number) =>
  deleteBatch(db, reviews, and(isNull(reviews.confirmedAt), lte(reviews.createdAt, sentBefore))!, limit);

/** The scam radar's flags go with the texts they read: at the requests' retention. */
export const deleteOldScamFlags = (db: Database, expired: Date, limit: number) =>
  deleteBatch(db, scamFlags, lte(scamFlags.createdAt, expired), limit);

/** Quote requests never confirmed and made at or before `unconfirmedBefore`, and every one made at or before `expired` (their answers go with them). */
export const deleteOldRequests = (db: Database, unconfirmedBefore: Date, expired: Date, limit: number) =>
  deleteBatch(
    db,
    quoteRequests,
    or(
      and(isNull(quoteRequests.confirmedAt), lte(quoteRequests.createdAt, unconfirmedBefore)),
      lte(quoteRequests.createdAt, expired),
    )!,
    limit,
  );

/**
 * Runs `work` unless another server is doing the same (PostgreSQL: a session advisory lock, tried
 * without waiting, on a connection of its own); then resolves to undefined. The embedded database
 * has one server by construction.
 */
export async function withHousekeepingLock<T>(handle: DbHandle, work: () => Promise<T>): Promise<T | undefined> {
  if (handle.kind !== 'postgres' || !handle.url) return work();
  const client = new pg.Client({ connectionString: handle.url });
  // A lost connection rejects the query in flight; it must not end the process.
  client.on('error', () => {});
  await client.connect();
  try {
    const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [
      HOUSEKEEPING_LOCK,
    ]);
    if (!rows[0]?.locked) return undefined;
    return await work();
  } finally {
    // Closing the connection releases the lock too.
    await client.end().catch(() => {});
  }
}
