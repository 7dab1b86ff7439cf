import type { AppConfig } from '../../config.ts';
import type { Clock } from '../../lib/clock.ts';
import type { StripeProvider } from './payments.ts';
import { createStripePayments } from './stripe-payments.ts';
import { createTestPayments, testPaymentsKey, type TestPaymentsProvider } from './test-payments.ts';
import { createUnavailablePayments } from './unavailable-payments.ts';

export type AppPayments = StripeProvider | TestPaymentsProvider | ReturnType<typeof createUnavailablePayments>;

/**
 * Stripe when configured; in development the built-in test provider (it signs its checkout links
 * with a key derived from the session secret); in production without Stripe, one that refuses.
 */
export function openPayments(config: Pick<AppConfig, 'stripe' | 'production' | 'allowTestPayments' | 'sessionSecret'>, clock: Clock): AppPayments {
  if (config.stripe) return createStripePayments(config.stripe);
  if (config.production && !config.allowTestPayments) return createUnavailablePayments();
  return createTestPayments(clock, testPaymentsKey(config.sessionSecret));
}
