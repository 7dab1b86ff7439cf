import fc from 'fast-check';
import Stripe from 'stripe';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema.ts';
import { startStripeStandIn, stripeSubscription, type StripeStandIn } from '../../test/stripe-stand-in.ts';
import { buildTestApp, createProfessional, loginAs, type TestApp } from '../../test/helpers.ts';

const WEBHOOK_SECRET = 'whsec_integration';
const DAY = 86_400_000;
const signer = new Stripe('sk_test_signer');
let ctx: TestApp;
let standIn: StripeStandIn;
let eventSeq = 0;

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
});
afterAll(async () => {
  await ctx.close();
  await standIn.close();
});

const unix = (d: Date | number) => Math.floor(new Date(d).getTime() / 1000);

function event(
  type: string,
  object: Record<string, unknown>,
  created = unix(ctx.clock.now()),
  id = `evt_${++eventSeq}`,
) {
  return { id, object: 'event', type, created, data: { object } };
}

/** Sends the event as Stripe does: raw JSON body with its signature, no CSRF header. */
async function deliver(
  body: object | string,
  options: { secret?: string; timestamp?: number; signature?: string | null } = {},
) {
  const payload = typeof body === 'string' ? body : JSON.stringify(body);
  const signature =
    options.signature === undefined
      ? signer.webhooks.generateTestHeaderString({
          payload,
          secret: options.secret ?? WEBHOOK_SECRET,
          timestamp: options.timestamp ?? unix(ctx.clock.now()),
        })
      : options.signature;
  return ctx.app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    payload,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(signature === null ? {} : { 'stripe-signature': signature }),
    },
  });
}

async function subscriber(name: string) {
  const pro = await createProfessional(ctx.deps, { name, subscription: null });
  const headers = await loginAs(ctx.deps, pro.userId);
  const checkout = await ctx.request({ method: 'POST', url: '/api/subscription/checkout', headers });
  expect(checkout.statusCode).toBe(200);
  const [row] = await ctx.deps.db
    .select({ customer: t.professionals.stripeCustomerId })
    .from(t.professionals)
    .where(eq(t.professionals.id, pro.professionalId));
  return { ...pro, headers, url: (checkout.json() as { url: string }).url, customer: row!.customer! };
}

const check = async (headers: Record<string, string>) =>
  (await ctx.request({ method: 'POST', url: '/api/subscription/check', headers })).json();
const listed = async (name: string) =>
  (
    (await ctx.request({ method: 'GET', url: `/api/professionals?q=${encodeURIComponent(name)}` })).json() as {
      items: { name: string }[];
    }
  ).items.some((i) => i.name === name);

