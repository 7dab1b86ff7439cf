import Stripe from 'stripe';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { startStripeStandIn, type StripeStandIn } from '../../test/stripe-stand-in.ts';
import { buildTestApp, createProfessional, loginAs, type TestApp } from '../../test/helpers.ts';

const DAY = 86_400_000;
const WAITING = {
  has_subscription: true,
  is_active: true,
  status: 'trialing',
  trial_end: null,
  current_period_end: null,
  cancel_at_period_end: false,
};

async function adminHeaders(ctx: TestApp) {
  const [admin] = await ctx.deps.db
    .insert(t.users)
    .values({
      name: 'Admin Teste',
      email: `admin-${Date.now()}-${Math.random()}@exemplo.com.br`,
      passwordHash: 'x',
      role: 'admin',
      emailConfirmedAt: ctx.clock.now(),
    })
    .returning({ id: t.users.id });
  return loginAs(ctx.deps, admin!.id);
}

function helpers(ctx: () => TestApp) {
  const post = (url: string, headers: Record<string, string>, payload?: object) =>
    ctx().request({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
  return {
    post,
    check: async (headers: Record<string, string>) => (await post('/api/subscription/check', headers)).json(),
    listed: async (name: string) =>
      (
        (await ctx().request({ method: 'GET', url: `/api/professionals?q=${encodeURIComponent(name)}` })).json() as {
          items: { name: string }[];
        }
      ).items.some((i) => i.name === name),
    firstListedAt: async (professionalId: string) =>
      (
        await ctx()
          .deps.db.select({ at: t.professionals.firstListedAt })
          .from(t.professionals)
          .where(eq(t.professionals.id, professionalId))
      )[0]!.at,
    mailsTo: async (email: string) =>
      (await ctx().request({ method: 'GET', url: `/api/dev/mailbox?to=${encodeURIComponent(email)}` })).json() as {
        subject: string;
        text: string;
      }[],
  };
}

const TRIAL_MAIL = 'Seu teste grátis no Palco Brasil começou';
const brDate = (d: Date) => d.toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });

describe('the trial starts when the profile is first listed (test provider)', () => {
  let ctx: TestApp;
  let admin: Record<string, string>;
  const h = helpers(() => ctx);

  beforeAll(async () => {
    ctx = await buildTestApp();
    admin = await adminHeaders(ctx);
  });
  afterAll(() => ctx.close());

  async function subscribed(fixture: Parameters<typeof createProfessional>[1]) {
    const pro = await createProfessional(ctx.deps, { subscription: null, ...fixture });
    const headers = await loginAs(ctx.deps, pro.userId);
    const { url } = (await h.post('/api/subscription/checkout', headers)).json() as { url: string };
    const session = new URL(url, 'http://app').searchParams.get('session')!;
    expect(
      (await h.post('/api/subscription/test-checkout/confirm', headers, { session, method: 'pix' })).statusCode,
    ).toBe(200);
    return { ...pro, headers };
  }

  /** The trial runs from `listedAt`: its end is TRIAL_DAYS later, told by e-mail with the first charge. */
  async function expectTrialFrom(
    pro: { headers: Record<string, string>; professionalId: string; email: string; name: string },
    listedAt: Date,
  ) {
    const end = new Date(listedAt.getTime() + 3 * DAY).toISOString();
    expect(await h.check(pro.headers)).toMatchObject({ ...WAITING, trial_end: end, current_period_end: end });
    expect(await h.firstListedAt(pro.professionalId)).toEqual(listedAt);
    expect(await h.listed(pro.name)).toBe(true);
    const trial = (await h.mailsTo(pro.email)).filter((m) => m.subject === TRIAL_MAIL);
    expect(trial).toHaveLength(1);
    expect(trial[0]!.text).toContain(`A primeira cobrança (R$47,00/mês) será feita em ${brDate(new Date(end))}.`);
    expect(trial[0]!.text).toContain('Seu perfil está visível nas buscas.');
  }

  it('a subscriber listed at once (confirmed and verified) starts the trial on confirming the checkout', async () => {
    const pro = await subscribed({ name: 'Listada Na Hora' });
    await expectTrialFrom(pro, ctx.clock.now());
  });

  it("waits through the team's verification, however long, and starts when the admin verifies", async () => {
    const pro = await subscribed({ name: 'Vera Espera', verified: false });
    expect(await h.check(pro.headers)).toMatchObject(WAITING);
    expect(await h.listed(pro.name)).toBe(false);
    expect(await h.firstListedAt(pro.professionalId)).toBeNull();
    expect((await h.mailsTo(pro.email)).filter((m) => m.subject === TRIAL_MAIL)).toHaveLength(0);

    // Ten days later, still waiting and still active (the trial has not begun).
    ctx.clock.advance(10 * DAY);
    expect(await h.check(pro.headers)).toMatchObject(WAITING);

    const verifiedAt = ctx.clock.now();
    expect((await h.post(`/api/admin/professionals/${pro.professionalId}/verify`, admin)).statusCode).toBe(200);
    await expectTrialFrom(pro, verifiedAt);

    // Verifying again (after an unverify) does not move the trial.
    ctx.clock.advance(DAY);
    await h.post(`/api/admin/professionals/${pro.professionalId}/unverify`, admin);
    await h.post(`/api/admin/professionals/${pro.professionalId}/verify`, admin);
    expect((await h.check(pro.headers)).trial_end).toBe(new Date(verifiedAt.getTime() + 3 * DAY).toISOString());

    // The trial ends three days after the first listing, and the test provider never renews.
    ctx.clock.set(new Date(verifiedAt.getTime() + 3 * DAY));
    expect(await h.check(pro.headers)).toMatchObject({ is_active: false, status: 'canceled' });
    expect(await h.listed(pro.name)).toBe(false);
  });

  it('starts when the e-mail is confirmed by its link', async () => {
    const pro = await subscribed({ name: 'Clara Confirma', confirmed: false });
    expect(await h.check(pro.headers)).toMatchObject(WAITING);
    ctx.clock.advance(2 * DAY);
    const token = newToken();
    await ctx.deps.db.insert(t.oneTimeTokens).values({
      userId: pro.userId,
      purpose: 'email_confirmation',
      tokenHash: hashToken(token),
      expiresAt: new Date(ctx.clock.now().getTime() + DAY),
    });
    const confirmedAt = ctx.clock.now();
    expect((await ctx.request({ method: 'POST', url: '/api/auth/confirm', payload: { token } })).statusCode).toBe(200);
    await expectTrialFrom(pro, confirmedAt);
  });

  it('starts when a password reset link confirms the e-mail', async () => {
    const pro = await subscribed({ name: 'Rita Redefine', confirmed: false });
    ctx.clock.advance(DAY);
    const token = newToken();
    await ctx.deps.db.insert(t.oneTimeTokens).values({
      userId: pro.userId,
      purpose: 'password_reset',
      tokenHash: hashToken(token),
      expiresAt: new Date(ctx.clock.now().getTime() + DAY),
    });
    const resetAt = ctx.clock.now();
    const res = await ctx.request({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'Nova@Senha2026' },
    });
    expect(res.statusCode, res.body).toBe(204);
    // The reset ended every session: sign in again to read the status.
    await expectTrialFrom({ ...pro, headers: await loginAs(ctx.deps, pro.userId) }, resetAt);
  });

  it('waits while the account is blocked, and starts when it is unblocked', async () => {
    const pro = await subscribed({ name: 'Bia Bloqueio', verified: false });
    await h.post(`/api/admin/professionals/${pro.professionalId}/block`, admin);
    await h.post(`/api/admin/professionals/${pro.professionalId}/verify`, admin);
    expect((await h.check(pro.headers)).trial_end).toBeNull();
    expect(await h.firstListedAt(pro.professionalId)).toBeNull();
    ctx.clock.advance(DAY);
    const unblockedAt = ctx.clock.now();
    expect((await h.post(`/api/admin/professionals/${pro.professionalId}/unblock`, admin)).statusCode).toBe(200);
    await expectTrialFrom(pro, unblockedAt);
  });

  it('completing the profile alone does not start it: completeness is not part of the listing rule', async () => {
    const pro = await subscribed({ name: 'Paula Perfil', verified: false, description: null });
    const saved = await ctx.request({
      method: 'PUT',
      url: '/api/me/profile',
      headers: pro.headers,
      payload: { name: 'Paula Perfil', description: 'Cantora e compositora de MPB.' },
    });
    expect(saved.statusCode, saved.body).toBeLessThan(300);
    expect(await h.check(pro.headers)).toMatchObject(WAITING);
    expect(await h.firstListedAt(pro.professionalId)).toBeNull();
  });

  it('starts for every waiting subscriber when the admins list unverified professionals', async () => {
    const first = await subscribed({ name: 'Ana Ajuste', verified: false });
    const second = await subscribed({ name: 'Beto Ajuste', verified: false });
    const unconfirmed = await subscribed({ name: 'Caio Ajuste', verified: false, confirmed: false });
    ctx.clock.advance(DAY);
    const changedAt = ctx.clock.now();
    const res = await ctx.request({
      method: 'PATCH',
      url: '/api/admin/settings',
      headers: admin,
      payload: { list_only_verified: false },
    });
    expect(res.statusCode, res.body).toBe(200);
    try {
      await expectTrialFrom(first, changedAt);
      await expectTrialFrom(second, changedAt);
      // Still out of search (its e-mail is not confirmed): still waiting.
      expect(await h.check(unconfirmed.headers)).toMatchObject(WAITING);
    } finally {
      await ctx.request({
        method: 'PATCH',
        url: '/api/admin/settings',
        headers: admin,
        payload: { list_only_verified: true },
      });
    }
  });
});

