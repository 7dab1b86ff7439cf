import { z } from 'zod';
import { OCCASION_SLUGS } from '../../constants/occasions.ts';
import { professionalCardSchema, publicReviewSchema } from './professionals.ts';

/** A link to another landing page, with how many professionals it lists. */
export const landingLinkSchema = z.object({ path: z.string(), label: z.string(), total: z.number() });
export type LandingLink = z.infer<typeof landingLinkSchema>;

/** GET /api/landing: the landing pages with the most professionals, for the home page. */
export const landingDirectorySchema = z.object({ items: z.array(landingLinkSchema) });
export type LandingDirectory = z.infer<typeof landingDirectorySchema>;

/** An approved review quoted on a landing page, with whom it is about. */
export const landingReviewSchema = publicReviewSchema
  .pick({ id: true, user_name: true, rating: true, comment: true, hired: true, created_at: true })
  .extend({ professional: z.object({ id: z.string(), name: z.string() }) });

export const landingPlaceSchema = z.object({
  kind: z.enum(['city', 'state']),
  /** The URL segment: 'sao-paulo-sp' or 'sp'. */
  slug: z.string(),
  /** 'São Paulo' (the city's, or the state's, official name). */
  name: z.string(),
  uf: z.string(),
  state_name: z.string(),
});
export type LandingPlace = z.infer<typeof landingPlaceSchema>;

/** GET /api/landing/:facet/:place: a landing page's content, only where it has LANDING_MIN_PROFESSIONALS. */
export const landingPageSchema = z.object({
  /** The page's canonical path (an alias or another spelling of the address redirects here). */
  path: z.string(),
  /** The facet's slug in constants/landing.ts. */
  facet: z.string(),
  place: landingPlaceSchema,
  /** Listed professionals on the page. */
  total: z.number(),
  /** Their lowest and highest starting prices in reais (those 'a combinar' left out); null when none has one. */
  price: z.object({ min: z.number(), max: z.number() }).nullable(),
  /** The genres present, most common first. */
  genres: z.array(z.string()),
  /** The occasions present, most common first. */
  occasions: z.array(z.enum(OCCASION_SLUGS)),
  /** Approved reviews of these professionals. */
  review_count: z.number(),
  /** The best rated, as the search's cards ('Melhor avaliados'), LANDING_TOP_PROFESSIONALS at most. */
  professionals: z.array(professionalCardSchema),
  reviews: z.array(landingReviewSchema),
  /** The same facet in other cities of the state that have a page. */
  nearby: z.array(landingLinkSchema),
  /** Other facets in the same place that have a page. */
  related: z.array(landingLinkSchema),
  /** The same facet's state page, when it exists (for a city page's breadcrumbs). */
  state_page: z.string().nullable(),
  /** The search with the same filters. */
  search_path: z.string(),
  /** The latest change among the page's professionals (ISO). */
  updated_at: z.string(),
});
export type LandingPage = z.infer<typeof landingPageSchema>;
