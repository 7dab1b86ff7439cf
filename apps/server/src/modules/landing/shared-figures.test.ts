import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DbHandle } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { manualClock } from '../../lib/clock.ts';
import { createTestDb } from '../../test/test-db.ts';
import { sharedFigures, type Figures } from './landing.service.ts';

const figures = (total: number): Figures => ({
  total,
  price: { min: 150, max: 4000 },
  review_count: 3 * total,
  updated_at: new Date('2026-05-31T18:30:00Z'),
});

describe("a big landing page's figures", () => {
  let handle: DbHandle;
  const clock = manualClock(new Date('2026-06-01T12:00:00Z'));
  /** A server on the shared database: its own memory, the table in common. */
  const server = () => ({ handle, db: handle.db, clock }) as unknown as AppDeps;

  beforeAll(async () => {
    handle = await createTestDb();
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('are summed by one server, and another (or one that starts) answers them, dates included, without summing', async () => {
    const one = server();
    const read = vi.fn(async () => figures(120_000));
    expect(await sharedFigures(one, '/cantora/sp', read)).toEqual(figures(120_000));
    expect(await sharedFigures(one, '/cantora/sp', read)).toEqual(figures(120_000));
    expect(read).toHaveBeenCalledTimes(1);

    const started = server();
    const elsewhere = vi.fn(async () => figures(1));
    const answered = await sharedFigures(started, '/cantora/sp', elsewhere);
    expect(answered).toEqual(figures(120_000));
    expect(answered.updated_at).toBeInstanceOf(Date);
    expect(read).toHaveBeenCalledTimes(1);
    expect(elsewhere).not.toHaveBeenCalled();

    // Another page is its own reading.
    expect(await sharedFigures(started, '/dj/sp', async () => figures(5_000))).toEqual(figures(5_000));
  });

  it('are summed again past their age, while the last ones are answered', async () => {
    const one = server();
    let total = 10_000;
    const read = vi.fn(async () => figures(total));
    expect((await sharedFigures(one, '/dj/rj', read)).total).toBe(10_000);
    total = 10_500;
    clock.advance(11 * 60_000);
    expect((await sharedFigures(one, '/dj/rj', read)).total).toBe(10_000);
    await vi.waitFor(async () => expect((await sharedFigures(one, '/dj/rj', read)).total).toBe(10_500));
    expect(read).toHaveBeenCalledTimes(2);
  });
});
