import type { FastifyBaseLogger } from 'fastify';
import { DAY_MS } from '@app/domain/constants/time';
import type { AppDeps } from '../../deps.ts';
import { noticeListings } from './first-listing.ts';
import * as repo from './subscriptions.repository.ts';
import { applyProviderState } from './subscription-webhooks.service.ts';

type Log = Pick<FastifyBaseLogger, 'error' | 'warn'>;

/** A subscription no webhook has spoken of for this long is read again from its provider. */
export const RECONCILE_AFTER_MS = DAY_MS;
/** At most this many are read in one pass; the rest wait for the next. */
export const RECONCILE_BATCH = 200;

export interface Reconciliation {
  read: number;
  applied: number;
  /** Subscriptions the provider no longer knows (now canceled here). */
  missing: number;
  /** Reads that failed: tried again on the next pass. */
  failed: number;
  trialsStarted: number;
}

/**
 * Webhooks get lost (an outage, a misconfigured endpoint, a provider that gave up retrying): once a
 * day at least, every subscription that is not over is read again from its provider and applied
 * through the same path as a webhook (applyProviderState), so that renewals, failed payments and
 * cancellations arrive regardless. Trials that wait for a start the provider refused are started.
 */
export async function reconcileSubscriptions(
  deps: AppDeps,
  log: Log,
  batch = RECONCILE_BATCH,
): Promise<Reconciliation> {
  const now = deps.clock.now();
  const result: Reconciliation = { read: 0, applied: 0, missing: 0, failed: 0, trialsStarted: 0 };
  const stale = await repo.staleProviderSubscriptions(deps.db, new Date(now.getTime() - RECONCILE_AFTER_MS), batch);
  for (const row of stale) {
    const provider = deps.payments.remoteByName(row.provider);
    if (!provider || !row.providerSubscriptionId) continue;
    result.read += 1;
    try {
      const sub = await provider.retrieveSubscription(row.providerSubscriptionId);
      if (!sub) {
        // Deleted at the provider: nothing will be charged or renewed, so it is over here too.
        result.missing += 1;
        log.warn(
          { provider: row.provider, subscription: row.providerSubscriptionId },
          'reconciliation: the provider no longer knows this subscription',
        );
        const at = deps.clock.now();
        await repo.updateSubscription(deps.db, row.id, {
          status: 'canceled',
          cancelAtPeriodEnd: false,
          providerUpdatedAt: at,
          updatedAt: at,
        });
        continue;
      }
      const outcome = await applyProviderState(
        deps,
        provider,
        { sub, customerId: sub.customerId, professionalId: row.professionalId, at: deps.clock.now() },
        log,
      );
      if (outcome === 'applied') result.applied += 1;
    } catch (err) {
      result.failed += 1;
      log.warn(
        { err, provider: row.provider, subscription: row.providerSubscriptionId },
        'reconciliation: could not read the subscription',
      );
    }
  }
  result.trialsStarted = await noticeListings(deps, log);
  return result;
}
