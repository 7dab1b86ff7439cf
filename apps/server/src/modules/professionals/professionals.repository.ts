import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { PRICE_FLOOR_MIN, PRICE_FLOOR_OPTION } from '@app/domain/constants/catalog';
import type { SearchQuery } from '@app/domain/schemas/search';
import { OCCASION_SLUGS, type OccasionSlug } from '@app/domain/constants/occasions';
import type { ProfessionalCard, ProfessionalProfile, Service } from '@app/domain/schemas/api/professionals';
import { PLAYABLE_URL_HINT } from '@app/domain/rules/media-embed';
import { searchTerms, stateForTerm } from '@app/domain/rules/text';
import { brazilDay } from '@app/domain/rules/calendar-day';
import { rowsOf, type Database } from '../../db/client.ts';
import { portfolioItems, professionals, reviews, services } from '../../db/schema.ts';
import { cardColumns, isActiveExpr, passesVerificationExpr } from './listing-sql.ts';

/** A card as the query returns it: the timestamp may still be a Date, and what it plays is read apart. */
export type ProfessionalCardRow = Omit<ProfessionalCard, 'created_at' | 'playable'> & { created_at: string | Date };

/** A profile as the query returns it, with what the service decides visibility on. */
export type ProfessionalProfileRow = ProfessionalCardRow &
  Omit<ProfessionalProfile, keyof ProfessionalCard | 'contact_bar'> & {
    is_blocked: boolean;
    user_id: string | null;
    account_confirmed: boolean;
    verification_refusal: string | null;
    verification_refused_at: string | Date | null;
  };

export interface ListingContext {
  now: Date;
  listOnlyVerified: boolean;
}

const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const anyOf = (column: string, names: readonly string[]): SQL =>
  sql`${sql.raw(column)} && array[${sql.join(names.map((n) => sql`${n}`), sql`, `)}]::text[]`;

/**
 * 'Livre em': some day of the period (from today on) is within the professional's booking horizon
 * and not busy. The days are few (FREE_RANGE_MAX_DAYS at most), each checked on busy_days' key.
 */
function freeCondition(from: string, to: string, today: string): SQL {
  const start = from < today ? today : from;
  if (to < start) return sql`false`;
  return sql`exists (
    select 1 from generate_series(${start}::date, ${to}::date, interval '1 day') as d(day)
    where d.day::date <= ${today}::date + p.booking_horizon_days
      and not exists (select 1 from busy_days b where b.professional_id = p.id and b.day = d.day::date)
  )`;
}

/** Every rule of the listing as SQL conditions: visibility first, then the user's filters. */
function listingConditions(q: SearchQuery, ctx: ListingContext): SQL[] {
  const where: SQL[] = [sql`not p.is_blocked`, isActiveExpr(ctx.now), passesVerificationExpr(ctx.listOnlyVerified)];
  for (const term of searchTerms(q.q)) {
    // A state's abbreviation (UF) names the whole state, never a piece of another word.
    const state = stateForTerm(term);
    where.push(state === null ? sql`p.search_text like ${likePattern(term)}` : sql`p.location_filter = ${state}`);
  }
  if (q.specialties.length) where.push(anyOf('p.specialty_names', q.specialties));
  if (q.genres.length) where.push(anyOf('p.genre_names', q.genres));
  if (q.serviceTypes.length) where.push(anyOf('p.service_type_names', q.serviceTypes));
  // 'Fora do Brasil' is the location of every professional abroad (the column says so).
  if (q.locations.length) where.push(sql`p.location_filter in (${sql.join(q.locations.map((l) => sql`${l}`), sql`, `)})`);
  if (q.maxPrice !== null) {
    where.push(
      q.maxPrice === PRICE_FLOOR_OPTION
        ? sql`p.price_filter >= ${PRICE_FLOOR_MIN}`
        : sql`p.price_filter <= ${q.maxPrice}`,
    );
  }
  if (q.minRating !== null) where.push(sql`p.rating >= ${q.minRating}`);
  if (q.freeFrom !== null) where.push(freeCondition(q.freeFrom, q.freeTo ?? q.freeFrom, brazilDay(ctx.now)));
  return where;
}