describe('checkout and portal through Stripe', () => {
  it('creates the customer once, stores it and opens Stripe Checkout with URLs back to the app', async () => {
    const pro = await subscriber('Ícaro Guitarra');
    expect(pro.url).toMatch(/^https:\/\/checkout\.stripe\.test\//);
    expect(pro.customer).toMatch(/^cus_standin_/);
    const session = standIn.calls.filter((c) => c.path === '/v1/checkout/sessions').at(-1)!;
    expect(session.form).toMatchObject({
      customer: pro.customer,
      client_reference_id: pro.professionalId,
      'subscription_data[trial_period_days]': '3',
      success_url: 'https://palco.test/checkout-success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://palco.test/profissionais-area/assinatura',
    });

    const customersBefore = standIn.calls.filter((c) => c.path === '/v1/customers').length;
    await ctx.request({ method: 'POST', url: '/api/subscription/checkout', headers: pro.headers });
    expect(standIn.calls.filter((c) => c.path === '/v1/customers').length).toBe(customersBefore);
    expect(standIn.calls.filter((c) => c.path === '/v1/checkout/sessions').at(-1)!.form.customer).toBe(pro.customer);
  });

  it('gives the pt-BR checkout message when Stripe fails', async () => {
    const pro = await createProfessional(ctx.deps, { name: 'Falha Stripe', subscription: null });
    standIn.failNext('/v1/checkout/sessions', 400);
    const res = await ctx.request({
      method: 'POST',
      url: '/api/subscription/checkout',
      headers: await loginAs(ctx.deps, pro.userId),
    });
    expect(res.statusCode).toBe(502);
    expect(res.json().error.message).toBe('Não foi possível iniciar o processo de assinatura.');
  });

  it('opens the Customer Portal for the subscriber', async () => {
    const pro = await subscriber('Joana Cello');
    const now = ctx.clock.now();
    await deliver(
      event(
        'customer.subscription.created',
        stripeSubscription({
          id: 'sub_joana',
          customer: pro.customer,
          status: 'active',
          periodEnd: unix(now.getTime() + 30 * DAY),
        }),
      ),
    );
    const res = await ctx.request({ method: 'POST', url: '/api/subscription/portal', headers: pro.headers });
    expect(res.json().url).toMatch(/^https:\/\/billing\.stripe\.test\//);
    expect(standIn.calls.at(-1)!.form).toMatchObject({
      customer: pro.customer,
      return_url: 'https://palco.test/profissionais-area/assinatura',
    });
  });

  it('replaces a customer deleted in the Stripe dashboard and still opens the checkout', async () => {
    const pro = await subscriber('Lia Sanfona');
    standIn.deletedCustomers.add(pro.customer);

    const res = await ctx.request({ method: 'POST', url: '/api/subscription/checkout', headers: pro.headers });

    expect(res.statusCode).toBe(200);
    expect(res.json().url).toMatch(/^https:\/\/checkout\.stripe\.test\//);
    const [row] = await ctx.deps.db
      .select({ customer: t.professionals.stripeCustomerId })
      .from(t.professionals)
      .where(eq(t.professionals.id, pro.professionalId));
    expect(row!.customer).toMatch(/^cus_standin_/);
    expect(row!.customer).not.toBe(pro.customer);
    const created = standIn.calls.filter((c) => c.path === '/v1/customers').at(-1)!;
    expect(created.headers['idempotency-key']).toBe(`customer-${pro.professionalId}-replacing-${pro.customer}`);
    expect(standIn.calls.filter((c) => c.path === '/v1/checkout/sessions').at(-1)!.form.customer).toBe(row!.customer);
  });

  it('the portal of a customer deleted at Stripe says there is no subscription and forgets the customer', async () => {
    const pro = await subscriber('Teo Pandeiro');
    const now = ctx.clock.now();
    await deliver(
      event(
        'customer.subscription.created',
        stripeSubscription({
          id: 'sub_teo',
          customer: pro.customer,
          status: 'active',
          periodEnd: unix(now.getTime() + 30 * DAY),
        }),
      ),
    );
    standIn.deletedCustomers.add(pro.customer);

    const res = await ctx.request({ method: 'POST', url: '/api/subscription/portal', headers: pro.headers });

    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Você ainda não possui uma assinatura.');
    const [row] = await ctx.deps.db
      .select({ customer: t.professionals.stripeCustomerId })
      .from(t.professionals)
      .where(eq(t.professionals.id, pro.professionalId));
    expect(row!.customer).toBeNull();
  });

  it('the status check reads Stripe when the webhook has not arrived (yet)', async () => {
    const pro = await subscriber('Pietra Acordeom');
    expect(await check(pro.headers)).toMatchObject({ has_subscription: false, is_active: false });

    const trialEnd = unix(ctx.clock.now().getTime() + 3 * DAY);
    standIn.subscriptions.set(
      'sub_pietra',
      stripeSubscription({
        id: 'sub_pietra',
        customer: pro.customer,
        status: 'trialing',
        periodEnd: trialEnd,
        trialEnd,
      }),
    );
    expect(await check(pro.headers)).toMatchObject({ has_subscription: true, is_active: true, status: 'trialing' });
    expect(standIn.calls.at(-1)).toMatchObject({ method: 'GET', path: '/v1/subscriptions' });
    expect(await listed('Pietra Acordeom')).toBe(true);

    // The late webhook, older than what was read from Stripe, changes nothing.
    const late = event(
      'customer.subscription.created',
      stripeSubscription({ id: 'sub_pietra', customer: pro.customer, status: 'incomplete', periodEnd: trialEnd }),
      unix(ctx.clock.now()) - 30,
    );
    expect((await deliver(late)).json()).toMatchObject({ outcome: 'stale' });

    // While active, the check does not call Stripe.
    const before = standIn.calls.length;
    await check(pro.headers);
    expect(standIn.calls.length).toBe(before);
  });

  it('falls back to the stored status when Stripe cannot be read', async () => {
    const pro = await subscriber('Quirino Pífano');
    standIn.failNext('/v1/subscriptions', 400);
    const res = await ctx.request({ method: 'POST', url: '/api/subscription/check', headers: pro.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ has_subscription: false, is_active: false, status: 'inactive' });
  });

  it('has no test-provider pages while Stripe is configured', async () => {
    const pro = await createProfessional(ctx.deps, { name: 'Sem Teste', subscription: null });
    const headers = await loginAs(ctx.deps, pro.userId);
    expect(
      (await ctx.request({ method: 'GET', url: '/api/subscription/test-checkout?session=x', headers })).statusCode,
    ).toBe(404);
    expect(
      (await ctx.request({ method: 'POST', url: '/api/subscription/test-portal/cancel', headers })).statusCode,
    ).toBe(404);
  });
});

describe('Stripe webhook', () => {
  it('a correctly signed checkout.session.completed makes the professional a trialing subscriber, listed in search', async () => {
    const pro = await subscriber('Karina Harpa');
    const now = ctx.clock.now();
    const trialEnd = unix(now.getTime() + 3 * DAY);
    standIn.subscriptions.set(
      'sub_karina',
      stripeSubscription({
        id: 'sub_karina',
        customer: pro.customer,
        status: 'trialing',
        periodEnd: trialEnd,
        trialEnd,
        professionalId: pro.professionalId,
      }),
    );
    const res = await deliver(
      event('checkout.session.completed', {
        id: 'cs_k',
        object: 'checkout.session',
        mode: 'subscription',
        subscription: 'sub_karina',
        customer: pro.customer,
        client_reference_id: pro.professionalId,
        metadata: {},
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true, outcome: 'applied' });
    expect(await check(pro.headers)).toMatchObject({
      has_subscription: true,
      is_active: true,
      status: 'trialing',
      trial_end: new Date(trialEnd * 1000).toISOString(),
    });
    expect(await listed('Karina Harpa')).toBe(true);
    // The row says whose it is and how it is paid.
    const [row] = await ctx.deps.db
      .select()
      .from(t.subscriptions)
      .where(eq(t.subscriptions.professionalId, pro.professionalId));
    expect(row).toMatchObject({
      provider: 'stripe',
      providerSubscriptionId: 'sub_karina',
      providerCustomerId: pro.customer,
      paymentMethod: 'card',
    });
  });

  it('offers cards only, through Stripe, and refuses a method it does not take', async () => {
    expect((await ctx.request({ method: 'GET', url: '/api/subscription/methods' })).json()).toEqual({
      methods: [{ method: 'card', label: 'Cartão de crédito' }],
    });
    const pro = await createProfessional(ctx.deps, { name: 'Sem Boleto', subscription: null });
    const res = await ctx.request({
      method: 'POST',
      url: '/api/subscription/checkout',
      headers: await loginAs(ctx.deps, pro.userId),
      payload: { method: 'boleto' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(
      'Esta forma de pagamento não está disponível. Escolha outra na página de assinatura.',
    );
  });

  it('refuses wrongly signed, unsigned and stale payloads and changes nothing', async () => {
    const pro = await subscriber('Lauro Tuba');
    const forged = event(
      'customer.subscription.created',
      stripeSubscription({
        id: 'sub_forged',
        customer: pro.customer,
        status: 'active',
        periodEnd: unix(ctx.clock.now().getTime() + 30 * DAY),
      }),
    );
    for (const res of [
      await deliver(forged, { secret: 'whsec_attacker' }),
      await deliver(forged, { signature: null }),
      await deliver(forged, { signature: 't=1,v1=deadbeef' }),
      await deliver(forged, { timestamp: unix(ctx.clock.now()) - 301 }),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('Assinatura do webhook inválida.');
    }
    // The signature covers the exact bytes: re-serialising the same JSON differently breaks it.
    const payload = JSON.stringify(forged);
    const signature = signer.webhooks.generateTestHeaderString({
      payload,
      secret: WEBHOOK_SECRET,
      timestamp: unix(ctx.clock.now()),
    });
    expect((await deliver(JSON.stringify(forged, null, 2), { signature })).statusCode).toBe(400);

    expect(await check(pro.headers)).toMatchObject({ has_subscription: false, is_active: false });
    expect(await listed('Lauro Tuba')).toBe(false);
    const [seen] = await ctx.deps.db.select().from(t.paymentEvents).where(eq(t.paymentEvents.id, forged.id));
    expect(seen).toBeUndefined();
  });

  it('answers any malformed delivery, correctly signed or not, with a 4xx in the error shape, never a 5xx', async () => {
    const body = fc.oneof(
      fc.string({ maxLength: 200 }),
      fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v) ?? 'null'),
      // Shaped like the events the server acts on, with anything inside.
      fc
        .record({
          id: fc.string(),
          object: fc.constant('event'),
          type: fc.oneof(
            fc.constantFrom(
              'customer.subscription.created',
              'customer.subscription.updated',
              'customer.subscription.deleted',
              'checkout.session.completed',
            ),
            fc.string(),
          ),
          created: fc.oneof(fc.integer(), fc.constant(unix(ctx.clock.now()))),
          data: fc.oneof(
            fc.jsonValue({ maxDepth: 2 }),
            fc.record({
              object: fc.dictionary(
                fc.constantFrom(
                  'id',
                  'customer',
                  'status',
                  'items',
                  'mode',
                  'subscription',
                  'metadata',
                  'current_period_end',
                  'trial_end',
                ),
                fc.jsonValue({ maxDepth: 2 }),
              ),
            }),
          ),
        })
        .map((v) => JSON.stringify(v)),
    );
    const signature = fc.oneof(fc.constant(undefined), fc.constant(null), fc.string({ maxLength: 80 }));
    await fc.assert(
      fc.asyncProperty(body, signature, async (payload, sig) => {
        // Unsigned, wrongly signed, or signed with the endpoint's own secret (as only Stripe could).
        const res = await deliver(payload, sig === undefined ? {} : { signature: sig });
        const what = `${payload.slice(0, 80)} / ${String(sig).slice(0, 40)}: ${res.statusCode} ${res.body.slice(0, 120)}`;
        expect(res.statusCode, what).toBeLessThan(500);
        if (res.statusCode >= 400)
          expect(res.json(), what).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) } });
      }),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 40) },
    );
  });

  it('processes a replayed event only once', async () => {
    const pro = await subscriber('Mário Oboé');
    const now = ctx.clock.now();
    const created = event(
      'customer.subscription.created',
      stripeSubscription({
        id: 'sub_mario',
        customer: pro.customer,
        status: 'active',
        periodEnd: unix(now.getTime() + 30 * DAY),
      }),
    );
    expect((await deliver(created)).json()).toMatchObject({ outcome: 'applied' });

    // The subscriber cancels; the same creation event arrives again (Stripe retries).
    const deleted = event(
      'customer.subscription.deleted',
      stripeSubscription({
        id: 'sub_mario',
        customer: pro.customer,
        status: 'canceled',
        periodEnd: unix(now.getTime() + 30 * DAY),
      }),
      unix(now) + 5,
    );
    expect((await deliver(deleted)).json()).toMatchObject({ outcome: 'applied' });
    const replay = await deliver(created);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toMatchObject({ outcome: 'duplicate' });
    expect(await check(pro.headers)).toMatchObject({ status: 'canceled', is_active: false });
    const rows = await ctx.deps.db.select().from(t.paymentEvents).where(eq(t.paymentEvents.id, created.id));
    expect(rows).toHaveLength(1);
  });

  it('ignores an event older than the state already held (out of order)', async () => {
    const pro = await subscriber('Nina Fagote');
    const now = ctx.clock.now();
    const periodEnd = unix(now.getTime() + 30 * DAY);
    const older = event(
      'customer.subscription.updated',
      stripeSubscription({
        id: 'sub_nina',
        customer: pro.customer,
        status: 'trialing',
        periodEnd,
        trialEnd: periodEnd,
      }),
      unix(now) - 60,
    );
    const newer = event(
      'customer.subscription.updated',
      stripeSubscription({
        id: 'sub_nina',
        customer: pro.customer,
        status: 'active',
        periodEnd,
        cancelAtPeriodEnd: true,
      }),
      unix(now) - 10,
    );
    expect((await deliver(newer)).json()).toMatchObject({ outcome: 'applied' });
    expect((await deliver(older)).json()).toMatchObject({ outcome: 'stale' });
    expect(await check(pro.headers)).toMatchObject({ status: 'active', cancel_at_period_end: true, trial_end: null });

    // A deletion is final even if an update of the same second arrives after it.
    const deleted = event(
      'customer.subscription.deleted',
      stripeSubscription({ id: 'sub_nina', customer: pro.customer, status: 'canceled', periodEnd }),
      unix(now),
    );
    const sameSecond = event(
      'customer.subscription.updated',
      stripeSubscription({ id: 'sub_nina', customer: pro.customer, status: 'active', periodEnd }),
      unix(now),
    );
    await deliver(deleted);
    expect((await deliver(sameSecond)).json()).toMatchObject({ outcome: 'stale' });
    expect(await check(pro.headers)).toMatchObject({ status: 'canceled', is_active: false });
    expect(await listed('Nina Fagote')).toBe(false);
  });

  it('an active Stripe subscription leaves search when its period ends without renewal', async () => {
    const pro = await subscriber('Otávio Bandolim');
    const periodEnd = ctx.clock.now().getTime() + 10 * DAY;
    await deliver(
      event(
        'customer.subscription.updated',
        stripeSubscription({ id: 'sub_otavio', customer: pro.customer, status: 'active', periodEnd: unix(periodEnd) }),
      ),
    );
    expect(await listed('Otávio Bandolim')).toBe(true);
    ctx.clock.set(new Date(periodEnd + 1000));
    expect(await listed('Otávio Bandolim')).toBe(false);
    expect(await check(pro.headers)).toMatchObject({ is_active: false, status: 'inactive' });
    // The renewal arrives: listed again.
    await deliver(
      event(
        'customer.subscription.updated',
        stripeSubscription({
          id: 'sub_otavio',
          customer: pro.customer,
          status: 'active',
          periodEnd: unix(periodEnd + 30 * DAY),
        }),
      ),
    );
    expect(await listed('Otávio Bandolim')).toBe(true);
  });

  it('acknowledges events of other customers and types without changing anything', async () => {
    const other = await deliver(
      event(
        'customer.subscription.created',
        stripeSubscription({
          id: 'sub_other',
          customer: 'cus_unknown',
          status: 'active',
          periodEnd: unix(ctx.clock.now()) + 1000,
        }),
      ),
    );
    expect(other.json()).toMatchObject({ received: true, outcome: 'ignored' });
    const invoice = await deliver(event('invoice.paid', { id: 'in_1', object: 'invoice' }));
    expect(invoice.json()).toMatchObject({ outcome: 'ignored' });
    const [row] = await ctx.deps.db
      .select()
      .from(t.subscriptions)
      .where(eq(t.subscriptions.providerSubscriptionId, 'sub_other'));
    expect(row).toBeUndefined();
  });
});

