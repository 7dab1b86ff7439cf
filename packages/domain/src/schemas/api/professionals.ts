import { z } from 'zod';
import { OCCASION_SLUGS } from '../../constants/occasions.ts';
import { catalogueListSchemas } from '../catalogue-lists.ts';
import { profileFieldSchemas } from '../profile-field-schemas.ts';
import { FILTER_KEYS, type FilterKey } from '../../rules/search-query.ts';
import { PACKAGE_DURATION_UNITS } from '../../constants/packages.ts';
import { CONTACT_BARS } from '../../constants/verification.ts';
import { PORTFOLIO_CONTENT_TYPES } from '../professional.ts';
import { listSchema, pagedSchema } from './common.ts';
import { PRESENCES } from '../../rules/search-places.ts';

/** What the search card and the public profile both show of a professional. */
const professionalSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  /** The same photo at a card's size (PROFILE_PHOTO_CARD_PX); null until it is written. */
  image_small: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
  outside_brazil: z.boolean(),
  rating: z.number(),
  review_count: z.number(),
  min_price: z.number().nullable(),
  verified: z.boolean(),
  /** 'Responde rápido': enough clients said the professional answered their contact. */
  responds_fast: z.boolean(),
  /** The median minutes to answer a quote request over 90 days ('Responde em até 3 h'); null without enough requests. */
  response_minutes: z.number().nullable(),
  services_suspended: z.boolean(),
  created_at: z.string(),
  specialties: z.array(z.string()),
  genres: z.array(z.string()),
  service_types: z.array(z.string()),
  /** The occasions the professional serves: those they picked and those of their packages (slugs of constants/occasions). */
  occasions: z.array(z.enum(OCCASION_SLUGS)),
  /** The catalogue lists (rules/catalogue-fields.ts): the instruments they play, the languages they work in. */
  ...catalogueListSchemas(),
  /** The plain fields the card shows (rules/profile-fields.ts): the description, whether the price is to be agreed… */
  ...profileFieldSchemas('card'),
});

/** A municipality as answers name it: its IBGE code, its address slug and 'Niterói (RJ)'. */
export const placeRefSchema = z.object({ code: z.number(), slug: z.string(), label: z.string() });
export type PlaceRef = z.infer<typeof placeRefSchema>;

/** A professional as the search lists them. */
export const professionalCardSchema = professionalSummarySchema.extend({
  /**
   * The portfolio item the card's play button plays: the first, in the profile's order, that the
   * profile plays too (rules/media-embed); null when none does.
   */
  playable: z
    .object({ id: z.string(), title: z.string(), url: z.string(), content_type: z.enum(PORTFOLIO_CONTENT_TYPES) })
    .nullable(),
});
export type ProfessionalCard = z.infer<typeof professionalCardSchema>;
export type CardPlayable = NonNullable<ProfessionalCard['playable']>;

export const professionalProfileSchema = professionalSummarySchema.extend({
  /** Deals the professional and a client both confirmed after a quote request ('Contratado pelo Palco'). */
  deals_count: z.number(),
  /** The professional's own municipality (null abroad, or for a city typed before the official list). */
  city_place: placeRefSchema.nullable(),
  /** Other municipalities where they play in person. */
  service_cities: z.array(placeRefSchema),
  /** The occasions the professional picked (occasions adds their packages'). */
  served_occasions: z.array(z.enum(OCCASION_SLUGS)),
  /**
   * The plain fields only the profile shows (rules/profile-fields.ts): the biography, Instagram
   * (null on the public profile while contact is barred: it is a contact channel too)…
   */
  ...profileFieldSchemas('profile'),
  whatsapp_country_code: z.string(),
  /** Null on the public profile while contact is barred. */
  whatsapp_number: z.string().nullable(),
  /**
   * Why contact is barred, or null: services suspended, no active subscription, or awaiting the
   * verification that listing requires. A barred profile shows, but sends no contact.
   */
  contact_bar: z.enum(CONTACT_BARS).nullable(),
  equipment: z.array(z.string()),
  work_details: z.string().nullable(),
  is_active: z.boolean(),
});
export type ProfessionalProfile = z.infer<typeof professionalProfileSchema>;

/** Saved professionals by id: the listed ones as cards, and how many of the asked ids are not. */
export const favoriteCardsSchema = z.object({ items: z.array(professionalCardSchema), unavailable: z.number() });
export type FavoriteCards = z.infer<typeof favoriteCardsSchema>;

