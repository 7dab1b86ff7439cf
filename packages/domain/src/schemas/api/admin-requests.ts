import { z } from 'zod';
import { ADMIN_PAGE_SIZE } from '../admin.ts';
import { pagedSchema } from './common.ts';
import { requestBriefSchema } from './requests.ts';

/** The admin's view of quote requests: figures, abuse signals, the list, and hiding a request. */

export const ADMIN_REQUEST_MESSAGES = {
  requestNotFound: 'Pedido não encontrado.',
  page: 'Página inválida.',
  pageSize: 'Tamanho de página inválido.',
  email: 'Informe um e-mail válido para filtrar.',
  filter: 'Filtro inválido.',
} as const;

export const ADMIN_REQUEST_FILTERS = ['all', 'hidden'] as const;
export type AdminRequestFilter = (typeof ADMIN_REQUEST_FILTERS)[number];

const M = ADMIN_REQUEST_MESSAGES;

/** GET /api/admin/requests: newest first; `email` keeps one client's requests (any case), `filter` the hidden ones. */
export const adminRequestsQuerySchema = z.object({
  email: z.string(M.email).trim().toLowerCase().max(254, M.email).optional().default(''),
  filter: z.enum(ADMIN_REQUEST_FILTERS, M.filter).default('all'),
  page: z.coerce.number(M.page).int(M.page).min(1, M.page).max(10_000, M.page).default(1),
  pageSize: z.coerce
    .number(M.pageSize)
    .int(M.pageSize)
    .min(1, M.pageSize)
    .max(100, M.pageSize)
    .default(ADMIN_PAGE_SIZE),
});

/**
 * One period's figures, read as they stood at its end. Requests hidden by an admin are left out.
 * Copies are the professionals' copies of the requests confirmed in the period.
 */
export const requestFiguresSchema = z.object({
  /** The period: `from` (excluded) to `to` (included), ISO. */
  from: z.string(),
  to: z.string(),
  /** Requests confirmed by the client's e-mail in the period. */
  requests: z.number(),
  /** Copies of those requests (one per professional asked), and the different professionals asked. */
  copies: z.number(),
  professionals: z.number(),
  /** Copies confirmed more than 48 h before the period's end, and how many of them were answered by then. */
  due_copies: z.number(),
  due_answered: z.number(),
  /** due_answered / due_copies (0 to 1); null without due copies. */
  answered_share: z.number().nullable(),
  /** Median minutes from a request's confirmation to its first answer, over the requests answered; null when none. */
  median_first_answer_minutes: z.number().nullable(),
  quotes: z.number(),
  declines: z.number(),
  /** Due copies still unanswered at the period's end. */
  unanswered_overdue: z.number(),
  /** Deals both sides confirmed in the period (whatever the request's date). */
  deals: z.number(),
  /** Requests confirmed in the period that an admin has hidden (left out of the figures above). */
  hidden: z.number(),
});
export type RequestFigures = z.infer<typeof requestFiguresSchema>;

/** GET /api/admin/requests/figures: the last REQUEST_FIGURES_WINDOW_DAYS days and the same span before. */
export const adminRequestFiguresSchema = z.object({
  window_days: z.number(),
  current: requestFiguresSchema,
  previous: requestFiguresSchema,
});
export type AdminRequestFigures = z.infer<typeof adminRequestFiguresSchema>;

const signalProfessionalSchema = z.object({
  professional_id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  is_blocked: z.boolean(),
  /** Copies received in the window (requests confirmed and not hidden). */
  received: z.number(),
  last_received_at: z.string(),
});

/** GET /api/admin/requests/signals: who may be abusing quote requests. */
export const adminRequestSignalsSchema = z.object({
  /** E-mail addresses (lower-cased) with many requests made in the last REQUEST_FIGURES_WINDOW_DAYS, most first. */
  clients: z.array(
    z.object({
      email: z.string(),
      /** The name given on the latest request. */
      name: z.string(),
      requests: z.number(),
      confirmed: z.number(),
      hidden: z.number(),
      last_at: z.string(),
    }),
  ),
  /** Professionals who declined every request received in the window (at least REQUEST_ABUSE_DECLINES_MIN). */
  decliners: z.array(signalProfessionalSchema.extend({ declined: z.number() })),
  /** Professionals with at least REQUEST_ABUSE_SILENT_MIN copies unanswered past 48 h in the window. */
  silent: z.array(signalProfessionalSchema.extend({ unanswered: z.number() })),
});
export type AdminRequestSignals = z.infer<typeof adminRequestSignalsSchema>;

export const ADMIN_RECIPIENT_STATUSES = ['pending', 'overdue', 'quoted', 'declined'] as const;
export type AdminRecipientStatus = (typeof ADMIN_RECIPIENT_STATUSES)[number];

export const adminRequestSchema = z.object({
  id: z.string(),
  client_name: z.string(),
  client_email: z.string(),
  created_at: z.string(),
  confirmed_at: z.string().nullable(),
  hidden_at: z.string().nullable(),
  /** The brief, its description cut to REQUEST_ADMIN_EXCERPT_MAX characters (with '…' when cut). */
  brief: requestBriefSchema,
  recipients: z.array(
    z.object({
      professional_id: z.string(),
      name: z.string(),
      /** `overdue`: still waiting REQUEST_ANSWER_DUE_MS after the confirmation. */
      status: z.enum(ADMIN_RECIPIENT_STATUSES),
      answered_at: z.string().nullable(),
      /** 'Fechou negócio?': each side's answer (null until given) and whether the deal is recorded; null before a quote. */
      deal: z
        .object({ client: z.boolean().nullable(), professional: z.boolean().nullable(), confirmed: z.boolean() })
        .nullable(),
    }),
  ),
});
export type AdminRequest = z.infer<typeof adminRequestSchema>;
export const adminRequestPageSchema = pagedSchema(adminRequestSchema);

/** POST /api/admin/requests/:id/hide and /show. */
export const adminRequestVisibilitySchema = z.object({ id: z.string(), hidden_at: z.string().nullable() });
export type AdminRequestVisibility = z.infer<typeof adminRequestVisibilitySchema>;
