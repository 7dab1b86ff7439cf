import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, createProfessional, type TestApp } from '../test/helpers.ts';

const TOKEN = 'metricas-de-teste-0123456789abcdef0123';
const apps: TestApp[] = [];
const build = async (metricsToken: string | null) => {
  const h = await buildTestApp({ metricsToken }, { databaseGate: { concurrency: 2, maxWaiting: 0 } });
  apps.push(h);
  return h;
};
afterEach(async () => {
  for (const h of apps.splice(0)) await h.close();
});

const scrape = (h: TestApp, authorization?: string) =>
  h.request({ url: '/metrics', headers: authorization ? { authorization } : {} });

/** The sample of `name` whose labels include every one given, or undefined. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const line = text
    .split('\n')
    .find((l) =>
      l.startsWith(`${name}{`) || l.startsWith(`${name} `)
        ? Object.entries(labels).every(([k, v]) => l.includes(`${k}="${v}"`))
        : false,
    );
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('GET /metrics', () => {
  it('counts requests by route pattern and status, with latency buckets, and searches by kind', async () => {
    const h = await build(TOKEN);
    const { professionalId } = await createProfessional(h.deps);
    expect((await h.request({ url: `/api/professionals/${professionalId}` })).statusCode).toBe(200);
    expect((await h.request({ url: '/api/professionals/00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
    expect((await h.request({ url: '/api/professionals?q=cantora' })).statusCode).toBe(200);
    expect((await h.request({ url: '/api/professionals?specialties=Vocal' })).statusCode).toBe(200);

    const res = await scrape(h, `Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const text = res.body;
    const route = { route: '/api/professionals/:id', method: 'GET' };
    expect(sample(text, 'palco_http_request_duration_seconds_count', { ...route, status: '200' })).toBe(1);
    expect(sample(text, 'palco_http_request_duration_seconds_count', { ...route, status: '404' })).toBe(1);
    expect(sample(text, 'palco_http_request_duration_seconds_bucket', { ...route, status: '200', le: '5' })).toBe(1);
    expect(
      sample(text, 'palco_http_request_duration_seconds_count', { route: '/api/professionals', status: '200' }),
    ).toBe(2);
    // The id is never a label: only patterns name routes.
    expect(text).not.toContain(professionalId);
    expect(sample(text, 'palco_search_duration_seconds_count', { kind: 'words' })).toBe(1);
    expect(sample(text, 'palco_search_duration_seconds_count', { kind: 'filters' })).toBe(1);
    expect(sample(text, 'palco_database_queue_wait_seconds_count')).toBeGreaterThanOrEqual(4);
    expect(sample(text, 'palco_database_queue_refusals_total')).toBe(0);
  });

  it("counts the database gate's refusals", async () => {
    const h = await build(TOKEN);
    // Every turn taken, and no room to wait: the next request is refused at once.
    const turns = await Promise.all(Array.from({ length: 2 }, () => h.app.databaseQueue.acquire()));
    const res = await h.request({ url: '/api/professionals?q=cantora' });
    for (const release of turns) release();
    expect(res.statusCode).toBe(503);
    const text = (await scrape(h, `Bearer ${TOKEN}`)).body;
    expect(sample(text, 'palco_database_queue_refusals_total')).toBe(1);
    expect(
      sample(text, 'palco_http_request_duration_seconds_count', { route: '/api/professionals', status: '503' }),
    ).toBe(1);
  });

  it('names a path that no route matches "unmatched", not by its URL', async () => {
    const h = await build(TOKEN);
    await h.request({ url: '/nao/existe/12345' });
    const text = (await scrape(h, `Bearer ${TOKEN}`)).body;
    expect(sample(text, 'palco_http_request_duration_seconds_count', { route: 'unmatched', status: '404' })).toBe(1);
    expect(text).not.toContain('12345');
  });

  it('answers without the token, or with a wrong one, as an unknown address of the API does', async () => {
    const h = await build(TOKEN);
    const unknown = await h.request({ url: '/api/nao-existe' });
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, TOKEN, 'Bearer ']) {
      const res = await scrape(h, authorization);
      expect(res.statusCode, String(authorization)).toBe(404);
      expect(res.body).toBe(unknown.body);
    }
  });

  it('does not exist without METRICS_TOKEN', async () => {
    const h = await build(null);
    expect(h.app.registeredRoutes.some((r) => r.url === '/metrics')).toBe(false);
    expect((await scrape(h, `Bearer ${TOKEN}`)).statusCode).toBe(404);
    expect(h.deps.metrics.registry).toBeNull();
  });
});
