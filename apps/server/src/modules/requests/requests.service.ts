import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { DAY_MS } from '@app/domain/constants/time';
import {
  REQUEST_ANSWER_DUE_MS,
  REQUEST_CONFIRMATION_TTL_MS,
  RESPONSE_TIME_MIN_REQUESTS,
  RESPONSE_TIME_WINDOW_DAYS,
  REQUESTS_PER_ADDRESS_PER_DAY,
  REQUESTS_PER_EMAIL_PER_DAY,
  QUOTE_VALIDITY_MAX_DAYS,
  DEAL_QUESTION_UNDATED_DAYS,
  type DeclineReason,
} from '@app/domain/constants/requests';
import { OCCASION_SLUGS, type OccasionSlug } from '@app/domain/constants/occasions';
import {
  dealQuestionClientText,
  dealQuestionProfessionalText,
  newRequestText,
  requestAnsweredText,
  requestConfirmationText,
} from '@app/domain/emails/requests';
import { addDays, brazilDay } from '@app/domain/rules/calendar-day';
import {
  REQUEST_MESSAGES,
  type QuoteRequest,
  type quoteSchema,
  type declineSchema,
  type dealReviewSchema,
} from '@app/domain/schemas/request';
import type {
  ClientRequestView,
  ProfessionalRequest,
  ProfessionalRequests,
  RequestBrief,
} from '@app/domain/schemas/api/requests';
import type { z } from 'zod';
import { composeEmail } from '../../adapters/mail/layout.ts';
import type { AppDeps } from '../../deps.ts';
import { DomainError } from '../../lib/errors.ts';
import { newToken } from '../../lib/tokens.ts';
import { listingContext } from '../professionals/professional-read.ts';
import { createHiredReview } from '../reviews/reviews.service.ts';
import { mailSignature } from '../settings/settings.service.ts';
import * as repo from './requests.repository.ts';

type Log = Pick<FastifyBaseLogger, 'error'>;

const RESPONSE_TIME_RULE = {
  windowDays: RESPONSE_TIME_WINDOW_DAYS,
  dueMs: REQUEST_ANSWER_DUE_MS,
  minRequests: RESPONSE_TIME_MIN_REQUESTS,
};
/** How far back the hourly pass looks for requests that aged: a few passes, so that one missed is caught by the next. */
const AGED_LOOKBACK_MS = 3 * 60 * 60_000;

/** The client's private page: the token rides in the hash, out of every server's logs. */
const requestUrl = (deps: AppDeps, token: string) => `${deps.config.publicUrl}/pedido#token=${token}`;
const requestsAreaUrl = (deps: AppDeps) => `${deps.config.publicUrl}/profissionais-area/pedidos`;

/**
 * A daily, pseudonymous key for an internet address or a browser: the same within a Brazilian day,
 * so that the limit holds, and unlinkable across days.
 */
const dailyKey = (kind: string, value: string, now: Date) =>
  createHash('sha256')
    .update(`${kind}:${brazilDay(now)}:${value}`)
    .digest('hex');

const iso = (d: Date) => d.toISOString();
const knownOccasion = (slug: string | null): OccasionSlug | null =>
  (OCCASION_SLUGS as readonly string[]).includes(slug ?? '') ? (slug as OccasionSlug) : null;

