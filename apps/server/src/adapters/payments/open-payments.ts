import type { AppDeps } from '../../deps.ts';
import type { StripeProvider } from './payments.ts';
import { createStripePayments } from './stripe-payments.ts';
import { createTestPayments, testPaymentsKey, type TestPaymentsProvider } from './test-payments.ts';
import { createUnavailablePayments } from './unavailable-payments.ts';

export type AppPayments = StripeProvider | TestPaymentsProvider | ReturnType<typeof createUnavailablePayments>;

const byDeps = new WeakMap<AppDeps, AppPayments>();

/**
 * The app's payment provider: Stripe when configured; in development the built-in test provider;
 * in production without Stripe, one that refuses. One instance per app, shared by every module
 * (the test provider signs its checkout links with a key it holds).
 */
export function paymentsFor(deps: AppDeps): AppPayments {
  let payments = byDeps.get(deps);
  if (!payments) {
    const { config } = deps;
    payments = config.stripe
      ? createStripePayments(config.stripe)
      : config.production && !config.allowTestPayments
        ? createUnavailablePayments()
        : createTestPayments(deps.clock, testPaymentsKey(config.sessionSecret));
    byDeps.set(deps, payments);
  }
  return payments;
}