/** A card of the search's results: for a search that names a place, where the professional stands. */
export const searchCardSchema = professionalCardSchema.extend({
  /** 'in_person': plays in the place in person; 'online': works online from elsewhere; 'other': found by a word. */
  presence: z.enum(PRESENCES).optional(),
  /**
   * For a search that asks for occasions: how many of the professional's packages fit them, and the
   * lowest price among those with a price, in whole reais (null: none, or all to be agreed); the
   * occasion's name when one was asked ('Casamento').
   */
  occasion_offer: z
    .object({ packages: z.number(), min_price: z.number().nullable(), occasion: z.string().nullable() })
    .optional(),
});
export type SearchCard = z.infer<typeof searchCardSchema>;

export const searchResultSchema = pagedSchema(searchCardSchema).extend({
  /**
   * Present and true when the search finds more than `total` professionals: past a bound the total
   * is not counted to the end, and the page says 'Mais de {total} profissionais'.
   */
  total_is_lower_bound: z.boolean().optional(),
  /** 'Você quis dizer …?': a corrected query that finds someone, offered only when this one found nobody. */
  suggestion: z.string().optional(),
  /**
   * When filters left nobody: the filters whose removal alone finds someone, with how many, most
   * first (at most SEARCH_RELAX_MAX).
   */
  without_filter: z
    .array(
      z.object({
        filter: z.enum(FILTER_KEYS as [FilterKey, ...FilterKey[]]),
        total: z.number(),
        total_is_lower_bound: z.boolean().optional(),
      }),
    )
    .optional(),
  /** The searched cities' names by slug, as people read them: { 'belo-horizonte-mg': 'Belo Horizonte (MG)' }. */
  city_labels: z.record(z.string(), z.string()).optional(),
  /**
   * The specialties and genres the team added to the catalogue after review, beyond the built-in
   * lists: the filter panel offers them too. Absent when there are none.
   */
  catalogue_additions: z.object({ specialties: z.array(z.string()), genres: z.array(z.string()) }).optional(),
  /**
   * For a search that names a place (the city filter, or its words: 'sampa'): the place ('São Paulo
   * (SP)', null for several), how many play there in person and how many work online from elsewhere,
   * each counted up to the same bound as the total ('lower_bound': one of them reached it;
   * 'in_person_exact': who plays there in person was counted exactly all the same, in a place where
   * few do among the many who work online).
   */
  presence: z
    .object({
      place: z.string().nullable(),
      in_person: z.number(),
      online: z.number(),
      lower_bound: z.boolean().optional(),
      in_person_exact: z.boolean().optional(),
    })
    .optional(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const serviceResponseSchema = z.object({
  id: z.string(),
  professional_id: z.string(),
  title: z.string(),
  description: z.string(),
  /** In reais, with cents (350.5); null when the price is 'a combinar'. */
  price: z.number().nullable(),
  /** 'A partir de R$ 800' rather than 'R$ 800'. */
  price_from: z.boolean(),
  is_price_negotiable: z.boolean(),
  included: z.array(z.string()),
  duration_value: z.number().nullable(),
  duration_unit: z.enum(PACKAGE_DURATION_UNITS).nullable(),
  revisions: z.number().nullable(),
  occasions: z.array(z.enum(OCCASION_SLUGS)),
});
/** A service, shown as a package: the API still names it a service. */
export type Service = z.infer<typeof serviceResponseSchema>;
export const serviceListSchema = listSchema(serviceResponseSchema);

export const portfolioItemResponseSchema = z.object({
  id: z.string(),
  professional_id: z.string(),
  title: z.string(),
  description: z.string(),
  url: z.string(),
  content_type: z.enum(PORTFOLIO_CONTENT_TYPES),
  /** Seconds, for an uploaded audio file; null for links. */
  duration_seconds: z.number().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PortfolioItem = z.infer<typeof portfolioItemResponseSchema>;
export const portfolioListSchema = listSchema(portfolioItemResponseSchema);

/** An approved review as the public profile shows it. */
export const publicReviewSchema = z.object({
  id: z.string(),
  user_name: z.string(),
  rating: z.number(),
  comment: z.string(),
  project_url: z.string().nullable(),
  /** The reviewer's browser had contacted the professional through the site before reviewing. */
  via_contact: z.boolean(),
  /** Written after a deal both sides confirmed through a quote request ('Contratado pelo Palco'). */
  hired: z.boolean(),
  created_at: z.string(),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;
export const publicReviewListSchema = listSchema(publicReviewSchema);