function briefOf(row: repo.QuoteRequestRow): RequestBrief {
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
const overdue = (recipient: repo.RecipientRow, request: repo.QuoteRequestRow, now: Date) =>
  recipient.status === 'pending' &&
  request.confirmedAt !== null &&
  now.getTime() - request.confirmedAt.getTime() > REQUEST_ANSWER_DUE_MS;

function answerOf(recipient: repo.RecipientRow, reviewed: boolean) {
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

async function send(deps: AppDeps, to: string, text: Parameters<typeof composeEmail>[1], log: Log, what: string) {
  try {
    await deps.mailer.send(composeEmail(to, text, await mailSignature(deps)));
  } catch (err) {
    log.error({ err }, `${what} e-mail delivery failed`);
  }
}

/**
 * A client's request to up to five professionals. Each must be listed, not suspended and, when a
 * date is given, free that day; otherwise nothing is stored and the client is told to take them out.
 * The request waits, sent to nobody, until the client follows the link e-mailed to its address.
 * Daily limits per e-mail address, internet address and browser keep it from becoming a way to spam.
 */
export async function createRequest(deps: AppDeps, input: QuoteRequest, meta: { ip: string; log: Log }) {
  const now = deps.clock.now();
  const today = brazilDay(now);
  if (input.event_date && input.event_date < today) throw new DomainError('invalid_request', REQUEST_MESSAGES.date);
  const addressHash = dailyKey('address', meta.ip, now);
  const visitorHash = input.visitor_id ? dailyKey('visitor', input.visitor_id, now) : null;
  if (
    (await repo.countSince(deps.db, { email: input.email }, new Date(now.getTime() - DAY_MS))) >=
    REQUESTS_PER_EMAIL_PER_DAY
  ) {
    throw new DomainError('rate_limited', REQUEST_MESSAGES.emailLimit);
  }
  if (
    (await repo.countSince(deps.db, { addressHash }, new Date(now.getTime() - DAY_MS))) >=
      REQUESTS_PER_ADDRESS_PER_DAY ||
    (visitorHash &&
      (await repo.countSince(deps.db, { visitorHash }, new Date(now.getTime() - DAY_MS))) >= REQUESTS_PER_EMAIL_PER_DAY)
  ) {
    throw new DomainError('rate_limited', REQUEST_MESSAGES.addressLimit);
  }
  const eligible = await repo.eligibleProfessionals(
    deps.db,
    input.professional_ids,
    await listingContext(deps),
    input.event_date,
    today,
  );
  if (eligible.length !== input.professional_ids.length) {
    // Named, so that the client knows whom to take out.
    const names = await repo.namesOf(
      deps.db,
      input.professional_ids.filter((id) => !eligible.includes(id)),
    );
    throw new DomainError(
      'conflict',
      names.length > 0 ? REQUEST_MESSAGES.unavailableNamed(names) : REQUEST_MESSAGES.unavailable,
    );
  }

  const token = newToken();
  await repo.insertRequest(
    deps.db,
    {
      token,
      clientName: input.name,
      clientEmail: input.email,
      clientWhatsapp: input.whatsapp,
      occasion: input.occasion,
      eventDate: input.event_date,
      city: input.online ? null : input.city,
      online: input.online,
      package: input.package,
      description: input.description,
      budget: input.budget,
      visitorHash,
      addressHash,
      createdAt: now,
    },
    input.professional_ids,
  );
  await send(
    deps,
    input.email,
    requestConfirmationText(input.name, input.professional_ids.length, requestUrl(deps, token)),
    meta.log,
    'request confirmation',
  );
  return { status: 'awaiting_confirmation' as const, email: input.email };
}

async function requestOf(deps: AppDeps, token: string) {
  const request = await repo.findByToken(deps.db, token);
  if (!request) throw new DomainError('not_found', REQUEST_MESSAGES.confirmationInvalid);
  return request;
}

/**
 * The link from the e-mail: the first time, within REQUEST_CONFIRMATION_TTL_MS, it sends the
 * request to its professionals (each gets an e-mail); every time, it answers the page of answers.
 */
export async function confirmRequest(deps: AppDeps, token: string, log: Log): Promise<ClientRequestView> {
  const request = await requestOf(deps, token);
  if (request.confirmedAt) return pageOf(deps, { ...request, confirmedAt: request.confirmedAt });
  const now = deps.clock.now();
  const confirmed = await repo.confirm(deps.db, request.id, now, new Date(now.getTime() - REQUEST_CONFIRMATION_TTL_MS));
  // Expired, or confirmed meanwhile by another opening of the link: the stored state answers.
  if (!confirmed) return viewRequest(deps, token);
  const recipients = await repo.recipientsOf(deps.db, request.id);
  for (const { professional, email } of recipients) {
    const text = newRequestText(
      professional.name,
      { clientName: request.clientName, brief: briefOf(request), recipients: recipients.length },
      requestsAreaUrl(deps),
    );
    await send(deps, email, text, log, 'new request');
  }
  return pageOf(deps, { ...confirmed, confirmedAt: now });
}

/** A request the client's link opens: only once confirmed. */
async function confirmedRequestOf(deps: AppDeps, token: string) {
  const request = await requestOf(deps, token);
  if (!request.confirmedAt) throw new DomainError('not_found', REQUEST_MESSAGES.confirmationInvalid);
  return { ...request, confirmedAt: request.confirmedAt };
}

/** The client's page: the brief and each professional's answer, side by side. */
export async function viewRequest(deps: AppDeps, token: string): Promise<ClientRequestView> {
  return pageOf(deps, await confirmedRequestOf(deps, token));
}

async function pageOf(
  deps: AppDeps,
  request: repo.QuoteRequestRow & { confirmedAt: Date },
): Promise<ClientRequestView> {
  const now = deps.clock.now();
  const recipients = await repo.recipientsOf(deps.db, request.id);
  return {
    id: request.id,
    name: request.clientName,
    created_at: iso(request.createdAt),
    sent_at: iso(request.confirmedAt),
    brief: briefOf(request),
    recipients: recipients.map(({ recipient, reviewed, professional }) => {
      const digits = (professional.whatsappNumber ?? '').replace(/\D/g, '');
      // The professional is reached on WhatsApp once they answered with a quote, and never while blocked.
      const reachable = recipient.status === 'quoted' && !professional.isBlocked && digits !== '';
      return {
        professional: {
          id: professional.id,
          name: professional.name,
          image: professional.image,
          city: professional.city,
          state: professional.state,
          rating: Math.round(professional.rating * 10) / 10,
          review_count: professional.reviewCount,
          verified: professional.verified,
          response_minutes: professional.responseMinutes,
          whatsapp: reachable
            ? `${(professional.whatsappCountryCode || '55').replace(/\D/g, '') || '55'}${digits}`
            : null,
        },
        status: recipient.status as ProfessionalRequest['status'],
        overdue: overdue(recipient, request, now),
        answered_at: recipient.answeredAt ? iso(recipient.answeredAt) : null,
        ...answerOf(recipient, reviewed),
      };
    }),
  };
}

function toProfessionalRequest(
  row: { recipient: repo.RecipientRow; reviewed: boolean; request: repo.QuoteRequestRow; recipients: number },
  now: Date,
): ProfessionalRequest {
  const { recipient, request } = row;
  // The client's contact goes to a professional who answered with a quote, not to every one asked.
  const quoted = recipient.status === 'quoted';
  return {
    id: recipient.id,
    received_at: iso(request.confirmedAt ?? request.createdAt),
    status: recipient.status as ProfessionalRequest['status'],
    overdue: overdue(recipient, request, now),
    answered_at: recipient.answeredAt ? iso(recipient.answeredAt) : null,
    client: {
      name: request.clientName,
      email: quoted ? request.clientEmail : null,
      whatsapp: quoted ? request.clientWhatsapp : null,
    },
    brief: briefOf(request),
    recipients: row.recipients,
    ...answerOf(recipient, row.reviewed),
  };
}

/** The 'Pedidos' page: what the professional received, newest first, and how many wait for an answer. */
export async function receivedRequests(deps: AppDeps, professionalId: string): Promise<ProfessionalRequests> {
  const now = deps.clock.now();
  const rows = await repo.receivedBy(deps.db, professionalId, 200);
  return {
    items: rows.map((row) => toProfessionalRequest(row, now)),
    pending: await repo.pendingCount(deps.db, professionalId),
  };
}

type Owner = { professionalId: string };
type ReceivedRow = NonNullable<Awaited<ReturnType<typeof repo.receivedOne>>>;

/** The professional's own copy; someone else's is not found. */
async function ownCopy(deps: AppDeps, owner: Owner, id: string): Promise<ReceivedRow> {
  const row = await repo.receivedOne(deps.db, owner.professionalId, id);
  if (!row) throw new DomainError('not_found', 'Pedido não encontrado.');
  return row;
}

async function answered(
  deps: AppDeps,
  owner: Owner,
  row: ReceivedRow,
  values: Parameters<typeof repo.answer>[3],
  log: Log,
) {
  const updated = await repo.answer(deps.db, row.recipient.id, owner.professionalId, values);
  if (!updated) throw new DomainError('conflict', REQUEST_MESSAGES.alreadyAnswered);
  await repo.refreshResponseTimes(deps.db, [owner.professionalId], deps.clock.now(), RESPONSE_TIME_RULE);
  const text = requestAnsweredText(
    row.request.clientName,
    { professionalName: row.professionalName, quoted: values.status === 'quoted' },
    requestUrl(deps, row.request.token),
  );
  await send(deps, row.request.clientEmail, text, log, 'request answered');
  return toProfessionalRequest({ ...row, recipient: updated }, deps.clock.now());
}

/** The professional's quote: a price, what it includes, until when it holds and its conditions. */
export async function sendQuote(
  deps: AppDeps,
  owner: Owner,
  id: string,
  input: z.output<typeof quoteSchema>,
  log: Log,
) {
  // Someone else's copy is not found before anything about the quote is said.
  const row = await ownCopy(deps, owner, id);
  const today = brazilDay(deps.clock.now());
  if (input.valid_until < today || input.valid_until > addDays(today, QUOTE_VALIDITY_MAX_DAYS))
    throw new DomainError('invalid_request', REQUEST_MESSAGES.validUntil);
  return answered(
    deps,
    owner,
    row,
    {
      status: 'quoted',
      answeredAt: deps.clock.now(),
      quotePriceCents: input.price,
      quoteIncluded: input.included,
      quoteValidUntil: input.valid_until,
      quoteConditions: input.conditions,
    },
    log,
  );
}

/** The professional declines, with a reason the client reads. */
export async function decline(
  deps: AppDeps,
  owner: Owner,
  id: string,
  input: z.output<typeof declineSchema>,
  log: Log,
) {
  return answered(
    deps,
    owner,
    await ownCopy(deps, owner, id),
    { status: 'declined', answeredAt: deps.clock.now(), declineReason: input.reason, declineText: input.text },
    log,
  );
}

function assertDealOpen(recipient: repo.RecipientRow) {
  if (recipient.status !== 'quoted') throw new DomainError('conflict', REQUEST_MESSAGES.dealWithoutQuote);
  if (recipient.dealConfirmedAt) throw new DomainError('conflict', REQUEST_MESSAGES.dealConfirmed);
}

/**
 * 'Fechou negócio?', the client's side, about one professional who quoted. A deal is recorded only
 * when the professional says yes too; until then either may change their answer.
 */
export async function clientDeal(
  deps: AppDeps,
  token: string,
  professionalId: string,
  closed: boolean,
  log: Log,
): Promise<ClientRequestView> {
  const request = await confirmedRequestOf(deps, token);
  const recipient = await repo.recipientFor(deps.db, request.id, professionalId);
  if (!recipient) throw new DomainError('not_found', 'Profissional não encontrado neste pedido.');
  assertDealOpen(recipient);
  const marked = await repo.markDeal(deps.db, recipient.id, 'client', closed, deps.clock.now());
  if (!marked) throw new DomainError('conflict', REQUEST_MESSAGES.dealConfirmed);
  if (closed) await askProfessional(deps, marked.id, log, true);
  return pageOf(deps, request);
}

/** 'Fechou negócio?', the professional's side: alone it records nothing; the client must say yes too. */
export async function professionalDeal(deps: AppDeps, owner: Owner, id: string, closed: boolean, log: Log) {
  const row = await ownCopy(deps, owner, id);
  assertDealOpen(row.recipient);
  const marked = await repo.markDeal(deps.db, id, 'professional', closed, deps.clock.now());
  if (!marked) throw new DomainError('conflict', REQUEST_MESSAGES.dealConfirmed);
  if (closed && marked.clientDeal === null)
    await askClient(deps, row.request, [row.professionalName], row.professionalName, log);
  return toProfessionalRequest({ ...row, recipient: marked }, deps.clock.now());
}

/**
 * 'Fechou negócio?' by e-mail to the client, once per request: after the event, or as soon as a
 * professional says yes (`saidYes`, that professional's name).
 */
async function askClient(
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
async function askProfessional(deps: AppDeps, recipientId: string, log: Log, clientSaidYes: boolean): Promise<boolean> {
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

/**
 * The client reviews a deal both sides confirmed, from the page of their request: the review is the
 * request's name and e-mail (already confirmed), carries 'Contratado pelo Palco' and goes to the
 * team like any other. One per deal, and one per e-mail and professional as always.
 */
export async function reviewDeal(
  deps: AppDeps,
  input: z.output<typeof dealReviewSchema>,
  log: Log,
): Promise<ClientRequestView> {
  const request = await confirmedRequestOf(deps, input.token);
  const recipient = await repo.recipientFor(deps.db, request.id, input.professional_id);
  if (!recipient) throw new DomainError('not_found', 'Profissional não encontrado neste pedido.');
  if (!recipient.dealConfirmedAt) throw new DomainError('conflict', REQUEST_MESSAGES.reviewWithoutDeal);
  await createHiredReview(
    deps,
    {
      professionalId: recipient.professionalId,
      dealId: recipient.id,
      userName: request.clientName,
      userEmail: request.clientEmail,
      rating: input.rating,
      comment: input.comment,
      projectUrl: input.project_url ?? null,
    },
    log,
  );
  return pageOf(deps, request);
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
