import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStripePayments } from './stripe-payments.ts';
import { InvalidWebhookSignature, PaymentsUpstreamError, type StripeProvider } from './payments.ts';
import { startStripeStandIn, stripeSubscription, type StripeStandIn } from '../../test/stripe-stand-in.ts';

const WEBHOOK_SECRET = 'whsec_test_secret';
let standIn: StripeStandIn;
let payments: StripeProvider;
const signer = new Stripe('sk_test_signer');

beforeAll(async () => {
  standIn = await startStripeStandIn();
  payments = createStripePayments({
    secretKey: 'sk_test_123',
    priceId: 'price_mensal_47',
    webhookSecret: WEBHOOK_SECRET,
    host: standIn.host,
    port: standIn.port,
    protocol: standIn.protocol,
  });
});
afterAll(() => standIn.close());

const lastCall = () => standIn.calls.at(-1)!;

describe('Stripe adapter against a stand-in for the Stripe API', () => {
  it('creates one customer per professional, with an idempotency key and the secret key', async () => {
    const id = await payments.createCustomer({ professionalId: 'pro-1', email: 'ana@exemplo.com.br', name: 'Ana' });
    expect(id).toMatch(/^cus_standin_/);
    const call = lastCall();
    expect(call).toMatchObject({ method: 'POST', path: '/v1/customers' });
    expect(call.form).toMatchObject({ email: 'ana@exemplo.com.br', name: 'Ana', 'metadata[professional_id]': 'pro-1' });
    expect(call.headers['idempotency-key']).toBe('customer-pro-1');
    expect(call.headers.authorization).toBe('Bearer sk_test_123');
  });

  it('opens a Checkout Session in subscription mode with the price, a 3-day trial and the app URLs', async () => {
    const { url } = await payments.createCheckout({
      professionalId: 'pro-1',
      customerId: 'cus_1',
      withTrial: true,
      method: 'card',
      successUrl: 'https://app.test/checkout-success?session_id={CHECKOUT_SESSION_ID}',
      cancelUrl: 'https://app.test/profissionais-area/assinatura',
    });
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
    const { path, form } = lastCall();
    expect(path).toBe('/v1/checkout/sessions');
    expect(form).toMatchObject({
      mode: 'subscription',
      customer: 'cus_1',
      client_reference_id: 'pro-1',
      'line_items[0][price]': 'price_mensal_47',
      'line_items[0][quantity]': '1',
      'subscription_data[trial_period_days]': '3',
      'subscription_data[metadata][professional_id]': 'pro-1',
      // The trial waits for the profile's first listing; the button says so.
      'subscription_data[metadata][trial]': 'waits_for_listing',
      success_url: 'https://app.test/checkout-success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://app.test/profissionais-area/assinatura',
    });
  });

  it('leaves the trial out for a returning subscriber', async () => {
    await payments.createCheckout({
      professionalId: 'pro-2',
      customerId: 'cus_2',
      withTrial: false,
      method: 'card',
      successUrl: 'https://a/s',
      cancelUrl: 'https://a/c',
    });
    expect(lastCall().form['subscription_data[trial_period_days]']).toBeUndefined();
    expect(lastCall().form['subscription_data[metadata][trial]']).toBeUndefined();
  });

  it('opens a Customer Portal session for the customer, returning to the subscription page', async () => {
    const url = await payments.createPortal({
      professionalId: 'pro-1',
      customerId: 'cus_1',
      subscriptionId: null,
      returnUrl: 'https://app.test/profissionais-area/assinatura',
    });
    expect(url).toMatch(/^https:\/\/billing\.stripe\.test\//);
    expect(lastCall()).toMatchObject({
      path: '/v1/billing_portal/sessions',
      form: { customer: 'cus_1', return_url: 'https://app.test/profissionais-area/assinatura' },
    });
  });

  it('reads a subscription, taking the period end from its items', async () => {
    standIn.subscriptions.set(
      'sub_1',
      stripeSubscription({
        id: 'sub_1',
        customer: 'cus_1',
        status: 'trialing',
        periodEnd: 1_800_000_000,
        trialEnd: 1_800_000_000,
        professionalId: 'pro-1',
      }),
    );
    const sub = await payments.retrieveSubscription('sub_1');
    expect(sub).toEqual({
      provider: 'stripe',
      id: 'sub_1',
      customerId: 'cus_1',
      status: 'trialing',
      currentPeriodEndsAt: new Date(1_800_000_000_000),
      trialEndsAt: new Date(1_800_000_000_000),
      cancelAtPeriodEnd: false,
      professionalId: 'pro-1',
      method: 'card',
      trialWaitsForListing: false,
      providerTrialEndsAt: new Date(1_800_000_000_000),
    });
    expect(lastCall()).toMatchObject({ method: 'GET', path: '/v1/subscriptions/sub_1' });
  });

  it('reads a trial that waits for the first listing as having no end yet, while Stripe holds one', async () => {
    standIn.subscriptions.set(
      'sub_w',
      stripeSubscription({
        id: 'sub_w',
        customer: 'cus_1',
        status: 'trialing',
        periodEnd: 1_800_000_000,
        trialEnd: 1_800_000_000,
        trialWaitsForListing: true,
      }),
    );
    expect(await payments.retrieveSubscription('sub_w')).toMatchObject({
      status: 'trialing',
      trialEndsAt: null,
      currentPeriodEndsAt: null,
      trialWaitsForListing: true,
      providerTrialEndsAt: new Date(1_800_000_000_000),
    });
  });

  it('moves the trial end without proration, marking it started or still waiting', async () => {
    standIn.subscriptions.set(
      'sub_t',
      stripeSubscription({
        id: 'sub_t',
        customer: 'cus_1',
        status: 'trialing',
        periodEnd: 1_800_000_000,
        trialEnd: 1_800_000_000,
        trialWaitsForListing: true,
      }),
    );
    const held = await payments.setTrialEnd('sub_t', new Date(1_807_776_000_000), false);
    expect(lastCall()).toMatchObject({
      method: 'POST',
      path: '/v1/subscriptions/sub_t',
      form: { trial_end: '1807776000', proration_behavior: 'none', 'metadata[trial]': 'waits_for_listing' },
    });
    expect(held).toMatchObject({ trialWaitsForListing: true, providerTrialEndsAt: new Date(1_807_776_000_000) });

    const started = await payments.setTrialEnd('sub_t', new Date(1_800_259_200_000), true);
    expect(lastCall().form).toMatchObject({ trial_end: '1800259200', 'metadata[trial]': 'started' });
    expect(started).toMatchObject({
      trialWaitsForListing: false,
      trialEndsAt: new Date(1_800_259_200_000),
      currentPeriodEndsAt: new Date(1_800_259_200_000),
    });

    await payments.setTrialEnd('sub_t', 'now', true);
    expect(lastCall().form.trial_end).toBe('now');
  });

  it('turns an API failure into an upstream error', async () => {
    standIn.failNext('/v1/checkout/sessions', 400);
    await expect(
      payments.createCheckout({
        professionalId: 'p',
        customerId: 'c',
        withTrial: true,
        method: 'card',
        successUrl: 'https://a/s',
        cancelUrl: 'https://a/c',
      }),
    ).rejects.toBeInstanceOf(PaymentsUpstreamError);
  });
});

describe('webhook signature', () => {
  const payload = JSON.stringify({
    id: 'evt_1',
    object: 'event',
    type: 'customer.subscription.updated',
    created: 1_780_000_000,
    data: {
      object: stripeSubscription({
        id: 'sub_9',
        customer: 'cus_9',
        status: 'active',
        periodEnd: 1_782_000_000,
        cancelAtPeriodEnd: true,
      }),
    },
  });
  const now = new Date(1_780_000_100_000);
  const header = (secret = WEBHOOK_SECRET, timestamp = Math.floor(now.getTime() / 1000)) =>
    signer.webhooks.generateTestHeaderString({ payload, secret, timestamp });
  const read = (body: string, signature: string | undefined) =>
    payments.readWebhook({
      rawBody: Buffer.from(body),
      headers: signature === undefined ? {} : { 'stripe-signature': signature },
      receivedAt: now,
    });

  it('accepts a correctly signed body and reads the subscription from it', async () => {
    const event = await read(payload, header());
    expect(event).toMatchObject({
      id: 'evt_1',
      type: 'customer.subscription.updated',
      createdAt: new Date(1_780_000_000_000),
    });
    expect(event.subscription).toMatchObject({
      id: 'sub_9',
      status: 'active',
      cancelAtPeriodEnd: true,
      currentPeriodEndsAt: new Date(1_782_000_000_000),
    });
  });

  it('refuses another secret, a changed body, a missing header and a signature older than 300 s', async () => {
    await expect(read(payload, header('whsec_other'))).rejects.toThrow(InvalidWebhookSignature);
    await expect(read(payload.replace('"active"', '"trialing"'), header())).rejects.toThrow(InvalidWebhookSignature);
    await expect(read(payload, undefined)).rejects.toThrow(InvalidWebhookSignature);
    const old = header(WEBHOOK_SECRET, Math.floor(now.getTime() / 1000) - 301);
    await expect(read(payload, old)).rejects.toThrow(InvalidWebhookSignature);
    const recent = header(WEBHOOK_SECRET, Math.floor(now.getTime() / 1000) - 299);
    expect((await read(payload, recent)).id).toBe('evt_1');
  });

  it('reads the period end from the subscription itself for endpoints on older API versions', async () => {
    const legacy = JSON.stringify({
      id: 'evt_2',
      object: 'event',
      type: 'customer.subscription.created',
      created: 1_780_000_000,
      data: {
        object: {
          id: 'sub_old',
          object: 'subscription',
          customer: 'cus_9',
          status: 'active',
          current_period_end: 1_790_000_000,
          trial_end: null,
          cancel_at_period_end: false,
          metadata: {},
        },
      },
    });
    const sig = signer.webhooks.generateTestHeaderString({
      payload: legacy,
      secret: WEBHOOK_SECRET,
      timestamp: Math.floor(now.getTime() / 1000),
    });
    expect((await read(legacy, sig)).subscription?.currentPeriodEndsAt).toEqual(new Date(1_790_000_000_000));
  });
});