/**
 * Each sort written exactly as its partial index is ordered (migration 0004), so the page is read
 * from the index and the scan stops there; ties end on the id, so pages never overlap.
 */
const ORDER: Record<SearchQuery['sort'], SQL> = {
  top_rated: sql`p.rating_score desc nulls last, p.review_count desc nulls last, p.created_at desc nulls last, p.id desc nulls last`,
  newest: sql`p.created_at desc, p.id desc`,
  oldest: sql`p.created_at asc, p.id asc`,
  lowest_price: sql`p.min_price asc nulls last, p.created_at desc nulls last, p.id desc nulls last`,
};

export async function searchProfessionals(db: Database, q: SearchQuery, ctx: ListingContext) {
  const where = sql.join(listingConditions(q, ctx), sql` and `);
  const [countResult, pageResult] = await Promise.all([
    db.execute(sql`select count(*)::int as total from professionals p where ${where}`),
    db.execute(sql`
      select ${cardColumns}
      from professionals p
      where ${where}
      order by ${ORDER[q.sort]}
      limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`),
  ]);
  const total = rowsOf<{ total: number }>(countResult)[0]?.total ?? 0;
  return { items: rowsOf<ProfessionalCardRow>(pageResult), total };
}

const NO_FILTERS: SearchQuery = {
  q: null, specialties: [], genres: [], serviceTypes: [], locations: [], maxPrice: null, minRating: null, freeFrom: null, freeTo: null,
  sort: 'newest', page: 1, pageSize: 1,
};

/** Ids of every listed professional (sitemap). */
export async function listedProfessionalIds(db: Database, ctx: ListingContext) {
  const where = sql.join(listingConditions(NO_FILTERS, ctx), sql` and `);
  const result = await db.execute(sql`select p.id, p.updated_at from professionals p where ${where} order by p.created_at desc limit 50000`);
  return rowsOf<{ id: string; updated_at: string | Date }>(result);
}

