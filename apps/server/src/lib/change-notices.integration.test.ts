import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type DbHandle } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { buildTestApp, createProfessional, loginAs, type TestApp } from '../test/helpers.ts';
import { createTestDb } from '../test/test-db.ts';

describe.runIf(Boolean(process.env.DATABASE_URL))('two servers on one PostgreSQL, each with its own copies', () => {
  let handleA: DbHandle;
  let handleB: DbHandle;
  let a: TestApp;
  let b: TestApp;
  let admin: Record<string, string>;

  beforeAll(async () => {
    handleA = await createTestDb();
    handleB = openPostgres(handleA.url!, 2);
    a = await buildTestApp({}, { handle: handleA });
    b = await buildTestApp({}, { handle: handleB });
    const [user] = await a.deps.db
      .insert(t.users)
      .values({
        name: 'Admin',
        email: 'admin@exemplo.com.br',
        passwordHash: 'x',
        role: 'admin',
        emailConfirmedAt: a.clock.now(),
      })
      .returning({ id: t.users.id });
    admin = await loginAs(a.deps, user!.id);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await handleB?.close();
    await handleA?.close();
  });

  const reasonsOn = async (h: TestApp) =>
    (
      (await h.request({ method: 'GET', url: '/api/catalog' })).json() as { report_reasons: { reason: string }[] }
    ).report_reasons.map((r) => r.reason);

  /** The servers' clocks stand still, so a copy never expires: only a notice can refresh it. */
  async function eventually(h: TestApp, expected: (reasons: string[]) => boolean, timeoutMs = 5000) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const reasons = await reasonsOn(h);
      if (expected(reasons)) return reasons;
      if (Date.now() > deadline) throw new Error(`catalogue still reads ${reasons.join(', ')}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  it('forget their copy at once when an admin changes it on the other', async () => {
    expect(await reasonsOn(b)).not.toContain('Cobrança indevida');
    const started = Date.now();
    const created = await a.request({
      method: 'POST',
      url: '/api/admin/report-reasons',
      headers: admin,
      payload: { reason: 'Cobrança indevida' },
    });
    expect(created.statusCode).toBe(201);
    expect(await reasonsOn(a)).toContain('Cobrança indevida');
    await eventually(b, (r) => r.includes('Cobrança indevida'), 2000);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('catch up after losing the connection that listens for notices', async () => {
    const id = (
      (await a.request({ method: 'GET', url: '/api/catalog' })).json() as {
        report_reasons: { id: number; reason: string }[];
      }
    ).report_reasons.find((r) => r.reason === 'Cobrança indevida')!.id;
    expect(await reasonsOn(b)).toContain('Cobrança indevida');
    // Both servers' listening connections drop (a failover, an administrator's command).
    await a.deps.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'listen palco_changes%'`,
    );
    const renamed = await a.request({
      method: 'PATCH',
      url: `/api/admin/report-reasons/${id}`,
      headers: admin,
      payload: { reason: 'Cobrança em dobro' },
    });
    expect(renamed.statusCode).toBe(200);
    await eventually(b, (r) => r.includes('Cobrança em dobro') && !r.includes('Cobrança indevida'));
    // And notices flow again on the new connection.
    await a.request({ method: 'DELETE', url: `/api/admin/report-reasons/${id}`, headers: admin });
    await eventually(b, (r) => !r.includes('Cobrança em dobro'), 2000);
  });

  it("list by the admins' setting changed on the other server, at once", async () => {
    await createProfessional(a.deps, { name: 'Nara Aguardando', verified: false });
    const found = async (h: TestApp) =>
      (
        (await h.request({ method: 'GET', url: '/api/professionals?q=Nara%20Aguardando' })).json() as {
          total: number;
        }
      ).total;
    // Both servers have read the setting (on: only the verified are listed) and keep it.
    expect(await found(a)).toBe(0);
    expect(await found(b)).toBe(0);
    const setTo = async (on: boolean) =>
      expect(
        (
          await a.request({
            method: 'PATCH',
            url: '/api/admin/settings',
            headers: admin,
            payload: { list_only_verified: on },
          })
        ).statusCode,
      ).toBe(200);
    await setTo(false);
    expect(await found(a)).toBe(1);
    const deadline = Date.now() + 2000;
    while ((await found(b)) !== 1) {
      if (Date.now() > deadline) throw new Error('the other server still lists only the verified');
      await new Promise((r) => setTimeout(r, 20));
    }
    await setTo(true);
  });
});
