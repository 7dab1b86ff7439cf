import type { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import type { PGlite } from '@electric-sql/pglite';
import { startPgliteThread, type PgliteThread } from './pglite-thread.ts';
import { openEmbedded, rowsOf } from './client.ts';
import { isDatabaseUnavailable, isUniqueViolation } from '../lib/errors.ts';
import { tempDir } from '../test/temp-dirs.ts';

// The embedded database only: the run on PostgreSQL (npm run test:pg) has nothing to add here.
describe.runIf(!process.env.DATABASE_URL)('the embedded database on its own thread', () => {
  let thread: PgliteThread;
  let db: ReturnType<typeof drizzle>;
  beforeAll(async () => {
    thread = await startPgliteThread();
    db = drizzle({ client: thread as unknown as PGlite });
    await db.execute(
      sql`create table item (id int primary key, name text not null, at timestamptz not null default now(), data jsonb)`,
    );
  });
  afterAll(async () => {
    await thread.close();
  });

  const names = async () =>
    rowsOf<{ name: string }>(await db.execute(sql`select name from item order by id`)).map((r) => r.name);

  it('answers queries with the types Drizzle expects (timestamps as text, JSON as objects)', async () => {
    await db.execute(sql`insert into item (id, name, data) values (1, 'um', '{"a": [1, 2]}')`);
    const [row] = rowsOf<{ name: string; at: unknown; data: unknown }>(
      await db.execute(sql`select name, at, data from item where id = 1`),
    );
    expect(row).toMatchObject({ name: 'um', data: { a: [1, 2] } });
    expect(typeof row!.at).toBe('string');
    await db.execute(sql`delete from item`);
  });

  it('commits a transaction, and rolls back one that fails, leaving nothing of it', async () => {
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into item (id, name) values (10, 'dez')`);
      await tx.execute(sql`insert into item (id, name) values (11, 'onze')`);
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into item (id, name) values (12, 'doze')`);
        throw new Error('desistiu');
      }),
    ).rejects.toThrow('desistiu');
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into item (id, name) values (13, 'treze')`);
        tx.rollback();
      }),
    ).rejects.toThrow();
    expect(await names()).toEqual(['dez', 'onze']);
    await db.execute(sql`delete from item`);
  });

  it('keeps a failed query’s SQLSTATE and constraint, so that a duplicate is told apart', async () => {
    await db.execute(sql`insert into item (id, name) values (20, 'vinte')`);
    const err = await db.execute(sql`insert into item (id, name) values (20, 'de novo')`).catch((e: unknown) => e);
    expect(isUniqueViolation(err)).toBe(true);
    // Inside a transaction too; the transaction is rolled back and the connection is usable after it.
    const inTx = await db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into item (id, name) values (21, 'vinte e um')`);
        await tx.execute(sql`insert into item (id, name) values (20, 'de novo')`);
      })
      .catch((e: unknown) => e);
    expect(isUniqueViolation(inTx)).toBe(true);
    expect(await names()).toEqual(['vinte']);
    await db.execute(sql`delete from item`);
  });

  it('runs a query from outside only after an open transaction has ended', async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const tx = db.transaction(async (t) => {
      await t.execute(sql`insert into item (id, name) values (30, 'trinta')`);
      await held;
    });
    // Let the transaction begin before the outside read is sent.
    await new Promise((r) => setTimeout(r, 20));
    const outside = names();
    release();
    await tx;
    expect(await outside).toEqual(['trinta']);
    await db.execute(sql`delete from item`);
  });

  it('leaves this thread free while a query runs', async () => {
    // A query of several hundred milliseconds; meanwhile a timer of 20 ms fires on time, again and again.
    const lateness: number[] = [];
    let running = true;
    const tick = () => {
      const due = performance.now() + 20;
      setTimeout(() => {
        lateness.push(performance.now() - due);
        if (running) tick();
      }, 20);
    };
    tick();
    const started = performance.now();
    await db.execute(sql`select count(*) from generate_series(1, 3000000) g where md5(g::text) like 'ab%'`);
    const took = performance.now() - started;
    running = false;
    expect(took).toBeGreaterThan(200);
    expect(lateness.length).toBeGreaterThan(5);
    expect(Math.max(...lateness)).toBeLessThan(100);
  });

  it('tells what comes after the thread ends that the database is unavailable (503), not a crash', async () => {
    const other = await startPgliteThread();
    await other.close();
    const err = await other.query('select 1').catch((e: unknown) => e);
    expect(isDatabaseUnavailable(err)).toBe(true);
  });
});

