import type { FastifyBaseLogger } from 'fastify';
import { SUBSCRIPTION_PRICE_CENTS, SUBSCRIPTION_PRICE_LABEL, TRIAL_DAYS } from '@app/domain/constants/business';
import { isSubscriptionActive } from '@app/domain/rules/subscription';
import type { SubscriptionStatus, TestCheckout, TestPaymentMethod } from '@app/domain/schemas/api/subscription';
import type { AppDeps } from '../../deps.ts';
import { DomainError } from '../../lib/errors.ts';
import { newToken } from '../../lib/tokens.ts';
import {
  InvalidWebhookEvent,
  InvalidWebhookSignature,
  MissingCustomerError,
  PaymentsUpstreamError,
  type PaymentsProvider,
  type ProviderSubscription,
  type StripeProvider,
} from '../../adapters/payments/payments.ts';
import type { TestPaymentsProvider } from '../../adapters/payments/test-payments.ts';
import * as repo from './subscriptions.repository.ts';
import { tellSubscriptionChange } from './subscription-emails.ts';
import { afterProviderSubscription, noticeListing } from './first-listing.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A test subscription without trial runs for one month of 30 days. */
const TEST_PERIOD_MS = 30 * DAY_MS;

export const CHECKOUT_ERROR = 'Não foi possível iniciar o processo de assinatura.';
export const PORTAL_ERROR = 'Não foi possível abrir o portal de gerenciamento de assinatura.';
export const BLOCKED_MESSAGE = 'Sua conta foi bloqueada. Por favor, entre em contato com o suporte.';
const NO_SUBSCRIPTION = 'Você ainda não possui uma assinatura.';
const ALREADY_ACTIVE = 'Sua assinatura já está ativa. Use o botão Gerenciar assinatura para alterá-la.';
const INVALID_TEST_SESSION = 'Sessão de checkout inválida ou expirada. Volte à página de assinatura e tente novamente.';

/**
 * The state the professional sees. A subscription still marked active or trialing whose time is
 * up is no longer active (the same rule the search applies); it reads as canceled when it was set
 * to end, or when it comes from the test provider, which never renews.
 */
export function statusOf(row: repo.SubscriptionRow | null, now: Date): SubscriptionStatus {
  if (!row) {
    return { has_subscription: false, is_active: false, status: 'inactive', trial_end: null, current_period_end: null, cancel_at_period_end: false };
  }
  const state = { status: row.status, current_period_ends_at: row.currentPeriodEndsAt, trial_ends_at: row.trialEndsAt };
  const active = isSubscriptionActive(state, now);
  let status = row.status;
  if (!active && (status === 'active' || status === 'trialing')) {
    status = row.cancelAtPeriodEnd || row.provider === 'test' ? 'canceled' : 'inactive';
  }
  return {
    has_subscription: true,
    is_active: active,
    status,
    trial_end: row.trialEndsAt?.toISOString() ?? null,
    current_period_end: row.currentPeriodEndsAt?.toISOString() ?? null,
    cancel_at_period_end: row.cancelAtPeriodEnd,
  };
}

/**
 * The professional's status. With Stripe, a professional who is not active here but has a Stripe
 * customer is looked up at Stripe too: the checkout may have completed before its webhook arrived
 * (or webhooks may not reach this server at all, as in local development), and the state read from
 * Stripe is as fresh as it gets. A failed lookup falls back to what is stored.
 */
export async function checkSubscription(
  deps: AppDeps,
  professionalId: string,
  payments?: PaymentsProvider,
  onSyncError?: (err: unknown) => void,
  log?: Pick<FastifyBaseLogger, 'error'>,
): Promise<SubscriptionStatus> {
  const now = deps.clock.now();
  const stored = await repo.findLatestSubscription(deps.db, professionalId);
  const state = statusOf(stored, now);
  if (state.is_active || payments?.name !== 'stripe') return state;
  const profile = await repo.findBillingProfile(deps.db, professionalId);
  if (!profile?.stripeCustomerId) return state;
  try {
    const sub = await (payments as StripeProvider).latestSubscriptionOf(profile.stripeCustomerId);
    if (!sub) return state;
    const applied = await applyProviderSubscription(deps.db, professionalId, sub, sub.status, now);
    if (applied && log) {
      await tellSubscriptionChange(deps, professionalId, stored, { ...sub, status: sub.status }, log);
      await afterProviderSubscription(deps, professionalId, sub, log);
    }
  } catch (err) {
    onSyncError?.(err);
    return state;
  }
  return statusOf(await repo.findLatestSubscription(deps.db, professionalId), now);
}

/** Stores the provider's state of a subscription as of `at`, unless a newer one is stored. */
function applyProviderSubscription(db: AppDeps['db'], professionalId: string, sub: ProviderSubscription, status: string, at: Date) {
  return repo.upsertProviderSubscription(db, {
    professionalId,
    provider: 'stripe',
    providerSubscriptionId: sub.id,
    status,
    currentPeriodEndsAt: sub.currentPeriodEndsAt,
    trialEndsAt: sub.trialEndsAt,
    cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
    providerUpdatedAt: at,
    // The provider's time orders this professional's subscriptions too ("latest by updated_at").
    updatedAt: at,
  });
}

