import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import * as t from '../../db/schema.ts';
import { buildTestApp, createProfessional, lockTable, loginAs, type TestApp } from '../../test/helpers.ts';
import { hashPassword } from './passwords.ts';

const PASSWORD = 'Palco@Conta#2026';
let h: TestApp;

beforeAll(async () => {
  h = await buildTestApp();
});
afterAll(async () => {
  await h.close();
});

const sessionUser = async (cookie: string) =>
  (await h.request({ method: 'GET', url: '/api/auth/session', headers: { cookie } })).json<{
    user: { id: string } | null;
  }>().user;

describe('the admin log-in', () => {
  it('ends the session the browser held before, as the professional log-in does', async () => {
    const pro = await createProfessional(h.deps);
    const before = (await loginAs(h.deps, pro.userId)).cookie!;
    expect(await sessionUser(before)).not.toBeNull();

    const passwordHash = await hashPassword(PASSWORD);
    await h.deps.db.insert(t.users).values({
      name: 'Admin',
      email: 'admin.sessao@exemplo.com.br',
      passwordHash,
      role: 'admin',
      emailConfirmedAt: h.clock.now(),
    });
    const res = await h.request({
      method: 'POST',
      url: '/api/admin/login',
      headers: { cookie: before },
      payload: { email: 'admin.sessao@exemplo.com.br', password: PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(await sessionUser(before)).toBeNull();
    const after = res.cookies.find((c) => c.name === 'sid')!;
    expect(await sessionUser(`sid=${after.value}`)).not.toBeNull();
  });
});

describe('asking for a password reset', () => {
  it('answers before looking the address up, so an account and no account take the same time', async () => {
    const pro = await createProfessional(h.deps);
    // The accounts table is locked: any answer that looked the address up first would wait behind it.
    const release = await lockTable(h.deps, 'users');
    try {
      const timed = async (email: string) => {
        const started = performance.now();
        const res = await h.request({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
        return { status: res.statusCode, ms: performance.now() - started };
      };
      const waited = new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error('the answer waited for the database')), 5000),
      );
      const [known, unknown] = await Promise.race([
        Promise.all([timed(pro.email), timed('ninguem.aqui@exemplo.com.br')]),
        waited,
      ]);
      expect(known.status).toBe(204);
      expect(unknown.status).toBe(204);
      expect(known.ms).toBeLessThan(3000);
      expect(unknown.ms).toBeLessThan(3000);
    } finally {
      await release();
    }
    // The link still goes out, after the answer.
    await vi.waitFor(
      async () => {
        const tokens = await h.deps.db.select().from(t.oneTimeTokens).where(eq(t.oneTimeTokens.userId, pro.userId));
        expect(tokens.filter((row) => row.purpose === 'password_reset')).toHaveLength(1);
      },
      { timeout: 5000, interval: 50 },
    );
  });
});

describe('a blocked professional', () => {
  it('cannot use the built-in test checkout or portal', async () => {
    const pro = await createProfessional(h.deps, { subscription: null });
    const headers = await loginAs(h.deps, pro.userId);
    const checkout = await h.request({ method: 'POST', url: '/api/subscription/checkout', headers });
    const session = new URL(checkout.json<{ url: string }>().url, 'http://app').searchParams.get('session')!;
    await h.deps.db.update(t.professionals).set({ isBlocked: true }).where(eq(t.professionals.id, pro.professionalId));

    const calls = [
      { method: 'GET' as const, url: `/api/subscription/test-checkout?session=${encodeURIComponent(session)}` },
      { method: 'POST' as const, url: '/api/subscription/test-checkout/confirm', payload: { session } },
      { method: 'POST' as const, url: '/api/subscription/test-portal/cancel' },
      { method: 'POST' as const, url: '/api/subscription/test-portal/resume' },
      { method: 'POST' as const, url: '/api/subscription/test-portal/end-period' },
    ];
    for (const call of calls) {
      const res = await h.request({ ...call, headers });
      expect(res.statusCode, call.url).toBe(403);
      expect(res.json().error.code, call.url).toBe('account_blocked');
    }
    const subscriptions = await h.deps.db
      .select()
      .from(t.subscriptions)
      .where(eq(t.subscriptions.professionalId, pro.professionalId));
    expect(subscriptions).toHaveLength(0);
  });
});
