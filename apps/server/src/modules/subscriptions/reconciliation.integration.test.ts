import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema.ts';
import { startAsaasStandIn, type AsaasStandIn } from '../../test/asaas-stand-in.ts';
import { startStripeStandIn, stripeSubscription, type StripeStandIn } from '../../test/stripe-stand-in.ts';
import { buildTestApp, createProfessional, loginAs, type TestApp } from '../../test/helpers.ts';
import { reconcileSubscriptions } from './reconciliation.ts';

const DAY = 86_400_000;
let ctx: TestApp;
let stripe: StripeStandIn;
let asaas: AsaasStandIn;
const log = { error: () => {}, warn: () => {} };

beforeAll(async () => {
  stripe = await startStripeStandIn();
  asaas = await startAsaasStandIn();
  ctx = await buildTestApp({
    publicUrl: 'https://palco.test',
    stripe: {
      secretKey: 'sk_test_x',
      priceId: 'price_47',
      webhookSecret: 'whsec_x',
      host: stripe.host,
      port: stripe.port,
      protocol: 'http',
    },
    asaas: {
      apiKey: asaas.apiKey,
      webhookToken: 'token-do-webhook-asaas-123',
      baseUrl: asaas.baseUrl,
      pixAutomatic: false,
    },
  });
});
afterAll(async () => {
  await ctx.close();
  await stripe.close();
  await asaas.close();
});

const unix = (d: Date | number) => Math.floor(new Date(d).getTime() / 1000);
const listed = async (name: string) =>
  (
    (await ctx.request({ method: 'GET', url: `/api/professionals?q=${encodeURIComponent(name)}` })).json() as {
      items: { name: string }[];
    }
  ).items.some((i) => i.name === name);
const rowOf = async (professionalId: string) =>
  (await ctx.deps.db.select().from(t.subscriptions).where(eq(t.subscriptions.professionalId, professionalId)))[0]!;

/** A subscription stored `daysAgo` days ago from a provider, as a webhook would have left it. */
async function stored(
  name: string,
  provider: 'stripe' | 'asaas',
  id: string,
  fields: { status: string; periodEnd: Date | null },
  daysAgo: number,
) {
  const pro = await createProfessional(ctx.deps, { name, subscription: null });
  const at = new Date(ctx.clock.now().getTime() - daysAgo * DAY);
  await ctx.deps.db.insert(t.subscriptions).values({
    professionalId: pro.professionalId,
    provider,
    providerSubscriptionId: id,
    status: fields.status,
    currentPeriodEndsAt: fields.periodEnd,
    providerUpdatedAt: at,
    updatedAt: at,
  });
  return pro;
}

