import type { FastifyBaseLogger } from 'fastify';
import { HOUR_MS, MINUTE_MS } from '@app/domain/constants/time';
import { TEST_PUSH } from '@app/domain/emails/push';
import { quietHoursEnd } from '@app/domain/rules/quiet-hours';
import { NOTIFICATION_MESSAGES, type PushNotice, type PushSubscriptionInput } from '@app/domain/schemas/notifications';
import { acceptablePushEndpoint } from '../../adapters/push/web-push-sender.ts';
import type { AppDeps } from '../../deps.ts';
import { DomainError } from '../../lib/errors.ts';
import * as repo from './notifications.repository.ts';

/**
 * Push notifications to the professional's devices: sent at once, or, within the quiet hours, kept
 * and sent by the hourly pass once they end. A failed push is logged and never fails what caused it.
 */

export type Log = Pick<FastifyBaseLogger, 'error'>;

/** Devices per account; a new one beyond them replaces the oldest. */
const DEVICES_PER_ACCOUNT = 10;
/** Test notifications per account in TEST_WINDOW_MS: each posts to every device's push service. */
const TESTS_PER_WINDOW = 5;
const TEST_WINDOW_MS = 10 * MINUTE_MS;
/** Deferred pushes sent by one pass, at most; the rest wait for the next. */
const DEFERRED_PER_PASS = 500;

/**
 * How long a push service keeps a message for a device that is off. A request is worth hearing of
 * the next day; the test, only now.
 */
const ttlOf = (notice: PushNotice) => (notice.kind === 'test' ? 60 : (24 * HOUR_MS) / 1000);

/** Sends to each of the account's devices now; devices the push service no longer knows are forgotten. */
async function deliver(deps: AppDeps, userId: string, notice: PushNotice, log: Log): Promise<number> {
  const payload = JSON.stringify({
    title: notice.title,
    body: notice.body,
    url: notice.url,
    // One notification per kind on the screen: a newer one replaces it instead of piling up.
    tag: notice.kind,
  });
  let sent = 0;
  for (const device of await repo.subscriptionsOf(deps.db, userId)) {
    try {
      const result = await deps.push.send(device, payload, {
        ttlSeconds: ttlOf(notice),
        urgency: notice.kind === 'reviews' ? 'normal' : 'high',
      });
      if (result === 'gone') await repo.deleteSubscription(deps.db, { id: device.id });
      else {
        await repo.markDelivered(deps.db, device.id, deps.clock.now());
        sent += 1;
      }
    } catch (err) {
      // Only the push service's host: the rest of the address identifies the device.
      log.error({ err, kind: notice.kind, service: new URL(device.endpoint).host }, 'push delivery failed');
    }
  }
  return sent;
}

/** Pushes a notice to the professional's devices, honouring the kinds turned off and the quiet hours. */
async function pushToProfessional(deps: AppDeps, professionalId: string, notice: PushNotice, log: Log) {
  try {
    const state = await repo.pushStateOfProfessional(deps.db, professionalId);
    if (!state || state.devices === 0 || state.pushOptOuts.includes(notice.kind)) return;
    const now = deps.clock.now();
    const until = quietHoursEnd(now, state.quiet);
    if (until) await repo.deferPush(deps.db, state.userId, notice, until, now);
    else await deliver(deps, state.userId, notice, log);
  } catch (err) {
    log.error({ err, kind: notice.kind }, 'push notice failed');
  }
}

/**
 * Not waited for: what the professional is told of is already stored, and the client's answer or
 * the page does not wait for a push service. Errors are logged inside.
 */
export function firePush(deps: AppDeps, professionalId: string, notice: PushNotice, log: Log): void {
  void pushToProfessional(deps, professionalId, notice, log);
}

/** The account's devices now, for a reminder whose quiet hours and preferences were already weighed. */
export const pushNow = deliver;

/**
 * The hourly pass: pushes kept through the quiet hours go once they end, unless the kind was turned
 * off meanwhile or the hours were moved (then they wait for the new end).
 */
export async function sendDeferredPushes(deps: AppDeps, log: Log): Promise<number> {
  const now = deps.clock.now();
  let sent = 0;
  for (const { userId, notice } of await repo.takeDuePushes(deps.db, now, DEFERRED_PER_PASS)) {
    const state = await repo.pushStateOfUser(deps.db, userId);
    if (!state || state.pushOptOuts.includes(notice.kind)) continue;
    const until = quietHoursEnd(now, state.quiet);
    if (until) await repo.deferPush(deps.db, userId, notice, until, now);
    else sent += await deliver(deps, userId, notice, log);
  }
  return sent;
}

export async function subscribe(
  deps: AppDeps,
  userId: string,
  input: PushSubscriptionInput,
): Promise<{ devices: number }> {
  if (!acceptablePushEndpoint(deps.config, input.endpoint))
    throw new DomainError('invalid_request', NOTIFICATION_MESSAGES.endpoint);
  await repo.saveSubscription(
    deps.db,
    { userId, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth, createdAt: deps.clock.now() },
    DEVICES_PER_ACCOUNT,
  );
  return { devices: (await repo.subscriptionsOf(deps.db, userId)).length };
}

export async function unsubscribe(deps: AppDeps, userId: string, endpoint: string): Promise<void> {
  await repo.deleteSubscription(deps.db, { userId, endpoint });
}

/** 'Enviar notificação de teste': to every device of the account at once, whatever the hour. */
export async function sendTestPush(deps: AppDeps, userId: string, log: Log): Promise<{ sent: number }> {
  const { count } = await deps.counters.increment(`push:test:${userId}`, TEST_WINDOW_MS);
  if (count > TESTS_PER_WINDOW)
    throw new DomainError('rate_limited', 'Muitos testes seguidos. Tente de novo em alguns minutos.');
  if ((await repo.subscriptionsOf(deps.db, userId)).length === 0)
    throw new DomainError('conflict', NOTIFICATION_MESSAGES.noDevice);
  return { sent: await deliver(deps, userId, TEST_PUSH, log) };
}
