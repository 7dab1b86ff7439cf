import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ONLINE_SERVICE_TYPE, PRICE_FLOOR_MIN, PRICE_FLOOR_OPTION } from '@app/domain/constants/catalog';
import { FILTER_KEYS, type FilterKey, type SearchListKey, type SearchQuery } from '@app/domain/rules/search-query';
import { CATALOGUE_FIELD_KEYS, type CatalogueFieldKey } from '@app/domain/rules/catalogue-fields';
import { PLAYABLE_URL_HINT } from '@app/domain/rules/media-embed';
import { searchTerms } from '@app/domain/rules/text';
import {
  interpretQuery,
  queryWords,
  type InterpretedQuery,
  type SearchConcept,
} from '@app/domain/rules/search-vocabulary';
import { municipalityBySlug } from '@app/domain/places/places';
import { brazilDay } from '@app/domain/rules/calendar-day';
import type { AdminProfessionalFilter } from '@app/domain/schemas/admin';
import type { Database } from '../../db/client.ts';
import {
  isActiveExpr,
  latestSubscriptionStatusExpr,
  listedExpr,
  passesVerificationExpr,
  type ListingContext,
} from '../../db/listing.ts';
import { portfolioItems, professionals, reviews, services, users } from '../../db/schema.ts';
import { newestReviewsFirst, publicReviewColumns } from '../../db/public-review.ts';

/**
 * The professional as the database holds it, read for each response shape through one column set.
 * The row types follow from the column sets; professional-read.ts maps each to the domain's schema.
 * The listing's SQL (db/listing.ts) reads the table as `p`, so every query here does too.
 */
const p = alias(professionals, 'p');

/** The catalogue lists (rules/catalogue-fields.ts), each in the column of its name. */
const catalogueColumns = Object.fromEntries(CATALOGUE_FIELD_KEYS.map((key) => [key, p[key]])) as {
  [K in CatalogueFieldKey]: (typeof p)[K];
};

const cardColumns = {
  id: p.id,
  name: p.name,
  image: p.image,
  image_small: p.imageSmall,
  description: p.description,
  city: p.city,
  state: p.state,
  country: p.country,
  outside_brazil: p.outsideBrazil,
  rating: p.rating,
  review_count: p.reviewCount,
  min_price: p.minPrice,
  is_price_negotiable: p.isPriceNegotiable,
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
};

