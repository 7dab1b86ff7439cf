import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { CATALOGUE_FIELD_KEYS, type CatalogueFieldKey } from '@app/domain/rules/catalogue-fields';
import { PROFILE_FIELDS, profileFieldKeysOf, type ProfileFieldKeyOf } from '@app/domain/rules/profile-fields';
import {
  isActiveExpr,
  latestSubscriptionStatusExpr,
  listedExpr,
  passesVerificationExpr,
  type ListingContext,
} from '../../db/listing.ts';
import { professionals, users } from '../../db/schema.ts';

/**
 * The professional as the database holds it, read for each response shape through one column set.
 * The row types follow from the column sets; professional-read.ts maps each to the domain's schema.
 * The listing's SQL (db/listing.ts) reads the table as `p`, so every query here does too.
 */
export const p = alias(professionals, 'p');

/** The catalogue lists (rules/catalogue-fields.ts), each in the column of its name. */
const catalogueColumns = Object.fromEntries(CATALOGUE_FIELD_KEYS.map((key) => [key, p[key]])) as {
  [K in CatalogueFieldKey]: (typeof p)[K];
};

/** The plain fields (rules/profile-fields.ts) an answer carries, each read from its column. */
function plainColumns<S extends 'card' | 'profile'>(shown: S) {
  return Object.fromEntries(profileFieldKeysOf(shown).map((key) => [key, p[PROFILE_FIELDS[key].column]])) as {
    [K in ProfileFieldKeyOf<S>]: (typeof p)[(typeof PROFILE_FIELDS)[K]['column']];
  };
}

export const cardColumns = {
  id: p.id,
  name: p.name,
  image: p.image,
  image_small: p.imageSmall,
  city: p.city,
  state: p.state,
  country: p.country,
  outside_brazil: p.outsideBrazil,
  rating: p.rating,
  review_count: p.reviewCount,
  min_price: p.minPrice,
  verified: p.verified,
  responds_fast: p.respondsFast,
  response_minutes: p.responseMinutes,
  services_suspended: p.servicesSuspended,
  created_at: p.createdAt,
  specialties: p.specialtyNames,
  genres: p.genreNames,
  service_types: p.serviceTypeNames,
  occasions: p.occasionNames,
  ...catalogueColumns,
  ...plainColumns('card'),
};

export const profileColumns = (ctx: ListingContext) => ({
  ...cardColumns,
  deals_count: p.dealsCount,
  ...plainColumns('profile'),
  whatsapp_country_code: p.whatsappCountryCode,
  whatsapp_number: p.whatsappNumber,
  equipment: p.equipment,
  work_details: p.workDetails,
  city_code: p.cityCode,
  service_city_codes: p.serviceCityCodes,
  served_occasions: p.occasions,
  is_blocked: p.isBlocked,
  user_id: p.userId,
  verification_refusal: p.verificationRefusal,
  verification_refused_at: p.verificationRefusedAt,
  is_active: sql<boolean>`${isActiveExpr(ctx.now)}`.mapWith(Boolean),
  passes_verification: sql<boolean>`${passesVerificationExpr(ctx.listOnlyVerified)}`.mapWith(Boolean),
  // What the owner reads about being listed comes from the rule itself and from its parts.
  listed: sql<boolean>`${listedExpr(ctx)}`.mapWith(Boolean),
  account_confirmed: p.accountConfirmed,
  subscription_status: latestSubscriptionStatusExpr,
});

export const adminColumns = (ctx: ListingContext) => ({
  id: p.id,
  user_id: p.userId,
  name: p.name,
  email: users.email,
  image: p.image,
  city: p.city,
  state: p.state,
  created_at: p.createdAt,
  verified: p.verified,
  is_blocked: p.isBlocked,
  services_suspended: p.servicesSuspended,
  rating: p.rating,
  review_count: p.reviewCount,
  subscription_status: latestSubscriptionStatusExpr,
  is_active: sql<boolean>`${isActiveExpr(ctx.now)}`.mapWith(Boolean),
  listed: sql<boolean>`${listedExpr(ctx)}`.mapWith(Boolean),
});

/** A LIKE pattern that finds the term anywhere, its wildcards taken literally. */
export const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const countOf = sql<number>`count(*)::int`.mapWith(Number);
