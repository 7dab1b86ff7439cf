import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createProfessional, loginAs, type TestApp } from '../test/helpers.ts';

let ctx: TestApp;
let id: string;
let cookie: Record<string, string>;

beforeAll(async () => {
  ctx = await buildTestApp();
  const pro = await createProfessional(ctx.deps, { name: 'Cacheável' });
  id = pro.professionalId;
  cookie = await loginAs(ctx.deps, pro.userId);
});
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string> = {}) => ctx.request({ method: 'GET', url, headers });

describe('public reads are cacheable', () => {
  const publicPaths = () => [
    '/api/professionals?q=cache',
    `/api/professionals/${id}`,
    `/api/professionals/${id}/services`,
    `/api/professionals/${id}/portfolio`,
    `/api/professionals/${id}/reviews`,
    '/api/catalog',
  ];

  it('carry an ETag and a short public Cache-Control with stale-while-revalidate', async () => {
    for (const path of publicPaths()) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(200);
      expect(res.headers.etag, path).toMatch(/^W\/".+"$/);
      expect(res.headers['cache-control'], path).toBe('public, max-age=10, stale-while-revalidate=60');
    }
  });

  it('answer 304 with no body to a matching If-None-Match, and 200 once the answer changes', async () => {
    for (const path of publicPaths()) {
      const first = await get(path);
      const again = await get(path, { 'if-none-match': String(first.headers.etag) });
      expect(again.statusCode, path).toBe(304);
      expect(again.body, path).toBe('');
      expect(again.headers['cache-control'], path).toMatch(/^public/);
      expect((await get(path, { 'if-none-match': 'W/"outra-coisa"' })).statusCode, path).toBe(200);
    }
    const before = await get(`/api/professionals/${id}`);
    await createProfessional(ctx.deps, { name: 'Cacheável Dois' });
    const search = await get('/api/professionals?q=cache', { 'if-none-match': String(before.headers.etag) });
    expect(search.statusCode).toBe(200);
    expect(search.json().total).toBe(2);
  });

  it('keeps the same ETag whatever the compression', async () => {
    const plain = await get('/api/catalog');
    const br = await get('/api/catalog', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.etag).toBe(plain.headers.etag);
    expect(
      (await get('/api/catalog', { 'accept-encoding': 'gzip', 'if-none-match': String(plain.headers.etag) }))
        .statusCode,
    ).toBe(304);
  });

  it('are private when the request is signed in, and so is every other API read', async () => {
    const signedIn = await get(`/api/professionals/${id}`, cookie);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['cache-control']).toBe('private, no-cache');
    const own = await get('/api/me/profile', cookie);
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toMatch(/private|no-store/);
    expect(own.headers['cache-control']).not.toMatch(/public/);
  });

  it('are not publicly cached when they fail', async () => {
    const res = await get('/api/professionals/00000000-0000-4000-8000-000000000000');
    expect(res.statusCode).toBe(404);
    expect(res.headers['cache-control']).toBe('private, no-cache');
  });
});
