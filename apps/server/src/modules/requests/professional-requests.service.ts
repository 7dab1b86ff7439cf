import { addDays, brazilDay } from '@app/domain/rules/calendar-day';
import { QUOTE_VALIDITY_MAX_DAYS } from '@app/domain/constants/requests';
import { requestAnsweredText } from '@app/domain/emails/requests';
import { REQUEST_MESSAGES, type quoteSchema, type declineSchema } from '@app/domain/schemas/request';
import type { ProfessionalRequest, ProfessionalRequests } from '@app/domain/schemas/api/requests';
import type { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { DomainError } from '../../lib/errors.ts';
import { iso } from '../../lib/iso.ts';
import * as repo from './requests.repository.ts';
import type { AgreementSummary } from '@app/domain/schemas/agreement';
import { agreementSummaries } from '../agreements/agreements.service.ts';
import { activePatterns, flagIfSuspicious, safetyNotes, type PatternRow } from '../safety/scam-radar.service.ts';
import {
  answerOf,
  askClient,
  assertDealOpen,
  briefOf,
  overdue,
  requestUrl,
  RESPONSE_TIME_RULE,
  send,
  type Log,
} from './requests.service.ts';

/** The professional's side of a quote request: the 'Pedidos' page, the quote or the refusal, and 'Fechou negócio?'. */

function toProfessionalRequest(
  row: { recipient: repo.RecipientRow; reviewed: boolean; request: repo.QuoteRequestRow; recipients: number },
  now: Date,
  patterns: readonly PatternRow[],
  agreements: Map<string, AgreementSummary>,
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
    safety_notes: safetyNotes(patterns, request.package, request.description),
    agreement: agreements.get(recipient.id) ?? null,
  };
}

/** The 'Pedidos' page: what the professional received, newest first, and how many wait for an answer. */
export async function receivedRequests(deps: AppDeps, professionalId: string): Promise<ProfessionalRequests> {
  const now = deps.clock.now();
  const [rows, patterns] = await Promise.all([repo.receivedBy(deps.db, professionalId, 200), activePatterns(deps)]);
  const agreements = await agreementSummaries(
    deps,
    rows.map((row) => row.recipient.id),
  );
  return {
    items: rows.map((row) => toProfessionalRequest(row, now, patterns, agreements)),
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
  if (values.status === 'quoted')
    await flagIfSuspicious(
      deps,
      { kind: 'quote', id: updated.id, professionalId: owner.professionalId },
      updated.quoteIncluded,
      updated.quoteConditions,
    );
  await repo.refreshResponseTimes(deps.db, [owner.professionalId], deps.clock.now(), RESPONSE_TIME_RULE);
  const { quote, decline } = answerOf(updated, false);
  const answer = quote
    ? { professionalName: row.professionalName, quote }
    : { professionalName: row.professionalName, decline: decline! };
  const text = requestAnsweredText(row.request.clientName, answer, requestUrl(deps, row.request.token));
  await send(deps, row.request.clientEmail, text, log, 'request answered');
  return toProfessionalRequest(
    { ...row, recipient: updated },
    deps.clock.now(),
    await activePatterns(deps),
    await agreementSummaries(deps, [updated.id]),
  );
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

/** 'Fechou negócio?', the professional's side: alone it records nothing; the client must say yes too. */
export async function professionalDeal(deps: AppDeps, owner: Owner, id: string, closed: boolean, log: Log) {
  const row = await ownCopy(deps, owner, id);
  assertDealOpen(row.recipient);
  const marked = await repo.markDeal(deps.db, id, 'professional', closed, deps.clock.now());
  if (!marked) throw new DomainError('conflict', REQUEST_MESSAGES.dealConfirmed);
  if (closed && marked.clientDeal === null)
    await askClient(deps, row.request, [row.professionalName], row.professionalName, log);
  return toProfessionalRequest(
    { ...row, recipient: marked },
    deps.clock.now(),
    await activePatterns(deps),
    await agreementSummaries(deps, [marked.id]),
  );
}
