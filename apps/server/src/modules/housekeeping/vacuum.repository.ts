import pg from 'pg';
import { tablesOwingCare } from '../../db/autovacuum.ts';
import type { DbHandle } from '../../db/client.ts';
import { withSessionLock } from './housekeeping.repository.ts';

/** Arbitrary key of the advisory lock under which one server at a time vacuums. */
export const VACUUM_LOCK = 727_005;

/**
 * Where PostgreSQL's autovacuum is off (for the server or for a table), does its work: each table
 * it would have vacuumed or analysed now (tablesOwingCare) is, one after the other, at the pace
 * autovacuum keeps (its cost delay and limit), so that requests keep their share of the disk.
 * Without it every edit of a profile leaves a dead row version that each search visits until a
 * VACUUM, and the searches slow down day by day (docs/performance.md). Resolves to what was done,
 * or undefined when another server is doing it; the embedded database does nothing.
 */
export async function runOwedCare(handle: DbHandle, onVacuuming: (pid: number) => void = () => {}) {
  if (handle.kind !== 'postgres') return [];
  return withSessionLock(handle, VACUUM_LOCK, async (connection) => {
    const owed = await tablesOwingCare(handle.db);
    if (owed.length === 0 || !connection) return owed;
    const { rows } = await connection.query<{ pid: number }>(`
      select pg_backend_pid() as pid, set_config('vacuum_cost_delay', case when current_setting('autovacuum_vacuum_cost_delay') like '-1%'
          then current_setting('vacuum_cost_delay') else current_setting('autovacuum_vacuum_cost_delay') end, false),
        set_config('vacuum_cost_limit', case when current_setting('autovacuum_vacuum_cost_limit') = '-1'
          then current_setting('vacuum_cost_limit') else current_setting('autovacuum_vacuum_cost_limit') end, false)`);
    onVacuuming(rows[0]!.pid);
    for (const { table, vacuum } of owed)
      await connection.query(`${vacuum ? 'vacuum (analyze)' : 'analyze'} ${connection.escapeIdentifier(table)}`);
    return owed;
  });
}

/** Cancels the statement that connection `pid` is running, from a connection of its own. */
export async function cancelBackend(url: string, pid: number) {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('select pg_cancel_backend($1)', [pid]);
  } finally {
    await client.end().catch(() => {});
  }
}
