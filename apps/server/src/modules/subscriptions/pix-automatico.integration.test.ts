import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as t from '../../db/schema.ts';
import { startAsaasStandIn, type AsaasStandIn } from '../../test/asaas-stand-in.ts';
import { buildTestApp, createProfessional, loginAs, type TestApp } from '../../test/helpers.ts';
import { sendTimeNotices } from '../notices/notices.ts';

const TOKEN = 'token-do-webhook-asaas-123';
const silent = { error: () => {} };
let ctx: TestApp;
let asaas: AsaasStandIn;
let eventSeq = 0;

beforeAll(async () => {
  asaas = await startAsaasStandIn();
  ctx = await buildTestApp({
    publicUrl: 'https://palco.test',
    asaas: { apiKey: asaas.apiKey, webhookToken: TOKEN, baseUrl: asaas.baseUrl, pixAutomatic: true },
  });
});
afterAll(async () => {
  await ctx.close();
  await asaas.close();
});
beforeEach(() => ctx.clock.set(new Date('2026-06-01T12:00:00Z')));

const post = (url: string, headers: Record<string, string>, payload?: object) =>
  ctx.request({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
const check = async (headers: Record<string, string>) => (await post('/api/subscription/check', headers)).json();
const openPayment = (headers: Record<string, string>) =>
  ctx.request({ method: 'GET', url: '/api/subscription/payment', headers });
const callsTo = (method: string, path: RegExp) => asaas.calls.filter((c) => c.method === method && path.test(c.path));

/** Asaas's delivery of a Pix Automático authorization event, with the shared token. */
function authorizationEvent(event: string, authorization: { id: string; status: string; customerId: string }) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/webhooks/asaas',
    payload: JSON.stringify({ id: `evt_pa_${++eventSeq}`, event, dateCreated: '2026-06-01 09:00:00', authorization }),
    headers: { 'content-type': 'application/json', 'asaas-access-token': TOKEN },
  });
}

/** A verified professional who chooses Pix Automático: listed at once, so the Asaas subscription exists with its first Pix charge. */
async function subscriber(name: string) {
  const pro = await createProfessional(ctx.deps, { name, subscription: null });
  const headers = await loginAs(ctx.deps, pro.userId);
  const res = await post('/api/subscription/checkout', headers, { method: 'pix_automatico' });
  expect(res.statusCode, res.body).toBe(200);
  const [row] = await ctx.deps.db
    .select()
    .from(t.subscriptions)
    .where(eq(t.subscriptions.professionalId, pro.professionalId));
  return { ...pro, headers, subscriptionId: row!.providerSubscriptionId!, customerId: row!.providerCustomerId! };
}

