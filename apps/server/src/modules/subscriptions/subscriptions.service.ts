import type { FastifyBaseLogger } from 'fastify';
import { isSubscriptionActive } from '@app/domain/rules/subscription';
import type { PaymentMethod, SubscriptionStatus } from '@app/domain/schemas/api/subscription';
import type { AppDeps } from '../../deps.ts';
import { DomainError } from '../../lib/errors.ts';
import { PaymentsUpstreamError, type ProviderSubscription } from '../../adapters/payments/payments.ts';
import * as repo from './subscriptions.repository.ts';
import { tellSubscriptionChange } from './subscription-emails.ts';
import { afterProviderSubscription } from './first-listing.ts';

/**
 * The subscription's state: what the professional sees, read from what is stored or, when that
 * says inactive, from the provider. Checkout, webhooks and each provider's own pages build on it.
 */

export type Log = Pick<FastifyBaseLogger, 'error'>;

export const PORTAL_ERROR = 'Não foi possível abrir o portal de gerenciamento de assinatura.';
export const NO_SUBSCRIPTION = 'Você ainda não possui uma assinatura.';

/**
 * The state the professional sees. A subscription still marked active or trialing whose time is
 * up is no longer active (the same rule the search applies); it reads as canceled when it was set
 * to end, or when it comes from the test provider, which never renews.
 */
export function statusOf(row: repo.SubscriptionRow | null, now: Date): SubscriptionStatus {
  if (!row) {
    return {
      has_subscription: false,
      is_active: false,
      status: 'inactive',
      trial_end: null,
      current_period_end: null,
      cancel_at_period_end: false,
      provider: null,
      payment_method: null,
    };
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
    provider: row.provider,
    payment_method: (row.paymentMethod as PaymentMethod | null) ?? null,
  };
}

/** The provider's current state of what it knows for this professional, or null. */
async function readFromProvider(
  deps: AppDeps,
  professionalId: string,
  stored: repo.SubscriptionRow | null,
): Promise<ProviderSubscription | null> {
  const remote = stored ? deps.payments.remoteByName(stored.provider) : null;
  if (remote && stored?.providerSubscriptionId) return remote.retrieveSubscription(stored.providerSubscriptionId);
  // Nothing stored from a provider yet: a Stripe checkout may have finished before its webhook.
  const stripe = deps.payments.stripe;
  if (!stripe || (stored && stored.provider !== 'stripe')) return null;
  const profile = await repo.findBillingProfile(deps.db, professionalId);
  return profile?.stripeCustomerId ? stripe.latestSubscriptionOf(profile.stripeCustomerId) : null;
}

/**
 * The professional's status. One who is not active here but whose subscription belongs to a
 * provider with an API is looked up there too: the checkout may have completed before its webhook
 * arrived (or webhooks may not reach this server at all, as in local development), and the state
 * read from the provider is as fresh as it gets. A failed lookup falls back to what is stored.
 */
export async function checkSubscription(
  deps: AppDeps,
  professionalId: string,
  onSyncError?: (err: unknown) => void,
  log?: Log,
): Promise<SubscriptionStatus> {
  const now = deps.clock.now();
  const stored = await repo.findLatestSubscription(deps.db, professionalId);
  const state = statusOf(stored, now);
  if (state.is_active || deps.payments.remote.length === 0) return state;
  try {
    const sub = await readFromProvider(deps, professionalId, stored);
    if (!sub) return state;
    const applied = await applyProviderSubscription(deps.db, professionalId, sub, now);
    if (applied && log) {
      await tellSubscriptionChange(deps, professionalId, stored, sub, log);
      await afterProviderSubscription(deps, professionalId, sub, log);
    }
  } catch (err) {
    onSyncError?.(err);
    return state;
  }
  return statusOf(await repo.findLatestSubscription(deps.db, professionalId), now);
}

/** The provider's state of a subscription as stored, as of `at` (a pending one has no id yet). */
export function providerSubscriptionRow(
  professionalId: string,
  sub: Omit<ProviderSubscription, 'id'> & { id: string | null },
  at: Date,
): repo.NewSubscription {
  return {
    professionalId,
    provider: sub.provider,
    providerSubscriptionId: sub.id,
    providerCustomerId: sub.customerId,
    paymentMethod: sub.method,
    status: sub.status,
    currentPeriodEndsAt: sub.currentPeriodEndsAt,
    trialEndsAt: sub.trialEndsAt,
    cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
    providerUpdatedAt: at,
    // The provider's time orders this professional's subscriptions too ("latest by updated_at").
    updatedAt: at,
  };
}

/** Stores the provider's state of a subscription as of `at`, unless a newer one is stored. */
export function applyProviderSubscription(
  db: AppDeps['db'],
  professionalId: string,
  sub: ProviderSubscription,
  at: Date,
) {
  return repo.upsertProviderSubscription(db, {
    ...providerSubscriptionRow(professionalId, sub, at),
    providerSubscriptionId: sub.id,
    providerUpdatedAt: at,
  });
}

/** The professional being billed; the account itself is checked at the route (refuseBlockedAccount). */
export async function billingProfile(deps: AppDeps, professionalId: string) {
  const profile = await repo.findBillingProfile(deps.db, professionalId);
  if (!profile) throw new DomainError('not_found', 'Perfil não encontrado');
  return profile;
}
export type BillingProfile = Awaited<ReturnType<typeof billingProfile>>;

/** A provider's failure becomes the caller's pt-BR message; the cause stays for the log. */
export function upstream(message: string) {
  return (err: unknown): never => {
    if (err instanceof PaymentsUpstreamError)
      throw Object.assign(new DomainError('upstream_error', message), { cause: err });
    throw err;
  };
}
