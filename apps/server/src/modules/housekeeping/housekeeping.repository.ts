import pg from 'pg';
import { and, eq, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { rowsOf, type Database, type DbHandle } from '../../db/client.ts';
import { oneTimeTokens, quoteRequests, reviews, scamFlags, sessions, settings } from '../../db/schema.ts';

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
 * Runs `work` unless another server holds the advisory lock `key` (tried without waiting, on a
 * connection of its own, which `work` is given: a VACUUM cannot run inside the pool's
 * transactions); then resolves to undefined. The embedded database has one server by construction
 * and no such connection.
 */
export async function withSessionLock<T>(
  handle: DbHandle,
  key: number,
  work: (connection: pg.Client | null) => Promise<T>,
): Promise<T | undefined> {
  if (handle.kind !== 'postgres' || !handle.url) return work(null);
  const client = new pg.Client({ connectionString: handle.url });
  // A lost connection rejects the query in flight; it must not end the process.
  client.on('error', () => {});
  await client.connect();
  try {
    const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [key]);
    if (!rows[0]?.locked) return undefined;
    return await work(client);
  } finally {
    // Closing the connection releases the lock too.
    await client.end().catch(() => {});
  }
}

/** Runs `work` unless another server is doing the housekeeping (withSessionLock). */
export const withHousekeepingLock = <T>(handle: DbHandle, work: () => Promise<T>) =>
  withSessionLock(handle, HOUSEKEEPING_LOCK, work);

/** The tables that hold an account's personal data (the account's deletion empties them of it). */
const PERSONAL_TABLES = [
  'users',
  'professionals',
  'services',
  'portfolio_items',
  'reviews',
  'professional_reports',
  'sessions',
  'one_time_tokens',
  'audit_log',
  // The words of the professionals' texts: a deleted account's own leave it (migration 0056).
  'search_words',
];

/** The compaction that deleted accounts owe (the marker their deletion wrote), or undefined. */
export async function owedCompaction(db: Database, key: string): Promise<{ accounts: number } | undefined> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  return row?.value as { accounts: number } | undefined;
}

/** Clears the marker, unless a deletion made since it was read changed it (that one is owed still). */
export async function settleCompaction(db: Database, key: string, owed: { accounts: number }) {
  await db.delete(settings).where(and(eq(settings.key, key), sql`${settings.value} = ${JSON.stringify(owed)}::jsonb`));
}

/**
 * Embedded database only: a deleted row stays readable in its table's pages until they are
 * rewritten (a plain VACUUM frees the space but leaves the bytes), and in the write-ahead log until
 * its segment is removed. VACUUM FULL rewrites the tables that held the account into new files;
 * then a new log segment and a checkpoint with recycling off delete the old segments instead of
 * renaming them for reuse with their contents. PostgreSQL's own files and WAL archive are the
 * operator's (docs/security.md).
 */
export async function compactEmbeddedDatabase(db: Database) {
  for (const table of PERSONAL_TABLES) await db.execute(sql.raw(`vacuum full ${table}`));
  await db.execute(sql`set wal_recycle = off`);
  await db.execute(sql`select pg_switch_wal()`);
  await db.execute(sql`checkpoint`);
}
