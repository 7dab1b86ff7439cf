import { sql } from 'drizzle-orm';
import { PRICE_FLOOR_OPTION } from '@app/domain/constants/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { buildTestApp, linkedInBulk, listedInBulk, statementsDuring, type TestApp } from '../../test/helpers.ts';
import { countListedValues } from './professional-read.ts';
import { EXACT_TOTAL_MAX, plentyLearned, type ValueCounts } from './professionals.repository.ts';
import { orderWindow, pricesWithin, type MatchesAlong } from './search.repository.ts';

/**
 * A search of plenty read past its first page is read among the first steps of its order first
 * (orderWindow: the newest or oldest periods of joining, the best scores, the lowest prices), and
 * its pages are the search's own, whether that window holds them or not. The professionals joined
 * one every four hours, with ratings, numbers of reviews and prices spread (some without a price);
 * everyone plays Samba and works at a distance (two filters, so that the filters' counts alone do
 * not say the search is plenty: it is counted, and learned); the oldest FORRO play Forró too, so
 * that none of the newest matches Forró.
 */
let ctx: TestApp;
const LISTED = 3 * EXACT_TOTAL_MAX + 300;
const FORRO = 3 * EXACT_TOTAL_MAX;
const AT_A_DISTANCE = 'serviceTypes=%C3%80%20dist%C3%A2ncia';

beforeAll(async () => {
  ctx = await buildTestApp();
  await listedInBulk(ctx.deps, LISTED, 'recent');
  await linkedInBulk(ctx.deps, 'service_type', 'À distância');
  // One every four hours, the newest now (by the database's clock: it is the rows' own).
  await ctx.deps.db.execute(sql`
    update professionals p set created_at = now() - o.n * interval '4 hours'
    from (select id, row_number() over (order by id) as n from professionals) o where o.id = p.id`);
  await linkedInBulk(ctx.deps, 'genre', 'Samba');
  await linkedInBulk(
    ctx.deps,
    'genre',
    'Forró',
    sql`(select id from professionals order by created_at limit ${FORRO})`,
  );
  // Ratings from 0 to 5 with 0 to 8 reviews, prices from R$40 to R$299 and every tenth without one.
  await ctx.deps.db.execute(sql`
    update professionals p set rating = o.n % 41 / 8.0, review_count = o.n % 9,
      min_price = case when o.n % 10 = 0 then null else 40 + o.n * 37 % 260 end
    from (select id, row_number() over (order by id) as n from professionals) o where o.id = p.id`);
  await countListedValues(ctx.deps);
  // Each link written fires the professional's refresh: about 30 s on the embedded database.
}, 180_000);
afterAll(() => ctx.close());

async function pageIds(query: string): Promise<string[]> {
  const res = await ctx.request({ method: 'GET', url: `/api/professionals${query}` });
  expect(res.statusCode).toBe(200);
  return (res.json() as { items: { id: string }[] }).items.map((item) => item.id);
}

/** Each order as the rule reads it (SPEC 5), ties by the date of joining and the id. */
const ORDERS = {
  newest: sql`p.created_at desc, p.id desc`,
  oldest: sql`p.created_at asc, p.id asc`,
  top_rated: sql`p.rating_score desc, p.review_count desc, p.created_at desc, p.id desc`,
  lowest_price: sql`p.min_price asc nulls last, p.created_at desc, p.id desc`,
};
type Sort = keyof typeof ORDERS;

/** The page as the rule reads it: the genre's players in the order. */
async function expectedPage(genre: string, page: number, sort: Sort = 'newest'): Promise<string[]> {
  const rows = rowsOf<{ id: string }>(
    await ctx.deps.db.execute(sql`
      select p.id from professionals p where p.id in (
        select professional_id from professional_genres pg join genres g on g.id = pg.genre_id where g.name = ${genre})
      order by ${ORDERS[sort]} limit 24 offset ${(page - 1) * 24}`),
  );
  return rows.map((r) => r.id);
}

