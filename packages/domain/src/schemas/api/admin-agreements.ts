import { z } from 'zod';
import { ADMIN_PAGE_SIZE } from '../admin.ts';
import { AGREEMENT_STATUSES, agreementPartySchema } from '../agreement.ts';
import { pagedSchema } from './common.ts';

/** The admin's view of agreements: counts for the dashboard, the list, one professional's. */

const PAGE = 'Página inválida.';

/** GET /api/admin/agreements: newest first; `professional_id` keeps one professional's. */
export const adminAgreementsQuerySchema = z.object({
  professional_id: z.string().uuid('Profissional não encontrado.').optional(),
  page: z.coerce.number(PAGE).int(PAGE).min(1, PAGE).max(10_000, PAGE).default(1),
  pageSize: z.coerce.number(PAGE).int(PAGE).min(1, PAGE).max(100, PAGE).default(ADMIN_PAGE_SIZE),
});
export type AdminAgreementsQuery = z.output<typeof adminAgreementsQuerySchema>;

export const adminAgreementSchema = z.object({
  code: z.string(),
  status: z.enum(AGREEMENT_STATUSES),
  version: z.number(),
  /** Null once the professional deleted the account (the client keeps the agreement). */
  professional: z.object({ id: z.string(), name: z.string() }).nullable(),
  professional_name: z.string(),
  client_name: z.string(),
  client_email: z.string(),
  event_date: z.string(),
  price_cents: z.number(),
  deposit_cents: z.number(),
  deposit_received_at: z.string().nullable(),
  created_at: z.string(),
  accepted_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  cancelled_by: agreementPartySchema.nullable(),
  /** Reports that name this agreement's code. */
  reports: z.number(),
});
export type AdminAgreement = z.infer<typeof adminAgreementSchema>;
export const adminAgreementPageSchema = pagedSchema(adminAgreementSchema);

/** The dashboard's figures of agreements, all time. */
export const agreementCountsSchema = z.object({
  open: z.number(),
  accepted: z.number(),
  cancelled: z.number(),
  deposits_received: z.number(),
  /** Agreements named by at least one report: disputes. */
  reported: z.number(),
});
export type AgreementCounts = z.infer<typeof agreementCountsSchema>;
