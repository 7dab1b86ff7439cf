import { createHash } from 'node:crypto';
import { DAY_MS } from '@app/domain/constants/time';
import { occasionLabel } from '@app/domain/constants/occasions';
import {
  REQUEST_CONFIRMATION_TTL_MS,
  REQUEST_LINKS_LOOKBACK_MS,
  REQUEST_LINKS_MAX,
  REQUESTS_PER_ADDRESS_PER_DAY,
  REQUESTS_PER_EMAIL_PER_DAY,
} from '@app/domain/constants/requests';
import {
  newRequestText,
  requestConfirmationText,
  requestLinksText,
  type RequestLink,
} from '@app/domain/emails/requests';
import { clientAnswerPush, newRequestPush } from '@app/domain/emails/push';
import { brazilDay } from '@app/domain/rules/calendar-day';
import { reviewOpensOn } from '@app/domain/rules/request-message';
import { REQUEST_MESSAGES, type QuoteRequest, type dealReviewSchema } from '@app/domain/schemas/request';
import type { ClientRequestView, ProfessionalRequest } from '@app/domain/schemas/api/requests';
import type { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { DomainError } from '../../lib/errors.ts';
import { iso } from '../../lib/iso.ts';
import { newToken } from '../../lib/tokens.ts';
import { fullProfile, listingContext } from '../professionals/professional-read.ts';
import { createHiredReview } from '../reviews/reviews.service.ts';
import { wantsNotice } from '../account/email-preferences.ts';
import { firePush } from '../notifications/push.service.ts';
import { activePatterns, flagIfSuspicious, openFlagsOfClient, safetyNotes } from '../safety/scam-radar.service.ts';
import { SCAM_FLAGS_HOLD } from '@app/domain/rules/scam-radar';
import { agreementSummaries } from '../agreements/agreements.service.ts';
import * as repo from './requests.repository.ts';
import {
  answerOf,
  askProfessional,
  assertDealOpen,
  briefOf,
  overdue,
  requestsAreaUrl,
  requestUrl,
  send,
  type Log,
} from './requests.service.ts';

/** The client's side of a quote request: asking, confirming by e-mail, the page of answers, the deal and its review. */

/**
 * A daily, pseudonymous key for an internet address or a browser: the same within a Brazilian day,
 * so that the limit holds, and unlinkable across days.
 */
const dailyKey = (kind: string, value: string, now: Date) =>
  createHash('sha256')
    .update(`${kind}:${brazilDay(now)}:${value}`)
    .digest('hex');

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
  // An address whose earlier texts the scam radar flagged waits for the team before asking again.
  if ((await openFlagsOfClient(deps, input.email)) >= SCAM_FLAGS_HOLD)
    throw new DomainError('conflict', REQUEST_MESSAGES.heldForReview);
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

/**
 * 'Receber os links de novo': the links of the requests made with this address, in one e-mail to
 * it. The answer is the same whether there are any or not, so that nobody learns who asked for
 * quotes; only the inbox's owner reads the links. Limited per address and per e-mail like a
 * password reset.
 */
export async function sendRequestLinks(deps: AppDeps, email: string, log: Log): Promise<{ message: string }> {
  const now = deps.clock.now();
  const rows = await repo.linksOfEmail(deps.db, email, {
    since: new Date(now.getTime() - REQUEST_LINKS_LOOKBACK_MS),
    confirmableSince: new Date(now.getTime() - REQUEST_CONFIRMATION_TTL_MS),
    limit: REQUEST_LINKS_MAX,
  });
  const links = rows.map((row): RequestLink => ({
    createdAt: row.createdAt,
    occasion: row.occasion ? occasionLabel(row.occasion) : null,
    recipients: row.recipients,
    confirmed: row.confirmedAt !== null,
    url: requestUrl(deps, row.token),
  }));
  const [newest, ...older] = links;
  // Not waited for: the answer takes as long whether there is an e-mail to send or not.
  if (newest) void send(deps, email, requestLinksText(rows[0]!.clientName, [newest, ...older]), log, 'request links');
  return { message: REQUEST_MESSAGES.linksSent };
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
  await flagIfSuspicious(
    deps,
    { kind: 'request', id: request.id, clientEmail: request.clientEmail },
    request.package,
    request.description,
  );
  const recipients = await repo.recipientsOf(deps.db, request.id);
  for (const { professional, email } of recipients) {
    firePush(deps, professional.id, newRequestPush(briefOf(request)), log);
    // The request waits in 'Pedidos' either way; the e-mail is a notice the professional may turn off.
    if (!(await wantsNotice(deps.db, professional.id, 'new_requests'))) continue;
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

/** Each recipient's professional as the read model gives them; their WhatsApp only once they quoted, never while blocked. */
async function pageOf(
  deps: AppDeps,
  request: repo.QuoteRequestRow & { confirmedAt: Date },
): Promise<ClientRequestView> {
  const now = deps.clock.now();
  const recipients = await repo.recipientsOf(deps.db, request.id);
  const [profiles, patterns, agreements] = await Promise.all([
    Promise.all(recipients.map(({ professional }) => fullProfile(deps, professional.id))),
    activePatterns(deps),
    agreementSummaries(
      deps,
      recipients.map(({ recipient }) => recipient.id),
    ),
  ]);
  return {
    id: request.id,
    name: request.clientName,
    created_at: iso(request.createdAt),
    sent_at: iso(request.confirmedAt),
    brief: briefOf(request),
    recipients: recipients.flatMap(({ recipient, reviewed }, i) => {
      const professional = profiles[i];
      if (!professional) return [];
      const digits = (professional.whatsapp_number ?? '').replace(/\D/g, '');
      const reachable = recipient.status === 'quoted' && !professional.is_blocked && digits !== '';
      return {
        professional: {
          id: professional.id,
          name: professional.name,
          image: professional.image,
          city: professional.city,
          state: professional.state,
          rating: professional.rating,
          review_count: professional.review_count,
          verified: professional.verified,
          response_minutes: professional.response_minutes,
          whatsapp: reachable
            ? `${(professional.whatsapp_country_code || '55').replace(/\D/g, '') || '55'}${digits}`
            : null,
        },
        status: recipient.status as ProfessionalRequest['status'],
        overdue: overdue(recipient, request, now),
        answered_at: recipient.answeredAt ? iso(recipient.answeredAt) : null,
        ...answerOf(recipient, reviewed),
        safety_notes:
          recipient.status === 'quoted'
            ? safetyNotes(patterns, recipient.quoteIncluded, recipient.quoteConditions)
            : [],
        agreement: agreements.get(recipient.id) ?? null,
      };
    }),
  };
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
  firePush(deps, professionalId, clientAnswerPush(request.clientName, closed), log);
  if (closed) await askProfessional(deps, marked.id, log, true);
  return pageOf(deps, request);
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
  // An agreement both accepted sets the day; otherwise the request's.
  const agreement = (await agreementSummaries(deps, [recipient.id])).get(recipient.id);
  const opens = reviewOpensOn(agreement?.status === 'accepted' ? agreement.event_date : request.eventDate);
  if (opens && brazilDay(deps.clock.now()) < opens)
    throw new DomainError('conflict', REQUEST_MESSAGES.reviewBeforeEvent(opens));
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