/** The deep pages read while `use` runs: whether each was read among an order's first steps. */
async function pageReadsDuring(use: () => Promise<void>): Promise<boolean[]> {
  return (await statementsDuring(ctx.deps, use))
    .filter((text) => text.startsWith('select "id" from "professionals" "p"') && text.includes('offset'))
    .map((text) => /\b(created|score|min_price)_marks\(/.test(text));
}

/** Asks a search's first page (counted: plenty learned), then a deep one (its size learned). */
async function learned(query: string) {
  await pageIds(query);
  await plentyLearned(ctx.deps.db);
  await pageIds(`${query}&page=3`);
  await plentyLearned(ctx.deps.db);
}

describe('a page past the first of a search of plenty', () => {
  it.each(Object.keys(ORDERS) as Sort[])(
    "is read among the first steps of '%s' once the search is learned, and is the same page",
    async (sort) => {
      const query = `?genres=Samba&${AT_A_DISTANCE}&sort=${sort}`;
      await learned(query);
      for (const page of [2, 5, 10, 15, 41]) {
        const reads = await pageReadsDuring(async () => {
          expect(await pageIds(`${query}&page=${page}`)).toEqual(await expectedPage('Samba', page, sort));
        });
        // The rows up to page 41, and a fifth more, are more than a quarter of the listing: read as before.
        expect({ page, reads }).toEqual({ page, reads: [page < 41] });
      }
    },
  );

  it('learns how many match with whether they are plenty when a deep page is asked first, in one count', async () => {
    // Every price is below R$300: the same matches as the Samba players', a search of its own.
    const query = `?genres=Samba&maxPrice=300&${AT_A_DISTANCE}&sort=newest&page=5`;
    const before = await plentyLearned(ctx.deps.db);
    expect(await pageIds(query)).toEqual(await expectedPage('Samba', 5));
    expect((await plentyLearned(ctx.deps.db)) - before).toBe(1);
    const reads = await pageReadsDuring(async () => {
      expect(await pageIds(query)).toEqual(await expectedPage('Samba', 5));
    });
    expect(reads).toEqual([true]);
  });

  it("reads the lowest prices' window without the maximum price when every price there is within it", async () => {
    // Every price is below R$300: the window holds none above R$500.
    const query = `?genres=Samba&maxPrice=500&${AT_A_DISTANCE}&sort=lowest_price`;
    await learned(query);
    for (const page of [2, 10]) {
      const texts = await statementsDuring(ctx.deps, async () => {
        expect(await pageIds(`${query}&page=${page}`)).toEqual(await expectedPage('Samba', page, 'lowest_price'));
      });
      const windowReads = texts.filter((text) => text.includes('offset') && text.includes('min_price_marks('));
      expect(windowReads).toHaveLength(1);
      expect(windowReads[0]).not.toContain('price_filter');
    }
  });

  it('reads the page again without the window when the window no longer holds it whole', async () => {
    const query = `?genres=Forr%C3%B3&${AT_A_DISTANCE}&sort=newest`;
    await learned(query);
    // Since the matches were learned, the 250 newest players of Forró stopped playing it: the
    // periods that held the first pages' matches hold too few now.
    await ctx.deps.db.execute(sql`
      delete from professional_genres where genre_id = (select id from genres where name = 'Forró')
        and professional_id in (
          select p.id from professionals p join professional_genres pg on pg.professional_id = p.id
          join genres g on g.id = pg.genre_id where g.name = 'Forró' order by p.created_at desc limit 250)`);
    const reads = await pageReadsDuring(async () => {
      expect(await pageIds(`${query}&page=2`)).toEqual(await expectedPage('Forró', 2));
    });
    expect(reads).toEqual([true, false]);
    for (const page of [5, 41])
      expect(await pageIds(`${query}&page=${page}`)).toEqual(await expectedPage('Forró', page));
  });
});

describe('pricesWithin', () => {
  const steps = (last: number) => Array.from({ length: last + 1 }, (_, i) => `m${i}`);

  it("says whether the first price steps up to the last hold only prices up to the maximum, in 'Menor preço' only", () => {
    // m35 holds R$79 to R$89, m36 R$90 to R$101.
    expect(pricesWithin({ sort: 'lowest_price', maxPrice: 89 }, steps(35))).toBe(true);
    expect(pricesWithin({ sort: 'lowest_price', maxPrice: 88 }, steps(35))).toBe(false);
    expect(pricesWithin({ sort: 'lowest_price', maxPrice: 100 }, steps(36))).toBe(false);
    expect(pricesWithin({ sort: 'lowest_price', maxPrice: 101 }, steps(36))).toBe(true);
    expect(pricesWithin({ sort: 'lowest_price', maxPrice: null }, steps(10))).toBe(false);
    // From R$1000 is a floor.
    expect(pricesWithin({ sort: 'lowest_price', maxPrice: PRICE_FLOOR_OPTION }, steps(10))).toBe(false);
    expect(pricesWithin({ sort: 'newest', maxPrice: 500 }, steps(10))).toBe(false);
  });

  it("agrees with the database's steps for every price up to R$200 000", async () => {
    // The highest price of each step, by min_price_marks itself; the last step runs past the series.
    const highest = rowsOf<{ step: number; price: number }>(
      await ctx.deps.db.execute(sql`
        select substr((min_price_marks(price))[1], 2)::int as step, max(price) as price
        from generate_series(0, 200000) price group by 1 order by 1`),
    ).slice(0, -1);
    // m0 to m96, but nine of the first that no whole price falls in (R$1 is m5, R$2 m8).
    expect(highest).toHaveLength(88);
    for (const { step, price } of highest) {
      expect({ step, within: pricesWithin({ sort: 'lowest_price', maxPrice: price }, steps(step)) }).toEqual({
        step,
        within: true,
      });
      expect({ step, within: pricesWithin({ sort: 'lowest_price', maxPrice: price - 1 }, steps(step)) }).toEqual({
        step,
        within: false,
      });
    }
  });
});

describe('orderWindow', () => {
  const DAY = 86_400_000;
  const now = new Date('2026-12-01T12:00:00Z');
  const period = Math.floor(now.getTime() / (30 * DAY));
  /** `n` in each of 40 periods back from now, of 40 score steps down from 5 (every other one), of 40 price steps up from m10. */
  const spreadOf = (n: number) =>
    Array.from({ length: 40 }, (_, i) => [
      [`c${period - i}`, n],
      [`s${100 - 2 * i}`, n],
      [`m${10 + i}`, n],
    ]).flat() as [string, number][];
  const listing = (earliestPeriod: number | null = period - 39, steps = spreadOf(1000)): ValueCounts => ({
    listOnlyVerified: false,
    counts: new Map([
      ['all', 40_000],
      ...steps.map(
        ([mark, n]) => [`${{ c: 'created', s: 'score', m: 'price' }[mark[0]!]}:${mark}`, n] as [string, number],
      ),
    ]),
    earliestPeriod,
  });
  const along = (steps: [string, number][], total = 4000): MatchesAlong => ({
    total: { total, lowerBound: false },
    steps: new Map(steps),
  });
  // 4 000 matches of 40 000 listed, spread along every order as the listing is.
  const spread = along(spreadOf(100));
  const marks = (letter: string, from: number, length: number, direction = -1) =>
    Array.from({ length }, (_, i) => `${letter}${from + direction * i}`);

  it("runs without a gap from two periods after now back to the periods that held the matches needed in 'Mais recentes'", () => {
    // 480 rows needed, and a fifth more: 576, held by the 6 newest periods.
    expect(orderWindow('newest', listing(), spread, 480, now)).toEqual(marks('c', period + 2, 8));
  });

  it('starts after the newest period counted when the database is ahead of the clock', () => {
    const ahead = listing(period, [
      [`c${period + 5}`, 1500],
      [`c${period}`, 38_500],
    ]);
    const matches = along([
      [`c${period + 5}`, 150],
      [`c${period}`, 3850],
    ]);
    expect(orderWindow('newest', ahead, matches, 24, now)).toEqual(marks('c', period + 7, 3));
  });

  it("runs in 'Mais antigos' from the period the first professional ever joined in, listed or not", () => {
    expect(orderWindow('oldest', listing(period - 45), spread, 480, now)).toEqual(marks('c', period - 45, 12, 1));
    expect(orderWindow('oldest', listing(null), spread, 480, now)).toBeNull();
    // Periods by the hundred without anyone before the first listed: the window is not worth it.
    expect(orderWindow('oldest', listing(period - 400), spread, 480, now)).toBeNull();
  });

  it("runs down the score from 5 in 'Melhor avaliados' and up the price from R$0 in 'Menor preço'", () => {
    // The score's steps are every other twentieth: the empty ones between are part of the window.
    expect(orderWindow('top_rated', listing(), spread, 480, now)).toEqual(marks('s', 100, 11));
    expect(orderWindow('lowest_price', listing(), spread, 480, now)).toEqual(marks('m', 0, 16, 1));
  });

  it('holds as few steps as the matches need where they gather, whatever the listing around them', () => {
    // A minimum rating: three quarters of the matches have one of the best scores.
    const rated = along([
      ['s100', 100],
      ['s96', 3000],
      ['s60', 900],
    ]);
    expect(orderWindow('top_rated', listing(), rated, 480, now)).toEqual(marks('s', 100, 5));
  });

  it('gives nothing when the window would be a large part of the listing or every match, or the matches were not all counted', () => {
    expect(orderWindow('newest', listing(), spread, 2400, now)).toBeNull();
    expect(orderWindow('top_rated', listing(), spread, 3400, now)).toBeNull();
    expect(
      orderWindow('newest', listing(), { total: { total: 30_000, lowerBound: true }, steps: spread.steps }, 480, now),
    ).toBeNull();
  });
});
