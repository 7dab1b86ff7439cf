import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { DbHandle } from './client.ts';

export const migrationsFolder = path.join(import.meta.dirname, 'migrations');

/** Arbitrary key for the advisory lock that serialises migrations of several servers. */
const MIGRATION_LOCK = 727_001;

/** Applies the committed migrations; already-applied ones are skipped, so starting twice is harmless. */
export async function runMigrations(handle: DbHandle): Promise<void> {
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  const client = new pg.Client({ connectionString: handle.url });
  // A lost connection rejects the query in flight (the start-up step tries again); it must not end the process.
  client.on('error', () => {});
  try {
    await client.connect();
    const db = drizzle(client);
    await db.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK})`);
    await migratePg(db, { migrationsFolder });
  } finally {
    await client.end().catch(() => {});
  }
}
