import type { z } from 'zod';
import {
  REQUEST_ABUSE_CLIENT_MIN,
  REQUEST_ABUSE_DECLINES_MIN,
  REQUEST_ABUSE_PROFESSIONAL_WINDOW_DAYS,
  REQUEST_ABUSE_SILENT_MIN,
  REQUEST_ADMIN_EXCERPT_MAX,
  REQUEST_ANSWER_DUE_MS,
  REQUEST_FIGURES_WINDOW_DAYS,
} from '@app/domain/constants/requests';
import { DAY_MS } from '@app/domain/constants/time';
import type { Paged } from '@app/domain/schemas/api/common';
import {
  ADMIN_REQUEST_MESSAGES,
  type AdminRecipientStatus,
  type AdminRequest,
  type AdminRequestFigures,
  type AdminRequestSignals,
  type AdminRequestVisibility,
  type adminRequestsQuerySchema,
  type RequestFigures,
} from '@app/domain/schemas/api/admin-requests';
import type { AppDeps } from '../../deps.ts';
import { DomainError } from '../../lib/errors.ts';
import { iso } from '../../lib/iso.ts';
import { knownOccasion } from '../../lib/occasions.ts';
import type { Actor } from './admin-audit.service.ts';
import { insertAudit } from './admin-audit.repository.ts';
import * as repo from './admin-requests.repository.ts';
import { refreshResponseTimesOfRequest } from '../requests/requests.service.ts';

/** Each abuse list shows at most this many, the most striking first. */
const SIGNALS_LIMIT = 50;

const ago = (now: Date, ms: number) => new Date(now.getTime() - ms);

async function period(deps: AppDeps, from: Date, to: Date): Promise<RequestFigures> {
  const row = await repo.figures(deps.db, from, to, ago(to, REQUEST_ANSWER_DUE_MS));
  const median = row.median_minutes === null ? null : Math.round(Number(row.median_minutes));
  return {
    from: from.toISOString(),
    to: to.toISOString(),
    requests: row.requests,
    copies: row.copies,
    professionals: row.professionals,
    due_copies: row.due_copies,
    due_answered: row.due_answered,
    answered_share: row.due_copies === 0 ? null : row.due_answered / row.due_copies,
    median_first_answer_minutes: median,
    quotes: row.quotes,
    declines: row.declines,
    unanswered_overdue: row.unanswered_overdue,
    deals: row.deals,
    hidden: row.hidden,
  };
}

/** The last REQUEST_FIGURES_WINDOW_DAYS days, and the same span just before, for comparison. */
export async function requestFigures(deps: AppDeps): Promise<AdminRequestFigures> {
  const now = deps.clock.now();
  const span = REQUEST_FIGURES_WINDOW_DAYS * DAY_MS;
  const [current, previous] = await Promise.all([
    period(deps, ago(now, span), now),
    period(deps, ago(now, 2 * span), ago(now, span)),
  ]);
  return { window_days: REQUEST_FIGURES_WINDOW_DAYS, current, previous };
}

/** Clients who ask a lot, professionals who decline everything or leave requests unanswered. */
export async function requestSignals(deps: AppDeps): Promise<AdminRequestSignals> {
  const now = deps.clock.now();
  const professionalsSince = ago(now, REQUEST_ABUSE_PROFESSIONAL_WINDOW_DAYS * DAY_MS);
  const due = ago(now, REQUEST_ANSWER_DUE_MS);
  const [clients, decliners, silent] = await Promise.all([
    repo.busyClients(deps.db, ago(now, REQUEST_FIGURES_WINDOW_DAYS * DAY_MS), REQUEST_ABUSE_CLIENT_MIN, SIGNALS_LIMIT),
    repo.decliners(deps.db, professionalsSince, due, REQUEST_ABUSE_DECLINES_MIN, SIGNALS_LIMIT),
    repo.silentProfessionals(deps.db, professionalsSince, due, REQUEST_ABUSE_SILENT_MIN, SIGNALS_LIMIT),
  ]);
  const professional = (row: repo.ProfessionalSignalRow) => ({
    professional_id: row.professional_id,
    name: row.name,
    email: row.email,
    is_blocked: row.is_blocked,
    received: row.received,
    last_received_at: iso(row.last_received_at),
  });
  return {
    clients: clients.map((row) => ({ ...row, last_at: iso(row.last_at) })),
    decliners: decliners.map((row) => ({ ...professional(row), declined: row.declined })),
    silent: silent.map((row) => ({ ...professional(row), unanswered: row.unanswered })),
  };
}

