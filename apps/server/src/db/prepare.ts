import pg from 'pg';
import type { AppDeps } from '../deps.ts';
import { runMigrations } from './migrate.ts';
import { seed } from './seed/seed.ts';

/** Arbitrary key of the advisory lock under which one server at a time prepares the database. */
const START_LOCK = 727_003;

/**
 * The start-up step before a server listens: apply the migrations, then make sure the catalogue
 * (and, outside production, the demo data) exists; nothing in it grows with the tables (old
 * profiles' typed cities are placed by the housekeeping, db/legacy-places.ts). On PostgreSQL several
 * servers may start at the same moment on an empty database; a session-level advisory lock, held on a connection of its own
 * for the whole step, makes them take turns, and each step does nothing when already done, so the
 * first server fills the database and the others find it ready.
 * Returns true when this call created the demo data.
 */
export async function prepareDatabase(deps: Pick<AppDeps, 'handle' | 'storage' | 'config'>): Promise<boolean> {
  const { handle, storage, config } = deps;
  const run = async () => {
    await runMigrations(handle);
    return seed(handle.db, storage, config);
  };
  if (handle.kind === 'pglite') return run();
  const lock = new pg.Client({ connectionString: handle.url });
  // A lost connection rejects the query in flight (the caller tries again); it must not end the process.
  lock.on('error', () => {});
  try {
    await lock.connect();
  } catch (err) {
    await lock.end().catch(() => {});
    throw err;
  }
  try {
    await lock.query('select pg_advisory_lock($1)', [START_LOCK]);
    return await run();
  } finally {
    // Closing the connection releases the lock too; unlocking first hands it over without delay.
    await lock.query('select pg_advisory_unlock($1)', [START_LOCK]).catch(() => {});
    await lock.end();
  }
}