describe('the trial starts when the profile is first listed (Stripe)', () => {
  const WEBHOOK_SECRET = 'whsec_first_listing';
  const signer = new Stripe('sk_test_signer');
  let ctx: TestApp;
  let standIn: StripeStandIn;
  let admin: Record<string, string>;
  const h = helpers(() => ctx);

  beforeAll(async () => {
    standIn = await startStripeStandIn();
    ctx = await buildTestApp({
      publicUrl: 'https://palco.test',
      stripe: {
        secretKey: 'sk_test_x',
        priceId: 'price_47',
        webhookSecret: WEBHOOK_SECRET,
        host: standIn.host,
        port: standIn.port,
        protocol: 'http',
      },
    });
    admin = await adminHeaders(ctx);
  });
  afterAll(async () => {
    await ctx.close();
    await standIn.close();
  });

  const unix = (d: Date | number) => Math.floor(new Date(d).getTime() / 1000);
  async function deliver(type: string, object: Record<string, unknown>) {
    const payload = JSON.stringify({
      id: `evt_${Math.random()}`,
      object: 'event',
      type,
      created: unix(ctx.clock.now()),
      data: { object },
    });
    const signature = signer.webhooks.generateTestHeaderString({
      payload,
      secret: WEBHOOK_SECRET,
      timestamp: unix(ctx.clock.now()),
    });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  const updatesOf = (id: string) =>
    standIn.calls.filter((c) => c.method === 'POST' && c.path === `/v1/subscriptions/${id}`);

  it('holds the trial at Stripe while the verification is pending, then moves trial_end to three days after the verification', async () => {
    const pro = await createProfessional(ctx.deps, { name: 'Stela Stripe', subscription: null, verified: false });
    const headers = await loginAs(ctx.deps, pro.userId);
    expect((await h.post('/api/subscription/checkout', headers)).statusCode).toBe(200);
    const session = standIn.calls.filter((c) => c.path === '/v1/checkout/sessions').at(-1)!;
    expect(session.form).toMatchObject({
      'subscription_data[trial_period_days]': '3',
      'subscription_data[metadata][trial]': 'waits_for_listing',
    });
    expect(session.form['custom_text[submit][message]']).toContain('começam quando seu perfil entrar nas buscas');
    const [row] = await ctx.deps.db
      .select({ customer: t.professionals.stripeCustomerId })
      .from(t.professionals)
      .where(eq(t.professionals.id, pro.professionalId));

    // Stripe starts its own 3-day trial at checkout; the subscription carries our metadata.
    const checkoutAt = ctx.clock.now();
    const sub = {
      id: 'sub_stela',
      object: 'subscription',
      customer: row!.customer,
      status: 'trialing',
      cancel_at_period_end: false,
      trial_end: unix(checkoutAt.getTime() + 3 * DAY),
      metadata: { professional_id: pro.professionalId, trial: 'waits_for_listing' },
      items: {
        object: 'list',
        data: [
          { id: 'si_stela', object: 'subscription_item', current_period_end: unix(checkoutAt.getTime() + 3 * DAY) },
        ],
      },
    };
    standIn.subscriptions.set(sub.id, sub);
    await deliver('customer.subscription.created', sub);

    expect(await h.check(headers)).toMatchObject(WAITING);
    const [hold] = updatesOf(sub.id);
    expect(hold?.form).toMatchObject({
      trial_end: String(unix(checkoutAt.getTime() + 90 * DAY)),
      proration_behavior: 'none',
      'metadata[trial]': 'waits_for_listing',
    });

    // Stripe's own notice of the hold changes nothing and asks for no second hold.
    await deliver('customer.subscription.updated', standIn.subscriptions.get(sub.id)!);
    expect(updatesOf(sub.id)).toHaveLength(1);
    expect(await h.check(headers)).toMatchObject(WAITING);

    ctx.clock.advance(5 * DAY);
    const verifiedAt = ctx.clock.now();
    expect((await h.post(`/api/admin/professionals/${pro.professionalId}/verify`, admin)).statusCode).toBe(200);
    const end = new Date(verifiedAt.getTime() + 3 * DAY);
    expect(updatesOf(sub.id).at(-1)?.form).toMatchObject({
      trial_end: String(unix(end)),
      'metadata[trial]': 'started',
    });
    expect(await h.check(headers)).toMatchObject({
      ...WAITING,
      trial_end: end.toISOString(),
      current_period_end: end.toISOString(),
    });
    expect(await h.listed('Stela Stripe')).toBe(true);
    expect((await h.mailsTo(pro.email)).filter((m) => m.subject === TRIAL_MAIL)).toHaveLength(1);

    // Stripe's notice of the started trial agrees with what is stored, and tells nothing twice.
    await deliver('customer.subscription.updated', standIn.subscriptions.get(sub.id)!);
    expect(await h.check(headers)).toMatchObject({ trial_end: end.toISOString() });
    expect((await h.mailsTo(pro.email)).filter((m) => m.subject === TRIAL_MAIL)).toHaveLength(1);
  });

  it('a Stripe failure leaves the trial waiting and a later listing event starts it from the first listing', async () => {
    const pro = await createProfessional(ctx.deps, { name: 'Fabi Falha', subscription: null, verified: false });
    const headers = await loginAs(ctx.deps, pro.userId);
    await h.post('/api/subscription/checkout', headers);
    const [row] = await ctx.deps.db
      .select({ customer: t.professionals.stripeCustomerId })
      .from(t.professionals)
      .where(eq(t.professionals.id, pro.professionalId));
    const sub = {
      id: 'sub_fabi',
      object: 'subscription',
      customer: row!.customer,
      status: 'trialing',
      cancel_at_period_end: false,
      trial_end: unix(ctx.clock.now().getTime() + 80 * DAY),
      metadata: { professional_id: pro.professionalId, trial: 'waits_for_listing' },
      items: {
        object: 'list',
        data: [
          {
            id: 'si_fabi',
            object: 'subscription_item',
            current_period_end: unix(ctx.clock.now().getTime() + 80 * DAY),
          },
        ],
      },
    };
    standIn.subscriptions.set(sub.id, sub);
    await deliver('customer.subscription.created', sub);
    // Held far enough already: no call.
    expect(updatesOf(sub.id)).toHaveLength(0);

    const verifiedAt = ctx.clock.now();
    // Every try of the SDK (it retries twice) fails.
    standIn.failNext(`/v1/subscriptions/${sub.id}`, 500, 3);
    await h.post(`/api/admin/professionals/${pro.professionalId}/verify`, admin);
    expect(await h.check(headers)).toMatchObject(WAITING);
    expect(await h.firstListedAt(pro.professionalId)).toEqual(verifiedAt);

    ctx.clock.advance(DAY);
    await deliver('customer.subscription.updated', standIn.subscriptions.get(sub.id)!);
    const end = new Date(verifiedAt.getTime() + 3 * DAY);
    expect(await h.check(headers)).toMatchObject({ status: 'trialing', trial_end: end.toISOString() });
  });
});
