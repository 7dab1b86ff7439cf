import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createProfessional, loginAs, type TestApp } from '../../test/helpers.ts';
import { inProcessFetch } from './in-process-fetch.ts';

let ctx: TestApp;

beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => {
  await ctx.close();
});

/** The visitor's request as the page's route receives it. */
const visitor = (headers: Record<string, string>) => ({ headers, ip: '203.0.113.7' }) as unknown as FastifyRequest;

describe('the API as a page rendered on the server reads it', () => {
  it('answers for the visitor of the page, with their session', async () => {
    const member = await createProfessional(ctx.deps, { name: 'Quem Visita' });
    const fetch = inProcessFetch(ctx.app, visitor(await loginAs(ctx.deps, member.userId)));
    const res = await fetch('/api/auth/session', { method: 'GET', headers: { Accept: 'application/json' } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { user: { name?: string } | null }).user).toMatchObject({ name: 'Quem Visita' });
  });

  it("keeps the API's headers, Set-Cookie among them, out of the page", async () => {
    const fetch = inProcessFetch(ctx.app, visitor({ cookie: 'sid=not-a-session' }));
    const res = await fetch('/api/auth/session', { method: 'GET', headers: {} });
    expect([...res.headers.keys()]).toEqual(['content-type']);
    expect(await res.json()).toEqual({ user: null });
  });

  it("answers an unknown professional with the API's 404 and its message", async () => {
    const fetch = inProcessFetch(ctx.app, visitor({}));
    const res = await fetch('/api/professionals/00000000-0000-4000-8000-000000000000', { method: 'GET', headers: {} });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: { code: 'not_found' } });
  });

  it('reads nothing but the API', async () => {
    const fetch = inProcessFetch(ctx.app, visitor({}));
    await expect(fetch('/profissionais', { method: 'GET' })).rejects.toThrow(TypeError);
  });
});
