import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../db/schema.ts';
import { buildTestApp, createProfessional, loginAs, type TestApp } from '../test/helpers.ts';
import { NON_CANONICAL_PATH_MESSAGE } from './canonical-path.ts';

let h: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  h = await buildTestApp();
  const a = await createProfessional(h.deps, { role: 'admin' });
  admin = await loginAs(h.deps, a.userId);
});
afterAll(async () => {
  await h.close();
});

/**
 * The ways an attacker spells `/api/<rest>` so that a check on the text misses it. Escapes of
 * characters that never need one and repeated slashes are refused; a spelling the router does not
 * take as the same path names nothing and answers 404. None is ever served.
 */
const spellings = (rest: string, query = '') => {
  const escaped = (hex: (code: number) => string) => `${rest.replace(/^(.)/, (c) => `%${hex(c.charCodeAt(0))}`)}`;
  return [
    { url: `/%61pi/${rest}`, answer: 'refused' },
    { url: `/%61%70%69/${rest}`, answer: 'refused' },
    { url: `/%41pi/${rest}`, answer: 'refused' },
    { url: `/api%2F${rest}`, answer: 'refused' },
    { url: `/api%2f${rest}`, answer: 'refused' },
    { url: `/api/${escaped((c) => c.toString(16).toUpperCase())}`, answer: 'refused' },
    { url: `/api/${escaped((c) => c.toString(16))}`, answer: 'refused' },
    { url: `//api/${rest}`, answer: 'refused' },
    { url: `/api//${rest}`, answer: 'refused' },
    { url: `/%2561pi/${rest}`, answer: 'unknown' },
    { url: `/api./${rest}`, answer: 'unknown' },
    { url: `/api/${rest}.`, answer: 'unknown' },
  ].map((s) => ({ ...s, url: s.url + query })) as { url: string; answer: 'refused' | 'unknown' }[];
};

function expectSpelledAnswer(
  res: { statusCode: number; json: () => unknown; headers: Record<string, unknown> },
  answer: 'refused' | 'unknown',
  url: string,
  read = false,
) {
  if (answer === 'refused')
    expect([res.statusCode, res.json()], url).toEqual([
      400,
      { error: { code: 'invalid_request', message: NON_CANONICAL_PATH_MESSAGE } },
    ]);
  else
    expect([res.statusCode, (res.json() as { error: { code: string } }).error.code], url).toEqual([404, 'not_found']);
  // An error to a read is never kept by a shared cache.
  if (read) expect(res.headers['cache-control'], url).toBe('private, no-cache');
}

describe('a guarded request spelled another way', () => {
  it('a forged admin action (foreign Origin, no CSRF header, text body) is refused however the path is spelled', async () => {
    const pro = await createProfessional(h.deps, { verified: true });
    const rest = `admin/professionals/${pro.professionalId}/unverify`;
    const forged = (url: string) =>
      h.app.inject({
        method: 'POST',
        url,
        headers: { ...admin, origin: 'https://atacante.example', 'content-type': 'text/plain' },
        payload: 'x',
      });
    const plain = await forged(`/api/${rest}`);
    expect([plain.statusCode, plain.json().error.code]).toEqual([403, 'csrf']);
    for (const { url, answer } of spellings(rest)) expectSpelledAnswer(await forged(url), answer, url);
    const [row] = await h.deps.db
      .select({ verified: t.professionals.verified })
      .from(t.professionals)
      .where(eq(t.professionals.id, pro.professionalId));
    expect(row!.verified).toBe(true);
  });

  it('a NUL in the query is a 400, never a failed query, however the path is spelled', async () => {
    const plain = await h.request({ method: 'GET', url: '/api/professionals?q=%00' });
    expect(plain.statusCode).toBe(400);
    for (const { url, answer } of spellings('professionals', '?q=%00')) {
      const res = await h.request({ method: 'GET', url });
      expect(res.statusCode, url).toBeLessThan(500);
      expectSpelledAnswer(res, answer, url, true);
    }
  });

  it('an admin read is private in the plain spelling and never served in another', async () => {
    const plain = await h.request({ method: 'GET', url: '/api/admin/professionals', headers: admin });
    expect([plain.statusCode, plain.headers['cache-control']]).toEqual([200, 'private, no-cache']);
    for (const { url, answer } of spellings('admin/professionals'))
      expectSpelledAnswer(await h.request({ method: 'GET', url, headers: admin }), answer, url, true);
  });

  it('every API route the server registers is refused under an encoded prefix, signed in as an admin or not', async () => {
    const routes = h.app.registeredRoutes.filter((r) => r.url.startsWith('/api/'));
    expect(routes.length).toBeGreaterThan(50);
    for (const { method, url } of routes) {
      const path = url.replace(/:[a-z_]+/gi, '00000000-0000-4000-8000-000000000000').replace(/\*$/, 'x');
      for (const spelled of [path.replace(/^\/api\//, '/%61pi/'), path.replace(/^\/api\//, '/api%2F'), `/${path}`]) {
        for (const headers of [{}, admin]) {
          const res = await h.app.inject({
            method: method as 'GET',
            url: spelled,
            headers: { ...headers, origin: 'https://atacante.example' },
          });
          expect([res.statusCode, res.json().error.message], `${method} ${spelled}`).toEqual([
            400,
            NON_CANONICAL_PATH_MESSAGE,
          ]);
        }
      }
    }
  });

  it('a path with an escape that is needed (a non-ASCII letter, a space) is served as usual', async () => {
    const res = await h.request({ method: 'GET', url: '/api/professionals?city=S%C3%A3o%20Paulo' });
    expect(res.statusCode).toBe(200);
    const unknown = await h.request({ method: 'GET', url: '/api/professionals/perfil%20n%C3%A3o%20existe' });
    expect([unknown.statusCode, unknown.json().error.code]).toEqual([404, 'not_found']);
  });
});
