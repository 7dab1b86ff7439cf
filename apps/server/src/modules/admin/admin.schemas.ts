import { z } from 'zod';

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

const paged = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total: z.number(), page: z.number(), pageSize: z.number() });

export const dashboardSchema = z.object({
  professionals: z.object({ total: z.number(), listed: z.number(), blocked: z.number(), unverified: z.number() }),
  subscriptions: z.array(z.object({ status: z.string(), count: z.number() })),
  reviews_pending: z.number(),
  reports_open: z.number(),
  daily: z.array(z.object({ date: z.string(), views: z.number(), contact_clicks: z.number() })),
  audit: z.array(auditEntrySchema),
});

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
  moderated_at: z.string().nullable(),
  created_at: z.string(),
});

export const moderationResultSchema = z.object({
  id: z.string(),
  is_approved: z.boolean(),
  moderated_at: z.string(),
  professional_id: z.string(),
  rating: z.number(),
  review_count: z.number(),
});

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
  status: z.enum(['pending', 'resolved', 'dismissed']),
  created_at: z.string(),
  resolved_at: z.string().nullable(),
});

export const reportReasonRowSchema = z.object({ id: z.number(), reason: z.string(), position: z.number(), report_count: z.number() });

export const adminSettingsResponseSchema = z.object({
  list_only_verified: z.boolean(),
  support_email: z.string(),
  report_reasons: z.array(reportReasonRowSchema),
});

export const pagedProfessionalsSchema = paged(adminProfessionalSchema);
export const pagedReviewsSchema = paged(adminReviewSchema);
export const pagedReportsSchema = paged(adminReportSchema);
export const pagedAuditSchema = paged(auditEntrySchema);
