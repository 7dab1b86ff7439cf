import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { listedExpr } from '../../db/listing.ts';
import * as t from '../../db/schema.ts';
import { buildTestApp, createProfessional, loginAs, type TestApp } from '../../test/helpers.ts';
import { sendTimeNotices } from './notices.ts';
import { markProfilesInSearch, takeProfilesThatLeftSearch } from './notices.repository.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const ENDING = 'Seu teste grátis no Palco Brasil termina amanhã';
const LEFT = 'Seu perfil saiu das buscas do Palco Brasil';
const silent = { error: () => {} };

describe('notices that time alone brings', () => {
  let ctx: TestApp;
  let admin: Record<string, string>;

  beforeAll(async () => {
    ctx = await buildTestApp();
    const [a] = await ctx.deps.db
      .insert(t.users)
      .values({
        name: 'Admin Teste',
        email: `admin-${Date.now()}@exemplo.com.br`,
        passwordHash: 'x',
        role: 'admin',
        emailConfirmedAt: ctx.clock.now(),
      })
      .returning({ id: t.users.id });
    admin = await loginAs(ctx.deps, a!.id);
  });
  afterAll(() => ctx.close());

  const mailsTo = async (email: string) =>
    (await ctx.request({ method: 'GET', url: `/api/dev/mailbox?to=${encodeURIComponent(email)}` })).json() as {
      subject: string;
      text: string;
    }[];
  const subjects = async (email: string) => (await mailsTo(email)).map((m) => m.subject);
  const listed = async (name: string) =>
    (
      (await ctx.request({ method: 'GET', url: `/api/professionals?q=${encodeURIComponent(name)}` })).json() as {
        items: { name: string }[];
      }
    ).items.some((i) => i.name === name);

  /** A subscriber through the test checkout: listed at once, so the trial starts now. */
  async function subscriber(name: string) {
    const pro = await createProfessional(ctx.deps, { name, subscription: null });
    const headers = await loginAs(ctx.deps, pro.userId);
    const { url } = (await ctx.request({ method: 'POST', url: '/api/subscription/checkout', headers })).json() as {
      url: string;
    };
    const session = new URL(url, 'http://app').searchParams.get('session')!;
    const confirmed = await ctx.request({
      method: 'POST',
      url: '/api/subscription/test-checkout/confirm',
      headers,
      payload: { session, method: 'card' },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    return { ...pro, headers };
  }

  it('tells a trial a day before it ends, once, with the date of the first charge; a cancelled trial hears that nothing will be charged', async () => {
    const keeps = await subscriber('Tina Testa');
    const cancels = await subscriber('Carlos Cancela');
    await ctx.request({ method: 'POST', url: '/api/subscription/test-portal/cancel', headers: cancels.headers });
    const trialEnd = new Date(ctx.clock.now().getTime() + 3 * DAY);

    // Two days before the end: too early.
    ctx.clock.advance(DAY);
    await sendTimeNotices(ctx.deps, silent);
    expect(await subjects(keeps.email)).not.toContain(ENDING);

    // Within the last day: told, and told once however many passes (or servers) run.
    ctx.clock.advance(DAY + HOUR);
    const first = await sendTimeNotices(ctx.deps, silent);
    expect(first.trialEnding).toBeGreaterThanOrEqual(2);
    await sendTimeNotices(ctx.deps, silent);
    await Promise.all([sendTimeNotices(ctx.deps, silent), sendTimeNotices(ctx.deps, silent)]);
    const told = (await mailsTo(keeps.email)).filter((m) => m.subject === ENDING);
    expect(told).toHaveLength(1);
    const day = trialEnd.toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });
    expect(told[0]!.text).toContain(
      `Seu teste grátis no Palco Brasil termina em ${day}. Nessa data será feita a primeira cobrança da assinatura (R$47,00/mês)`,
    );
    const cancelled = (await mailsTo(cancels.email)).filter((m) => m.subject === ENDING);
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0]!.text).toContain('nada será cobrado e seu perfil sai das buscas nessa data');
  });

  it('tells a profile that left search why, once, and says nothing to one that never was in search', async () => {
    const pro = await subscriber('Lara Listada');
    const never = await createProfessional(ctx.deps, { name: 'Nina Nunca', subscription: null });
    await sendTimeNotices(ctx.deps, silent);
    expect(await listed('Lara Listada')).toBe(true);
    expect(await subjects(pro.email)).not.toContain(LEFT);

    // The admin blocks the account: out of search, and told why in the listing rule's words.
    expect(
      (
        await ctx.request({
          method: 'POST',
          url: `/api/admin/professionals/${pro.professionalId}/block`,
          headers: admin,
        })
      ).statusCode,
    ).toBe(200);
    expect(await listed('Lara Listada')).toBe(false);
    await sendTimeNotices(ctx.deps, silent);
    await sendTimeNotices(ctx.deps, silent);
    const left = (await mailsTo(pro.email)).filter((m) => m.subject === LEFT);
    expect(left).toHaveLength(1);
    expect(left[0]!.text).toContain(
      'Motivo: Sua conta está bloqueada e o seu perfil não aparece nas buscas. Fale com o suporte.',
    );
    expect(await subjects(never.email)).not.toContain(LEFT);

    // Back in search and out again (the trial ends, the test provider never renews): told again, with the new reason.
    await ctx.request({
      method: 'POST',
      url: `/api/admin/professionals/${pro.professionalId}/unblock`,
      headers: admin,
    });
    await sendTimeNotices(ctx.deps, silent);
    ctx.clock.advance(4 * DAY);
    expect(await listed('Lara Listada')).toBe(false);
    await sendTimeNotices(ctx.deps, silent);
    const again = (await mailsTo(pro.email)).filter((m) => m.subject === LEFT);
    expect(again).toHaveLength(2);
    expect(again.map((m) => m.text).join('\n')).toContain('Motivo: Assine o plano para aparecer nas buscas.');
  });

  it("finds who left search and who entered it by the listing rule's every part, a batch at a time", async () => {
    const now = ctx.clock.now();
    const kinds = {
      active: {},
      unverified: { verified: false },
      blocked: { blocked: true },
      unconfirmed: { confirmed: false },
      never: { subscription: null },
      ended: { periodEndsAt: new Date(now.getTime() - HOUR) },
    } as const;
    const ids = new Map<string, keyof typeof kinds>();
    for (const [kind, fixture] of Object.entries(kinds) as [keyof typeof kinds, (typeof kinds)[keyof typeof kinds]][])
      for (let i = 0; i < 3; i += 1)
        ids.set((await createProfessional(ctx.deps, { name: `Regra ${kind} ${i}`, ...fixture })).professionalId, kind);
    const all = [...ids.keys()];
    const kindsOf = (taken: string[]) => taken.map((id) => ids.get(id)).sort();
    const seenListed = (known: boolean) =>
      ctx.deps.db.update(t.professionals).set({ listedKnown: known }).where(inArray(t.professionals.id, all));
    const ruleLists = async (listOnlyVerified: boolean) =>
      rowsOf<{ id: string }>(
        await ctx.deps.db.execute(
          sql`select p.id from professionals p where p.id in ${all} and ${listedExpr({ now, listOnlyVerified })}`,
        ),
      ).map((r) => r.id);

    for (const listOnlyVerified of [false, true]) {
      const rule = { now, listOnlyVerified };
      const listed = await ruleLists(listOnlyVerified);
      const out = all.filter((id) => !listed.includes(id));
      await seenListed(true);
      // Two at a time, until none is left: each taken once, and only those the rule no longer lists.
      const taken: string[] = [];
      for (let batch = await takeProfilesThatLeftSearch(ctx.deps.db, rule, 2); batch.length;) {
        expect(batch.length).toBeLessThanOrEqual(2);
        taken.push(...batch.filter((id) => ids.has(id)));
        batch = await takeProfilesThatLeftSearch(ctx.deps.db, rule, 2);
      }
      expect(kindsOf(taken)).toEqual(kindsOf(out));
      expect(new Set(taken).size).toBe(taken.length);

      // Not seen listed: those the rule lists are marked, and nobody else.
      await seenListed(false);
      while ((await markProfilesInSearch(ctx.deps.db, rule, 2)) > 0);
      const marked = await ctx.deps.db
        .select({ id: t.professionals.id })
        .from(t.professionals)
        .where(sql`${t.professionals.listedKnown} and ${inArray(t.professionals.id, all)}`);
      expect(kindsOf(marked.map((r) => r.id))).toEqual(kindsOf(listed));
      expect(kindsOf(listed)).toEqual(
        listOnlyVerified
          ? ['active', 'active', 'active']
          : ['active', 'active', 'active', 'unverified', 'unverified', 'unverified'],
      );
    }
  });
});
