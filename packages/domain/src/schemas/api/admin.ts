import { agreementCountsSchema } from './admin-agreements.ts';
import { z } from 'zod';
import { pagedSchema } from './common.ts';

export const auditEntrySchema = z.object({
  id: z.number(),
  action: z.string(),
  entity_type: z.string(),
  entity_id: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  created_at: z.string(),
  actor_id: z.string().nullable(),
  actor_name: z.string().nullable(),
  actor_email: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = pagedSchema(auditEntrySchema);

export const dashboardSchema = z.object({
  professionals: z.object({ total: z.number(), listed: z.number(), blocked: z.number(), unverified: z.number() }),
  /** Professionals by the status of their latest subscription ('none' when they never subscribed). */
  subscriptions: z.array(z.object({ status: z.string(), count: z.number() })),
  reviews_pending: z.number(),
  reports_open: z.number(),
  /** Professionals in the 'Aguardando verificação' queue. */
  verification_pending: z.number(),
  /** Names (written alike) professionals asked the catalogue for, waiting for the team. */
  catalogue_pending: z.number(),
  /** Texts the scam radar flagged that the team has not reviewed. */
  scam_flags_open: z.number(),
  agreements: agreementCountsSchema,
  daily: z.array(z.object({ date: z.string(), views: z.number(), contact_clicks: z.number() })),
  audit: z.array(auditEntrySchema),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

export const adminProfessionalSchema = z.object({
  id: z.string(),
  user_id: z.string().nullable(),
  name: z.string(),
  email: z.string().nullable(),
  image: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  created_at: z.string(),
  verified: z.boolean(),
  is_blocked: z.boolean(),
  services_suspended: z.boolean(),
  rating: z.number(),
  review_count: z.number(),
  subscription_status: z.string().nullable(),
  is_active: z.boolean(),
  listed: z.boolean(),
});
export type AdminProfessional = z.infer<typeof adminProfessionalSchema>;
export const adminProfessionalPageSchema = pagedSchema(adminProfessionalSchema);

/** A professional waiting in the verification queue, with what the admin checks. */
export const verificationQueueItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  image: z.string().nullable(),
  description: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
  outside_brazil: z.boolean(),
  whatsapp_number: z.string().nullable(),
  instagram: z.string().nullable(),
  specialties: z.array(z.string()),
  services_count: z.number(),
  portfolio_count: z.number(),
  subscription_status: z.string().nullable(),
  created_at: z.string(),
});
export type VerificationQueueItem = z.infer<typeof verificationQueueItemSchema>;
export const verificationQueuePageSchema = pagedSchema(verificationQueueItemSchema);

/** A refused verification: the reason is kept for the dashboard and e-mailed to the professional. */
export const verificationRefusedSchema = z.object({ id: z.string(), reason: z.string(), email_sent: z.boolean() });
export type VerificationRefused = z.infer<typeof verificationRefusedSchema>;

export const adminReviewSchema = z.object({
  id: z.string(),
  professional_id: z.string(),
  professional_name: z.string(),
  user_name: z.string(),
  user_email: z.string(),
  rating: z.number(),
  comment: z.string(),
  project_url: z.string().nullable(),
  is_approved: z.boolean(),
  /** The reviewer's browser had contacted the professional through the site before reviewing. */
  via_contact: z.boolean(),
  /** Written after a deal both sides confirmed through a quote request ('Contratado pelo Palco'). */
  hired: z.boolean(),
  moderated_at: z.string().nullable(),
  created_at: z.string(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;
export const adminReviewPageSchema = pagedSchema(adminReviewSchema);

/** An approval or rejection, with the professional's rating as it now stands. */
export const moderationResultSchema = z.object({
  id: z.string(),
  is_approved: z.boolean(),
  moderated_at: z.string(),
  professional_id: z.string(),
  rating: z.number(),
  review_count: z.number(),
});
export type ModerationResult = z.infer<typeof moderationResultSchema>;

export const adminReportSchema = z.object({
  id: z.string(),
  professional_id: z.string(),
  professional_name: z.string(),
  professional_blocked: z.boolean(),
  reporter_name: z.string(),
  reporter_email: z.string(),
  report_reason: z.string(),
  details: z.string(),
  image_url: z.string().nullable(),
  /** The agreement the reporter named, checked to be one with this professional. */
  agreement_code: z.string().nullable(),
  status: z.enum(['pending', 'resolved', 'dismissed']),
  created_at: z.string(),
  resolved_at: z.string().nullable(),
  /** Different visitors who reported this professional for a scam (reports not dismissed). */
  scam_visitors: z.number(),
});
export type AdminReport = z.infer<typeof adminReportSchema>;
export const adminReportPageSchema = pagedSchema(adminReportSchema);

/** A report resolved or dismissed. */
export const reportClosedSchema = z.object({ id: z.string(), status: z.enum(['resolved', 'dismissed']) });
export type ReportClosed = z.infer<typeof reportClosedSchema>;

/** A report resolved by blocking the professional it names. */
export const reportBlockedSchema = reportClosedSchema.extend({ professional_id: z.string() });
export type ReportBlocked = z.infer<typeof reportBlockedSchema>;

export const reportReasonRowSchema = z.object({
  id: z.number(),
  reason: z.string(),
  position: z.number(),
  report_count: z.number(),
});
export type ReportReasonRow = z.infer<typeof reportReasonRowSchema>;

export const adminSettingsResponseSchema = z.object({
  list_only_verified: z.boolean(),
  support_email: z.string(),
  report_reasons: z.array(reportReasonRowSchema),
});
export type AdminSettings = z.infer<typeof adminSettingsResponseSchema>;

export const adminSetupStatusSchema = z.object({ admin_exists: z.boolean() });
export type AdminSetupStatus = z.infer<typeof adminSetupStatusSchema>;

export const adminUserSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminLoginResponseSchema = z.object({
  user: adminUserSchema,
  /** The session passes the second factor next: with the app's code ('verify') or by setting it up ('enrol'). */
  second_factor: z.enum(['verify', 'enrol']),
});
export type AdminLoginResponse = z.infer<typeof adminLoginResponseSchema>;

/** Public: where professionals write to for help. */
export const supportContactSchema = z.object({ support_email: z.string() });