const profileColumns = (ctx: ListingContext) => ({
  ...cardColumns,
  deals_count: p.dealsCount,
  bio: p.bio,
  instagram: p.instagram,
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

const adminColumns = (ctx: ListingContext) => ({
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

const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const anyOf = (column: string, names: readonly string[]): SQL =>
  sql`${sql.raw(column)} && array[${sql.join(
    names.map((n) => sql`${n}`),
    sql`, `,
  )}]::text[]`;

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

/** Plays in person in one of these municipalities (IBGE codes), or (unless `inPerson`) works online, which serves any city. */
function servesPlaces(codes: readonly number[], inPerson = false): SQL {
  const list = sql`p.place_codes && array[${sql.join(
    codes.map((c) => sql`${c}`),
    sql`, `,
  )}]::integer[]`;
  return inPerson ? list : sql`(${list} or ${anyOf('p.service_type_names', [ONLINE_SERVICE_TYPE])})`;
}

/** The concept is in the professional's data: a specialty, genre, service type, occasion, catalogue value or place. */
function conceptDataCondition(c: SearchConcept, inPerson = false): SQL {
  const parts: SQL[] = [];
  if (c.specialties.length) parts.push(anyOf('p.specialty_names', c.specialties));
  if (c.genres.length) parts.push(anyOf('p.genre_names', c.genres));
  if (c.serviceTypes.length) parts.push(anyOf('p.service_type_names', c.serviceTypes));
  if (c.occasions.length) parts.push(anyOf('p.occasion_names', c.occasions));
  for (const key of CATALOGUE_FIELD_KEYS) if (c[key].length) parts.push(anyOf(catalogueColumn(key), c[key]));
  if (c.places.length) parts.push(servesPlaces(c.places, inPerson));
  return parts.length ? sql`(${sql.join(parts, sql` or `)})` : sql`false`;
}

/** A text query as SQL (rules/search-vocabulary.ts and test/filters.ts' matchesQuery say the same). */
function queryConditions(query: InterpretedQuery): SQL[] {
  return [
    // Each pattern its own LIKE (not LIKE ANY of an array, which no index serves), so that a rare
    // word can be looked up in the trigram indexes instead of read from every row.
    ...query.concepts.map((c) => {
      const likes = c.texts
        .map(likePattern)
        .flatMap((t) => [sql`p.search_text like ${t}`, sql`p.search_extra like ${t}`]);
      return sql`(${sql.join([conceptDataCondition(c), ...likes], sql` or `)})`;
    }),
    // A state's abbreviation (UF) names the whole state, never a piece of another word.
    ...query.states.map((state) => sql`p.location_filter = ${state}`),
    ...query.words.map(
      (word) => sql`(p.search_text like ${likePattern(word)} or p.search_extra like ${likePattern(word)})`,
    ),
  ];
}

/**
 * test/filters.ts' relevanceRank as three conditions, best first: the whole query in the name;
 * every concept in the data (a city in person); the rest.
 */
function relevanceTiers(q: string): [SQL, SQL, SQL] {
  const words = queryWords(q);
  const { concepts } = interpretQuery(q);
  const allData = concepts.length
    ? sql`coalesce(${sql.join(
        concepts.map((c) => conceptDataCondition(c, true)),
        sql` and `,
      )}, false)`
    : sql`false`;
  const phrase = words.join(' ');
  // Both tests read the name's indexes (migration 0015): its trigrams for three letters or more, its
  // letters and pairs of letters below that.
  const nameLike = sql`lower(f_unaccent(p.name)) like ${likePattern(phrase)}`;
  const inName =
    phrase.length >= 3
      ? nameLike
      : sql`(short_grams(lower(f_unaccent(p.name))) @> array[${phrase}]::text[] and ${nameLike})`;
  return [inName, sql`not ${inName} and ${allData}`, sql`not ${inName} and not ${allData}`];
}

/** A catalogue list's column, as `p` reads it ('p.instruments'). */
const catalogueColumn = (key: CatalogueFieldKey) => `p.${professionals[key].name}`;

type FilterCondition = (q: SearchQuery, ctx: ListingContext) => SQL | null;

/** A list filter: the column holds at least one of the values picked. */
const listIn =
  (column: string, key: SearchListKey): FilterCondition =>
  (q) =>
    q[key].length ? anyOf(column, q[key]) : null;

/**
 * Each filter of the search (rules/search-query.ts) as its SQL condition, or null when it is not
 * set. A filter the search declares and this table lacks does not compile.
 */
const FILTER_CONDITIONS: Record<FilterKey, FilterCondition> = {
  specialties: listIn('p.specialty_names', 'specialties'),
  genres: listIn('p.genre_names', 'genres'),
  serviceTypes: listIn('p.service_type_names', 'serviceTypes'),
  occasions: listIn('p.occasion_names', 'occasions'),
  ...(Object.fromEntries(CATALOGUE_FIELD_KEYS.map((key) => [key, listIn(catalogueColumn(key), key)])) as Record<
    CatalogueFieldKey,
    FilterCondition
  >),
  // The service refuses a slug that names no municipality before the query is built.
  cities: (q) =>
    q.cities.length ? servesPlaces(q.cities.flatMap((slug) => municipalityBySlug(slug)?.code ?? [])) : null,
  // 'Fora do Brasil' is the location of every professional abroad (the column says so).
  locations: (q) =>
    q.locations.length
      ? sql`p.location_filter in (${sql.join(
          q.locations.map((l) => sql`${l}`),
          sql`, `,
        )})`
      : null,
  maxPrice: (q) =>
    q.maxPrice === null
      ? null
      : q.maxPrice === PRICE_FLOOR_OPTION
        ? sql`p.price_filter >= ${PRICE_FLOOR_MIN}`
        : sql`p.price_filter <= ${q.maxPrice}`,
  minRating: (q) => (q.minRating === null ? null : sql`p.rating >= ${q.minRating}`),
  freeFrom: (q, ctx) =>
    q.freeFrom === null ? null : freeCondition(q.freeFrom, q.freeTo ?? q.freeFrom, brazilDay(ctx.now)),
};

/**
 * Every rule of the listing as SQL conditions: visibility first, then the user's filters. Without
 * `words`, the query's words and concepts are left out (its states stay): for rows already known to
 * hold the whole query in their name, which puts every word in search_text.
 */
function listingConditions(q: SearchQuery, ctx: ListingContext, words = true): SQL {
  const query = interpretQuery(q.q);
  const where: SQL[] = [listedExpr(ctx), ...queryConditions(words ? query : { ...query, concepts: [], words: [] })];
  for (const key of FILTER_KEYS) {
    const condition = FILTER_CONDITIONS[key](q, ctx);
    if (condition) where.push(condition);
  }
  return sql.join(where, sql` and `);
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

const countOf = sql<number>`count(*)::int`.mapWith(Number);

/**
 * Totals up to this many are exact; above it the answer says 'mais de' this many (or more than the
 * page asked for, when it lies further). Counting every match visits every matching row: 25 000 for
 * a specialty at 100 000 professionals, 900 000 for no filter at a million. Counting up to a bound
 * stops there, and nobody reads the difference between 1 200 and 25 000 results as anything but
 * 'many'.
 */
export const EXACT_TOTAL_MAX = 1000;

export interface SearchTotal {
  total: number;
  /** The search finds more than `total` (which is then the bound counted to). */
  lowerBound: boolean;
}

/** How many listed professionals match, counted up to `bound` and no further. */
async function boundedCount(db: Database, where: SQL, bound: number): Promise<SearchTotal> {
  const matches = db
    .select({ one: sql`1`.as('one') })
    .from(p)
    .where(where)
    .limit(bound + 1)
    .as('matches');
  const [row] = await db.select({ n: countOf }).from(matches);
  const n = row?.n ?? 0;
  return n > bound ? { total: bound, lowerBound: true } : { total: n, lowerBound: false };
}

/**
 * 'Melhor avaliados' with words: by relevance, then as the index is ordered. Sorting every match by
 * relevance reads every match (a parallel scan of the table for 'cantor'); instead each relevance
 * tier reads, in the index's order, only as many rows as the page still needs, best tier first, and
 * a tier is not read at all once the better ones fill the page ('beatmaker' in a state: the
 * professionals of Beats fill it, and the few who only mention the word are never looked for along
 * the whole index). Each tier is planned alone: a rare one through the indexes, a common one along
 * the sort's index until it has enough. With cities and no words, the tiers are who plays there in
 * person, then who works at a distance (test/filters.ts' cityRank).
 */
async function pageByTiers(db: Database, q: SearchQuery, tiers: readonly SQL[], total: Promise<SearchTotal>) {
  const needed = q.page * q.pageSize;
  // Tiers exclude one another; a row edited between two reads is still shown once.
  const ids = new Set<string>();
  for (const [i, where] of tiers.entries()) {
    if (ids.size >= needed) break;
    // Before the last tier, the count (read meanwhile) may say every match is already here: a
    // search that finds few or nobody ('cantro sertanejo') is not looked for once more.
    if (i > 0 && i === tiers.length - 1) {
      const count = await total;
      if (!count.lowerBound && ids.size >= count.total) break;
    }
    const rows = await db
      .select({ id: p.id })
      .from(p)
      .where(where)
      .orderBy(ORDER.top_rated)
      .limit(needed - ids.size);
    for (const { id } of rows) ids.add(id);
  }
  const pageIds = [...ids].slice((q.page - 1) * q.pageSize, needed);
  if (pageIds.length === 0) return [];
  const cards = await db.select(cardColumns).from(p).where(inArray(p.id, pageIds));
  const byId = new Map(cards.map((card) => [card.id, card]));
  return pageIds.flatMap((id) => byId.get(id) ?? []);
}

function pageByRelevance(db: Database, q: SearchQuery, ctx: ListingContext, where: SQL, total: Promise<SearchTotal>) {
  // The name tier's rows hold the whole query in the name, so every word and concept in search_text
  // (a concept's words count as its text): testing them again would only make the planner expect
  // far fewer rows than there are.
  const [inName, inData, rest] = relevanceTiers(q.q!);
  return pageByTiers(
    db,
    q,
    [sql`${listingConditions(q, ctx, false)} and ${inName}`, sql`${where} and ${inData}`, sql`${where} and ${rest}`],
    total,
  );
}

function pageByPresence(db: Database, q: SearchQuery, where: SQL, total: Promise<SearchTotal>) {
  const inPerson = servesPlaces(
    q.cities.flatMap((slug) => municipalityBySlug(slug)?.code ?? []),
    true,
  );
  return pageByTiers(db, q, [sql`${where} and ${inPerson}`, sql`${where} and not ${inPerson}`], total);
}

export async function searchProfessionals(db: Database, q: SearchQuery, ctx: ListingContext) {
  const where = listingConditions(q, ctx);
  // Counted at least as far as the page asked for, so that the page shown lies within the total.
  const total = boundedCount(db, where, Math.max(EXACT_TOTAL_MAX, q.page * q.pageSize));
  const [count, items] = await Promise.all([
    total,
    q.sort === 'top_rated' && queryWords(q.q).length
      ? pageByRelevance(db, q, ctx, where, total)
      : q.sort === 'top_rated' && q.cities.length
        ? pageByPresence(db, q, where, total)
        : db
            .select(cardColumns)
            .from(p)
            .where(where)
            .orderBy(ORDER[q.sort])
            .limit(q.pageSize)
            .offset((q.page - 1) * q.pageSize),
  ]);
  return { items, total: count.total, totalIsLowerBound: count.lowerBound };
}
export type CardRow = Awaited<ReturnType<typeof searchProfessionals>>['items'][number];

/** How many listed professionals the search finds (up to EXACT_TOTAL_MAX), without reading a page. */
export function countProfessionals(db: Database, q: SearchQuery, ctx: ListingContext): Promise<SearchTotal> {
  return boundedCount(db, listingConditions(q, ctx), EXACT_TOTAL_MAX);
}

/** Whether the search finds anyone: it stops at the first match. */
export async function anyProfessional(db: Database, q: SearchQuery, ctx: ListingContext): Promise<boolean> {
  const rows = await db
    .select({ one: sql`1` })
    .from(p)
    .where(listingConditions(q, ctx))
    .limit(1);
  return rows.length > 0;
}

/** The words of listed professionals' names and cities, unaccented and lower-cased, each once. */
export async function listedNameWords(db: Database, ctx: ListingContext): Promise<string[]> {
  const word = sql<string>`w.word`;
  const rows = await db
    .selectDistinct({ word })
    .from(p)
    .crossJoin(sql`lateral unnest(string_to_array(lower(f_unaccent(concat_ws(' ', p.name, p.city))), ' ')) as w(word)`)
    .where(and(listedExpr(ctx), sql`length(w.word) > 2`));
  return rows.map((r) => r.word);
}

/** The listed professionals among these ids, as cards. */
export function listedCardsByIds(db: Database, ids: string[], ctx: ListingContext) {
  return db
    .select(cardColumns)
    .from(p)
    .where(and(inArray(p.id, ids), listedExpr(ctx)));
}

/** Whether a professional passes every visibility rule of the listing right now. */
export async function isListed(db: Database, id: string, ctx: ListingContext): Promise<boolean> {
  const rows = await db
    .select({ id: p.id })
    .from(p)
    .where(and(eq(p.id, id), listedExpr(ctx)));
  return rows.length > 0;
}

/** The whole profile, with what decides its visibility (any professional, listed or not). */
export async function findProfessionalProfile(db: Database, id: string, ctx: ListingContext) {
  const [row] = await db.select(profileColumns(ctx)).from(p).where(eq(p.id, id));
  return row ?? null;
}
export type ProfileRow = NonNullable<Awaited<ReturnType<typeof findProfessionalProfile>>>;

/**
 * The professionals whose id starts with these 12 hexadecimal digits (a readable address's short
 * id, through professionals_short_id_idx): almost always one, oldest first.
 */
export async function findByShortId(db: Database, shortId: string) {
  return db
    .select({ id: professionals.id, name: professionals.name })
    .from(professionals)
    .where(sql`left(replace(${professionals.id}::text, '-', ''), 12) = ${shortId}`)
    .orderBy(professionals.createdAt, professionals.id)
    .limit(5);
}

export async function findProfessionalState(db: Database, id: string) {
  const [row] = await db
    .select({
      id: professionals.id,
      isBlocked: professionals.isBlocked,
      servicesSuspended: professionals.servicesSuspended,
    })
    .from(professionals)
    .where(eq(professionals.id, id));
  return row ?? null;
}

/** The admin's list: any professional, found by name, place, specialty or account e-mail. */
export async function listAdminProfessionals(
  db: Database,
  q: { q: string; filter: AdminProfessionalFilter; page: number; pageSize: number },
  ctx: ListingContext,
) {
  const where: SQL[] = [sql`true`];
  for (const term of searchTerms(q.q)) {
    const pattern = likePattern(term);
    where.push(
      sql`(p.search_text like ${pattern} or lower(${users.email}) like ${pattern} or lower(p.name) like ${pattern})`,
    );
  }
  if (q.filter === 'listed') where.push(listedExpr(ctx));
  if (q.filter === 'unlisted') where.push(sql`not ${listedExpr(ctx)}`);
  if (q.filter === 'blocked') where.push(sql`p.is_blocked`);
  if (q.filter === 'unverified') where.push(sql`not p.verified`);
  const condition = sql.join(where, sql` and `);
  const [[count], items] = await Promise.all([
    db.select({ total: countOf }).from(p).leftJoin(users, eq(users.id, p.userId)).where(condition),
    db
      .select(adminColumns(ctx))
      .from(p)
      .leftJoin(users, eq(users.id, p.userId))
      .where(condition)
      .orderBy(desc(p.createdAt), asc(p.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
  ]);
  return { items, total: count?.total ?? 0 };
}
export type AdminRow = Awaited<ReturnType<typeof listAdminProfessionals>>['items'][number];

export async function findAdminProfessional(db: Database, id: string, ctx: ListingContext) {
  const [row] = await db.select(adminColumns(ctx)).from(p).leftJoin(users, eq(users.id, p.userId)).where(eq(p.id, id));
  return row ?? null;
}

/** A professional's packages, cheapest first, those 'a combinar' last. */
export function listServices(db: Database, professionalId: string) {
  return db
    .select()
    .from(services)
    .where(eq(services.professionalId, professionalId))
    .orderBy(sql`${services.priceCents} asc nulls last`, asc(services.title), asc(services.id));
}

export function listPortfolio(db: Database, professionalId: string) {
  return db
    .select()
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
    .where(
      and(inArray(portfolioItems.professionalId, professionalIds), sql`${portfolioItems.url} ~* ${PLAYABLE_URL_HINT}`),
    )
    .orderBy(asc(portfolioItems.title), asc(portfolioItems.id));
}

export function listApprovedReviews(db: Database, professionalId: string) {
  return db
    .select({ ...publicReviewColumns, project_url: reviews.projectUrl, via_contact: reviews.viaContact })
    .from(reviews)
    .where(and(eq(reviews.professionalId, professionalId), eq(reviews.isApproved, true)))
    .orderBy(...newestReviewsFirst)
    .limit(200);
}

/**
 * Keeps rating and review_count honest: computed from approved reviews only, with those from a
 * confirmed deal counted apart for the 'Melhor avaliados' score.
 */
export async function recomputeRating(db: Database, professionalId: string) {
  await db.execute(sql`
    update professionals p set
      rating = coalesce(a.average, 0), review_count = a.n, hired_review_count = a.hired_n, hired_rating_sum = a.hired_sum, updated_at = now()
    from (
      select round(avg(r.rating)::numeric, 2)::float8 as average, count(*)::int as n,
        (count(*) filter (where r.hired))::int as hired_n, coalesce(sum(r.rating) filter (where r.hired), 0)::int as hired_sum
      from reviews r where r.professional_id = ${professionalId} and r.is_approved
    ) a
    where p.id = ${professionalId}`);
}

/**
 * The sitemap's parts over the listing, in id order: for each run of `size` listed professionals,
 * its first id and its latest change. One pass over the listed ids; each part then reads its run
 * by key (`listedProfessionalRun`), never by offset.
 */
export function listedProfessionalRuns(db: Database, ctx: ListingContext, size: number) {
  const numbered = db
    .select({ id: p.id, updatedAt: p.updatedAt, n: sql<number>`row_number() over (order by ${p.id})`.as('n') })
    .from(p)
    .where(listedExpr(ctx))
    .as('numbered');
  const runs = db
    .select({
      id: numbered.id,
      n: numbered.n,
      lastChange: sql<
        Date | string
      >`max(${numbered.updatedAt}) over (partition by (${numbered.n} - 1) / ${size}::int)`.as('last_change'),
    })
    .from(numbered)
    .as('runs');
  return db
    .select({ firstId: runs.id, lastChange: runs.lastChange })
    .from(runs)
    .where(sql`(${runs.n} - 1) % ${size}::int = 0`)
    .orderBy(asc(runs.id));
}

/** The listed professionals from `fromId` (included) up to `beforeId` (excluded), in id order, at most `limit`. */
export function listedProfessionalRun(
  db: Database,
  ctx: ListingContext,
  run: { fromId: string; beforeId: string | null; limit: number },
) {
  return db
    .select({ id: p.id, name: p.name, updated_at: p.updatedAt })
    .from(p)
    .where(
      and(
        listedExpr(ctx),
        sql`${p.id} >= ${run.fromId}::uuid`,
        run.beforeId ? sql`${p.id} < ${run.beforeId}::uuid` : undefined,
      ),
    )
    .orderBy(asc(p.id))
    .limit(run.limit);
}
