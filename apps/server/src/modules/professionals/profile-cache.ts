import type { FastifyInstance } from 'fastify';
import type { ProfessionalProfile } from '@app/domain/schemas/api/professionals';
import type { AppDeps } from '../../deps.ts';

const MAX_ENTRIES = 5_000;

interface Entry {
  at: number;
  profile: ProfessionalProfile;
}

/**
 * Public profiles answered from memory for a moment (config.profileCacheMs, 2 s by default): the
 * profile is the page a shared link opens, so the same one is asked for many times in a row. Any
 * write that this server handles forgets every copy at once; a change made through another server
 * shows up once the copy here is older than the TTL, the same bound the catalogue has.
 */
const caches = new WeakMap<AppDeps, Map<string, Entry>>();

function cacheOf(deps: AppDeps) {
  let cache = caches.get(deps);
  if (!cache) caches.set(deps, (cache = new Map()));
  return cache;
}

export async function cachedProfile(
  deps: AppDeps,
  id: string,
  load: () => Promise<ProfessionalProfile>,
): Promise<ProfessionalProfile> {
  const ttl = deps.config.profileCacheMs;
  if (ttl <= 0) return load();
  const cache = cacheOf(deps);
  const now = deps.clock.now().getTime();
  const hit = cache.get(id);
  if (hit && now - hit.at < ttl) return hit.profile;
  const profile = await load();
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  cache.delete(id);
  cache.set(id, { at: now, profile });
  return profile;
}

export function forgetProfiles(deps: AppDeps) {
  caches.get(deps)?.clear();
}

/** Every request that may write (anything but GET, HEAD and OPTIONS) forgets the cached profiles. */
export function registerProfileCacheInvalidation(app: FastifyInstance) {
  app.addHook('onRequest', async (req) => {
    if (req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'OPTIONS') forgetProfiles(app.deps);
  });
}
