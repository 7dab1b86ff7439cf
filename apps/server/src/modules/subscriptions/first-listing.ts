import type { FastifyBaseLogger } from 'fastify';
import { TRIAL_DAYS } from '@app/domain/constants/business';
import { DAY_MS } from '@app/domain/constants/time';
import { isTrialWaiting } from '@app/domain/rules/subscription';
import type { PaymentMethod, ProviderSubscription } from '../../adapters/payments/payments.ts';
import type { AppDeps } from '../../deps.ts';
import { listingContext } from '../professionals/professional-read.ts';
import * as repo from './subscriptions.repository.ts';
import { tellSubscriptionChange } from './subscription-emails.ts';

type Log = Pick<FastifyBaseLogger, 'error'>;

/**
 * A first subscription's trial waits for the profile to enter search (a trial spent while the team
 * has yet to verify the profile would buy nothing). Stripe counts its own trial, so a waiting one is
 * held this many days ahead there, and held again once fewer than TRIAL_HOLD_RENEW_DAYS remain
 * (the daily reconciliation reads every waiting trial).
 */
export const TRIAL_HOLD_DAYS = 90;
export const TRIAL_HOLD_RENEW_DAYS = 30;

const stateOf = (row: repo.SubscriptionRow) => ({
  status: row.status,
  trial_ends_at: row.trialEndsAt,
  current_period_ends_at: row.currentPeriodEndsAt,
});

/**
 * Every change that can put a profile in search calls this once it is stored: the e-mail confirmed,
 * a subscription stored, the admin's verification, an unblocking, the admins' setting that lists
 * unverified professionals. When the listing rule holds, the first listing is recorded and a trial
 * that waited for it starts, ending TRIAL_DAYS after that first listing (also at the provider); the
 * professional is told. Returns whether a trial started. A provider failure leaves the trial
 * waiting (and the profile listed); the next call, or the daily reconciliation, starts it.
 */
export async function noticeListing(deps: AppDeps, professionalId: string, log: Log): Promise<boolean> {
  // The change that called this is already stored and must stand: a failure here is logged, and the
  // daily reconciliation (noticeListings) starts the trial later.
  try {
    return await startTrialIfListed(deps, professionalId, log);
  } catch (err) {
    log.error({ err, professionalId }, 'could not check the first listing');
    return false;
  }
}

async function startTrialIfListed(deps: AppDeps, professionalId: string, log: Log): Promise<boolean> {
  const ctx = await listingContext(deps);
  if (!(await repo.isListed(deps.db, professionalId, ctx))) return false;
  const firstListedAt = (await repo.recordFirstListing(deps.db, professionalId, ctx.now)) ?? ctx.now;
  const latest = await repo.findLatestSubscription(deps.db, professionalId);
  if (!latest || !isTrialWaiting(stateOf(latest))) return false;
  let trialEnd = new Date(firstListedAt.getTime() + TRIAL_DAYS * DAY_MS);
  let providerSubscriptionId: string | undefined;
  let method: PaymentMethod | null | undefined;
  if (latest.provider !== 'test') {
    const provider = deps.payments.remoteByName(latest.provider);
    if (!provider) {
      log.error(
        { professionalId, provider: latest.provider },
        'a trial waits for its start, but its payment provider is not configured',
      );
      return false;
    }
    try {
      ({
        trialEnd,
        subscriptionId: providerSubscriptionId,
        method,
      } = await provider.startTrial({
        subscriptionId: latest.providerSubscriptionId,
        customerId: latest.providerCustomerId,
        professionalId,
        method: latest.paymentMethod as PaymentMethod | null,
        trialEnd,
        now: ctx.now,
      }));
    } catch (err) {
      log.error({ err, professionalId }, 'could not start the trial at the payment provider');
      return false;
    }
  }
  const started = await repo.startWaitingTrial(deps.db, latest.id, trialEnd, ctx.now, {
    subscriptionId: providerSubscriptionId,
    method,
  });
  if (!started) return false;
  await tellSubscriptionChange(deps, professionalId, latest, started, log);
  return true;
}

/** After a change that may list many profiles at once (the admins' setting): each waiting trial among them starts. */
export async function noticeListings(deps: AppDeps, log: Log): Promise<number> {
  const ids = await repo.listedWithWaitingTrial(deps.db, await listingContext(deps));
  let started = 0;
  for (const id of ids) if (await noticeListing(deps, id, log)) started += 1;
  return started;
}

/**
 * After a provider's subscription is stored: the listing may start its trial; a Stripe trial that
 * still waits is held ahead at Stripe, so that Stripe's own clock does not end it first.
 */
export async function afterProviderSubscription(
  deps: AppDeps,
  professionalId: string,
  sub: ProviderSubscription,
  log: Log,
): Promise<void> {
  if (await noticeListing(deps, professionalId, log)) return;
  const stripe = deps.payments.stripe;
  if (!sub.trialWaitsForListing || sub.provider !== 'stripe' || !stripe) return;
  const now = deps.clock.now();
  const renewBefore = now.getTime() + TRIAL_HOLD_RENEW_DAYS * DAY_MS;
  if (sub.providerTrialEndsAt && sub.providerTrialEndsAt.getTime() > renewBefore) return;
  try {
    await stripe.setTrialEnd(sub.id, new Date(now.getTime() + TRIAL_HOLD_DAYS * DAY_MS), false);
  } catch (err) {
    log.error({ err, professionalId }, 'could not hold the waiting trial at the payment provider');
  }
}
