import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/client.ts';
import type { DbHandle } from '../db/client.ts';
import { sharedReadings } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import { createTestDb } from '../test/test-db.ts';
import { manualClock } from './clock.ts';
import { CLAIM_MS, sharedReading } from './shared-reading.ts';

/** A pass over the listing that counts its runs and can be held until released, or made to fail. */
function pass() {
  let runs = 0;
  let gate: Promise<void> | null = null;
  let open = () => {};
  let failing = false;
  return {
    read: async () => {
      runs += 1;
      const run = runs;
      if (gate) await gate;
      if (failing) throw new Error('database away');
      return new Map([['genres:Samba', 1000 * run]]);
    },
    hold: () => (gate = new Promise<void>((resolve) => (open = resolve))),
    release: () => {
      gate = null;
      open();
    },
    fail: (on: boolean) => (failing = on),
    get runs() {
      return runs;
    },
  };
}

const asEntries = {
  encode: (counts: Map<string, number>) => [...counts],
  decode: (stored: unknown) => new Map(stored as [string, number][]),
};

describe('a reading the servers make once for all', () => {
  let handle: DbHandle;
  const clock = manualClock(new Date('2026-06-01T12:00:00Z'));
  /** Two servers on one database: each has its own memory, and they share the table. */
  let one: AppDeps;
  let other: AppDeps;
  let n = 0;

  beforeAll(async () => {
    handle = await createTestDb();
  });
  afterAll(async () => {
    await handle?.close();
  });

  function servers() {
    one = { handle, db: handle.db, clock } as unknown as AppDeps;
    other = { handle, db: handle.db, clock } as unknown as AppDeps;
    n += 1;
    return `reading_${n}`;
  }

  it('one server reads and stores; the other answers what it stored, as it was (a Map), without reading', async () => {
    const name = servers();
    const p = pass();
    const read = sharedReading(name, 600, p.read, asEntries);
    expect(await read(one)).toEqual(new Map([['genres:Samba', 1000]]));
    const answered = await read(other);
    expect(answered).toBeInstanceOf(Map);
    expect(answered).toEqual(new Map([['genres:Samba', 1000]]));
    expect(p.runs).toBe(1);
  });

  it('while one server reads, the other waits for its value instead of reading too', async () => {
    const name = servers();
    const p = pass();
    const read = sharedReading(name, 600, p.read, asEntries);
    p.hold();
    const first = read(one);
    await expect.poll(() => p.runs).toBe(1);
    const second = read(other);
    p.release();
    expect(await second).toEqual(await first);
    expect(p.runs).toBe(1);
  });

  it('past its age one server reads again; meanwhile the other answers the last value, then the new one', async () => {
    const name = servers();
    const p = pass();
    const read = sharedReading(name, 600, p.read, asEntries);
    await read(one);
    await read(other);
    clock.advance(600_000);
    p.hold();
    expect((await read(one)).get('genres:Samba')).toBe(1000);
    await expect.poll(() => p.runs).toBe(2);
    expect((await read(other)).get('genres:Samba')).toBe(1000);
    p.release();
    await expect.poll(async () => (await read(one)).get('genres:Samba')).toBe(2000);
    // The other looks again within a second of its clock and finds the new value stored.
    clock.advance(1000);
    await expect.poll(async () => (await read(other)).get('genres:Samba')).toBe(2000);
    expect(p.runs).toBe(2);
  });

  it('a server started after the value went stale answers it at once, then reads it anew in the background', async () => {
    const name = servers();
    const p = pass();
    await sharedReading(name, 600, p.read, asEntries)(one);
    clock.advance(3_600_000);
    // A new process: its own memory, the same table.
    const restarted = sharedReading(name, 600, p.read, asEntries);
    p.hold();
    expect((await restarted(other)).get('genres:Samba')).toBe(1000);
    expect(p.runs).toBe(1);
    expect((await restarted(other)).get('genres:Samba')).toBe(1000);
    await expect.poll(() => p.runs).toBe(2);
    p.release();
    await expect.poll(async () => (await restarted(other)).get('genres:Samba')).toBe(2000);
  });

  it('a claim its server never stored (the server died) is taken over once it lapses', async () => {
    const name = servers();
    await handle.db.insert(sharedReadings).values({ name, claimedUntil: new Date(clock.now().getTime() + CLAIM_MS) });
    const p = pass();
    const read = sharedReading(name, 600, p.read, asEntries);
    const waiting = read(one);
    // It looks again every second of real time; the claim lapses on the app's clock.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(p.runs).toBe(0);
    clock.advance(CLAIM_MS);
    expect((await waiting).get('genres:Samba')).toBe(1000);
    expect(p.runs).toBe(1);
  });

  it('a failed reading gives its claim back: the next server reads at once', async () => {
    const name = servers();
    const p = pass();
    const read = sharedReading(name, 600, p.read, asEntries);
    p.fail(true);
    await expect(read(one)).rejects.toThrow('database away');
    p.fail(false);
    expect((await read(other)).get('genres:Samba')).toBe(2000);
    expect(p.runs).toBe(2);
  });

  it('reads without parallel workers on PostgreSQL, so that requests meanwhile keep a core', async () => {
    const name = servers();
    const workers = sharedReading(name, 600, async (deps) => {
      const result = await deps.db.execute(sql`select current_setting('max_parallel_workers_per_gather') as n`);
      return rowsOf<{ n: string }>(result)[0]!.n;
    });
    const outside = await handle.db.execute(sql`select current_setting('max_parallel_workers_per_gather') as n`);
    expect(await workers(one)).toBe(handle.kind === 'postgres' ? '0' : rowsOf<{ n: string }>(outside)[0]!.n);
    // Only the reading's own transaction: the connection goes back to the pool as it was.
    const after = await handle.db.execute(sql`select current_setting('max_parallel_workers_per_gather') as n`);
    expect(rowsOf(after)).toEqual(rowsOf(outside));
  });
});