describe('Pix Automático through Asaas (an eligible account)', () => {
  it('is offered first among the ways to pay by Pix', async () => {
    expect((await ctx.request({ method: 'GET', url: '/api/subscription/methods' })).json()).toEqual({
      methods: [
        { method: 'pix_automatico', label: 'Pix Automático' },
        { method: 'pix', label: 'Pix' },
        { method: 'boleto', label: 'Boleto' },
        { method: 'card', label: 'Cartão de crédito' },
      ],
    });
  });

  it('starts as a Pix subscription whose first charge carries the offer, and becomes Pix Automático once the payer authorises it', async () => {
    const pro = await subscriber('Amanda Automática');
    expect(callsTo('POST', /^\/subscriptions$/).at(-1)!.body).toMatchObject({
      customer: pro.customerId,
      billingType: 'PIX',
      value: 47,
      cycle: 'MONTHLY',
    });
    // Nothing authorised yet: the first charge is paid by its Pix code, where the bank's app offers the authorization.
    expect(await check(pro.headers)).toMatchObject({ status: 'trialing', provider: 'asaas', payment_method: 'pix' });
    const first = (await openPayment(pro.headers)).json();
    expect(first).toMatchObject({ method: 'pix', pix: { code: expect.stringMatching(/^000201/) } });

    const authorization = asaas.authorize(pro.customerId);
    const res = await authorizationEvent('PIX_AUTOMATIC_RECURRING_AUTHORIZATION_ACTIVATED', authorization);
    expect(res.json()).toEqual({ received: true, outcome: 'applied' });
    expect(callsTo('GET', new RegExp(`^/pix/automatic/authorizations/${authorization.id}$`))).toHaveLength(1);
    expect(await check(pro.headers)).toMatchObject({ status: 'trialing', payment_method: 'pix_automatico' });
    // The bank debits it on the due date: no code to pay by hand.
    expect((await openPayment(pro.headers)).json()).toMatchObject({ method: 'pix_automatico', pix: null });
  });

  it('believes no authorization event: one Asaas does not know is refused, and one Asaas still holds as created changes nothing', async () => {
    const pro = await subscriber('Caio Cético');
    const unknown = await authorizationEvent('PIX_AUTOMATIC_RECURRING_AUTHORIZATION_ACTIVATED', {
      id: 'nao-existe',
      status: 'ACTIVE',
      customerId: pro.customerId,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe('Evento do webhook ilegível.');

    const pending = asaas.authorize(pro.customerId, 'CREATED');
    await authorizationEvent('PIX_AUTOMATIC_RECURRING_AUTHORIZATION_ACTIVATED', { ...pending, status: 'ACTIVE' });
    expect(await check(pro.headers)).toMatchObject({ payment_method: 'pix' });
  });

  it('the payer cancelling in the bank app turns it back into a Pix paid each month', async () => {
    const pro = await subscriber('Bia Banco');
    const authorization = asaas.authorize(pro.customerId);
    await authorizationEvent('PIX_AUTOMATIC_RECURRING_AUTHORIZATION_ACTIVATED', authorization);
    expect(await check(pro.headers)).toMatchObject({ payment_method: 'pix_automatico' });

    ctx.clock.advance(60_000);
    asaas.authorizations.set(authorization.id, { ...authorization, status: 'CANCELLED' });
    const res = await authorizationEvent('PIX_AUTOMATIC_RECURRING_AUTHORIZATION_CANCELLED', {
      ...authorization,
      status: 'CANCELLED',
    });
    expect(res.json()).toMatchObject({ outcome: 'applied' });
    expect(await check(pro.headers)).toMatchObject({ payment_method: 'pix' });
    expect((await openPayment(pro.headers)).json()).toMatchObject({ method: 'pix', pix: { code: expect.any(String) } });
  });

  it('switching to boleto ends the authorization, so that the bank debits nothing more', async () => {
    const pro = await subscriber('Davi Débito');
    const authorization = asaas.authorize(pro.customerId);
    await authorizationEvent('PIX_AUTOMATIC_RECURRING_AUTHORIZATION_ACTIVATED', authorization);
    ctx.clock.advance(60_000);

    const res = await post('/api/subscription/method', pro.headers, { method: 'boleto' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ payment_method: 'boleto' });
    expect(callsTo('DELETE', new RegExp(`^/pix/automatic/authorizations/${authorization.id}$`))).toHaveLength(1);
    expect(asaas.authorizations.get(authorization.id)!.status).toBe('CANCELLED');
  });

  it('cancelling the subscription cancels the authorization with it', async () => {
    const pro = await subscriber('Elisa Encerra');
    const authorization = asaas.authorize(pro.customerId);
    await authorizationEvent('PIX_AUTOMATIC_RECURRING_AUTHORIZATION_ACTIVATED', authorization);
    ctx.clock.advance(60_000);

    const res = await post('/api/subscription/cancel', pro.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(asaas.subscriptions.get(pro.subscriptionId)!.deleted).toBe(true);
    expect(asaas.authorizations.get(authorization.id)!.status).toBe('CANCELLED');
  });

  it('tells the coming debit as a debit, not as a charge to pay', async () => {
    const pro = await subscriber('Fábio Futuro');
    await authorizationEvent('PIX_AUTOMATIC_RECURRING_AUTHORIZATION_ACTIVATED', asaas.authorize(pro.customerId));
    await sendTimeNotices(ctx.deps, silent);
    const mails = (
      await ctx.request({ method: 'GET', url: `/api/dev/mailbox?to=${encodeURIComponent(pro.email)}` })
    ).json() as { subject: string; text: string; links: string[] }[];
    const told = mails.filter((m) => m.subject.startsWith('Sua assinatura do Palco Brasil será debitada em'));
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toContain('Você não precisa fazer nada.');
    expect(told[0]!.links).toContain('https://palco.test/profissionais-area/assinatura');
    expect(mails.filter((m) => m.subject.startsWith('Sua cobrança'))).toHaveLength(0);
  });
});
