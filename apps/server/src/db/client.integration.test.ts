import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { rowsOf, type DbHandle } from './client.ts';
import { createTestDb } from '../test/test-db.ts';

describe.runIf(Boolean(process.env.DATABASE_URL))('the PostgreSQL pool', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDb();
  });
  afterAll(async () => {
    await handle.close();
  });

  it('survives the server dropping an idle connection', async () => {
    const pid = async () =>
      rowsOf<{ pid: number }>(await handle.db.execute(sql`select pg_backend_pid() as pid`))[0]!.pid;
    const first = await pid();

    const admin = new pg.Client({ connectionString: handle.url });
    await admin.connect();
    try {
      await admin.query('select pg_terminate_backend($1)', [first]);
      // Wait until the server has really ended that backend.
      for (;;) {
        const alive = await admin.query('select 1 from pg_stat_activity where pid = $1', [first]);
        if (alive.rowCount === 0) break;
        await new Promise((r) => setImmediate(r));
      }
    } finally {
      await admin.end();
    }

    // The lost connection is discarded and the next query runs on a new one.
    let next: number | undefined;
    for (let attempt = 0; attempt < 3 && next === undefined; attempt++) {
      next = await pid().catch(() => undefined);
    }
    expect(next).toBeDefined();
    expect(next).not.toBe(first);
  });

  it('compiles no statement: JIT is off on its connections, whatever the server says', async () => {
    const server = await handle.pool!.connect();
    try {
      const { rows } = await server.query<{ jit: string }>('show jit');
      expect(rows[0]!.jit).toBe('off');
    } finally {
      server.release();
    }
  });
});

describe.runIf(!process.env.DATABASE_URL)('the embedded database', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDb();
  });
  afterAll(async () => {
    await handle.close();
  });

  it('lets the process read its sockets and fire its timers between two queries, in a transaction too', async () => {
    // PGlite runs on this thread: a request's chain of queries must not hold the event loop for all of them.
    const turnsDuring = async (work: () => Promise<unknown>) => {
      let turns = 0;
      let running = true;
      const count = () => {
        turns += 1;
        if (running) setImmediate(count);
      };
      setImmediate(count);
      await work();
      running = false;
      return turns;
    };
    const queries = 20;
    expect(
      await turnsDuring(async () => {
        for (let i = 0; i < queries; i++) await handle.db.execute(sql`select ${i}::int`);
      }),
    ).toBeGreaterThanOrEqual(queries);
    expect(
      await turnsDuring(() =>
        handle.db.transaction(async (tx) => {
          for (let i = 0; i < queries; i++) await tx.execute(sql`select ${i}::int`);
        }),
      ),
    ).toBeGreaterThanOrEqual(queries);
  });
});
