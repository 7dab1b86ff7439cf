import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { tablesOwingCare } from '../../db/autovacuum.ts';
import { rowsOf, type DbHandle } from '../../db/client.ts';
import { buildTestApp } from '../../test/helpers.ts';
import { createTestDb } from '../../test/test-db.ts';
import { runOwedCare, VACUUM_LOCK } from './vacuum.repository.ts';

interface TableCounts {
  inserted: number;
  dead: number;
  vacuumed: boolean;
  /** Analyses in all, by hand or not. */
  analyses: number;
}

/** Waits (up to ten seconds) until `ready` holds: PostgreSQL publishes a connection's counts after its transactions. */
async function until<T>(read: () => Promise<T>, ready: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const value = await read();
    if (ready(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.runIf(Boolean(process.env.DATABASE_URL))('the vacuum where autovacuum is off', () => {
  let handle: DbHandle;
  let writer: pg.Client;
  beforeAll(async () => {
    handle = await createTestDb();
    writer = new pg.Client({ connectionString: handle.url });
    await writer.connect();
  });
  afterAll(async () => {
    await writer.end();
    await handle.close();
  });

  const counts = async (table: string) =>
    rowsOf<TableCounts>(
      await handle.db.execute(sql`
        select n_ins_since_vacuum::int as inserted, n_dead_tup::int as dead, last_vacuum is not null as vacuumed,
          (analyze_count + autoanalyze_count)::int as analyses
        from pg_stat_user_tables where relname = ${table}`),
    )[0]!;
  const owing = async () => (await tablesOwingCare(handle.db)).map((t) => t.table);

  /**
   * A table autovacuum leaves alone whatever the server's setting (its own `autovacuum_enabled` is
   * off), with `dead` dead row versions of `rows` rows, once PostgreSQL has counted them.
   */
  async function table(name: string, rows: number, dead: number, options = '') {
    await writer.query(`create table ${name} (id int primary key, n int) with (autovacuum_enabled = off${options})`);
    await writer.query(`insert into ${name} select g, 0 from generate_series(1, ${rows}) g`);
    // Analysed once, as a table in use is (autovacuum's thresholds grow with its rows), after
    // PostgreSQL has counted the rows inserted: counted later, they would count as changed since.
    await writer.query('select pg_stat_force_next_flush()');
    await until(
      () => counts(name),
      (c) => c?.inserted === rows,
    );
    await writer.query(`analyze ${name}`);
    for (let left = dead; left > 0; left -= rows)
      await writer.query(`update ${name} set n = n + 1 where id <= ${Math.min(left, rows)}`);
    await writer.query('select pg_stat_force_next_flush()');
    await until(
      () => counts(name),
      (c) => c?.dead === dead,
    );
  }

  it('vacuums and analyses a table past the thresholds autovacuum would use', async () => {
    await table('probe_edited', 2000, 6000);
    expect(await owing()).toContain('probe_edited');
    const before = await counts('probe_edited');

    const done = await runOwedCare(handle);
    expect(done).toContainEqual({ table: 'probe_edited', vacuum: true, analyze: true });
    // Whether the dead rows go depends on the oldest snapshot in use anywhere on the server (a
    // replica's among them), not on the VACUUM: what it did is what is checked.
    const after = await until(
      () => counts('probe_edited'),
      (c) => c.vacuumed && c.analyses > before.analyses,
    );
    expect(after).toMatchObject({ vacuumed: true, analyses: before.analyses + 1 });
  });

  it("reads each table's own thresholds first, as autovacuum does", async () => {
    const own = ['autovacuum_vacuum_threshold', 'autovacuum_vacuum_insert_threshold', 'autovacuum_analyze_threshold'];
    await table('probe_patient', 2000, 6000, own.map((o) => `, ${o} = 100000`).join(''));
    expect(await owing()).not.toContain('probe_patient');
    await writer.query(`alter table probe_patient reset (${own.join(', ')})`);
    expect(await owing()).toContain('probe_patient');
  });

  it('leaves alone a table with a few dead rows', async () => {
    await table('probe_quiet', 100, 10);
    expect(await owing()).not.toContain('probe_quiet');
  });

  it('does nothing while another server is vacuuming', async () => {
    await table('probe_shared', 2000, 6000);
    const other = new pg.Client({ connectionString: handle.url });
    await other.connect();
    try {
      await other.query('select pg_advisory_lock($1)', [VACUUM_LOCK]);
      expect(await runOwedCare(handle)).toBeUndefined();
      expect((await counts('probe_shared')).vacuumed).toBe(false);
    } finally {
      await other.end();
    }
  });

  it('is done by a running server at its start', async () => {
    await table('probe_at_start', 2000, 6000);
    const h = await buildTestApp({}, { handle, housekeeping: {} });
    try {
      const after = await until(
        () => counts('probe_at_start'),
        (c) => c.vacuumed,
      );
      expect(after.vacuumed).toBe(true);
    } finally {
      await h.close();
    }
  });
});

describe.runIf(Boolean(process.env.DATABASE_URL))('a vacuum under way when the server closes', () => {
  it('is cancelled, and the server closes without waiting for it', async () => {
    const handle = await createTestDb();
    const holder = new pg.Client({ connectionString: handle.url });
    await holder.connect();
    try {
      await holder.query(
        'create table probe_held (id int primary key, n int) with (autovacuum_vacuum_threshold = 0, autovacuum_vacuum_insert_threshold = 0, autovacuum_enabled = off)',
      );
      await holder.query('insert into probe_held select g, 0 from generate_series(1, 100) g');
      await holder.query('select pg_stat_force_next_flush()');
      await until(
        async () => (await tablesOwingCare(handle.db)).map((t) => t.table),
        (tables) => tables.includes('probe_held'),
      );
      // A lock that VACUUM waits for, as it would wait on a long one's pages.
      await holder.query('begin');
      await holder.query('lock table probe_held in share update exclusive mode');
      const h = await buildTestApp({}, { handle, housekeeping: {} });
      const waiting = async () =>
        rowsOf<{ n: number }>(
          await handle.db.execute(sql`
            select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and query ilike 'vacuum%probe_held%'`),
        )[0]!.n;
      expect(await until(waiting, (n) => n === 1)).toBe(1);
      const started = Date.now();
      await h.close();
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(await until(waiting, (n) => n === 0)).toBe(0);
      await holder.query('rollback');
    } finally {
      await holder.end();
      await handle.close();
    }
  });
});

describe.skipIf(Boolean(process.env.DATABASE_URL))('the vacuum on the embedded database', () => {
  it('is none: it is a single process that no other writes to', async () => {
    const handle = await createTestDb();
    try {
      expect(await runOwedCare(handle)).toEqual([]);
    } finally {
      await handle.close();
    }
  });
});
