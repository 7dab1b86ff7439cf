import { afterEach, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import * as t from '../db/schema.ts';
import { loadConfig } from '../config.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { buildTestApp, createProfessional, type TestApp } from '../test/helpers.ts';
import type { TrustProxy } from './trust-proxy.ts';

describe('TRUST_PROXY', () => {
  it('takes a hop count or a list of proxy addresses and ranges', () => {
    const read = (v: string) => loadConfig({ TRUST_PROXY: v }).trustProxy;
    expect(read('')).toBe(false);
    expect(read('0')).toBe(false);
    expect(read('false')).toBe(false);
    expect(read('1')).toBe(1);
    expect(read('2')).toBe(2);
    expect(read('10.0.0.0/8, 192.168.1.10')).toEqual(['10.0.0.0/8', '192.168.1.10']);
    expect(read('loopback,fd00::/8')).toEqual(['loopback', 'fd00::/8']);
  });

  it('refuses "trust everything" and anything it cannot read, naming the variable in pt-BR', () => {
    for (const v of ['true', 'TRUE', 'yes', '*', '0.0.0.0/0x', '10.0.0.0/33', 'proxy.interno', '999']) {
      expect(() => loadConfig({ TRUST_PROXY: v }), v).toThrow(/TRUST_PROXY inválido: [^]*não é aceito/);
    }
  });
});

describe('client addresses behind a proxy', () => {
  let h: TestApp | undefined;
  afterEach(async () => {
    await h?.close();
    h = undefined;
  });

  /** Sends reviews to one profile, each from a different address as the client claims it. */
  async function reviews(trustProxy: TrustProxy, forwardedFor: (i: number) => string, count = 11) {
    h = await buildTestApp({ trustProxy });
    const pro = await createProfessional(h.deps);
    const statuses: number[] = [];
    for (let i = 0; i < count; i++) {
      const res = await h.request({
        method: 'POST',
        url: `/api/professionals/${pro.professionalId}/reviews`,
        remoteAddress: '10.0.0.2',
        headers: { 'x-forwarded-for': forwardedFor(i) },
        payload: {
          rating: 5,
          project_url: 'https://exemplo.com/faixa',
          user_name: 'Ana',
          user_email: `ana${i}@exemplo.com`,
          comment: 'Ótimo trabalho, recomendo.',
        },
      });
      statuses.push(res.statusCode);
    }
    return statuses;
  }

  it('without a trusted proxy, ignores X-Forwarded-For: a client cannot escape the per-address limit', async () => {
    const statuses = await reviews(false, (i) => `198.51.100.${i}`);
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('behind one proxy, counts the address the proxy saw, not the ones the client wrote before it', async () => {
    const statuses = await reviews(1, (i) => `198.51.100.${i}, 203.0.113.7`);
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('behind one proxy, tells different clients apart', async () => {
    const statuses = await reviews(1, (i) => `203.0.113.${i + 1}`);
    expect(statuses.every((s) => s === 201)).toBe(true);
  });

  it('with a list of proxies, stops at the first address that is not one of them', async () => {
    const statuses = await reviews(['10.0.0.0/8'], (i) => `198.51.100.${i}, 203.0.113.7, 10.0.0.9`);
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('writes the address the proxy saw into the admin audit log, not the one the client chose', async () => {
    h = await buildTestApp({ trustProxy: 1 });
    const [admin] = await h.deps.db
      .insert(t.users)
      .values({
        name: 'Admin',
        email: 'admin.proxy@exemplo.com.br',
        passwordHash: await hashPassword('Palco@Proxy#2026'),
        role: 'admin',
        emailConfirmedAt: h.clock.now(),
      })
      .returning({ id: t.users.id });
    const res = await h.request({
      method: 'POST',
      url: '/api/admin/login',
      remoteAddress: '10.0.0.2',
      headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.9' },
      payload: { email: 'admin.proxy@exemplo.com.br', password: 'Palco@Proxy#2026' },
    });
    expect(res.statusCode).toBe(200);
    const [entry] = await h.deps.db
      .select()
      .from(t.auditLog)
      .where(eq(t.auditLog.actorUserId, admin!.id))
      .orderBy(desc(t.auditLog.createdAt))
      .limit(1);
    expect(entry?.after).toEqual({ ip: '203.0.113.9' });
  });
});
