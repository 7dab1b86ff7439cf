import { describe, expect, it } from 'vitest';
import type { AppDeps } from '../deps.ts';
import { forgettableCopies, refreshingKept } from './cached-reading.ts';
import { manualClock } from './clock.ts';

/** A reading that answers 1, 2, 3… and can be held until released. */
function counter() {
  let n = 0;
  let release: (() => void) | null = null;
  return {
    read: async () => {
      n += 1;
      const value = n;
      if (release === null) return value;
      await new Promise<void>((resolve) => (release = resolve));
      return value;
    },
    hold: () => (release = () => undefined),
    release: () => release?.(),
    get calls() {
      return n;
    },
  };
}

/** A reading whose value was read when it returns. */
const refreshingReading = (maxAgeSeconds: number, read: () => Promise<number>) =>
  refreshingKept(maxAgeSeconds, async (deps) => ({ value: await read(), at: deps.clock.now().getTime() }));

describe('readings shared for a while', () => {
  it('past the period the last value is answered at once while a new reading runs, then replaces it', async () => {
    const clock = manualClock(new Date('2026-06-01T12:00:00Z'));
    const deps = { clock } as unknown as AppDeps;
    const c = counter();
    const read = refreshingReading(600, c.read);
    expect(await read(deps)).toBe(1);
    clock.advance(600_000);
    c.hold();
    // Stale: answered at once, and one refresh started, however many ask.
    expect(await read(deps)).toBe(1);
    expect(await read(deps)).toBe(1);
    expect(c.calls).toBe(2);
    c.release();
    await expect.poll(() => read(deps)).toBe(2);
    expect(c.calls).toBe(2);
  });

  it('a failed refresh keeps the last value and is tried again', async () => {
    const clock = manualClock(new Date('2026-06-01T12:00:00Z'));
    const deps = { clock } as unknown as AppDeps;
    let fail = false;
    let calls = 0;
    const read = refreshingReading(600, async () => {
      calls += 1;
      if (fail) throw new Error('database away');
      return calls;
    });
    expect(await read(deps)).toBe(1);
    clock.advance(600_000);
    fail = true;
    expect(await read(deps)).toBe(1);
    await expect.poll(() => calls).toBe(2);
    fail = false;
    expect(await read(deps)).toBe(1);
    await expect.poll(() => read(deps)).toBe(3);
  });

  it("a server's background readings run one after the other, not all at once", async () => {
    const clock = manualClock(new Date('2026-06-01T12:00:00Z'));
    const deps = { clock } as unknown as AppDeps;
    const first = counter();
    const second = counter();
    const one = refreshingReading(600, first.read);
    const other = refreshingReading(600, second.read);
    expect([await one(deps), await other(deps)]).toEqual([1, 1]);
    clock.advance(600_000);
    first.hold();
    expect(await one(deps)).toBe(1);
    expect(await other(deps)).toBe(1);
    await expect.poll(() => first.calls).toBe(2);
    // The other waits for its turn while the first is being read (the event loop turns meanwhile).
    for (let turn = 0; turn < 10; turn += 1) await new Promise((resolve) => setImmediate(resolve));
    expect(second.calls).toBe(1);
    first.release();
    await expect.poll(() => second.calls).toBe(2);
    await expect.poll(() => other(deps)).toBe(2);
    await expect.poll(() => one(deps)).toBe(2);
  });
});

describe('forgettableCopies', () => {
  const key = {};

  it('answers one reading, shared, until it is older than its time or forgotten', async () => {
    const copies = forgettableCopies<object, number>(30_000);
    let reads = 0;
    const read = async () => ++reads;
    expect(await Promise.all([copies.get(key, 0, read), copies.get(key, 10, read)])).toEqual([1, 1]);
    expect(await copies.get(key, 29_999, read)).toBe(1);
    expect(await copies.get(key, 30_000, read)).toBe(2);
    copies.forget(key);
    expect(await copies.get(key, 30_001, read)).toBe(3);
    expect(await copies.get({}, 30_001, read)).toBe(4);
  });

  it('does not keep a failed reading', async () => {
    const copies = forgettableCopies<object, number>(30_000);
    await expect(copies.get(key, 0, () => Promise.reject(new Error('fora do ar')))).rejects.toThrow('fora do ar');
    expect(await copies.get(key, 1, async () => 7)).toBe(7);
  });
});
