/**
 * Counters that expire: the building block of limits that count something other than requests
 * (failed log-ins, for example). One process keeps them in memory; several servers share them
 * through Redis (an implementation of the same interface), so that a limit holds across servers.
 */
export interface CounterStore {
  /** Adds one to `key` in a window of `windowMs` that starts with the first increment. */
  increment(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>;
  /** Takes one back from `key`, never below zero, keeping its window (nothing when absent or expired). */
  decrement(key: string): Promise<void>;
  /** The current count of `key` (0 when absent or expired). */
  get(key: string): Promise<number>;
  /** Forgets `key`. */
  reset(key: string): Promise<void>;
}

export function createMemoryCounterStore(now: () => number = Date.now): CounterStore {
  const entries = new Map<string, { count: number; resetAt: number }>();
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.resetAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  // Expired keys are dropped on read and swept now and then, so the map cannot grow without bound.
  let operations = 0;
  const sweep = () => {
    if (++operations % 1000 !== 0) return;
    const t = now();
    for (const [key, entry] of entries) if (entry.resetAt <= t) entries.delete(key);
  };
  return {
    async increment(key, windowMs) {
      sweep();
      const entry = live(key) ?? { count: 0, resetAt: now() + windowMs };
      entry.count += 1;
      entries.set(key, entry);
      return { count: entry.count, resetInMs: entry.resetAt - now() };
    },
    async decrement(key) {
      const entry = live(key);
      if (entry && entry.count > 0) entry.count -= 1;
    },
    async get(key) {
      return live(key)?.count ?? 0;
    },
    async reset(key) {
      entries.delete(key);
    },
  };
}