describe('the e-mails of a Stripe subscription', () => {
  const subjects = async (email: string) =>
    (
      (await ctx.request({ method: 'GET', url: `/api/dev/mailbox?to=${encodeURIComponent(email)}` })).json() as {
        subject: string;
      }[]
    ).map((m) => m.subject);

  it('a failed payment is told once, with the way to fix it; the payment that follows is a payment received', async () => {
    const pro = await subscriber('Rui Pagamento');
    const periodEnd = unix(ctx.clock.now().getTime() + 30 * DAY);
    await deliver(
      event(
        'customer.subscription.created',
        stripeSubscription({ id: 'sub_rui', customer: pro.customer, status: 'active', periodEnd }),
      ),
    );
    expect(await subjects(pro.email)).toEqual(['Recibo: pagamento da sua assinatura do Palco Brasil']);

    const failed = event(
      'customer.subscription.updated',
      stripeSubscription({ id: 'sub_rui', customer: pro.customer, status: 'past_due', periodEnd }),
    );
    expect((await deliver(failed)).statusCode).toBe(200);
    // Stripe retries an event it thinks undelivered: a replay is a duplicate, and tells nothing twice.
    await deliver(failed);
    const after = await subjects(pro.email);
    expect(after.filter((s) => s === 'Pagamento pendente na sua assinatura do Palco Brasil')).toHaveLength(1);
    const [mail] = (
      await ctx.request({ method: 'GET', url: `/api/dev/mailbox?to=${encodeURIComponent(pro.email)}` })
    ).json() as { subject: string; text: string }[];
    expect(mail?.text).toContain('seu perfil fica fora das buscas');

    ctx.clock.advance(60_000);
    await deliver(
      event(
        'customer.subscription.updated',
        stripeSubscription({ id: 'sub_rui', customer: pro.customer, status: 'active', periodEnd }),
      ),
    );
    expect(
      (await subjects(pro.email)).filter((s) => s === 'Recibo: pagamento da sua assinatura do Palco Brasil'),
    ).toHaveLength(2);
  });
});
