import { z } from 'zod';
import { OCCASION_SLUGS } from '../../constants/occasions.ts';
import { DECLINE_REASONS } from '../../constants/requests.ts';
import { agreementSummarySchema } from '../agreement.ts';
import { searchCardSchema } from './professionals.ts';

/** POST /api/requests: nothing is sent until the client follows the link in the e-mail. */
export const requestCreatedSchema = z.object({ status: z.literal('awaiting_confirmation'), email: z.string() });
export type RequestCreated = z.infer<typeof requestCreatedSchema>;

/** The brief as both sides read it. */
export const requestBriefSchema = z.object({
  occasion: z.enum(OCCASION_SLUGS).nullable(),
  event_date: z.string().nullable(),
  city: z.string().nullable(),
  online: z.boolean(),
  package: z.string().nullable(),
  description: z.string(),
  budget: z.string().nullable(),
});
export type RequestBrief = z.infer<typeof requestBriefSchema>;

/**
 * Where one professional stands with a request: waiting (`overdue` once REQUEST_ANSWER_DUE_MS has
 * passed with no answer), answered with a quote, or declined.
 */
export const RECIPIENT_STATUSES = ['pending', 'quoted', 'declined'] as const;

/** The scam radar's reading of a text for its reader (rules/scam-radar.ts): each pattern met, with its advice. */
export const safetyNotesSchema = z.array(z.object({ label: z.string(), advice: z.string() }));
export type SafetyNotes = z.infer<typeof safetyNotesSchema>;

export const quoteAnswerSchema = z.object({
  price_cents: z.number(),
  included: z.string(),
  /** YYYY-MM-DD, the last day the price holds. */
  valid_until: z.string(),
  conditions: z.string().nullable(),
});
export type QuoteAnswer = z.infer<typeof quoteAnswerSchema>;

/**
 * 'Fechou negócio?' once there is a quote: each side's answer (null until given) and whether the deal
 * is recorded, which takes both saying yes.
 */
export const dealStateSchema = z.object({
  client: z.boolean().nullable(),
  professional: z.boolean().nullable(),
  confirmed: z.boolean(),
  /** The client reviewed this deal ('Contratado pelo Palco'): once per deal. */
  reviewed: z.boolean(),
});
export type DealState = z.infer<typeof dealStateSchema>;

/** GET /api/requests/:token: the client's private page, every professional's answer side by side. */
export const clientRequestViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  created_at: z.string(),
  /** When the client confirmed the e-mail, which is when the professionals received it. */
  sent_at: z.string(),
  brief: requestBriefSchema,
  recipients: z.array(
    z.object({
      professional: z.object({
        id: z.string(),
        name: z.string(),
        image: z.string().nullable(),
        city: z.string().nullable(),
        state: z.string().nullable(),
        rating: z.number(),
        review_count: z.number(),
        verified: z.boolean(),
        /** The median minutes to answer a request ('Responde em até 3 h'), as on the card. */
        response_minutes: z.number().nullable(),
        /** wa.me number (country code and digits) while the professional can be reached; null otherwise. */
        whatsapp: z.string().nullable(),
      }),
      status: z.enum(RECIPIENT_STATUSES),
      overdue: z.boolean(),
      answered_at: z.string().nullable(),
      quote: quoteAnswerSchema.nullable(),
      decline: z.object({ reason: z.enum(DECLINE_REASONS), text: z.string().nullable() }).nullable(),
      /** Null before a quote. */
      deal: dealStateSchema.nullable(),
      /** What the scam radar read in the quote, with what the client should know (empty when nothing). */
      safety_notes: safetyNotesSchema,
      /** The agreement opened from this quote, if any. */
      agreement: agreementSummarySchema.nullable(),
    }),
  ),
});
export type ClientRequestView = z.infer<typeof clientRequestViewSchema>;

/** GET /api/me/requests: the requests a professional received, newest first. */
export const professionalRequestSchema = z.object({
  /** The professional's own copy of the request (answered by this id). */
  id: z.string(),
  received_at: z.string(),
  status: z.enum(RECIPIENT_STATUSES),
  overdue: z.boolean(),
  answered_at: z.string().nullable(),
  client: z.object({
    name: z.string(),
    /** Given to the professional only once they answer with a quote. */
    email: z.string().nullable(),
    whatsapp: z.string().nullable(),
  }),
  brief: requestBriefSchema,
  /** How many professionals the request went to (the client compares). */
  recipients: z.number(),
  quote: quoteAnswerSchema.nullable(),
  decline: z.object({ reason: z.enum(DECLINE_REASONS), text: z.string().nullable() }).nullable(),
  /** Null before a quote. */
  deal: dealStateSchema.nullable(),
  /** What the scam radar read in the client's description, with what the professional should know. */
  safety_notes: safetyNotesSchema,
  /** The agreement opened from this quote, if any. */
  agreement: agreementSummarySchema.nullable(),
});
export type ProfessionalRequest = z.infer<typeof professionalRequestSchema>;
export const professionalRequestsSchema = z.object({ items: z.array(professionalRequestSchema), pending: z.number() });
export type ProfessionalRequests = z.infer<typeof professionalRequestsSchema>;

/**
 * GET /api/requests/suggestions: up to ten professionals free that day who fit the brief, best
 * first (rules/matching.ts), each with why; the place as the search understood it.
 */
export const requestSuggestionsSchema = z.object({
  items: z.array(z.object({ professional: searchCardSchema, reasons: z.array(z.string()) })),
  place: z.string().nullable(),
});
export type RequestSuggestions = z.infer<typeof requestSuggestionsSchema>;
