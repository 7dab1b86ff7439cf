import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { SharedRedis } from '../adapters/redis/redis-client.ts';

type Store = FastifyRateLimitStore & { read?: FastifyRateLimitStore['incr'] };
type Callback = Parameters<FastifyRateLimitStore['incr']>[1];
type RouteOptions = Parameters<FastifyRateLimitStore['child']>[0];
/** The plugin's settings, which it hands to the store's constructor. */
interface PluginSettings {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  cache?: number;
}

/**
 * The rate-limit plugin's store: counts in Redis, shared by every server, while Redis answers; in
 * this process's memory while it does not (with a warning), so requests are still limited and
 * still served. Counting moves back to Redis as soon as the connection returns.
 */
export function redisWithFallbackStore(redis: SharedRedis): FastifyRateLimitStoreCtor {
  class FallbackStore implements FastifyRateLimitStore {
    private readonly shared: Store;
    private readonly local: Store;

    constructor(options: PluginSettings | { shared: Store; local: Store }) {
      if ('shared' in options) {
        this.shared = options.shared;
        this.local = options.local;
      } else {
        const continueExceeding = options.continueExceeding ?? false;
        const exponentialBackoff = options.exponentialBackoff ?? false;
        this.shared = new RedisStore(continueExceeding, exponentialBackoff, redis.client, 'rate-limit:');
        this.local = new LocalStore(continueExceeding, exponentialBackoff, options.cache);
      }
    }

    private count(method: 'incr' | 'read', key: string, cb: Callback, timeWindow: number, max: number) {
      const inMemory = () => {
        redis.fallingBack('os limites de requisições');
        this.local[method]!(key, cb, timeWindow, max);
      };
      if (!redis.available()) return inMemory();
      this.shared[method]!(key, (err, result) => (err ? inMemory() : cb(null, result)), timeWindow, max);
    }

    incr(key: string, cb: Callback, timeWindow: number, max: number) {
      this.count('incr', key, cb, timeWindow, max);
    }

    read(key: string, cb: Callback, timeWindow: number, max: number) {
      this.count('read', key, cb, timeWindow, max);
    }

    child(routeOptions: RouteOptions) {
      return new FallbackStore({ shared: this.shared.child(routeOptions), local: this.local.child(routeOptions) });
    }
  }
  return FallbackStore as unknown as FastifyRateLimitStoreCtor;
}