describe.runIf(!process.env.DATABASE_URL)('a data folder opened on its own thread', () => {
  it('keeps what it wrote across a reopening, and dumps its folder for a backup', async () => {
    const dataDir = tempDir('pglite-thread');
    const first = await openEmbedded(dataDir);
    await first.db.execute(sql`create table kept (v text)`);
    await first.db.execute(sql`insert into kept values ('guardado')`);
    const dump = await first.dumpDataDir!('gzip');
    await first.close();
    const bytes = new Uint8Array(await dump.arrayBuffer());
    expect([bytes[0], bytes[1]]).toEqual([0x1f, 0x8b]);

    const again = await openEmbedded(dataDir);
    try {
      expect(rowsOf<{ v: string }>(await again.db.execute(sql`select v from kept`))).toEqual([{ v: 'guardado' }]);
    } finally {
      await again.close();
    }
  });
});

describe.runIf(!process.env.DATABASE_URL)('a thread that stops by itself', () => {
  it('is started again over its folder: 503 meanwhile, then what was committed, and an open transaction is not', async () => {
    const threads: Worker[] = [];
    const thread = await startPgliteThread(tempDir('pglite-restart'), {
      restartDelaysMs: [50],
      onThread: (w) => threads.push(w),
    });
    try {
      await thread.exec(`create table kept (v text); insert into kept values ('confirmado')`);
      let reached!: () => void;
      const inside = new Promise<void>((r) => (reached = r));
      let release!: () => void;
      const held = new Promise<void>((r) => (release = r));
      const open = thread
        .transaction(async (tx) => {
          await tx.query(`insert into kept values ('em aberto')`);
          reached();
          await held;
          await tx.query('select 1');
        })
        .catch((e: unknown) => e);
      await inside;
      // The thread ends as a crash inside the database would end it.
      await threads[0]!.terminate();
      release();
      expect(isDatabaseUnavailable(await open)).toBe(true);
      expect(isDatabaseUnavailable(await thread.query('select 1').catch((e: unknown) => e))).toBe(true);

      const rows = await vi.waitFor(
        async () => (await thread.query<{ v: string }>('select v from kept order by v')).rows,
        { timeout: 20_000, interval: 50 },
      );
      expect(rows).toEqual([{ v: 'confirmado' }]);
      expect(threads).toHaveLength(2);
      // And again: every stop is followed by a new start.
      await threads[1]!.terminate();
      await vi.waitFor(
        async () => expect((await thread.query<{ v: string }>('select v from kept')).rows).toHaveLength(1),
        { timeout: 20_000, interval: 50 },
      );
      expect(threads).toHaveLength(3);
    } finally {
      await thread.close();
    }
  });

  it('is started at most so many times in a window: past the bound, the next start waits for a free slot', async () => {
    const started: number[] = [];
    const threads: Worker[] = [];
    const warnings = vi.spyOn(process, 'emitWarning').mockImplementation(() => {});
    // The window is wide enough for two starts on a loaded machine (each opens the folder anew, 2 to
    // 5 s).
    const windowMs = 20_000;
    const thread = await startPgliteThread(tempDir('pglite-bound'), {
      restartDelaysMs: [10],
      restartsPerMinute: { max: 2, windowMs },
      onThread: (w) => {
        started.push(performance.now());
        threads.push(w);
      },
    });
    const answers = () =>
      vi.waitFor(async () => (await thread.query('select 1')).rows, { timeout: 40_000, interval: 20 });
    try {
      const stopped: number[] = [];
      for (let stop = 0; stop < 3; stop++) {
        stopped.push(performance.now());
        await threads[stop]!.terminate();
        await answers();
      }
      expect(threads).toHaveLength(4);
      // The first two starts come after the delay; the third stop comes inside the first start's
      // window, so the third start waits until the first is a window old.
      const [, first, second, third] = started as [number, number, number, number];
      expect(stopped[2]! - first).toBeLessThan(windowMs);
      expect(second - first).toBeLessThan(windowMs);
      expect(third - first).toBeGreaterThanOrEqual(windowMs - 10);
      expect(warnings.mock.calls.map(([m]) => String(m))).toContainEqual(
        expect.stringMatching(/reiniciado 2 vezes no último minuto; o próximo início espera \d+ s/),
      );
    } finally {
      warnings.mockRestore();
      await thread.close();
    }
  }, 90_000);

  it('in memory is not started again, its data being gone with it', async () => {
    const threads: Worker[] = [];
    const thread = await startPgliteThread(undefined, { restartDelaysMs: [10], onThread: (w) => threads.push(w) });
    await threads[0]!.terminate();
    await new Promise((r) => setTimeout(r, 100));
    expect(isDatabaseUnavailable(await thread.query('select 1').catch((e: unknown) => e))).toBe(true);
    expect(threads).toHaveLength(1);
    await thread.close();
  });
});
