import type { AppConfig } from '../../config.ts';
import type { Clock } from '../../lib/clock.ts';
import type { PaymentMethod, PaymentsProvider, ProviderName, RemoteProvider, StripeProvider } from './payments.ts';
import { createAsaasClient } from './asaas-client.ts';
import { createAsaasPayments, type AsaasProvider } from './asaas-payments.ts';
import { createStripePayments } from './stripe-payments.ts';
import { createTestPayments, testPaymentsKey, type TestPaymentsProvider } from './test-payments.ts';
import { tracedAdapter, tracesOn } from '../../lib/tracing.ts';

/** The configured providers, and which one takes each way to pay at checkout. */
export interface AppPayments {
  /** No provider at all (production without one): checkout and portal answer that they cannot start. */
  none: boolean;
  stripe: StripeProvider | null;
  asaas: AsaasProvider | null;
  test: TestPaymentsProvider | null;
  /** Providers with an API and webhooks, read by webhooks and the reconciliation. */
  remote: readonly RemoteProvider[];
  /** The ways to pay offered at checkout, in order, each with the provider that takes it. */
  checkout: readonly { method: PaymentMethod; provider: PaymentsProvider }[];
  /** The provider a stored subscription row belongs to, when configured here. */
  byName(name: ProviderName): PaymentsProvider | null;
  remoteByName(name: ProviderName): RemoteProvider | null;
}

/** Each method goes to the first provider (in this order) that offers it. */
export function paymentsOf(providers: readonly PaymentsProvider[]): AppPayments {
  const checkout: { method: PaymentMethod; provider: PaymentsProvider }[] = [];
  for (const provider of providers) {
    for (const method of provider.methods)
      if (!checkout.some((c) => c.method === method)) checkout.push({ method, provider });
  }
  const remote = providers.filter((p): p is RemoteProvider => p.name === 'stripe' || p.name === 'asaas');
  return {
    none: providers.length === 0,
    stripe: (providers.find((p) => p.name === 'stripe') as StripeProvider | undefined) ?? null,
    asaas: (providers.find((p) => p.name === 'asaas') as AsaasProvider | undefined) ?? null,
    test: (providers.find((p) => p.name === 'test') as TestPaymentsProvider | undefined) ?? null,
    remote,
    checkout,
    byName: (name) => providers.find((p) => p.name === name) ?? null,
    remoteByName: (name) => remote.find((p) => p.name === name) ?? null,
  };
}

const REMOTE_CALLS = [
  'createCheckout',
  'createPortal',
  'readWebhook',
  'retrieveSubscription',
  'createCustomer',
  'cancelSubscription',
  'startTrial',
] as const;

/** The same providers in the same order, each call to one a span when traces are on (lib/tracing.ts). */
export function tracedPayments(payments: AppPayments): AppPayments {
  if (!tracesOn()) return payments;
  const { stripe, asaas, test } = payments;
  return paymentsOf([
    ...(stripe
      ? [tracedAdapter(stripe, 'payments', 'stripe', [...REMOTE_CALLS, 'latestSubscriptionOf', 'setTrialEnd'])]
      : []),
    ...(asaas ? [tracedAdapter(asaas, 'payments', 'asaas', [...REMOTE_CALLS, 'switchMethod', 'openPayment'])] : []),
    ...(test ? [tracedAdapter(test, 'payments', 'test', ['createCheckout', 'createPortal'])] : []),
  ]);
}

/**
 * Stripe for cards and Asaas for Pix and boleto (and cards too when Stripe is absent), each when
 * configured; with neither, in development the built-in test provider (it signs its checkout links
 * with a key derived from the session secret); in production without a provider, none, and
 * checkout and portal answer that they cannot start.
 */
export function openPayments(
  config: Pick<AppConfig, 'stripe' | 'asaas' | 'production' | 'allowTestPayments' | 'sessionSecret'>,
  clock: Clock,
): AppPayments {
  const providers: PaymentsProvider[] = [];
  if (config.stripe) providers.push(createStripePayments(config.stripe));
  if (config.asaas) {
    const client = createAsaasClient({ apiKey: config.asaas.apiKey, baseUrl: config.asaas.baseUrl });
    providers.push(
      createAsaasPayments({
        client,
        webhookToken: config.asaas.webhookToken,
        clock,
        withCard: !config.stripe,
        pixAutomatic: config.asaas.pixAutomatic,
      }),
    );
  }
  if (providers.length > 0) return paymentsOf(providers);
  if (config.production && !config.allowTestPayments) return paymentsOf([]);
  return paymentsOf([createTestPayments(clock, testPaymentsKey(config.sessionSecret))]);
}
