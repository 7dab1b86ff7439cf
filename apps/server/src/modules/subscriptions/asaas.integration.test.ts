import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays, brazilDay } from '@app/domain/rules/calendar-day';
import { endOfBrazilDay } from '../../adapters/payments/asaas-payments.ts';
import * as t from '../../db/schema.ts';
import { startAsaasStandIn, type AsaasStandIn } from '../../test/asaas-stand-in.ts';
import { buildTestApp, createProfessional, loginAs, type TestApp } from '../../test/helpers.ts';

const DAY = 86_400_000;
const TOKEN = 'token-do-webhook-asaas-123';
let ctx: TestApp;
let asaas: AsaasStandIn;
let admin: Record<string, string>;
let eventSeq = 0;

beforeAll(async () => {
  asaas = await startAsaasStandIn();
  ctx = await buildTestApp({
    publicUrl: 'https://palco.test',
    asaas: { apiKey: asaas.apiKey, webhookToken: TOKEN, baseUrl: asaas.baseUrl, pixAutomatic: false },
  });
  const [user] = await ctx.deps.db
    .insert(t.users)
    .values({
      name: 'Admin',
      email: 'admin-asaas@exemplo.com.br',
      passwordHash: 'x',
      role: 'admin',
      emailConfirmedAt: ctx.clock.now(),
    })
    .returning({ id: t.users.id });
  admin = await loginAs(ctx.deps, user!.id);
});
afterAll(async () => {
  await ctx.close();
  await asaas.close();
});
beforeEach(() => ctx.clock.set(new Date('2026-06-01T12:00:00Z')));

const post = (url: string, headers: Record<string, string>, payload?: object) =>
  ctx.request({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
const check = async (headers: Record<string, string>) => (await post('/api/subscription/check', headers)).json();
const listed = async (name: string) =>
  (
    (await ctx.request({ method: 'GET', url: `/api/professionals?q=${encodeURIComponent(name)}` })).json() as {
      items: { name: string }[];
    }
  ).items.some((i) => i.name === name);
const callsTo = (method: string, path: RegExp) => asaas.calls.filter((c) => c.method === method && path.test(c.path));

/** Asaas's delivery: its JSON with the shared token in asaas-access-token. */
function deliver(body: object, token: string | null = TOKEN) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/webhooks/asaas',
    payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...(token === null ? {} : { 'asaas-access-token': token }) },
  });
}
const paymentEvent = (event: string, paymentId: string, id = `evt_${++eventSeq}`) => {
  const payment = asaas.payments.get(paymentId)!;
  return { id, event, dateCreated: '2026-06-01 09:00:00', payment: { object: 'payment', ...payment } };
};

/** A professional who checks out with Asaas; verified unless said otherwise. */
async function subscriber(name: string, method: 'pix' | 'boleto' | 'card', verified = true) {
  const pro = await createProfessional(ctx.deps, { name, subscription: null, verified });
  const headers = await loginAs(ctx.deps, pro.userId);
  const res = await post('/api/subscription/checkout', headers, { method });
  expect(res.statusCode, res.body).toBe(200);
  const row = async () =>
    (
      await ctx.deps.db.select().from(t.subscriptions).where(eq(t.subscriptions.professionalId, pro.professionalId))
    )[0]!;
  return { ...pro, headers, url: (res.json() as { url: string }).url, row };
}

