import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { createRedisCounterStore } from '../../lib/redis-counter-store.ts';
import { buildTestApp, createProfessional, type TestApp } from '../../test/helpers.ts';
import { startTcpProxy, type TcpProxy } from '../../test/tcp-proxy.ts';
import { connectRedis, type SharedRedis } from './redis-client.ts';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const inspector = new Redis(REDIS_URL);
const cleanups: (() => Promise<unknown>)[] = [];
/** A key prefix of this test's own, so runs in parallel never count together. */
const uniquePrefix = () => `palco-test:${Date.now()}:${randomBytes(4).toString('hex')}:`;

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});
afterAll(async () => {
  inspector.disconnect();
});

const silentLog = () => ({ warn: vi.fn(), info: vi.fn() });

async function shared(url: string, prefix: string, log = silentLog()): Promise<SharedRedis> {
  const redis = connectRedis(url, log, prefix);
  cleanups.push(() => redis.close());
  await waitFor(() => redis.available());
  return redis;
}

async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 25));
  }
}

async function appOn(redisUrl: string, prefix: string): Promise<TestApp> {
  const h = await buildTestApp({ redisUrl, redisKeyPrefix: prefix });
  cleanups.push(() => h.close());
  return h;
}

/** A review (limited to 10 an hour per address); the answer's status tells whether it was counted or refused. */
const review = (h: TestApp, professionalId: string, n: number) =>
  h.request({
    method: 'POST',
    url: `/api/professionals/${professionalId}/reviews`,
    payload: {
      rating: 5,
      project_url: 'https://exemplo.com.br/p',
      user_name: 'Cliente',
      user_email: `cliente${n}@exemplo.com.br`,
      comment: 'Ótimo.',
    },
  });

describe('rate limits with REDIS_URL', () => {
  it('count across servers: a limit reached half on each of two servers', async () => {
    const prefix = uniquePrefix();
    const [a, b] = [await appOn(REDIS_URL, prefix), await appOn(REDIS_URL, prefix)];
    const [proA, proB] = [await createProfessional(a.deps), await createProfessional(b.deps)];
    for (let n = 0; n < 5; n++) {
      expect((await review(a, proA.professionalId, n)).statusCode).toBe(201);
      expect((await review(b, proB.professionalId, n)).statusCode).toBe(201);
    }
    const refusedA = await review(a, proA.professionalId, 10);
    expect(refusedA.statusCode).toBe(429);
    expect(refusedA.json().error.code).toBe('rate_limited');
    expect((await review(b, proB.professionalId, 11)).statusCode).toBe(429);
  });

  it('keep answering while Redis is unreachable, limiting in memory, and count in Redis again once it returns', async () => {
    const proxy: TcpProxy = await startTcpProxy(6379);
    cleanups.push(() => proxy.close());
    const prefix = uniquePrefix();
    const h = await appOn(`redis://127.0.0.1:${proxy.port}`, prefix);
    const pro = await createProfessional(h.deps);
    const sharedKeys = () => inspector.keys(`${prefix}rate-limit:*`);
    expect((await review(h, pro.professionalId, 100)).statusCode).toBe(201);
    const [key] = await sharedKeys();
    expect(await inspector.get(key!)).toBe('1');

    await proxy.cut();
    for (let n = 0; n < 10; n++) expect((await review(h, pro.professionalId, n)).statusCode).toBe(201);
    // Counted in this server's memory: the eleventh in the window is refused, not let through.
    expect((await review(h, pro.professionalId, 10)).statusCode).toBe(429);

    await proxy.restore();
    // Back in Redis, where one request of this address was counted before the outage.
    await waitFor(async () => {
      await review(h, pro.professionalId, 201);
      return Number(await inspector.get(key!)) > 1;
    });
  });
});

describe('the Redis counter store', () => {
  it('shares counts between servers and forgets them when the window ends', async () => {
    const prefix = uniquePrefix();
    const [one, two] = [
      createRedisCounterStore(await shared(REDIS_URL, prefix)),
      createRedisCounterStore(await shared(REDIS_URL, prefix)),
    ];
    expect(await one.increment('login:ana@exemplo.com.br', 60_000)).toMatchObject({ count: 1 });
    const second = await two.increment('login:ana@exemplo.com.br', 60_000);
    expect(second.count).toBe(2);
    expect(second.resetInMs).toBeGreaterThan(55_000);
    expect(second.resetInMs).toBeLessThanOrEqual(60_000);
    expect(await one.get('login:ana@exemplo.com.br')).toBe(2);
    await two.reset('login:ana@exemplo.com.br');
    expect(await one.get('login:ana@exemplo.com.br')).toBe(0);

    await one.increment('short', 150);
    expect(await two.get('short')).toBe(1);
    await new Promise((r) => setTimeout(r, 300));
    expect(await two.get('short')).toBe(0);
    expect((await two.increment('short', 150)).count).toBe(1);
  });

  it('falls back to memory with a warning while Redis is unreachable, and shares again once it returns', async () => {
    const proxy = await startTcpProxy(6379);
    cleanups.push(() => proxy.close());
    const prefix = uniquePrefix();
    const log = silentLog();
    const redis = await shared(`redis://127.0.0.1:${proxy.port}`, prefix, log);
    const store = createRedisCounterStore(redis);
    await store.increment('k', 60_000);
    expect(await inspector.get(`${prefix}counter:k`)).toBe('1');

    await proxy.cut();
    await waitFor(() => !redis.available());
    expect((await store.increment('k', 60_000)).count).toBe(1);
    expect((await store.increment('k', 60_000)).count).toBe(2);
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining('Redis inacessível'));
    const warnings = log.warn.mock.calls.length;
    await store.increment('k', 60_000);
    expect(log.warn.mock.calls.length).toBe(warnings); // once per outage, not per request

    await proxy.restore();
    await waitFor(() => redis.available());
    expect(log.info).toHaveBeenCalledWith(expect.stringContaining('restabelecida'));
    expect((await store.increment('k', 60_000)).count).toBe(2);
    expect(await inspector.get(`${prefix}counter:k`)).toBe('2');
  });
});
