import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema.ts';
import { buildTestApp, createProfessional, loginAs, type TestApp } from '../../test/helpers.ts';
import { tellProfessionalOfReview } from '../reviews/reviews.service.ts';
import { tellSubscriptionChange } from '../subscriptions/subscription-emails.ts';

const silent = { error: () => {} };
const DAY = 86_400_000;

describe("the notices a professional turns off in 'Configurações'", () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  const put = (headers: Record<string, string>, payload: unknown) =>
    ctx.request({ method: 'PUT', url: '/api/me/email-preferences', headers, payload: payload as object });
  const get = (headers: Record<string, string>) =>
    ctx.request({ method: 'GET', url: '/api/me/email-preferences', headers });
  const subjects = async (email: string) =>
    (
      (await ctx.request({ method: 'GET', url: `/api/dev/mailbox?to=${encodeURIComponent(email)}` })).json() as {
        subject: string;
      }[]
    ).map((m) => m.subject);

  async function withReview(professionalId: string) {
    const [review] = await ctx.deps.db
      .insert(t.reviews)
      .values({
        professionalId,
        userName: 'Carla Cliente',
        userEmail: `carla-${Date.now()}@exemplo.com.br`,
        rating: 5,
        comment: 'Tocou demais no nosso casamento.',
      })
      .returning({ id: t.reviews.id });
    return review!.id;
  }

  it('all are on at first; a change names only what it changes and is kept', async () => {
    const pro = await createProfessional(ctx.deps, { name: 'Pri Preferências' });
    const headers = await loginAs(ctx.deps, pro.userId);
    expect((await get(headers)).json()).toEqual({ new_requests: true, reviews: true, payment_receipts: true });
    const off = await put(headers, { reviews: false });
    expect([off.statusCode, off.json()]).toEqual([200, { new_requests: true, reviews: false, payment_receipts: true }]);
    expect((await put(headers, { payment_receipts: false })).json()).toEqual({
      new_requests: true,
      reviews: false,
      payment_receipts: false,
    });
    expect((await put(headers, { reviews: true })).json()).toEqual({
      new_requests: true,
      reviews: true,
      payment_receipts: false,
    });
    expect((await get(headers)).json()).toEqual({ new_requests: true, reviews: true, payment_receipts: false });
    // The copy of one's data carries them too.
    const exported = (await ctx.request({ method: 'GET', url: '/api/me/export', headers })).json() as {
      account: { email_preferences: unknown };
    };
    expect(exported.account.email_preferences).toEqual({ new_requests: true, reviews: true, payment_receipts: false });
  });

  it('refuses an empty or malformed change in Portuguese, and anyone not signed in', async () => {
    const pro = await createProfessional(ctx.deps, { name: 'Rui Recusa' });
    const headers = await loginAs(ctx.deps, pro.userId);
    const empty = await put(headers, {});
    expect([empty.statusCode, empty.json().error.message]).toEqual([400, 'Informe qual aviso ativar ou desativar.']);
    expect((await put(headers, { reviews: 'não' })).statusCode).toBe(400);
    expect((await get(headers)).json()).toEqual({ new_requests: true, reviews: true, payment_receipts: true });
    expect((await ctx.request({ method: 'GET', url: '/api/me/email-preferences' })).statusCode).toBe(401);
  });

  it('a notice turned off is not sent; the essential ones still are', async () => {
    const pro = await createProfessional(ctx.deps, { name: 'Olga Optou' });
    const headers = await loginAs(ctx.deps, pro.userId);
    const reviewId = await withReview(pro.professionalId);
    const paid = {
      status: 'active',
      currentPeriodEndsAt: new Date(ctx.clock.now().getTime() + 30 * DAY),
      trialEndsAt: null,
    };

    await put(headers, { reviews: false, payment_receipts: false });
    await tellProfessionalOfReview(ctx.deps, reviewId, 'published', silent);
    await tellSubscriptionChange(ctx.deps, pro.professionalId, null, paid, silent);
    await tellSubscriptionChange(ctx.deps, pro.professionalId, paid, { ...paid, status: 'past_due' }, silent);
    expect(await subjects(pro.email)).toEqual(['Pagamento pendente na sua assinatura do Palco Brasil']);

    await put(headers, { reviews: true, payment_receipts: true });
    await tellProfessionalOfReview(ctx.deps, reviewId, 'published', silent);
    await tellSubscriptionChange(ctx.deps, pro.professionalId, { ...paid, status: 'past_due' }, paid, silent);
    expect(await subjects(pro.email)).toEqual(
      expect.arrayContaining([
        'Sua nova avaliação foi publicada no Palco Brasil',
        'Recibo: pagamento da sua assinatura do Palco Brasil',
      ]),
    );
  });
});