describe('Asaas: Pix and boleto (and cards, with no Stripe)', () => {
  it('offers Pix, boleto and the card through Asaas when Stripe is not configured', async () => {
    expect((await ctx.request({ method: 'GET', url: '/api/subscription/methods' })).json()).toEqual({
      methods: [
        { method: 'pix', label: 'Pix' },
        { method: 'boleto', label: 'Boleto' },
        { method: 'card', label: 'Cartão de crédito' },
      ],
    });
    // The terms and the footer no longer speak of the built-in test checkout.
    expect((await ctx.request({ method: 'GET', url: '/api/legal' })).json()).toMatchObject({ test_payments: false });
  });

  it('keeps the trial here: nothing is due at Asaas until the profile is listed, then the first boleto is due when the trial ends', async () => {
    const pro = await subscriber('Bruna Boleto', 'boleto', false);
    expect(pro.url).toBe('/checkout-success');
    const [customer] = callsTo('POST', /^\/customers$/).slice(-1);
    expect(customer?.body).toMatchObject({
      name: 'Bruna Boleto',
      email: pro.email,
      externalReference: pro.professionalId,
    });
    expect(customer?.headers.access_token).toBe(asaas.apiKey);
    expect(await pro.row()).toMatchObject({
      provider: 'asaas',
      providerSubscriptionId: null,
      paymentMethod: 'boleto',
      status: 'trialing',
      trialEndsAt: null,
    });
    expect(await check(pro.headers)).toMatchObject({ is_active: true, status: 'trialing', trial_end: null });
    const before = callsTo('POST', /^\/subscriptions$/).length;

    ctx.clock.advance(2 * DAY);
    const verifiedAt = ctx.clock.now();
    expect((await post(`/api/admin/professionals/${pro.professionalId}/verify`, admin)).statusCode).toBe(200);
    const due = brazilDay(new Date(verifiedAt.getTime() + 3 * DAY));
    const created = callsTo('POST', /^\/subscriptions$/);
    expect(created).toHaveLength(before + 1);
    expect(created.at(-1)!.body).toEqual({
      customer: (await pro.row()).providerCustomerId,
      billingType: 'BOLETO',
      value: 47,
      nextDueDate: due,
      cycle: 'MONTHLY',
      description: 'Palco Brasil – assinatura mensal',
      externalReference: `${pro.professionalId}:trial`,
    });
    const end = endOfBrazilDay(due).toISOString();
    expect(await check(pro.headers)).toEqual({
      has_subscription: true,
      is_active: true,
      status: 'trialing',
      trial_end: end,
      current_period_end: end,
      cancel_at_period_end: false,
      provider: 'asaas',
      payment_method: 'boleto',
    });
    expect(await listed('Bruna Boleto')).toBe(true);
  });

  it('believes no webhook: a wrong token changes nothing, and a right one is applied as the API tells it', async () => {
    const pro = await subscriber('Paulo Pix', 'pix');
    const { providerSubscriptionId } = await pro.row();
    expect(providerSubscriptionId).toMatch(/^sub_standin_/);
    const [payment] = [...asaas.payments.values()].filter((p) => p.subscription === providerSubscriptionId);

    for (const token of ['token-errado-000000000', null]) {
      const res = await deliver(paymentEvent('PAYMENT_RECEIVED', payment!.id), token);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('Assinatura do webhook inválida.');
    }

    // The event says received; Asaas says still pending: the trial goes on as Asaas says.
    const forged = await deliver(paymentEvent('PAYMENT_RECEIVED', payment!.id));
    expect(forged.json()).toMatchObject({ received: true });
    expect(await check(pro.headers)).toMatchObject({ status: 'trialing' });

    // Paid at Asaas: the next event (any) brings the paid month.
    expect(payment!.dueDate.slice(0, 7)).toBe('2026-06');
    asaas.pay(payment!.id, payment!.dueDate);
    ctx.clock.set(endOfBrazilDay(payment!.dueDate));
    const received = paymentEvent('PAYMENT_RECEIVED', payment!.id);
    expect((await deliver(received)).json()).toEqual({ received: true, outcome: 'applied' });
    // A month from the due date: the day before the same day of the next month (June here).
    const paidThrough = endOfBrazilDay(addDays(`2026-07-${payment!.dueDate.slice(8)}`, -1));
    expect(await check(pro.headers)).toMatchObject({
      is_active: true,
      status: 'active',
      current_period_end: paidThrough.toISOString(),
    });
    // The same event again is a duplicate.
    expect((await deliver(received)).json()).toEqual({ received: true, outcome: 'duplicate' });
  });

  it('a boleto past its due date keeps the profile listed three business days, then it leaves search', async () => {
    const pro = await subscriber('Gabi Graça', 'boleto');
    const { providerSubscriptionId } = await pro.row();
    const [first] = [...asaas.payments.values()].filter((p) => p.subscription === providerSubscriptionId);
    asaas.pay(first!.id, first!.dueDate);
    // The next boleto, due on a Thursday (2026-07-02): Friday, Monday and Tuesday are its grace.
    const next = asaas.addPayment(providerSubscriptionId!, '2026-07-02');
    ctx.clock.set(new Date('2026-06-20T12:00:00Z'));
    await deliver(paymentEvent('PAYMENT_CREATED', next.id));
    expect(await check(pro.headers)).toMatchObject({
      status: 'active',
      current_period_end: endOfBrazilDay('2026-07-07').toISOString(),
    });

    ctx.clock.set(new Date('2026-07-06T12:00:00Z'));
    await deliver(paymentEvent('PAYMENT_OVERDUE', next.id));
    expect(await listed('Gabi Graça')).toBe(true);
    ctx.clock.set(endOfBrazilDay('2026-07-07'));
    expect(await listed('Gabi Graça')).toBe(false);
    await deliver(paymentEvent('PAYMENT_OVERDUE', next.id));
    // A month on, the session of the checkout has expired: sign in again.
    expect(await check(await loginAs(ctx.deps, pro.userId))).toMatchObject({ is_active: false, status: 'past_due' });
  });

  it('switching to Pix changes the payments still to come; the open one stays a boleto', async () => {
    const pro = await subscriber('Silvia Troca', 'boleto');
    const { providerSubscriptionId } = await pro.row();
    const res = await post('/api/subscription/method', pro.headers, { method: 'pix' });
    expect(res.statusCode, res.body).toBe(200);
    expect(callsTo('POST', new RegExp(`^/subscriptions/${providerSubscriptionId}$`)).at(-1)!.body).toEqual({
      billingType: 'PIX',
      updatePendingPayments: false,
    });
    expect(await pro.row()).toMatchObject({ paymentMethod: 'pix' });
    const open = (await ctx.request({ method: 'GET', url: '/api/subscription/payment', headers: pro.headers })).json();
    expect(open).toMatchObject({
      method: 'boleto',
      boleto_url: expect.stringMatching(/^https:\/\/sandbox\.asaas\.test\/b\//),
      pix: null,
    });
    expect((await post('/api/subscription/method', pro.headers, { method: 'pix_automatico' })).statusCode).toBe(409);
  });

  it('cancelling deletes the subscription at Asaas: the paid month runs to its end, then it is over', async () => {
    const pro = await subscriber('Clara Cancela', 'pix');
    const { providerSubscriptionId } = await pro.row();
    const [payment] = [...asaas.payments.values()].filter((p) => p.subscription === providerSubscriptionId);
    asaas.pay(payment!.id, payment!.dueDate);
    ctx.clock.set(endOfBrazilDay(payment!.dueDate));
    const res = await post('/api/subscription/cancel', pro.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(callsTo('DELETE', new RegExp(`^/subscriptions/${providerSubscriptionId}$`))).toHaveLength(1);
    const paidThrough = endOfBrazilDay(addDays(`2026-07-${payment!.dueDate.slice(8)}`, -1));
    expect(res.json()).toMatchObject({
      is_active: true,
      status: 'active',
      cancel_at_period_end: true,
      current_period_end: paidThrough.toISOString(),
      provider: 'asaas',
      payment_method: 'pix',
    });
    ctx.clock.set(paidThrough);
    expect(await listed('Clara Cancela')).toBe(false);
  });

  it('cancelling a trial that has not started ends it, with nothing at Asaas', async () => {
    const pro = await subscriber('Tina Espera', 'boleto', false);
    const deletes = callsTo('DELETE', /^\/subscriptions\//).length;
    const res = await post('/api/subscription/cancel', pro.headers);
    expect(res.json()).toMatchObject({ is_active: false, status: 'canceled' });
    expect(callsTo('DELETE', /^\/subscriptions\//)).toHaveLength(deletes);
  });

  it("shows a Pix payment's copy-and-paste code and QR code", async () => {
    const pro = await subscriber('Pedro Qr', 'pix');
    const res = await ctx.request({ method: 'GET', url: '/api/subscription/payment', headers: pro.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      method: 'pix',
      pix: { code: expect.stringMatching(/^00020101/), qr_code_png_base64: expect.any(String) },
    });
    expect(callsTo('GET', /^\/payments\/[^/]+\/pixQrCode$/)).not.toHaveLength(0);
  });

  it('a returning subscriber pays first: the checkout opens the payment at Asaas and nothing is active until it is paid', async () => {
    const pro = await createProfessional(ctx.deps, {
      name: 'Rui Retorno',
      subscription: 'canceled',
      periodEndsAt: new Date(ctx.clock.now().getTime() - DAY),
    });
    const headers = await loginAs(ctx.deps, pro.userId);
    const res = await post('/api/subscription/checkout', headers, { method: 'pix' });
    expect(res.json().url).toMatch(/^https:\/\/sandbox\.asaas\.test\/i\/pay_standin_/);
    expect(callsTo('POST', /^\/subscriptions$/).at(-1)!.body).toMatchObject({
      billingType: 'PIX',
      nextDueDate: brazilDay(ctx.clock.now()),
      externalReference: pro.professionalId,
    });
    expect(await check(headers)).toMatchObject({ is_active: false, status: 'incomplete' });
  });

  it('keeps event ids apart per provider', async () => {
    const pro = await subscriber('Ida Eventos', 'pix');
    const { providerSubscriptionId } = await pro.row();
    const [payment] = [...asaas.payments.values()].filter((p) => p.subscription === providerSubscriptionId);
    await ctx.deps.db
      .insert(t.paymentEvents)
      .values({ id: 'evt_shared_1', provider: 'stripe', type: 'customer.subscription.updated' });
    const res = await deliver(paymentEvent('PAYMENT_UPDATED', payment!.id, 'evt_shared_1'));
    expect(res.json().outcome).not.toBe('duplicate');
    const rows = await ctx.deps.db
      .select()
      .from(t.paymentEvents)
      .where(and(eq(t.paymentEvents.id, 'evt_shared_1')));
    expect(rows.map((r) => r.provider).sort()).toEqual(['asaas', 'stripe']);
  });

  it('reads a delivery as Asaas sends it: its whole payment object, event ids with their sequence suffix, fields it may add', async () => {
    const pro = await subscriber('Renata Registro', 'pix');
    const { providerSubscriptionId, providerCustomerId } = await pro.row();
    const [payment] = [...asaas.payments.values()].filter((p) => p.subscription === providerSubscriptionId);
    asaas.pay(payment!.id, payment!.dueDate);
    ctx.clock.set(endOfBrazilDay(payment!.dueDate));
    // The shape of Asaas's documented PAYMENT_RECEIVED delivery, with this subscription's ids.
    const delivery = {
      id: 'evt_9f2c4e1b7a3d58e6c0b14f27a9d3e851&412790331',
      event: 'PAYMENT_RECEIVED',
      dateCreated: `${payment!.dueDate} 10:42:17`,
      payment: {
        object: 'payment',
        id: payment!.id,
        dateCreated: '2026-06-01',
        customer: providerCustomerId,
        subscription: providerSubscriptionId,
        installment: null,
        paymentLink: null,
        dueDate: payment!.dueDate,
        originalDueDate: payment!.dueDate,
        value: 47,
        netValue: 46.01,
        originalValue: null,
        interestValue: null,
        description: 'Palco Brasil – assinatura mensal',
        externalReference: `${pro.professionalId}:trial`,
        billingType: 'PIX',
        status: 'RECEIVED',
        pixTransaction: 'b1e7c3a0-5d2f-4e8a-9c61-7f03d4a2b958',
        confirmedDate: payment!.dueDate,
        paymentDate: payment!.dueDate,
        clientPaymentDate: payment!.dueDate,
        installmentNumber: null,
        creditDate: payment!.dueDate,
        estimatedCreditDate: payment!.dueDate,
        invoiceUrl: payment!.invoiceUrl,
        bankSlipUrl: null,
        transactionReceiptUrl: `https://sandbox.asaas.test/comprovantes/${payment!.id}`,
        invoiceNumber: '00012345',
        deleted: false,
        anticipated: false,
        anticipable: false,
        postalService: false,
        creditCard: null,
        discount: { value: 0, dueDateLimitDays: 0, limitedDate: null, type: 'FIXED' },
        fine: { value: 0, type: 'FIXED' },
        interest: { value: 0, type: 'PERCENTAGE' },
        escrow: null,
        refunds: null,
        somethingAsaasAddsLater: { any: ['thing'] },
      },
    };
    expect((await deliver(delivery)).json()).toEqual({ received: true, outcome: 'applied' });
    expect(await check(pro.headers)).toMatchObject({ is_active: true, status: 'active', payment_method: 'pix' });
    expect((await deliver(delivery)).json()).toEqual({ received: true, outcome: 'duplicate' });
  });

  it('answers a malformed delivery with the token with a 400, never a 5xx', async () => {
    for (const body of ['não é json', '{}', '{"id": 1}']) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/webhooks/asaas',
        payload: body,
        headers: { 'content-type': 'application/json', 'asaas-access-token': TOKEN },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('Evento do webhook ilegível.');
    }
  });
});
