import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { rowsOf, type Database } from '../../db/client.ts';
import { listedExpr, type ListingContext } from '../../db/listing.ts';
import { newestReviewsFirst, publicReviewColumns } from '../../db/public-review.ts';
import { professionals, reviews } from '../../db/schema.ts';

/**
 * What landing pages read: figures, reviews and link counts over the listed professionals of a
 * facet (specialties and/or occasions) in a place. A city is whoever plays there in person (its
 * IBGE code in place_codes, which the search's city filter reads too); a state is the
 * professional's own state (location_filter, the search's 'Localização'). The listing's SQL reads
 * the table as `p`.
 */
const p = alias(professionals, 'p');

export interface FacetFilter {
  specialties: readonly string[];
  occasions: readonly string[];
}

export type PlaceFilter = { kind: 'city'; code: number } | { kind: 'state'; name: string };

const textArray = (values: readonly string[]): SQL =>
  values.length
    ? sql`array[${sql.join(
        values.map((v) => sql`${v}`),
        sql`, `,
      )}]::text[]`
    : sql`'{}'::text[]`;

function facetCondition(f: FacetFilter): SQL {
  const parts = [
    ...(f.specialties.length ? [sql`p.specialty_names && ${textArray(f.specialties)}`] : []),
    ...(f.occasions.length ? [sql`p.occasion_names && ${textArray(f.occasions)}`] : []),
  ];
  return parts.length ? sql.join(parts, sql` and `) : sql`true`;
}

const placeCondition = (place: PlaceFilter): SQL =>
  place.kind === 'city'
    ? sql`p.place_codes && array[${place.code}]::integer[]`
    : sql`(p.location_filter = ${place.name} and not p.outside_brazil)`;

const onPage = (ctx: ListingContext, f: FacetFilter, place: PlaceFilter) =>
  sql`${listedExpr(ctx)} and ${facetCondition(f)} and ${placeCondition(place)}`;