describe('the daily reconciliation', () => {
  it('offers cards through Stripe and Pix and boleto through Asaas when both are configured', async () => {
    expect((await ctx.request({ method: 'GET', url: '/api/subscription/methods' })).json()).toEqual({
      methods: [
        { method: 'card', label: 'Cartão de crédito' },
        { method: 'pix', label: 'Pix' },
        { method: 'boleto', label: 'Boleto' },
      ],
    });
  });

  it("applies each provider's state that no webhook brought, and leaves alone what was heard of within a day", async () => {
    const now = ctx.clock.now();
    // Stripe cancelled it; the webhook never came.
    const gone = await stored(
      'Cancelada Sem Aviso',
      'stripe',
      'sub_rec_1',
      { status: 'active', periodEnd: new Date(now.getTime() + 20 * DAY) },
      2,
    );
    stripe.subscriptions.set(
      'sub_rec_1',
      stripeSubscription({
        id: 'sub_rec_1',
        customer: 'cus_rec_1',
        status: 'canceled',
        periodEnd: unix(now.getTime() + 20 * DAY),
      }),
    );
    expect(await listed('Cancelada Sem Aviso')).toBe(true);

    // Paid at Asaas; the webhook never came.
    const customer = await ctx.deps.payments.asaas!.createCustomer({
      professionalId: 'x',
      email: 'pix@exemplo.com.br',
      name: 'Pix',
    });
    const created = await fetch(`${asaas.baseUrl}/subscriptions`, {
      method: 'POST',
      headers: { access_token: asaas.apiKey, 'content-type': 'application/json' },
      body: JSON.stringify({
        customer,
        billingType: 'PIX',
        value: 47,
        nextDueDate: '2026-06-01',
        cycle: 'MONTHLY',
        description: 'x',
        externalReference: 'x',
      }),
    }).then((r) => r.json() as Promise<{ id: string }>);
    const paid = await stored('Pagou Sem Aviso', 'asaas', created.id, { status: 'incomplete', periodEnd: null }, 2);
    const [payment] = [...asaas.payments.values()].filter((p) => p.subscription === created.id);
    asaas.pay(payment!.id, '2026-06-01');
    expect(await listed('Pagou Sem Aviso')).toBe(false);

    // Heard of an hour ago: not read.
    const fresh = await stored(
      'Recente',
      'stripe',
      'sub_rec_fresh',
      { status: 'active', periodEnd: new Date(now.getTime() + 20 * DAY) },
      1 / 24,
    );
    stripe.subscriptions.set(
      'sub_rec_fresh',
      stripeSubscription({
        id: 'sub_rec_fresh',
        customer: 'cus_rec_2',
        status: 'active',
        periodEnd: unix(now.getTime() + 20 * DAY),
      }),
    );
    const readsBefore = stripe.calls.filter((c) => c.path === '/v1/subscriptions/sub_rec_fresh').length;

    const result = await reconcileSubscriptions(ctx.deps, log);
    expect(result).toMatchObject({ read: 2, applied: 2, missing: 0, failed: 0 });
    expect(await rowOf(gone.professionalId)).toMatchObject({ status: 'canceled' });
    expect(await listed('Cancelada Sem Aviso')).toBe(false);
    expect(await rowOf(paid.professionalId)).toMatchObject({
      status: 'active',
      paymentMethod: 'pix',
      providerCustomerId: customer,
    });
    expect(await listed('Pagou Sem Aviso')).toBe(true);
    expect(stripe.calls.filter((c) => c.path === '/v1/subscriptions/sub_rec_fresh')).toHaveLength(readsBefore);
    expect((await rowOf(fresh.professionalId)).status).toBe('active');

    // Read now: the next pass leaves them until a day has gone by.
    expect((await reconcileSubscriptions(ctx.deps, log)).read).toBe(0);
  });

  it('cancels here what the provider no longer knows, and tries a failed read again on the next pass', async () => {
    const now = ctx.clock.now();
    ctx.clock.advance(2 * DAY);
    const unknown = await stored(
      'Sumiu No Stripe',
      'stripe',
      'sub_rec_unknown',
      { status: 'active', periodEnd: new Date(now.getTime() + 20 * DAY) },
      2,
    );
    const flaky = await stored(
      'Stripe Instável',
      'stripe',
      'sub_rec_flaky',
      { status: 'active', periodEnd: new Date(now.getTime() + 20 * DAY) },
      3,
    );
    stripe.subscriptions.set(
      'sub_rec_flaky',
      stripeSubscription({
        id: 'sub_rec_flaky',
        customer: 'cus_f',
        status: 'past_due',
        periodEnd: unix(now.getTime() + 20 * DAY),
      }),
    );
    stripe.failNext('/v1/subscriptions/sub_rec_flaky', 500, 3);

    const first = await reconcileSubscriptions(ctx.deps, log);
    expect(first).toMatchObject({ missing: 1, failed: 1 });
    expect(await rowOf(unknown.professionalId)).toMatchObject({ status: 'canceled' });
    expect((await rowOf(flaky.professionalId)).status).toBe('active');

    const second = await reconcileSubscriptions(ctx.deps, log);
    expect(second).toMatchObject({ read: 1, applied: 1, failed: 0 });
    expect((await rowOf(flaky.professionalId)).status).toBe('past_due');
  });

  it('holds again a Stripe trial that still waits for the listing when its end at Stripe comes near', async () => {
    const pro = await createProfessional(ctx.deps, { name: 'Espera Longa', subscription: null, verified: false });
    const headers = await loginAs(ctx.deps, pro.userId);
    await ctx.request({ method: 'POST', url: '/api/subscription/checkout', headers, payload: { method: 'card' } });
    const [row] = await ctx.deps.db
      .select({ customer: t.professionals.stripeCustomerId })
      .from(t.professionals)
      .where(eq(t.professionals.id, pro.professionalId));
    const now = ctx.clock.now();
    // Held 90 days ahead at checkout; 65 days later, 25 are left.
    stripe.subscriptions.set(
      'sub_rec_wait',
      stripeSubscription({
        id: 'sub_rec_wait',
        customer: row!.customer!,
        status: 'trialing',
        periodEnd: unix(now.getTime() + 90 * DAY),
        trialEnd: unix(now.getTime() + 90 * DAY),
        professionalId: pro.professionalId,
        trialWaitsForListing: true,
      }),
    );
    await ctx.deps.db.insert(t.subscriptions).values({
      professionalId: pro.professionalId,
      provider: 'stripe',
      providerSubscriptionId: 'sub_rec_wait',
      status: 'trialing',
      providerUpdatedAt: now,
      updatedAt: now,
    });
    ctx.clock.advance(65 * DAY);

    await reconcileSubscriptions(ctx.deps, log);
    const hold = stripe.calls.filter((c) => c.method === 'POST' && c.path === '/v1/subscriptions/sub_rec_wait').at(-1);
    expect(hold?.form).toMatchObject({
      trial_end: String(unix(ctx.clock.now().getTime() + 90 * DAY)),
      'metadata[trial]': 'waits_for_listing',
    });
    expect(await rowOf(pro.professionalId)).toMatchObject({
      status: 'trialing',
      trialEndsAt: null,
      currentPeriodEndsAt: null,
    });
  });
});
