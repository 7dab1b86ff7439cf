import type { AppDeps } from '../deps.ts';

/**
 * A reading of the database shared for `maxAgeSeconds` (by the app's clock): the callers within that
 * time get the same promise, so a costly pass (the sitemap's runs, the landing pages that exist)
 * runs once per period, not once per request. A failed reading is not kept.
 */
export function cachedReading<T>(
  maxAgeSeconds: number,
  read: (deps: AppDeps) => Promise<T>,
): (deps: AppDeps) => Promise<T> {
  const cache = new WeakMap<AppDeps, { at: number; value: Promise<T> }>();
  return (deps) => {
    const now = deps.clock.now().getTime();
    const hit = cache.get(deps);
    if (hit && now - hit.at < maxAgeSeconds * 1000) return hit.value;
    const value = read(deps);
    value.catch(() => cache.delete(deps));
    cache.set(deps, { at: now, value });
    return value;
  };
}

/**
 * Like cachedReading, but once there is a value nobody waits again: past `maxAgeSeconds` the last
 * value is answered at once and a new reading runs in the background, replacing it when done (a
 * failed one keeps the old value). Only the very first call waits. For readings that sit on a page's
 * path (the home page's directory), where a pass over the listing must not hold a visitor.
 */
export function refreshingReading<T>(
  maxAgeSeconds: number,
  read: (deps: AppDeps) => Promise<T>,
): (deps: AppDeps) => Promise<T> {
  const cache = new WeakMap<AppDeps, { at: number; value: Promise<T>; refreshing: boolean }>();
  return (deps) => {
    const now = deps.clock.now().getTime();
    const hit = cache.get(deps);
    if (!hit) {
      const value = read(deps);
      value.catch(() => cache.delete(deps));
      cache.set(deps, { at: now, value, refreshing: false });
      return value;
    }
    if (now - hit.at >= maxAgeSeconds * 1000 && !hit.refreshing) {
      hit.refreshing = true;
      read(deps).then(
        (fresh) =>
          cache.set(deps, { at: deps.clock.now().getTime(), value: Promise.resolve(fresh), refreshing: false }),
        () => {
          hit.refreshing = false;
        },
      );
    }
    return hit.value;
  };
}