const excerpt = (text: string) =>
  text.length > REQUEST_ADMIN_EXCERPT_MAX ? `${text.slice(0, REQUEST_ADMIN_EXCERPT_MAX).trimEnd()}…` : text;

type RecipientRow = Awaited<ReturnType<typeof repo.recipientsOf>>[number];

function recipientStatus(row: RecipientRow, confirmedAt: Date | null, now: Date): AdminRecipientStatus {
  if (row.status === 'quoted' || row.status === 'declined') return row.status;
  return confirmedAt !== null && now.getTime() - confirmedAt.getTime() > REQUEST_ANSWER_DUE_MS ? 'overdue' : 'pending';
}

/** The requests, newest first, with where each professional stands. */
export async function listRequests(
  deps: AppDeps,
  query: z.output<typeof adminRequestsQuerySchema>,
): Promise<Paged<AdminRequest>> {
  const now = deps.clock.now();
  const { items, total } = await repo.listRequests(deps.db, query, REQUEST_ADMIN_EXCERPT_MAX);
  const recipients = await repo.recipientsOf(
    deps.db,
    items.map((item) => item.id),
  );
  return {
    items: items.map((item) => ({
      id: item.id,
      client_name: item.clientName,
      client_email: item.clientEmail,
      created_at: iso(item.createdAt),
      confirmed_at: iso(item.confirmedAt),
      hidden_at: iso(item.hiddenAt),
      brief: {
        occasion: knownOccasion(item.occasion),
        event_date: item.eventDate,
        city: item.city,
        online: item.online,
        package: item.package,
        description: excerpt(item.description),
        budget: item.budget,
      },
      recipients: recipients
        .filter((row) => row.requestId === item.id)
        .map((row) => ({
          professional_id: row.professionalId,
          name: row.name,
          status: recipientStatus(row, item.confirmedAt, now),
          answered_at: iso(row.answeredAt),
          deal:
            row.status === 'quoted'
              ? { client: row.clientDeal, professional: row.professionalDeal, confirmed: row.dealConfirmedAt !== null }
              : null,
        })),
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/**
 * Hides a request from its professionals (abuse), or shows it again. Hiding keeps the first time it
 * was hidden; a call that changes nothing writes no audit row. The audit row names the request only:
 * the client's contact is not copied into a log that outlives the request.
 */
export async function setRequestHidden(
  deps: AppDeps,
  actor: Actor,
  id: string,
  hidden: boolean,
): Promise<AdminRequestVisibility> {
  const visibility = await deps.db.transaction(async (tx) => {
    const current = await repo.findRequestForUpdate(tx, id);
    if (!current) throw new DomainError('not_found', ADMIN_REQUEST_MESSAGES.requestNotFound);
    if ((current.hiddenAt !== null) === hidden) return { id, hidden_at: iso(current.hiddenAt) };
    const now = deps.clock.now();
    const hiddenAt = hidden ? now : null;
    await repo.setHidden(tx, id, hiddenAt);
    await insertAudit(tx, {
      actorUserId: actor.userId,
      action: hidden ? 'request.hide' : 'request.show',
      entityType: 'quote_request',
      entityId: id,
      before: { hidden: !hidden },
      after: { hidden },
      createdAt: now,
    });
    return { id, hidden_at: iso(hiddenAt) };
  });
  // A hidden request no longer counts in its professionals' response time (the copy they cannot see).
  await refreshResponseTimesOfRequest(deps, id);
  return visibility;
}
