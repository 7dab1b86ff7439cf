import { HOUR_MS } from '@app/domain/constants/time';
import { REQUEST_ANSWER_DUE_MS } from '@app/domain/constants/requests';
import { requestReminderPush } from '@app/domain/emails/push';
import { requestReminderText } from '@app/domain/emails/requests';
import { isQuiet, quietHoursEnd } from '@app/domain/rules/quiet-hours';
import type { AppDeps } from '../../deps.ts';
import { briefOf, requestsAreaUrl, send } from '../requests/requests.service.ts';
import * as repo from './notifications.repository.ts';
import { pushNow, type Log } from './push.service.ts';

/**
 * A request still unanswered is recalled twice, 4 and 24 hours after it reached the professional,
 * by push and by e-mail (the kind 'new_requests' of each channel, which the professional may turn
 * off). The hours count from when the professional could hear of the request: for one that came in
 * the quiet hours, from their end. Within the quiet hours a reminder waits: the first pass after
 * they end sends it. A request that reached 24 hours unreminded gets only the 24-hour one; past
 * REQUEST_ANSWER_DUE_MS, none (the client already sees it as unanswered).
 */
const STAGES = [
  { stage: 2, hours: 24, until: REQUEST_ANSWER_DUE_MS },
  { stage: 1, hours: 4, until: 24 * HOUR_MS },
] as const;

/** Reminders per stage and pass, at most; the rest wait for the next pass. */
const BATCH = 200;

export async function sendRequestReminders(deps: AppDeps, log: Log): Promise<{ after_4h: number; after_24h: number }> {
  const now = deps.clock.now();
  const sent = { after_4h: 0, after_24h: 0 };
  for (const { stage, hours, until } of STAGES) {
    const rows = await repo.unansweredForReminder(
      deps.db,
      {
        olderThan: new Date(now.getTime() - hours * HOUR_MS),
        newerThan: new Date(now.getTime() - until),
        stage,
      },
      BATCH,
    );
    // One account's state once per pass, however many of its requests wait.
    const states = new Map<string, Awaited<ReturnType<typeof repo.pushStateOfUser>>>();
    for (const row of rows) {
      if (!states.has(row.userId)) states.set(row.userId, await repo.pushStateOfUser(deps.db, row.userId));
      const state = states.get(row.userId);
      if (!state || isQuiet(now, state.quiet)) continue;
      // Counted from when the professional could hear of it: a request of the night, from the morning.
      const arrived = row.request.confirmedAt ?? now;
      const told = quietHoursEnd(arrived, state.quiet) ?? arrived;
      if (now.getTime() - told.getTime() < hours * HOUR_MS) continue;
      if (!(await repo.claimReminder(deps.db, row.recipientId, stage))) continue;
      const brief = briefOf(row.request);
      if (!row.emailOptOuts.includes('new_requests'))
        await send(
          deps,
          row.email,
          requestReminderText(row.name, { clientName: row.request.clientName, brief, hours }, requestsAreaUrl(deps)),
          log,
          'request reminder',
        );
      if (state.devices > 0 && !state.pushOptOuts.includes('new_requests'))
        await pushNow(deps, row.userId, requestReminderPush(brief, hours), log);
      sent[stage === 1 ? 'after_4h' : 'after_24h'] += 1;
    }
  }
  return sent;
}
