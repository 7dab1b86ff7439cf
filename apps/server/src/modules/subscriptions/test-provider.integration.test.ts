import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boletoDigitableLine } from '@app/domain/rules/boleto';
import { addDays, brazilDay } from '@app/domain/rules/calendar-day';
import { parseBrCode } from '@app/domain/rules/pix-brcode';
import type { TestCheckout } from '@app/domain/schemas/api/subscription';
import { subscriptions } from '../../db/schema.ts';
import { buildTestApp, createProfessional, loginAs, type TestApp } from '../../test/helpers.ts';

let ctx: TestApp;
const DAY = 86_400_000;

beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

async function newProfessional(name: string) {
  const pro = await createProfessional(ctx.deps, { name, subscription: null });
  return { ...pro, headers: await loginAs(ctx.deps, pro.userId) };
}

const post = (url: string, headers: Record<string, string>, payload?: unknown) =>
  ctx.request({ method: 'POST', url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
const check = async (headers: Record<string, string>) => (await post('/api/subscription/check', headers)).json();
const listed = async (name: string) => {
  const res = await ctx.request({ method: 'GET', url: `/api/professionals?q=${encodeURIComponent(name)}` });
  return (res.json() as { items: { name: string }[] }).items.some((i) => i.name === name);
};

async function subscribe(headers: Record<string, string>) {
  const checkout = await post('/api/subscription/checkout', headers);
  expect(checkout.statusCode).toBe(200);
  const { url } = checkout.json() as { url: string };
  const session = new URL(url, 'http://app').searchParams.get('session')!;
  return {
    url,
    session,
    confirm: (method?: string) =>
      post(
        '/api/subscription/test-checkout/confirm',
        headers,
        method === undefined ? { session } : { session, method },
      ),
  };
}

const readCheckout = async (headers: Record<string, string>, session: string) =>
  ctx.request({
    method: 'GET',
    url: `/api/subscription/test-checkout?session=${encodeURIComponent(session)}`,
    headers,
  });
const providerIdsOf = async (professionalId: string) =>
  (
    await ctx.deps.db
      .select({ id: subscriptions.providerSubscriptionId })
      .from(subscriptions)
      .where(eq(subscriptions.professionalId, professionalId))
  ).map((r) => r.id);

describe('the built-in test provider (no Stripe configured)', () => {
  it('answers the status check of a professional who never subscribed', async () => {
    const { headers } = await newProfessional('Nunca Assinou');
    const res = await post('/api/subscription/check', headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      has_subscription: false,
      is_active: false,
      status: 'inactive',
      trial_end: null,
      current_period_end: null,
      cancel_at_period_end: false,
      provider: null,
      payment_method: null,
    });
  });

  it('offers card, Pix and boleto, all through the test provider', async () => {
    const res = await ctx.request({ method: 'GET', url: '/api/subscription/methods' });
    expect(res.json()).toEqual({
      methods: [
        { method: 'card', label: 'Cartão de crédito' },
        { method: 'pix', label: 'Pix' },
        { method: 'boleto', label: 'Boleto' },
      ],
    });
  });

  it('refuses anonymous callers and calls without the CSRF header', async () => {
    expect((await ctx.request({ method: 'POST', url: '/api/subscription/check' })).statusCode).toBe(401);
    expect((await ctx.request({ method: 'POST', url: '/api/subscription/checkout' })).statusCode).toBe(401);
    const { headers } = await newProfessional('Sem Cabecalho');
    const res = await ctx.app.inject({ method: 'POST', url: '/api/subscription/checkout', headers });
    expect(res.statusCode).toBe(403);
  });

  it('subscribing through the test checkout puts the professional in search at once, for a 3-day trial', async () => {
    const name = 'Clara Trompete';
    const { headers } = await newProfessional(name);
    expect(await listed(name)).toBe(false);

    const { url, session, confirm } = await subscribe(headers);
    expect(url).toMatch(/^\/assinatura-teste\/checkout\?session=/);
    const page = await readCheckout(headers, session);
    expect(page.json()).toMatchObject({ price_label: 'R$47,00/mês', trial_days: 3, amount_cents: 4700 });

    const confirmed = await confirm();
    expect(confirmed.json()).toEqual({ url: '/checkout-success' });
    const now = ctx.clock.now().getTime();
    expect(await check(headers)).toEqual({
      has_subscription: true,
      is_active: true,
      status: 'trialing',
      trial_end: new Date(now + 3 * DAY).toISOString(),
      current_period_end: new Date(now + 3 * DAY).toISOString(),
      cancel_at_period_end: false,
      provider: 'test',
      payment_method: 'card',
    });
    expect(await listed(name)).toBe(true);

    // A second click on the same page does not start a second subscription.
    await confirm();
    expect(await check(headers)).toMatchObject({ trial_end: new Date(now + 3 * DAY).toISOString() });
  });

  it('a trial that ends without payment stops being active on time', async () => {
    const name = 'Davi Baixista';
    const { headers } = await newProfessional(name);
    await (await subscribe(headers)).confirm();
    ctx.clock.advance(3 * DAY - 1000);
    expect((await check(headers)).is_active).toBe(true);
    expect(await listed(name)).toBe(true);
    ctx.clock.advance(1000);
    expect(await check(headers)).toMatchObject({ is_active: false, status: 'canceled', has_subscription: true });
    expect(await listed(name)).toBe(false);

    // Subscribing again: no second trial, a paid month.
    const again = await subscribe(headers);
    const page = await ctx.request({
      method: 'GET',
      url: `/api/subscription/test-checkout?session=${encodeURIComponent(again.session)}`,
      headers,
    });
    expect(page.json()).toMatchObject({ trial_days: 0 });
    await again.confirm();
    expect(await check(headers)).toMatchObject({ is_active: true, status: 'active', trial_end: null });
    expect(await listed(name)).toBe(true);
  });

  it('cancelling in the portal keeps the profile listed until the period ends, then removes it', async () => {
    const name = 'Elisa Percussão';
    const { headers } = await newProfessional(name);
    await (await subscribe(headers)).confirm();

    const portal = await post('/api/subscription/portal', headers);
    expect(portal.json()).toEqual({ url: '/assinatura-teste/portal' });

    const cancelled = await post('/api/subscription/test-portal/cancel', headers);
    expect(cancelled.json()).toMatchObject({ is_active: true, status: 'trialing', cancel_at_period_end: true });
    expect(await listed(name)).toBe(true);

    const resumed = await post('/api/subscription/test-portal/resume', headers);
    expect(resumed.json()).toMatchObject({ is_active: true, cancel_at_period_end: false });
    await post('/api/subscription/test-portal/cancel', headers);

    ctx.clock.advance(2 * DAY);
    expect(await listed(name)).toBe(true);
    ctx.clock.advance(1 * DAY);
    expect(await check(headers)).toMatchObject({ is_active: false, status: 'canceled', cancel_at_period_end: true });
    expect(await listed(name)).toBe(false);

    // Nothing left to resume once the period is over.
    const late = await post('/api/subscription/test-portal/resume', headers);
    expect(late.statusCode).toBe(409);
  });

  it('ends the period on request, as a test clock would: the profile leaves search at once', async () => {
    const name = 'Gil Trombone';
    const { headers } = await newProfessional(name);
    await (await subscribe(headers)).confirm();
    await post('/api/subscription/test-portal/cancel', headers);
    expect(await listed(name)).toBe(true);

    const ended = await post('/api/subscription/test-portal/end-period', headers);
    expect(ended.json()).toMatchObject({ is_active: false, status: 'canceled' });
    expect(await listed(name)).toBe(false);
    expect((await post('/api/subscription/test-portal/end-period', headers)).statusCode).toBe(409);
  });

  it('offers a Pix code and a boleto for R$ 47,00, the same on every read of the page', async () => {
    const { headers } = await newProfessional('Iara Cavaquinho');
    const { session } = await subscribe(headers);
    const page = (await readCheckout(headers, session)).json() as TestCheckout;

    const pix = parseBrCode(page.pix.code);
    expect(pix.get('26.00')).toBe('br.gov.bcb.pix');
    expect(pix.get('26.01')).toBe(page.pix.key);
    expect(pix.get('54')).toBe('47.00');
    expect(pix.get('53')).toBe('986');
    expect(pix.get('01')).toBe('12');
    expect(pix.get('59')).toBe(page.pix.merchant_name);
    expect(pix.get('60')).toBe(page.pix.merchant_city);
    expect(pix.get('62.05')).toMatch(/^[A-Za-z0-9]{25}$/);

    // Due in 3 days of Brazil's calendar, for 4700 cents, with every check digit right.
    expect(page.boleto.due_date).toBe(addDays(brazilDay(ctx.clock.now()), 3));
    expect(page.boleto.digitable_line).toMatch(/^\d{47}$/);
    expect(page.boleto.digitable_line.slice(-10)).toBe('0000004700');
    const line = page.boleto.digitable_line;
    const barcode =
      line.slice(0, 4) + line[32] + line.slice(33) + line.slice(4, 9) + line.slice(10, 20) + line.slice(21, 31);
    expect(boletoDigitableLine(barcode)).toBe(line);

    expect((await readCheckout(headers, session)).json()).toEqual(page);
    // A checkout opened later is another charge.
    ctx.clock.advance(1000);
    const other = (await readCheckout(headers, (await subscribe(headers)).session)).json() as TestCheckout;
    expect(other.pix.code).not.toBe(page.pix.code);
  });

  it.each(['pix', 'boleto', 'card'] as const)(
    'simulating the payment by %s starts the subscription and records the method',
    async (method) => {
      const name = `Paga por ${method}`;
      const pro = await newProfessional(name);
      const { confirm } = await subscribe(pro.headers);
      const confirmed = await confirm(method);
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json()).toEqual({ url: '/checkout-success' });
      expect(await check(pro.headers)).toMatchObject({ is_active: true, status: 'trialing' });
      expect(await listed(name)).toBe(true);
      expect(await providerIdsOf(pro.professionalId)).toEqual([expect.stringMatching(new RegExp(`^test_${method}_`))]);
      const [row] = await ctx.deps.db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.professionalId, pro.professionalId));
      expect(row).toMatchObject({ provider: 'test', paymentMethod: method });
    },
  );

  it('confirms without a method as the card did before, and refuses an unknown method', async () => {
    const pro = await newProfessional('Sem Metodo');
    const { confirm } = await subscribe(pro.headers);
    const unknown = await confirm('cheque');
    expect(unknown.statusCode).toBe(400);
    expect((await check(pro.headers)).has_subscription).toBe(false);
    expect((await confirm()).statusCode).toBe(200);
    expect(await providerIdsOf(pro.professionalId)).toEqual([expect.stringMatching(/^test_card_/)]);
  });

  it('refuses a forged, foreign or expired checkout session', async () => {
    const a = await newProfessional('Fabio Sax');
    const b = await newProfessional('Gina Flauta');
    const { session } = await subscribe(a.headers);
    const forged = `${session.split('.')[0]}.AAAA`;
    for (const [headers, s] of [
      [a.headers, forged],
      [b.headers, session],
      [a.headers, 'lixo'],
    ] as const) {
      const res = await post('/api/subscription/test-checkout/confirm', headers, { session: s, method: 'pix' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(
        'Sessão de checkout inválida ou expirada. Volte à página de assinatura e tente novamente.',
      );
    }
    expect((await readCheckout(b.headers, session)).statusCode).toBe(400);
    ctx.clock.advance(60 * 60 * 1000 + 1);
    expect((await post('/api/subscription/test-checkout/confirm', a.headers, { session })).statusCode).toBe(400);
    expect((await check(a.headers)).has_subscription).toBe(false);
  });

  it('refuses a second checkout while the subscription is active, and the portal without one', async () => {
    const { headers } = await newProfessional('Heitor Viola');
    const portal = await post('/api/subscription/portal', headers);
    expect(portal.statusCode).toBe(404);
    expect(portal.json().error.message).toBe('Você ainda não possui uma assinatura.');
    await (await subscribe(headers)).confirm();
    const second = await post('/api/subscription/checkout', headers);
    expect(second.statusCode).toBe(409);
  });

  it('does not let a blocked professional subscribe', async () => {
    const pro = await createProfessional(ctx.deps, { name: 'Bloqueada', subscription: null, blocked: true });
    const res = await post('/api/subscription/checkout', await loginAs(ctx.deps, pro.userId));
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('Sua conta foi bloqueada. Por favor, entre em contato com o suporte.');
  });

  it('has no Stripe webhook endpoint while Stripe is not configured', async () => {
    const res = await ctx.request({
      method: 'POST',
      url: '/api/webhooks/stripe',
      payload: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('in production without Stripe settings', () => {
  it('offers no test checkout: subscribing answers that it cannot start', async () => {
    const prod = await buildTestApp({ production: true });
    try {
      const pro = await createProfessional(prod.deps, { subscription: null });
      const headers = await loginAs(prod.deps, pro.userId);
      const checkout = await prod.request({ method: 'POST', url: '/api/subscription/checkout', headers });
      expect(checkout.statusCode).toBe(502);
      expect(checkout.json().error.message).toBe(
        'Não foi possível iniciar o processo de assinatura. Tente novamente mais tarde.',
      );
      expect(
        (
          await prod.request({
            method: 'POST',
            url: '/api/subscription/test-checkout/confirm',
            headers,
            payload: { session: 'x' },
          })
        ).statusCode,
      ).toBe(404);
      expect((await prod.request({ method: 'POST', url: '/api/subscription/check', headers })).json()).toMatchObject({
        is_active: false,
      });
    } finally {
      await prod.close();
    }
  });
});

describe('the e-mails of a subscription', () => {
  const mailsTo = async (email: string) =>
    (await ctx.request({ method: 'GET', url: `/api/dev/mailbox?to=${encodeURIComponent(email)}` })).json() as {
      subject: string;
      text: string;
    }[];

  it('a trial that waits for the verification is told once, nothing charged; the next paid month sends a receipt', async () => {
    const pro = await createProfessional(ctx.deps, { name: 'Nina Teste', subscription: null, verified: false });
    const headers = await loginAs(ctx.deps, pro.userId);
    expect((await (await subscribe(headers)).confirm('pix')).statusCode).toBe(200);
    // Its end is unknown until the profile is listed (first-listing.integration.test.ts tells the start).
    const [stored] = await mailsTo(pro.email);
    expect(stored!.subject).toBe('Assinatura registrada no Palco Brasil: nada foi cobrado hoje');
    expect(stored!.text).toContain('foi registrada (Pix) e nada foi cobrado hoje');

    // The trial is given up before it began; paying again is a payment received, told once, with its receipt.
    expect((await post('/api/subscription/test-portal/end-period', headers)).statusCode).toBe(200);
    expect((await (await subscribe(headers)).confirm('boleto')).statusCode).toBe(200);
    const mails = await mailsTo(pro.email);
    expect(mails.map((m) => m.subject)).toEqual([
      'Recibo: pagamento da sua assinatura do Palco Brasil',
      'Assinatura registrada no Palco Brasil: nada foi cobrado hoje',
    ]);
    expect(mails[0]!.text).toMatch(
      /Valor: R\$ 47,00 · Forma de pagamento: Boleto · Período: (\d\d)\/(\d\d)\/2026 a \1\/\d\d\/2026/,
    );
    expect(mails[0]!.text).toMatch(/Recebido por: .+, CNPJ \d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}/);
  });
});
