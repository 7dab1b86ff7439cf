import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema.ts';
import { buildTestApp, createProfessional, loginAs, type TestApp } from '../../test/helpers.ts';
import { hashPassword } from '../auth/passwords.ts';
import { requireProfessional } from '../auth/sessions.ts';
import type { FastifyRequest } from 'fastify';

let h: TestApp;
let adminHeaders: Record<string, string>;
let professionalHeaders: Record<string, string>;

/** Reachable without an admin session: the setup page's API and the admin log-in itself. */
const PUBLIC = new Set(['GET /api/admin/setup', 'POST /api/admin/setup', 'POST /api/admin/login']);
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

interface AdminRoute {
  method: string;
  url: string;
}

/** Every /api/admin route the app registers (from its OpenAPI document), so new ones are covered too. */
function adminRoutes(): AdminRoute[] {
  const doc = h.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  const routes: AdminRoute[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    if (!path.startsWith('/api/admin')) continue;
    for (const method of METHODS) {
      if (!operations[method]) continue;
      const key = `${method.toUpperCase()} ${path}`;
      if (PUBLIC.has(key)) continue;
      // Any well-formed id: the role check must answer before the row is even looked up.
      const url = path
        .replace(/\{id\}/g, path.includes('report-reasons') ? '1' : '00000000-0000-4000-8000-000000000000')
        .replace('{name}', 'palco-2026-01-01.pglite.tar.gz');
      routes.push({ method: method.toUpperCase(), url });
    }
  }
  return routes;
}

beforeAll(async () => {
  h = await buildTestApp();
  const [admin] = await h.deps.db
    .insert(t.users)
    .values({
      name: 'Admin',
      email: 'admin@exemplo.com.br',
      passwordHash: await hashPassword('Admin@2026!'),
      role: 'admin',
      emailConfirmedAt: h.clock.now(),
    })
    .returning({ id: t.users.id });
  adminHeaders = await loginAs(h.deps, admin!.id);
  const pro = await createProfessional(h.deps, { email: 'pro@exemplo.com.br' });
  await h.deps.db
    .update(t.users)
    .set({ passwordHash: await hashPassword('Palco@2026!') })
    .where(eq(t.users.id, pro.userId));
  professionalHeaders = await loginAs(h.deps, pro.userId);
});
afterAll(async () => {
  await h.close();
});

describe('admin API access', () => {
  it('finds every admin endpoint in the registered routes', () => {
    const keys = adminRoutes().map((r) => `${r.method} ${r.url}`);
    expect(keys.length).toBeGreaterThanOrEqual(18);
    expect(keys).toContain('GET /api/admin/dashboard');
    expect(keys).toContain('POST /api/admin/reviews/00000000-0000-4000-8000-000000000000/approve');
    expect(keys).toContain('DELETE /api/admin/report-reasons/1');
  });

  it('refuses every admin endpoint to anonymous visitors with 401', async () => {
    for (const route of adminRoutes()) {
      const res = await h.request({
        method: route.method as 'GET',
        url: route.url,
        payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(res.json().error.code).toBe('unauthorized');
    }
  });

  it('refuses every admin endpoint to a signed-in professional with 403', async () => {
    for (const route of adminRoutes()) {
      const res = await h.request({
        method: route.method as 'GET',
        url: route.url,
        headers: professionalHeaders,
        payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(res.json().error.message).toBe('Acesso restrito a administradores.');
    }
  });

  it('lets an admin session through the role check', async () => {
    for (const route of adminRoutes()) {
      if (route.method !== 'GET' || route.url.includes('/00000000-') || route.url.includes('/palco-')) continue;
      const res = await h.request({ method: 'GET', url: route.url, headers: adminHeaders });
      expect(res.statusCode, route.url).toBe(200);
    }
  });

  it('refuses a professional’s correct credentials at the admin log-in', async () => {
    const res = await h.request({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: 'pro@exemplo.com.br', password: 'Palco@2026!' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe('Credenciais inválidas. Verifique seu email e senha.');
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('never lets an admin session pass as a professional', async () => {
    const res = await h.request({ method: 'GET', url: '/api/me/profile', headers: adminHeaders });
    expect(res.statusCode).toBe(403);
    const req = {
      user: {
        id: 'x',
        email: 'a@b.c',
        name: 'A',
        role: 'admin',
        emailConfirmedAt: null,
        professionalId: null,
        isBlocked: false,
      },
    };
    expect(() => requireProfessional(req as unknown as FastifyRequest)).toThrow(
      'Acesso permitido apenas a profissionais.',
    );
  });
});
