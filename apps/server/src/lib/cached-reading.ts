import type { AppDeps } from '../deps.ts';

/** A value read, and when (by the app's clock, in milliseconds): its age decides when it is read again. */
export interface Kept<T> {
  value: T;
  at: number;
}

/**
 * A reading of the database shared for `maxAgeSeconds` (by the app's clock), where once there is a
 * value nobody waits again: past `maxAgeSeconds` the last value is answered at once and a new
 * reading runs in the background, replacing it when done (a failed one keeps the old value). Only
 * the very first call waits; concurrent askers share one reading, and a server's background
 * readings run one at a time (backgroundTurn). For readings that sit on a page's path (the home
 * page's directory), where a pass over the listing must not hold a visitor.
 *
 * The reading says when its value was read (one stored by another server keeps its own time,
 * lib/shared-reading.ts), and is given the value held, if any, to answer it again unread.
 */
/**
 * The background readings of a server, one after the other: after a deploy, every stale reading
 * (the big landing pages' figures among them) was read again in the same second, and requests
 * meanwhile waited up to 2 s for the database at a million professionals.
 */
let backgroundTurn: Promise<unknown> = Promise.resolve();

export function refreshingKept<T>(
  maxAgeSeconds: number,
  read: (deps: AppDeps, held: Kept<T> | undefined) => Promise<Kept<T>>,
): (deps: AppDeps) => Promise<T> {
  const cache = new WeakMap<AppDeps, { kept: Promise<Kept<T>>; refreshing: boolean }>();
  return async (deps) => {
    const hit = cache.get(deps);
    if (!hit) {
      const kept = read(deps, undefined);
      kept.catch(() => cache.delete(deps));
      cache.set(deps, { kept, refreshing: false });
      return (await kept).value;
    }
    const held = await hit.kept;
    if (deps.clock.now().getTime() - held.at >= maxAgeSeconds * 1000 && !hit.refreshing) {
      hit.refreshing = true;
      const refreshed = backgroundTurn.then(() => read(deps, held));
      backgroundTurn = refreshed.catch(() => undefined);
      refreshed.then(
        (fresh) => cache.set(deps, { kept: Promise.resolve(fresh), refreshing: false }),
        () => {
          hit.refreshing = false;
        },
      );
    }
    return held.value;
  };
}

/**
 * Copies of a value, one per `key`, each answered from memory for `ttlMs` (by the app's clock)
 * after its reading, concurrent askers sharing it; a failed reading is not kept (the next asker
 * reads again), and `forget` drops a copy at once (on a change notice from any server).
 */
export function forgettableCopies<K extends object, T>(ttlMs: number) {
  const copies = new WeakMap<K, { value: Promise<T>; readAt: number }>();
  return {
    get(key: K, now: number, read: () => Promise<T>): Promise<T> {
      const kept = copies.get(key);
      if (kept && now - kept.readAt < ttlMs) return kept.value;
      const value = read();
      copies.set(key, { value, readAt: now });
      value.catch(() => {
        if (copies.get(key)?.value === value) copies.delete(key);
      });
      return value;
    },
    forget(key: K) {
      copies.delete(key);
    },
  };
}