/** How many, their price range, their approved reviews and their latest change. */
export async function pageFigures(db: Database, ctx: ListingContext, f: FacetFilter, place: PlaceFilter) {
  const priced = sql`p.min_price is not null and not p.is_price_negotiable`;
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`.mapWith(Number),
      min_price: sql<number | null>`min(p.min_price) filter (where ${priced})`,
      max_price: sql<number | null>`max(p.min_price) filter (where ${priced})`,
      review_count: sql<number>`coalesce(sum(p.review_count), 0)::int`.mapWith(Number),
      updated_at: sql<string | null>`max(p.updated_at)`,
    })
    .from(p)
    .where(onPage(ctx, f, place));
  return {
    total: row?.total ?? 0,
    price:
      row?.min_price == null || row.max_price == null
        ? null
        : { min: Number(row.min_price), max: Number(row.max_price) },
    review_count: row?.review_count ?? 0,
    updated_at: row?.updated_at ? new Date(row.updated_at) : null,
  };
}

/**
 * Up to this many of a page's professionals are read for its most common genres and occasions: all
 * of a small page's; of a big one, a sample, whose most common are the page's unless several are
 * within a few percent of each other (then any of them is as true). São Paulo's hundred thousand
 * took 1,5 s at a million professionals; the sample, 32 ms.
 */
const PRESENT_VALUES_SAMPLE = 2000;

/** The values of one of the name lists (genre_names, occasion_names) on the page, most common first. */
async function presentValues(db: Database, column: 'genre_names' | 'occasion_names', where: SQL): Promise<string[]> {
  const result = await db.execute(sql`
    select v.value from (
      select ${sql.raw(`p.${column}`)} as names from professionals p where ${where} limit ${PRESENT_VALUES_SAMPLE}
    ) s
    cross join lateral unnest(s.names) as v(value)
    group by v.value
    order by count(*) desc, v.value`);
  return rowsOf<{ value: string }>(result).map((r) => r.value);
}

export const pageGenres = (db: Database, ctx: ListingContext, f: FacetFilter, place: PlaceFilter) =>
  presentValues(db, 'genre_names', onPage(ctx, f, place));
export const pageOccasions = (db: Database, ctx: ListingContext, f: FacetFilter, place: PlaceFilter) =>
  presentValues(db, 'occasion_names', onPage(ctx, f, place));

/**
 * Above this many professionals on a page, its recent reviews are found by walking every approved
 * review from the newest (reviews_newest_approved_idx) until enough are theirs; at or below, from
 * each professional's own newest (reviews_public_idx). The walk finds a big page's reviews at once
 * (São Paulo's, a tenth of a million professionals: 1,2 s joined and sorted, 8 ms walked) but would
 * read the whole index for a small page whose few professionals have fewer reviews than it shows.
 */
const REVIEWS_WALK_FROM = 2000;

/** The most recent approved reviews of the page's professionals (`professionals`: how many the page has). */
export function recentReviews(
  db: Database,
  ctx: ListingContext,
  f: FacetFilter,
  place: PlaceFilter,
  limit: number,
  professionals: number,
) {
  if (professionals > REVIEWS_WALK_FROM) {
    return db
      .select({ ...publicReviewColumns, professional_id: p.id, professional_name: p.name })
      .from(reviews)
      .innerJoin(p, eq(p.id, reviews.professionalId))
      .where(and(eq(reviews.isApproved, true), onPage(ctx, f, place)))
      .orderBy(...newestReviewsFirst)
      .limit(limit);
  }
  const own = db
    .select(publicReviewColumns)
    .from(reviews)
    .where(and(eq(reviews.professionalId, p.id), eq(reviews.isApproved, true)))
    .orderBy(...newestReviewsFirst)
    .limit(limit)
    .as('own');
  return db
    .select({
      id: own.id,
      user_name: own.user_name,
      rating: own.rating,
      comment: own.comment,
      hired: own.hired,
      created_at: own.created_at,
      professional_id: p.id,
      professional_name: p.name,
    })
    .from(p)
    .crossJoinLateral(own)
    .where(onPage(ctx, f, place))
    .orderBy(desc(own.created_at), desc(own.id))
    .limit(limit);
}

/** Every page's rows are bounded, as the sitemap's are. */
const PAGES_MAX = 50_000;

/** Where a listed professional counts for the pages of a kind of place, and under which place. */
interface PlaceGrouping {
  /** The place each row counts under. */
  place: SQL;
  /** The professionals' rows, one per place they count under. */
  from: SQL;
  /** Which of those rows count (the listing's rule comes with them). */
  where: SQL;
}

/**
 * Every (facet, place) with at least `min` listed professionals and their latest change, in one
 * pass over the listed professionals: each place's rows are counted for every facet at once
 * (a count filtered by the facet's condition). Joining each row to every facet and grouping the
 * pairs instead took 15 s for the cities at a million professionals (this, about 4 s), and 5,5 s
 * for the states (this, 2,2 s).
 */
async function facetPages(db: Database, facets: readonly FacetFilter[], min: number, by: PlaceGrouping) {
  if (facets.length === 0) return [];
  const each = facets.map((f, i) => ({ i, n: sql.raw(`n${i}`), at: sql.raw(`at${i}`), holds: facetCondition(f) }));
  const result = await db.execute(sql`
    with counted as (
      select ${by.place} as place, ${sql.join(
        each.map(
          (f) =>
            sql`count(*) filter (where ${f.holds}) as ${f.n}, max(p.updated_at) filter (where ${f.holds}) as ${f.at}`,
        ),
        sql`, `,
      )}
      from ${by.from}
      where ${by.where}
      group by 1)
    select f.i, c.place, f.total, f.updated_at
    from counted c
    cross join lateral (values ${sql.join(
      each.map((f) => sql`(${f.i}::int, c.${f.n}::int, c.${f.at})`),
      sql`, `,
    )}) as f(i, total, updated_at)
    where f.total >= ${min}
    order by f.i, c.place
    limit ${PAGES_MAX}`);
  return rowsOf<{ i: number; place: number | string; total: number; updated_at: string | Date }>(result).map((r) => ({
    facet: Number(r.i),
    place: r.place,
    total: Number(r.total),
    updated_at: new Date(r.updated_at),
  }));
}

/**
 * Every (facet, municipality) with at least `min` listed professionals playing there in person, with
 * their latest change. A code that place_codes holds twice counts its professional once.
 */
export async function cityPages(db: Database, ctx: ListingContext, facets: readonly FacetFilter[], min: number) {
  const rows = await facetPages(db, facets, min, {
    place: sql`c.code`,
    from: sql`professionals p cross join lateral unnest(p.place_codes) with ordinality as c(code, n)`,
    where: sql`${listedExpr(ctx)} and (c.n = 1 or c.code <> all(p.place_codes[1:c.n - 1]))`,
  });
  return rows.map(({ place, ...row }) => ({ ...row, code: Number(place) }));
}

/** Every (facet, state) with at least `min` listed professionals whose state it is, with their latest change. */
export async function statePages(db: Database, ctx: ListingContext, facets: readonly FacetFilter[], min: number) {
  const rows = await facetPages(db, facets, min, {
    place: sql`p.location_filter`,
    from: sql`professionals p`,
    where: sql`${listedExpr(ctx)} and not p.outside_brazil and p.location_filter is not null`,
  });
  return rows.map(({ place, ...row }) => ({ ...row, state: String(place) }));
}
