import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { searchTerms } from '@app/domain/rules/text';
import type { AdminProfessionalFilter } from '@app/domain/schemas/admin';
import { firstOrNull, type Database } from '../../db/client.ts';
import { listedExpr, type ListingContext } from '../../db/listing.ts';
import { portfolioItems, professionals, reviews, services, users } from '../../db/schema.ts';
import { newestReviewsFirst, publicReviewColumns } from '../../db/public-review.ts';
import {
  adminColumns,
  cardColumns,
  countOf,
  likePattern,
  p,
  profileColumns,
} from './professional-columns.repository.ts';

/**
 * The professional's reads other than the search (search.repository.ts): a profile, cards by id,
 * the admin's rows, packages, portfolio, reviews and the sitemap's runs, through the column sets of
 * professional-columns.repository.ts. The search's functions are answered from here too.
 */
export {
  anyProfessional,
  countProfessionals,
  EXACT_TOTAL_MAX,
  LEARNED_PLENTY_MS,
  listedValueCounts,
  occasionOffers,
  plentyLearned,
  searchProfessionals,
  type CardRow,
  type SearchTotal,
  type ValueCounts,
} from './search.repository.ts';

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
  return firstOrNull(db.select(profileColumns(ctx)).from(p).where(eq(p.id, id)));
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
  return firstOrNull(
    db
      .select({
        id: professionals.id,
        isBlocked: professionals.isBlocked,
        servicesSuspended: professionals.servicesSuspended,
      })
      .from(professionals)
      .where(eq(professionals.id, id)),
  );
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
  return firstOrNull(db.select(adminColumns(ctx)).from(p).leftJoin(users, eq(users.id, p.userId)).where(eq(p.id, id)));
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
 * column only leaves out links that cannot play; the domain rule decides on the rest.
 */
export type PlayableCandidate = Awaited<ReturnType<typeof listPlayableCandidates>>[number];

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
    .where(and(inArray(portfolioItems.professionalId, professionalIds), sql`${portfolioItems.mayPlay}`))
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
