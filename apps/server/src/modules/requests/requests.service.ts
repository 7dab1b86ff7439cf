import type { FastifyBaseLogger } from 'fastify';
import { DAY_MS } from '@app/domain/constants/time';
import {
  REQUEST_ANSWER_DUE_MS,
  RESPONSE_TIME_MIN_REQUESTS,
  RESPONSE_TIME_WINDOW_DAYS,
  DEAL_QUESTION_UNDATED_DAYS,
  type DeclineReason,
} from '@app/domain/constants/requests';
import { dealQuestionClientText, dealQuestionProfessionalText } from '@app/domain/emails/requests';
import { brazilDay } from '@app/domain/rules/calendar-day';
import { REQUEST_MESSAGES } from '@app/domain/schemas/request';
import type { RequestBrief } from '@app/domain/schemas/api/requests';
import { composeEmail } from '../../adapters/mail/layout.ts';
import type { Database } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { DomainError } from '../../lib/errors.ts';
import { knownOccasion } from '../../lib/occasions.ts';
import { mailSignature } from '../settings/settings.service.ts';
import * as repo from './requests.repository.ts';

/**
 * What both sides of a quote request share (the brief, each answer, the e-mails, 'Fechou negócio?')
 * and the hourly passes. The client's side is client-requests.service.ts; the professional's,
 * professional-requests.service.ts.
 */

export type Log = Pick<FastifyBaseLogger, 'error'>;

export const RESPONSE_TIME_RULE = {
  windowDays: RESPONSE_TIME_WINDOW_DAYS,
  dueMs: REQUEST_ANSWER_DUE_MS,
  minRequests: RESPONSE_TIME_MIN_REQUESTS,
};
/** The response time of these professionals, read again from their requests (the demo's seed uses it). */
export const refreshResponseTimesOf = (db: Database, professionalIds: string[], now: Date) =>
  repo.refreshResponseTimes(db, professionalIds, now, RESPONSE_TIME_RULE);

/** The professional's requests of the last days, as the Painel counts them (at once: an answer counts when given). */
export const requestFiguresOf = (deps: AppDeps, professionalId: string, since: Date) =>
  repo.requestFigures(deps.db, professionalId, since);

/** How far back the hourly pass looks for requests that aged: a few passes, so that one missed is caught by the next. */
const AGED_LOOKBACK_MS = 3 * 60 * 60_000;

/** The client's private page: the token rides in the hash, out of every server's logs. */
export const requestUrl = (deps: AppDeps, token: string) => `${deps.config.publicUrl}/pedido#token=${token}`;
export const requestsAreaUrl = (deps: AppDeps) => `${deps.config.publicUrl}/profissionais-area/pedidos`;

export function briefOf(row: repo.QuoteRequestRow): RequestBrief {
  return {
    occasion: knownOccasion(row.occasion),
    event_date: row.eventDate,
    city: row.city,
    online: row.online,
    package: row.package,
    description: row.description,
    budget: row.budget,
  };
}

/** Past REQUEST_ANSWER_DUE_MS since the professional received it, with no answer yet. */
export const overdue = (recipient: repo.RecipientRow, request: repo.QuoteRequestRow, now: Date) =>
  recipient.status === 'pending' &&
  request.confirmedAt !== null &&
  now.getTime() - request.confirmedAt.getTime() > REQUEST_ANSWER_DUE_MS;

export function answerOf(recipient: repo.RecipientRow, reviewed: boolean) {
  return {
    quote:
      recipient.status === 'quoted' &&
      recipient.quotePriceCents !== null &&
      recipient.quoteIncluded !== null &&
      recipient.quoteValidUntil !== null
        ? {
            price_cents: recipient.quotePriceCents,
            included: recipient.quoteIncluded,
            valid_until: recipient.quoteValidUntil,
            conditions: recipient.quoteConditions,
          }
        : null,
    decline:
      recipient.status === 'declined' && recipient.declineReason
        ? { reason: recipient.declineReason as DeclineReason, text: recipient.declineText }
        : null,
    deal:
      recipient.status === 'quoted'
        ? {
            client: recipient.clientDeal,
            professional: recipient.professionalDeal,
            confirmed: recipient.dealConfirmedAt !== null,
            reviewed,
          }
        : null,
  };
}