/** The listed professionals among these ids, as cards. */
export async function listedCardsByIds(db: Database, ids: string[], ctx: ListingContext) {
  const where = sql.join([sql`p.id in (${sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `)})`, ...listingConditions(NO_FILTERS, ctx)], sql` and `);
  const result = await db.execute(sql`select ${cardColumns} from professionals p where ${where}`);
  return rowsOf<ProfessionalCardRow>(result);
}

/** Whether a professional passes every visibility rule of the listing right now. */
export async function isListed(db: Database, id: string, ctx: ListingContext): Promise<boolean> {
  const where = sql.join([sql`p.id = ${id}`, ...listingConditions(NO_FILTERS, ctx)], sql` and `);
  const result = await db.execute(sql`select 1 as ok from professionals p where ${where}`);
  return rowsOf(result).length > 0;
}

export async function findProfessionalProfile(db: Database, id: string, now: Date): Promise<ProfessionalProfileRow | null> {
  const result = await db.execute(sql`
    select ${cardColumns},
      p.bio, p.instagram, p.whatsapp_country_code, p.whatsapp_number, p.equipment, p.work_details,
      p.is_blocked, p.user_id, p.account_confirmed, p.verification_refusal, p.verification_refused_at,
      ${isActiveExpr(now)} as is_active
    from professionals p
    where p.id = ${id}`);
  return rowsOf<ProfessionalProfileRow>(result)[0] ?? null;
}

export async function findProfessionalState(db: Database, id: string) {
  const [row] = await db
    .select({ id: professionals.id, isBlocked: professionals.isBlocked, servicesSuspended: professionals.servicesSuspended })
    .from(professionals)
    .where(eq(professionals.id, id));
  return row ?? null;
}

/** Columns of a service (a package); `toService` turns a row into what the API answers. */
export const serviceColumns = {
  id: services.id,
  professional_id: services.professionalId,
  title: services.title,
  description: services.description,
  price_cents: services.priceCents,
  price_from: services.priceFrom,
  is_price_negotiable: services.isPriceNegotiable,
  included: services.included,
  duration_value: services.durationValue,
  duration_unit: services.durationUnit,
  revisions: services.revisions,
  occasions: services.occasions,
};

interface ServiceRow extends Omit<Service, 'price' | 'duration_unit' | 'occasions'> {
  price_cents: number | null;
  duration_unit: string | null;
  occasions: string[];
}

export function toService({ price_cents, duration_unit, occasions, ...row }: ServiceRow): Service {
  return {
    ...row,
    price: price_cents === null ? null : price_cents / 100,
    duration_unit: duration_unit === 'hours' || duration_unit === 'days' ? duration_unit : null,
    occasions: occasions.filter((o): o is OccasionSlug => (OCCASION_SLUGS as readonly string[]).includes(o)),
  };
}

/** Columns of a portfolio item as the API names them; also what the own-area writes return. */
export const portfolioColumns = {
  id: portfolioItems.id,
  professional_id: portfolioItems.professionalId,
  title: portfolioItems.title,
  description: portfolioItems.description,
  url: portfolioItems.url,
  content_type: portfolioItems.contentType,
  duration_seconds: portfolioItems.durationSeconds,
  created_at: portfolioItems.createdAt,
  updated_at: portfolioItems.updatedAt,
};

/** A professional's packages, cheapest first, those 'a combinar' last. */
export async function listServices(db: Database, professionalId: string): Promise<Service[]> {
  const rows = await db
    .select(serviceColumns)
    .from(services)
    .where(eq(services.professionalId, professionalId))
    .orderBy(sql`${services.priceCents} asc nulls last`, asc(services.title), asc(services.id));
  return rows.map(toService);
}

export function listPortfolio(db: Database, professionalId: string) {
  return db
    .select(portfolioColumns)
    .from(portfolioItems)
    .where(eq(portfolioItems.professionalId, professionalId))
    .orderBy(asc(portfolioItems.title), asc(portfolioItems.id));
}

/**
 * Portfolio items of these professionals that may play, each one's in the profile's order. The
 * pattern only leaves out links that cannot play; the domain rule decides on the rest.
 */
export function listPlayableCandidates(db: Database, professionalIds: string[]) {
  return db
    .select({
      professional_id: portfolioItems.professionalId,
      id: portfolioItems.id,
      title: portfolioItems.title,
      url: portfolioItems.url,
      content_type: portfolioItems.contentType,
    })
    .from(portfolioItems)
    .where(and(inArray(portfolioItems.professionalId, professionalIds), sql`${portfolioItems.url} ~* ${PLAYABLE_URL_HINT}`))
    .orderBy(asc(portfolioItems.title), asc(portfolioItems.id));
}

export function listApprovedReviews(db: Database, professionalId: string) {
  return db
    .select({
      id: reviews.id,
      user_name: reviews.userName,
      rating: reviews.rating,
      comment: reviews.comment,
      project_url: reviews.projectUrl,
      via_contact: reviews.viaContact,
      created_at: reviews.createdAt,
    })
    .from(reviews)
    .where(and(eq(reviews.professionalId, professionalId), eq(reviews.isApproved, true)))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(200);
}

/** Keeps rating and review_count honest: computed from approved reviews only. */
export async function recomputeRating(db: Database, professionalId: string) {
  await db.execute(sql`
    update professionals p set
      rating = coalesce((select round(avg(r.rating)::numeric, 2)::float8 from reviews r where r.professional_id = p.id and r.is_approved), 0),
      review_count = (select count(*)::int from reviews r where r.professional_id = p.id and r.is_approved),
      updated_at = now()
    where p.id = ${professionalId}`);
}
