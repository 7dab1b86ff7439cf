import type { FastifyBaseLogger } from 'fastify';
import { SUBSCRIPTION_PRICE_CENTS, SUBSCRIPTION_PRICE_LABEL, TRIAL_DAYS } from '@app/domain/constants/business';
import type { SubscriptionStatus, TestCheckout, TestPaymentMethod } from '@app/domain/schemas/api/subscription';
import type { AppDeps } from '../../deps.ts';
import { DomainError } from '../../lib/errors.ts';
import { newToken } from '../../lib/tokens.ts';
import type { TestPaymentsProvider } from '../../adapters/payments/test-payments.ts';
import * as repo from './subscriptions.repository.ts';
import { tellSubscriptionChange } from './subscription-emails.ts';
import { noticeListing } from './first-listing.ts';
import { billingProfile, checkSubscription, NO_SUBSCRIPTION, statusOf } from './subscriptions.service.ts';
import { SUCCESS_PATH } from './subscription-checkout.service.ts';

/** The built-in test provider: its checkout page and its portal, on this server. */

const DAY_MS = 24 * 60 * 60 * 1000;
/** A test subscription without trial runs for one month of 30 days. */
const TEST_PERIOD_MS = 30 * DAY_MS;
const INVALID_TEST_SESSION = 'Sessão de checkout inválida ou expirada. Volte à página de assinatura e tente novamente.';

function sessionOwner(test: TestPaymentsProvider, session: string, professionalId: string) {
  if (test.readSession(session) !== professionalId) throw new DomainError('invalid_request', INVALID_TEST_SESSION);
}

export async function readTestCheckout(
  deps: AppDeps,
  test: TestPaymentsProvider,
  professionalId: string,
  session: string,
): Promise<TestCheckout> {
  await billingProfile(deps, professionalId);
  sessionOwner(test, session, professionalId);
  const withTrial = (await repo.countSubscriptions(deps.db, professionalId)) === 0;
  const { pix, boleto } = test.charges(session, SUBSCRIPTION_PRICE_CENTS);
  return {
    price_label: SUBSCRIPTION_PRICE_LABEL,
    trial_days: withTrial ? TRIAL_DAYS : 0,
    amount_cents: SUBSCRIPTION_PRICE_CENTS,
    pix: { code: pix.code, key: pix.key, merchant_name: pix.merchantName, merchant_city: pix.merchantCity },
    boleto: { digitable_line: boleto.digitableLine, due_date: boleto.dueDate },
  };
}

/**
 * Confirming (the card button, or 'Simular pagamento' of a Pix or boleto) stores a trial that waits
 * for the profile's first listing (or, after an earlier subscription, a paid month); when the
 * profile is listed at once, the trial starts at once. The method is kept in the subscription's
 * provider id, the one place a test subscription says how it was paid.
 */
export async function confirmTestCheckout(
  deps: AppDeps,
  test: TestPaymentsProvider,
  professionalId: string,
  session: string,
  method: TestPaymentMethod,
  log: Pick<FastifyBaseLogger, 'error'>,
): Promise<{ url: string }> {
  await billingProfile(deps, professionalId);
  sessionOwner(test, session, professionalId);
  const now = deps.clock.now();
  // A second click on the same page must not start a second subscription.
  if ((await checkSubscription(deps, professionalId)).is_active) return { url: SUCCESS_PATH };
  const withTrial = (await repo.countSubscriptions(deps.db, professionalId)) === 0;
  const before = await repo.findLatestSubscription(deps.db, professionalId);
  const after = withTrial
    ? { status: 'trialing', trialEndsAt: null, currentPeriodEndsAt: null }
    : { status: 'active', trialEndsAt: null, currentPeriodEndsAt: new Date(now.getTime() + TEST_PERIOD_MS) };
  await repo.insertSubscription(deps.db, {
    professionalId,
    provider: 'test',
    providerSubscriptionId: `test_${method}_${newToken().slice(0, 24)}`,
    paymentMethod: method,
    ...after,
    cancelAtPeriodEnd: false,
    providerUpdatedAt: now,
    updatedAt: now,
  });
  await tellSubscriptionChange(deps, professionalId, before, after, log);
  await noticeListing(deps, professionalId, log);
  return { url: SUCCESS_PATH };
}

/** The test subscription the test portal manages; billingProfile answers for a missing profile. */
async function currentTestSubscription(deps: AppDeps, professionalId: string) {
  await billingProfile(deps, professionalId);
  const row = await repo.findLatestSubscription(deps.db, professionalId);
  if (!row || row.provider !== 'test') throw new DomainError('not_found', NO_SUBSCRIPTION);
  return row;
}

/** Cancel at the end of the period (or resume): the status stays until the period ends. */
/**
 * Changes the professional's test subscription while it is active (as the provider's portal does),
 * stamped with the time of the change; an ended one is refused.
 */
async function changeActiveTestSubscription(
  deps: AppDeps,
  professionalId: string,
  change: (row: Awaited<ReturnType<typeof currentTestSubscription>>, now: Date) => Partial<repo.NewSubscription>,
): Promise<SubscriptionStatus> {
  const row = await currentTestSubscription(deps, professionalId);
  const now = deps.clock.now();
  if (!statusOf(row, now).is_active)
    throw new DomainError(
      'conflict',
      'Esta assinatura já terminou. Assine novamente para voltar a aparecer nas buscas.',
    );
  const updated = await repo.updateSubscription(deps.db, row.id, {
    ...change(row, now),
    providerUpdatedAt: now,
    updatedAt: now,
  });
  return statusOf(updated, now);
}

export async function setTestCancelAtPeriodEnd(
  deps: AppDeps,
  professionalId: string,
  cancel: boolean,
): Promise<SubscriptionStatus> {
  return changeActiveTestSubscription(deps, professionalId, () => ({ cancelAtPeriodEnd: cancel }));
}

/**
 * The test provider's stand-in for Stripe's test clocks: the current period (and trial) ends now,
 * so the professional leaves search as at a real period end, without waiting days.
 */
export async function endTestPeriod(deps: AppDeps, professionalId: string): Promise<SubscriptionStatus> {
  return changeActiveTestSubscription(deps, professionalId, (row, now) => ({
    currentPeriodEndsAt: now,
    ...(row.trialEndsAt ? { trialEndsAt: now } : {}),
  }));
}
