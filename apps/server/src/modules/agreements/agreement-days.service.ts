import {
  agreementCancelledText,
  agreementDayAfterText,
  agreementDayBeforeText,
  agreementWeekBeforeText,
} from '@app/domain/emails/agreements';
import { brazilDay } from '@app/domain/rules/calendar-day';
import { AGREEMENT_MESSAGES } from '@app/domain/schemas/agreement';
import type { AgreementView } from '@app/domain/schemas/agreement';
import type { AppDeps } from '../../deps.ts';
import { DomainError } from '../../lib/errors.ts';
import * as repo from './agreements.repository.ts';
import {
  linkFor,
  other,
  send,
  contentOfRow,
  invitation,
  dayFacts,
  mailBothSides,
  assertNotCancelled,
  opened,
  viewOf,
} from './agreement-parts.ts';
import type { Log } from './agreement-parts.ts';

/** An agreement's days: the e-mails before and after the event, and cancelling it before. */

/**
 * 'Cancelar acordo', by either side, before the event: what the chosen policy settles is written
 * in both e-mails and on the page; the day is free again and calendars drop the event.
 */
export async function cancelAgreement(deps: AppDeps, token: string, log: Log): Promise<AgreementView> {
  const { agreement, party } = await opened(deps, token);
  assertNotCancelled(agreement);
  const [current] = await repo.versionsOf(deps.db, agreement.id);
  const content = contentOfRow(current!);
  const now = deps.clock.now();
  if (content.terms.event_date < brazilDay(now)) throw new DomainError('conflict', AGREEMENT_MESSAGES.eventPassed);
  const cancelled = await repo.cancel(deps.db, agreement, party, content.terms.event_date, now);
  if (!cancelled) throw new DomainError('conflict', AGREEMENT_MESSAGES.cancelled);
  const view = await viewOf(deps, cancelled, party);
  const parties = await repo.partiesOf(deps.db, agreement);
  if (parties) {
    const attachments = agreement.acceptedAt ? [invitation(deps, agreement, current!.version, content, true)] : [];
    await mailBothSides(
      deps,
      { agreement, version: current!.version, content, parties },
      (side, facts, url) =>
        agreementCancelledText(
          parties[side].name,
          { ...facts, byYou: side === party, outcome: view.cancelled!.settled },
          url,
        ),
      log,
      attachments,
    );
  }
  return view;
}

/** Reminders sent by one pass, at most; the rest wait for the next. */
const REMINDERS_PER_PASS = 200;

const REMINDER_TEXT = {
  week_before: agreementWeekBeforeText,
  day_before: agreementDayBeforeText,
  day_after: agreementDayAfterText,
} as const;

/**
 * The hourly pass: the e-mails of an accepted agreement's days, to both sides, once each: a week
 * before (the checklist, with the calendar invitation again), the day before (the logistics) and
 * the day after (the client is asked for a review, which carries 'Contratado pelo Palco').
 */
export async function sendAgreementReminders(deps: AppDeps, log: Log): Promise<Record<repo.ReminderKind, number>> {
  const now = deps.clock.now();
  const sent: Record<repo.ReminderKind, number> = { week_before: 0, day_before: 0, day_after: 0 };
  for (const due of await repo.dueReminders(deps.db, brazilDay(now), REMINDERS_PER_PASS)) {
    const agreement = await repo.byId(deps.db, due.id);
    const parties = agreement && (await repo.partiesOf(deps.db, agreement));
    if (!agreement || !parties || !(await repo.markReminder(deps.db, agreement.id, due.kind, now))) continue;
    const [current] = await repo.versionsOf(deps.db, agreement.id);
    const content = contentOfRow(current!);
    const requestToken = due.kind === 'day_after' ? await repo.requestTokenOf(deps.db, agreement.recipientId) : null;
    for (const side of ['client', 'professional'] as const) {
      const facts = dayFacts(agreement, current!.version, content, side, parties[other(side)].name);
      // The client reviews on the request's page, while the request is kept.
      const url =
        side === 'client' && requestToken
          ? `${deps.config.publicUrl}/pedido#token=${requestToken}`
          : await linkFor(deps, agreement.id, side);
      const attachments = due.kind === 'week_before' ? [invitation(deps, agreement, current!.version, content)] : [];
      await send(deps, parties[side].email, REMINDER_TEXT[due.kind](parties[side].name, facts, url), log, attachments);
    }
    sent[due.kind] += 1;
  }
  return sent;
}
