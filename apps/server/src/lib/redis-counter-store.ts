import type { SharedRedis } from '../adapters/redis/redis-client.ts';
import { createMemoryCounterStore, type CounterStore } from './counter-store.ts';

// One round trip: count, start the window on the first count (or if it somehow has no expiry), and
// tell how long the window still runs.
const INCREMENT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if count == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

// DECR keeps the key's expiry; an absent (expired) key is not brought back as -1.
const DECREMENT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

/**
 * Counters in Redis, shared by every server. While Redis is unreachable they are kept in this
 * process (with a warning), so limits still hold per server, and go back to Redis once it returns.
 */
export function createRedisCounterStore(
  redis: SharedRedis,
  fallback: CounterStore = createMemoryCounterStore(),
): CounterStore {
  const key = (k: string) => `counter:${k}`;
  const withFallback = async <T>(shared: () => Promise<T>, local: () => Promise<T>): Promise<T> => {
    if (redis.available()) {
      try {
        return await shared();
      } catch {
        // Lost between the check and the command: count here this time.
      }
    }
    redis.fallingBack('os contadores de tentativas');
    return local();
  };
  return {
    increment: (k, windowMs) =>
      withFallback(
        async () => {
          const [count, ttl] = (await redis.client.eval(INCREMENT, 1, key(k), windowMs)) as [number, number];
          return { count, resetInMs: ttl };
        },
        () => fallback.increment(k, windowMs),
      ),
    decrement: (k) =>
      withFallback(
        async () => {
          await redis.client.eval(DECREMENT, 1, key(k));
        },
        () => fallback.decrement(k),
      ),
    get: (k) =>
      withFallback(
        async () => Number((await redis.client.get(key(k))) ?? 0),
        () => fallback.get(k),
      ),
    reset: (k) =>
      withFallback(
        async () => {
          await redis.client.del(key(k));
        },
        () => fallback.reset(k),
      ),
  };
}
