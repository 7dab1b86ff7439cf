import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@app/domain/schemas/account';
import * as t from '../../db/schema.ts';
import { startStripeStandIn, stripeSubscription, type StripeStandIn } from '../../test/stripe-stand-in.ts';
import { buildTestApp, createProfessional, loginAs, type TestApp } from '../../test/helpers.ts';
import { hashPassword } from '../auth/passwords.ts';

const PASSWORD = 'Palco@2026!';
let h: TestApp;
let standIn: StripeStandIn;

beforeAll(async () => {
  standIn = await startStripeStandIn();
  h = await buildTestApp({
    stripe: {
      secretKey: 'sk_test_x',
      priceId: 'price_47',
      webhookSecret: 'whsec_x',
      host: standIn.host,
      port: standIn.port,
      protocol: 'http',
    },
  });
});
afterAll(async () => {
  await h.close();
  await standIn.close();
});

async function stripeSubscriber(subscriptionId: string) {
  const pro = await createProfessional(h.deps, { subscription: null });
  await h.deps.db
    .update(t.users)
    .set({ passwordHash: await hashPassword(PASSWORD) })
    .where(eq(t.users.id, pro.userId));
  await h.deps.db
    .update(t.professionals)
    .set({ stripeCustomerId: `cus_${subscriptionId}` })
    .where(eq(t.professionals.id, pro.professionalId));
  await h.deps.db.insert(t.subscriptions).values({
    professionalId: pro.professionalId,
    provider: 'stripe',
    providerSubscriptionId: subscriptionId,
    status: 'active',
    currentPeriodEndsAt: new Date(h.clock.now().getTime() + 20 * 86_400_000),
  });
  standIn.subscriptions.set(
    subscriptionId,
    stripeSubscription({
      id: subscriptionId,
      customer: `cus_${subscriptionId}`,
      status: 'active',
      periodEnd: 2_000_000_000,
    }),
  );
  return { ...pro, headers: await loginAs(h.deps, pro.userId) };
}

const remove = (headers: Record<string, string>) =>
  h.request({
    method: 'POST',
    url: '/api/me/account/delete',
    headers,
    payload: { password: PASSWORD, confirmation: 'EXCLUIR' },
  });

describe('deleting an account that pays through Stripe', () => {
  it('cancels the subscription at Stripe before deleting anything', async () => {
    const me = await stripeSubscriber('sub_excluir');
    const res = await remove(me.headers);
    expect(res.statusCode).toBe(204);
    expect(standIn.calls.some((c) => c.method === 'DELETE' && c.path === '/v1/subscriptions/sub_excluir')).toBe(true);
    expect(standIn.subscriptions.get('sub_excluir')!.status).toBe('canceled');
    expect(
      await h.deps.db.select().from(t.professionals).where(eq(t.professionals.id, me.professionalId)),
    ).toHaveLength(0);
  });

  it('deletes nothing when Stripe cannot cancel, and says so', async () => {
    const me = await stripeSubscriber('sub_falha');
    // A refusal, not a 5xx: the SDK would retry that one.
    standIn.failNext('/v1/subscriptions/sub_falha', 400);
    const res = await remove(me.headers);
    expect(res.statusCode).toBe(502);
    expect(res.json().error.message).toBe(ACCOUNT_MESSAGES.cancelFailed);
    expect(
      await h.deps.db.select().from(t.professionals).where(eq(t.professionals.id, me.professionalId)),
    ).toHaveLength(1);
  });
});
