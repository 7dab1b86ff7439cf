import { z } from 'zod';
import { VERIFICATION_STATUSES } from '../../constants/verification.ts';
import { LISTING_STEP_KEYS } from '../../rules/listing-status.ts';
import { professionalProfileSchema } from './professionals.ts';

/** A field the profile still lacks, with the label the checklist shows. */
export const missingItemSchema = z.object({ key: z.string(), label: z.string() });

export const ownProfileStatusSchema = z.object({
  is_complete: z.boolean(),
  status: z.enum(['cadastro_completo', 'cadastro_incompleto']),
  missing_fields: z.array(z.string()),
  missing: z.array(missingItemSchema),
});

/** Where the professional's verification stands, and whether search waits for it. */
export const ownVerificationSchema = z.object({
  status: z.enum(VERIFICATION_STATUSES),
  refusal_reason: z.string().nullable(),
  refused_at: z.string().nullable(),
  required_for_listing: z.boolean(),
});
export type OwnVerification = z.infer<typeof ownVerificationSchema>;

/** What stands between the professional and search (rules/listing-status.ts). */
export const listingStatusSchema = z.object({
  listed: z.boolean(),
  message: z.string(),
  steps: z.array(
    z.object({
      key: z.enum(LISTING_STEP_KEYS),
      title: z.string(),
      state: z.enum(['done', 'todo', 'waiting', 'problem']),
      detail: z.string(),
    }),
  ),
});

/** The signed-in professional's profile: the public fields (contact always shown) and what only they see. */
export const ownProfileSchema = professionalProfileSchema.extend({
  is_blocked: z.boolean(),
  profile_status: ownProfileStatusSchema,
  support_email: z.string(),
  verification: ownVerificationSchema,
  listing: listingStatusSchema,
});
export type OwnProfile = z.infer<typeof ownProfileSchema>;

export const ownStatsSchema = z.object({
  views: z.number(),
  clicks: z.number(),
  conversion_rate: z.string(),
  daily: z.array(z.object({ date: z.string(), views: z.number(), clicks: z.number() })),
  /** Clients' answers to 'O profissional respondeu seu contato?'. */
  responses: z.object({
    answers: z.number(),
    yes: z.number(),
    rate_percent: z.number().nullable(),
    responds_fast: z.boolean(),
  }),
  /**
   * Quote requests confirmed in the same 30 days: received, answered (a quote or a decline), quoted,
   * and the deals both sides confirmed in them; with the measured time to answer, when there is one.
   */
  requests: z.object({
    received: z.number(),
    answered: z.number(),
    quoted: z.number(),
    deals: z.number(),
    response_minutes: z.number().nullable(),
  }),
});
export type OwnStats = z.infer<typeof ownStatsSchema>;

export const photoUploadedSchema = z.object({ image: z.string() });
export type PhotoUploaded = z.infer<typeof photoUploadedSchema>;

export const photoRemovedSchema = z.object({ image: z.null() });
export type PhotoRemoved = z.infer<typeof photoRemovedSchema>;

export const workDetailsResponseSchema = z.object({ work_details: z.string().nullable() });
export type WorkDetails = z.infer<typeof workDetailsResponseSchema>;

export const suspensionResponseSchema = z.object({ services_suspended: z.boolean() });
export type Suspension = z.infer<typeof suspensionResponseSchema>;
