import type { AppDeps } from '../deps.ts';

/**
 * A reading of the database shared for `maxAgeSeconds` (by the app's clock): the callers within that
 * time get the same promise, so a costly pass (the sitemap's runs, the landing pages that exist)
 * runs once per period, not once per request. A failed reading is not kept.
 */
export function cachedReading<T>(maxAgeSeconds: number, read: (deps: AppDeps) => Promise<T>): (deps: AppDeps) => Promise<T> {
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