const appUrl = (deps: AppDeps, path: string) => `${deps.config.publicUrl}${path}`;
export const SUCCESS_PATH = '/checkout-success';
export const CANCEL_PATH = '/profissionais-area/assinatura';

async function billingProfile(deps: AppDeps, professionalId: string) {
  const profile = await repo.findBillingProfile(deps.db, professionalId);
  if (!profile) throw new DomainError('not_found', 'Perfil não encontrado');
  if (profile.isBlocked) throw new DomainError('account_blocked', BLOCKED_MESSAGE);
  return profile;
}

function upstream(message: string) {
  return (err: unknown): never => {
    if (err instanceof PaymentsUpstreamError) throw Object.assign(new DomainError('upstream_error', message), { cause: err });
    throw err;
  };
}

/** Starts a checkout and gives the URL the browser opens. */
export async function createCheckout(deps: AppDeps, payments: PaymentsProvider, professionalId: string): Promise<{ url: string }> {
  const profile = await billingProfile(deps, professionalId);
  const current = await checkSubscription(deps, professionalId, payments);
  if (current.is_active) throw new DomainError('conflict', ALREADY_ACTIVE);
  const withTrial = (await repo.countSubscriptions(deps.db, professionalId)) === 0;
  const checkout = (customerId: string | null) =>
    payments.createCheckout({
      professionalId,
      customerId,
      withTrial,
      successUrl: appUrl(deps, `${SUCCESS_PATH}?session_id={CHECKOUT_SESSION_ID}`),
      cancelUrl: appUrl(deps, CANCEL_PATH),
    });
  if (payments.name !== 'stripe') return { url: await checkout(null).catch(upstream(CHECKOUT_ERROR)) };

  const stripe = payments as StripeProvider;
  const customerId = profile.stripeCustomerId ?? (await newStripeCustomer(deps, stripe, profile, null));
  try {
    return { url: await checkout(customerId) };
  } catch (err) {
    if (!(err instanceof MissingCustomerError)) return upstream(CHECKOUT_ERROR)(err);
    // The customer was deleted at Stripe: forget it and check out with a new one.
    const replacement = await newStripeCustomer(deps, stripe, profile, customerId);
    return { url: await checkout(replacement).catch(upstream(CHECKOUT_ERROR)) };
  }
}

/**
 * Creates and stores the professional's Stripe customer. `replacing` is the stored customer that
 * Stripe no longer knows; it is cleared first, and only while it is still the stored one.
 */
async function newStripeCustomer(
  deps: AppDeps,
  stripe: StripeProvider,
  profile: { id: string; email: string | null; name: string },
  replacing: string | null,
): Promise<string | null> {
  if (replacing) await repo.unlinkStripeCustomer(deps.db, profile.id, replacing);
  const created = await stripe
    .createCustomer({ professionalId: profile.id, email: profile.email ?? '', name: profile.name, replacing })
    .catch(upstream(CHECKOUT_ERROR));
  return repo.linkStripeCustomer(deps.db, profile.id, created);
}

/** Opens the provider's page where the subscriber cancels or resumes. */
export async function createPortal(deps: AppDeps, payments: PaymentsProvider, professionalId: string): Promise<{ url: string }> {
  const profile = await billingProfile(deps, professionalId);
  const latest = await repo.findLatestSubscription(deps.db, professionalId);
  if (!latest || (payments.name === 'stripe' && !profile.stripeCustomerId)) throw new DomainError('not_found', NO_SUBSCRIPTION);
  const url = await payments
    .createPortal({ professionalId, customerId: profile.stripeCustomerId, returnUrl: appUrl(deps, CANCEL_PATH) })
    .catch(async (err: unknown) => {
      // A customer deleted at Stripe has no subscription left there to manage; the next checkout
      // creates a new customer.
      if (err instanceof MissingCustomerError) {
        await repo.unlinkStripeCustomer(deps.db, professionalId, err.customerId);
        throw new DomainError('not_found', NO_SUBSCRIPTION);
      }
      return upstream(PORTAL_ERROR)(err);
    });
  return { url };
}

// ---------------------------------------------------------------------------------------------
// Stripe webhooks

export type WebhookOutcome = 'applied' | 'duplicate' | 'stale' | 'ignored';

async function resolveProfessional(deps: AppDeps, hint: string | null, customerId: string | null): Promise<string | null> {
  if (hint && /^[0-9a-f-]{36}$/i.test(hint) && (await repo.professionalExists(deps.db, hint))) return hint;
  return customerId ? repo.findProfessionalByCustomer(deps.db, customerId) : null;
}

/**
 * Verifies the signature on the raw body, then applies the event once: its id is recorded in the
 * same transaction as the change, so a replay (or Stripe's retry of a processed event) does nothing
 * and a failure leaves nothing recorded, letting Stripe retry.
 */
