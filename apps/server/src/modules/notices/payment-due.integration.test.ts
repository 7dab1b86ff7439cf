import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema.ts';
import { startAsaasStandIn, type AsaasStandIn } from '../../test/asaas-stand-in.ts';
import { buildTestApp, createProfessional, loginAs, type TestApp } from '../../test/helpers.ts';
import { sendTimeNotices } from './notices.ts';

const DAY = 86_400_000;
const silent = { error: () => {} };
let ctx: TestApp;
let asaas: AsaasStandIn;

beforeAll(async () => {
  asaas = await startAsaasStandIn();
  ctx = await buildTestApp({
    publicUrl: 'https://palco.test',
    asaas: {
      apiKey: asaas.apiKey,
      webhookToken: 'token-do-webhook-asaas-123',
      baseUrl: asaas.baseUrl,
      pixAutomatic: false,
    },
  });
  ctx.clock.set(new Date('2026-06-01T12:00:00Z'));
});
afterAll(async () => {
  await ctx.close();
  await asaas.close();
});

const mails = async (email: string) =>
  (await ctx.request({ method: 'GET', url: `/api/dev/mailbox?to=${encodeURIComponent(email)}` })).json() as {
    subject: string;
    text: string;
    links: string[];
  }[];

/** Listed at once (verified and confirmed): the Asaas subscription is created with its first charge due when the trial ends. */
async function subscriber(name: string, method: 'pix' | 'boleto' | 'card') {
  const pro = await createProfessional(ctx.deps, { name, subscription: null });
  const headers = await loginAs(ctx.deps, pro.userId);
  const res = await ctx.request({ method: 'POST', url: '/api/subscription/checkout', headers, payload: { method } });
  expect(res.statusCode, res.body).toBe(200);
  const [row] = await ctx.deps.db
    .select()
    .from(t.subscriptions)
    .where(eq(t.subscriptions.professionalId, pro.professionalId));
  const [charge] = [...asaas.payments.values()].filter((p) => p.subscription === row!.providerSubscriptionId);
  return { ...pro, charge: charge! };
}

describe('a Pix or boleto charge coming due is told once, with where to pay it', () => {
  it('tells the boleto with its link and grace period, the Pix with its own, and nothing for a card', async () => {
    const boleto = await subscriber('Bento Boleto', 'boleto');
    const pix = await subscriber('Pietra Pix', 'pix');
    const card = await subscriber('Caio Cartão', 'card');
    const due = boleto.charge.dueDate;
    const [year, month, day] = due.split('-');

    // The trial ends in three days, with the first charge: told now, once however many passes run.
    const first = await sendTimeNotices(ctx.deps, silent);
    expect(first.paymentDue).toBeGreaterThanOrEqual(2);
    await sendTimeNotices(ctx.deps, silent);

    const toBoleto = (await mails(boleto.email)).filter(
      (m) => m.subject === `Sua cobrança do Palco Brasil vence em ${day}/${month}/${year}`,
    );
    expect(toBoleto).toHaveLength(1);
    expect(toBoleto[0]!.text).toContain('por boleto, com vencimento em');
    expect(toBoleto[0]!.text).toContain('seu perfil sai das buscas 3 dias úteis depois do vencimento');
    expect(toBoleto[0]!.links).toContain(boleto.charge.bankSlipUrl);

    const toPix = (await mails(pix.email)).filter((m) => m.subject.startsWith('Sua cobrança do Palco Brasil vence em'));
    expect(toPix).toHaveLength(1);
    expect(toPix[0]!.text).toContain('Pagar com Pix');
    expect(toPix[0]!.links).toContain(pix.charge.invoiceUrl);

    expect((await mails(card.email)).filter((m) => m.subject.startsWith('Sua cobrança'))).toHaveLength(0);
  });

  it('says nothing while the provider has no open charge, and tells it once it is issued', async () => {
    const pro = await subscriber('Olívia Espera', 'pix');
    const told = async () => (await mails(pro.email)).filter((m) => m.subject.startsWith('Sua cobrança'));
    asaas.payments.delete(pro.charge.id);
    await sendTimeNotices(ctx.deps, silent);
    expect(await told()).toHaveLength(0);
    asaas.addPayment(pro.charge.subscription!, pro.charge.dueDate);
    ctx.clock.advance(DAY);
    await sendTimeNotices(ctx.deps, silent);
    await sendTimeNotices(ctx.deps, silent);
    expect(await told()).toHaveLength(1);
  });
});