export async function send(
  deps: AppDeps,
  to: string,
  text: Parameters<typeof composeEmail>[1],
  log: Log,
  what: string,
) {
  try {
    await deps.mailer.send(composeEmail(to, text, await mailSignature(deps)));
  } catch (err) {
    log.error({ err }, `${what} e-mail delivery failed`);
  }
}

export function assertDealOpen(recipient: repo.RecipientRow) {
  if (recipient.status !== 'quoted') throw new DomainError('conflict', REQUEST_MESSAGES.dealWithoutQuote);
  if (recipient.dealConfirmedAt) throw new DomainError('conflict', REQUEST_MESSAGES.dealConfirmed);
}

/**
 * 'Fechou negócio?' by e-mail to the client, once per request: after the event, or as soon as a
 * professional says yes (`saidYes`, that professional's name).
 */
export async function askClient(
  deps: AppDeps,
  request: repo.QuoteRequestRow,
  quoted: string[],
  saidYes: string | null,
  log: Log,
): Promise<boolean> {
  if (!(await repo.markAsked(deps.db, { requestId: request.id }, deps.clock.now()))) return false;
  await send(
    deps,
    request.clientEmail,
    dealQuestionClientText(request.clientName, { quoted, saidYes }, requestUrl(deps, request.token)),
    log,
    'deal question',
  );
  return true;
}

/** The same to the professional of one quote, once: after the event, or as soon as the client says yes. */
export async function askProfessional(
  deps: AppDeps,
  recipientId: string,
  log: Log,
  clientSaidYes: boolean,
): Promise<boolean> {
  const parties = await repo.dealParties(deps.db, recipientId);
  if (
    !parties ||
    parties.recipient.professionalDeal !== null ||
    !(await repo.markAsked(deps.db, { recipientId }, deps.clock.now()))
  )
    return false;
  const text = dealQuestionProfessionalText(
    parties.name,
    { clientName: parties.request.clientName, brief: briefOf(parties.request), clientSaidYes },
    requestsAreaUrl(deps),
  );
  await send(deps, parties.email, text, log, 'deal question');
  return true;
}

/** Questions sent by one hourly pass, at most; the rest wait for the next. */
const DEAL_QUESTIONS_PER_PASS = 200;

/**
 * The hourly pass: the day after the event (or DEAL_QUESTION_UNDATED_DAYS after the quote, without a
 * date), each side that has not said whether the deal was closed is asked once by e-mail.
 */
export async function askAboutDeals(deps: AppDeps, log: Log): Promise<{ clients: number; professionals: number }> {
  const now = deps.clock.now();
  const today = brazilDay(now);
  const undatedBefore = new Date(now.getTime() - DEAL_QUESTION_UNDATED_DAYS * DAY_MS);
  let clients = 0;
  for (const { request, quoted } of await repo.clientsToAsk(deps.db, today, undatedBefore, DEAL_QUESTIONS_PER_PASS)) {
    if (await askClient(deps, request, quoted, null, log)) clients += 1;
  }
  let professionals = 0;
  for (const { recipient } of await repo.professionalsToAsk(deps.db, today, undatedBefore, DEAL_QUESTIONS_PER_PASS)) {
    if (await askProfessional(deps, recipient.id, log, false)) professionals += 1;
  }
  return { clients, professionals };
}

/** A request hidden or shown again by an admin: its professionals' 'Responde em até …' is read again without it, or with it. */
export async function refreshResponseTimesOfRequest(deps: AppDeps, requestId: string): Promise<void> {
  await repo.refreshResponseTimes(
    deps.db,
    await repo.professionalsOf(deps.db, requestId),
    deps.clock.now(),
    RESPONSE_TIME_RULE,
  );
}

/**
 * The hourly pass: 'Responde em até …' changes with time alone when a request goes 48 h unanswered
 * or leaves the 90 days; those professionals' measures are read again. Answers rewrite it at once.
 */
export async function refreshAgedResponseTimes(deps: AppDeps): Promise<number> {
  const now = deps.clock.now();
  const ids = await repo.agedSince(deps.db, new Date(now.getTime() - AGED_LOOKBACK_MS), now, RESPONSE_TIME_RULE);
  await repo.refreshResponseTimes(deps.db, ids, now, RESPONSE_TIME_RULE);
  return ids.length;
}
