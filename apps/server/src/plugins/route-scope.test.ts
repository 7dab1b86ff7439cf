import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from './error-handler.ts';
import { registerCsrfGuard } from './csrf.ts';
import { registerInputGuard } from './input-guard.ts';
import { registerHttpCache } from './http-cache.ts';

/**
 * The guards without the canonical-path refusal in front of them: each must still know an API
 * route by the route the router matched, since the router decodes `/%61pi/` into `/api/`.
 */
const app = Fastify();
beforeAll(async () => {
  registerErrorHandler(app);
  registerCsrfGuard(app, { exempt: (url) => url.startsWith('/api/webhooks/') });
  registerInputGuard(app);
  await registerHttpCache(app);
  await app.register(
    async (api) => {
      api.post('/admin/action', async () => ({ done: true }));
      api.get('/search', async (req) => ({ q: (req.query as { q?: string }).q ?? '' }));
      api.post('/webhooks/stripe', async () => ({ received: true }));
    },
    { prefix: '/api' },
  );
  await app.ready();
});
afterAll(async () => {
  await app.close();
});

describe('guards by the matched route', () => {
  it('refuse a cross-site POST whose path spells /api with an escape', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/%61pi/admin/action',
      headers: { origin: 'https://atacante.example' },
    });
    expect([res.statusCode, res.json().error.code]).toEqual([403, 'csrf']);
  });

  it('refuse a NUL in the query and keep the answer private', async () => {
    const res = await app.inject({ method: 'GET', url: '/%61pi/search?q=%00' });
    expect(res.statusCode).toBe(400);
    const ok = await app.inject({ method: 'GET', url: '/%61pi/search?q=a' });
    expect([ok.statusCode, ok.headers['cache-control']]).toEqual([200, 'private, no-cache']);
  });

  it('exempt the signed webhook by its route, not by its spelling', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: { origin: 'https://stripe.example' },
    });
    expect(res.statusCode).toBe(200);
  });
});
