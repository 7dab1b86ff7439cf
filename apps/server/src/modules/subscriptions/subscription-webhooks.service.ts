import type { AppDeps } from '../../deps.ts';
import { DomainError } from '../../lib/errors.ts';
import {
  InvalidWebhookEvent,
  InvalidWebhookSignature,
  type ProviderSubscription,
  type RemoteProvider,
  type WebhookDelivery,
} from '../../adapters/payments/payments.ts';
import * as repo from './subscriptions.repository.ts';
import { tellSubscriptionChange } from './subscription-emails.ts';
import { afterProviderSubscription } from './first-listing.ts';
import { applyProviderSubscription, type Log } from './subscriptions.service.ts';

/** Webhooks, every provider through one path; the reconciliation applies what it reads the same way. */

export type WebhookOutcome = 'applied' | 'duplicate' | 'stale' | 'ignored';

async function resolveProfessional(
  deps: AppDeps,
  provider: RemoteProvider,
  hint: string | null,
  customerId: string | null,
): Promise<string | null> {
  if (hint && /^[0-9a-f-]{36}$/i.test(hint) && (await repo.professionalExists(deps.db, hint))) return hint;
  return customerId ? repo.findProfessionalByCustomer(deps.db, provider.name, customerId) : null;
}

/**
 * Applies a provider's state of a subscription once it is known to be the provider's (a webhook
 * read through readWebhook, or the reconciliation's read of the API), with `eventId` recorded in
 * the same transaction as the change when there is one, so that a replay does nothing and a failure
 * leaves nothing recorded for the provider to retry. The professional hears of the change once.
 */
export async function applyProviderState(
  deps: AppDeps,
  provider: RemoteProvider,
  input: {
    sub: ProviderSubscription | null;
    customerId: string | null;
    professionalId: string | null;
    at: Date;
    event?: { id: string; type: string };
  },
  log: Log,
): Promise<WebhookOutcome> {
  const { sub, event } = input;
  const customerId = input.customerId ?? sub?.customerId ?? null;
  const professionalId = sub
    ? await resolveProfessional(deps, provider, input.professionalId ?? sub.professionalId, customerId)
    : null;
  if (professionalId && customerId) await repo.linkCustomer(deps.db, provider.name, professionalId, customerId);
  const before = professionalId ? await repo.findLatestSubscription(deps.db, professionalId) : null;
  const now = deps.clock.now();

  const outcome = await deps.db.transaction(async (tx): Promise<WebhookOutcome> => {
    if (
      event &&
      !(await repo.recordPaymentEvent(tx, { id: event.id, provider: provider.name, type: event.type, receivedAt: now }))
    )
      return 'duplicate';
    if (!sub || !professionalId) return 'ignored';
    return (await applyProviderSubscription(tx, professionalId, sub, input.at)) ? 'applied' : 'stale';
  });
  if (outcome === 'applied' && sub && professionalId) {
    await tellSubscriptionChange(deps, professionalId, before, sub, log);
    await afterProviderSubscription(deps, professionalId, sub, log);
  }
  return outcome;
}

/**
 * One webhook delivery of any provider: read into a common event by the provider, then applied once.
 * Each delivery is counted by its outcome: refused (a bad or stale signature, an unreadable event),
 * duplicate (a replay), failed (the provider will send it again) or what applying it did.
 */
export async function handleWebhook(
  deps: AppDeps,
  provider: RemoteProvider,
  delivery: Omit<WebhookDelivery, 'receivedAt'>,
  log: Log,
): Promise<WebhookOutcome> {
  let outcome: WebhookOutcome | 'refused' | 'failed' = 'failed';
  try {
    outcome = await readAndApply(deps, provider, delivery, log);
    return outcome;
  } catch (err) {
    if (err instanceof DomainError && err.code === 'invalid_request') outcome = 'refused';
    throw err;
  } finally {
    deps.metrics.webhook(provider.name, outcome);
  }
}

async function readAndApply(
  deps: AppDeps,
  provider: RemoteProvider,
  delivery: Omit<WebhookDelivery, 'receivedAt'>,
  log: Log,
): Promise<WebhookOutcome> {
  let event;
  try {
    event = await provider.readWebhook({ ...delivery, receivedAt: deps.clock.now() });
  } catch (err) {
    if (err instanceof InvalidWebhookSignature)
      throw new DomainError('invalid_request', 'Assinatura do webhook inválida.');
    if (err instanceof InvalidWebhookEvent) throw new DomainError('invalid_request', 'Evento do webhook ilegível.');
    throw err;
  }
  if (await repo.paymentEventSeen(deps.db, provider.name, event.id)) return 'duplicate';
  return applyProviderState(
    deps,
    provider,
    {
      sub: event.subscription,
      customerId: event.customerId,
      professionalId: event.professionalId,
      at: event.createdAt,
      event: { id: event.id, type: event.type },
    },
    log,
  );
}