export async function handleStripeWebhook(
  deps: AppDeps,
  stripe: StripeProvider,
  rawBody: Buffer,
  signature: string | undefined,
  log: Pick<FastifyBaseLogger, 'error'>,
): Promise<WebhookOutcome> {
  const now = deps.clock.now();
  let event;
  try {
    event = stripe.verifyWebhook(rawBody, signature, now);
  } catch (err) {
    if (err instanceof InvalidWebhookSignature) throw new DomainError('invalid_request', 'Assinatura do webhook inválida.');
    if (err instanceof InvalidWebhookEvent) throw new DomainError('invalid_request', 'Evento do webhook ilegível.');
    throw err;
  }
  if (await repo.paymentEventSeen(deps.db, event.id)) return 'duplicate';

  let sub: ProviderSubscription | null = event.subscription;
  let hint = sub?.professionalId ?? null;
  if (event.checkout) {
    sub = await stripe.retrieveSubscription(event.checkout.subscriptionId);
    hint = event.checkout.professionalId ?? sub.professionalId;
    const professionalId = await resolveProfessional(deps, hint, event.checkout.customerId);
    if (professionalId && event.checkout.customerId) await repo.linkStripeCustomer(deps.db, professionalId, event.checkout.customerId);
  }
  const professionalId = sub ? await resolveProfessional(deps, hint, sub.customerId) : null;
  const before = professionalId ? await repo.findLatestSubscription(deps.db, professionalId) : null;
  const status = event.type === 'customer.subscription.deleted' ? 'canceled' : sub?.status;

  const outcome = await deps.db.transaction(async (tx): Promise<WebhookOutcome> => {
    const fresh = await repo.recordPaymentEvent(tx, { id: event.id, provider: 'stripe', type: event.type, receivedAt: now });
    if (!fresh) return 'duplicate';
    if (!sub || !professionalId || !status) return 'ignored';
    const applied = await applyProviderSubscription(tx, professionalId, sub, status, event.createdAt);
    return applied ? 'applied' : 'stale';
  });
  // Once stored, and once per event (a replay is a duplicate): the professional hears of it.
  if (outcome === 'applied' && sub && professionalId && status) {
    await tellSubscriptionChange(deps, professionalId, before, { ...sub, status }, log);
    await afterProviderSubscription(deps, professionalId, sub, log);
  }
  return outcome;
}

// ---------------------------------------------------------------------------------------------
// Built-in test provider

function sessionOwner(test: TestPaymentsProvider, session: string, professionalId: string) {
  if (test.readSession(session) !== professionalId) throw new DomainError('invalid_request', INVALID_TEST_SESSION);
}

export async function readTestCheckout(deps: AppDeps, test: TestPaymentsProvider, professionalId: string, session: string): Promise<TestCheckout> {
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
    ...after,
    cancelAtPeriodEnd: false,
    providerUpdatedAt: now,
    updatedAt: now,
  });
  await tellSubscriptionChange(deps, professionalId, before, after, log);
  await noticeListing(deps, professionalId, log);
  return { url: SUCCESS_PATH };
}

/** The test portal, like the real one, is closed to a blocked account. */
async function currentTestSubscription(deps: AppDeps, professionalId: string) {
  await billingProfile(deps, professionalId);
  const row = await repo.findLatestSubscription(deps.db, professionalId);
  if (!row || row.provider !== 'test') throw new DomainError('not_found', NO_SUBSCRIPTION);
  return row;
}

/** Cancel at the end of the period (or resume): the status stays until the period ends. */
export async function setTestCancelAtPeriodEnd(deps: AppDeps, professionalId: string, cancel: boolean): Promise<SubscriptionStatus> {
  const row = await currentTestSubscription(deps, professionalId);
  const now = deps.clock.now();
  if (!statusOf(row, now).is_active) throw new DomainError('conflict', 'Esta assinatura já terminou. Assine novamente para voltar a aparecer nas buscas.');
  const updated = await repo.updateSubscription(deps.db, row.id, { cancelAtPeriodEnd: cancel, providerUpdatedAt: now, updatedAt: now });
  return statusOf(updated, now);
}

/**
 * The test provider's stand-in for Stripe's test clocks: the current period (and trial) ends now,
 * so the professional leaves search as at a real period end, without waiting days.
 */
export async function endTestPeriod(deps: AppDeps, professionalId: string): Promise<SubscriptionStatus> {
  const row = await currentTestSubscription(deps, professionalId);
  const now = deps.clock.now();
  if (!statusOf(row, now).is_active) throw new DomainError('conflict', 'Esta assinatura já terminou. Assine novamente para voltar a aparecer nas buscas.');
  const updated = await repo.updateSubscription(deps.db, row.id, {
    currentPeriodEndsAt: now,
    ...(row.trialEndsAt ? { trialEndsAt: now } : {}),
    providerUpdatedAt: now,
    updatedAt: now,
  });
  return statusOf(updated, now);
}
