import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { buildTestApp, linkedInBulk, listedInBulk, type TestApp } from '../../test/helpers.ts';
import { countListedValues } from './professional-read.ts';
import { EXACT_TOTAL_MAX, plentyLearned, type ValueCounts } from './professionals.repository.ts';
import { recentPeriods } from './search.repository.ts';

/**
 * A search of plenty read in 'Mais recentes' past its first page is read among the newest periods
 * of joining first (recentPeriods), and its pages are the search's own, whether that window holds
 * them or not. The professionals joined one every four hours; everyone plays Samba and works at a
 * distance (two filters, so that the filters' counts alone do not say the search is plenty: it is
 * counted, and learned); the oldest FORRO play Forró too, so that none of the newest matches Forró.
 */
let ctx: TestApp;
const LISTED = 3 * EXACT_TOTAL_MAX + 300;
const FORRO = 3 * EXACT_TOTAL_MAX;
const AT_A_DISTANCE = 'serviceTypes=%C3%80%20dist%C3%A2ncia&sort=newest';

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
  await countListedValues(ctx.deps);
  // Each link written fires the professional's refresh: about 30 s on the embedded database.
}, 180_000);
afterAll(() => ctx.close());

async function pageIds(query: string): Promise<string[]> {
  const res = await ctx.request({ method: 'GET', url: `/api/professionals${query}` });
  expect(res.statusCode).toBe(200);
  return (res.json() as { items: { id: string }[] }).items.map((item) => item.id);
}

/** The page as the rule reads it: the genre's players, newest first, ties by the id. */
async function expectedPage(genre: string, page: number): Promise<string[]> {
  const rows = rowsOf<{ id: string }>(
    await ctx.deps.db.execute(sql`
      select p.id from professionals p where p.id in (
        select professional_id from professional_genres pg join genres g on g.id = pg.genre_id where g.name = ${genre})
      order by p.created_at desc, p.id desc limit 24 offset ${(page - 1) * 24}`),
  );
  return rows.map((r) => r.id);
}

/** The pages of cards read while `use` runs: whether each was read among the newest periods. */
async function cardReadsDuring(use: () => Promise<void>): Promise<boolean[]> {
  const client = (ctx.deps.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const spy = vi.spyOn(client, 'query');
  try {
    await use();
    return spy.mock.calls
      .map(([first]) => (typeof first === 'string' ? first : String((first as { text?: string }).text)))
      .filter((text) => text.includes('"image_small"') && text.includes('offset'))
      .map((text) => text.includes('created_marks('));
  } finally {
    spy.mockRestore();
  }
}

/** Asks a search's first page (counted: plenty learned), then a deep one (its size learned). */
async function learned(query: string) {
  await pageIds(query);
  await plentyLearned(ctx.deps.db);
  await pageIds(`${query}&page=3`);
  await plentyLearned(ctx.deps.db);
}

describe("'Mais recentes' past the first page of a search of plenty", () => {
  it('reads the page among the newest periods once the search is learned, and shows the same page', async () => {
    const query = `?genres=Samba&${AT_A_DISTANCE}`;
    await learned(query);
    for (const page of [2, 5, 10, 20, 41]) {
      const reads = await cardReadsDuring(async () => {
        expect(await pageIds(`${query}&page=${page}`)).toEqual(await expectedPage('Samba', page));
      });
      // Twice the rows up to page 20 are more than a quarter of the listing: read as before.
      expect(reads).toEqual([page < 20]);
    }
  });

  it('learns how many match with whether they are plenty when a deep page is asked first, in one count', async () => {
    // Everyone's price is R$100: the same matches as the Samba players', a search of its own.
    const query = `?genres=Samba&maxPrice=300&${AT_A_DISTANCE}&page=5`;
    const before = await plentyLearned(ctx.deps.db);
    expect(await pageIds(query)).toEqual(await expectedPage('Samba', 5));
    expect((await plentyLearned(ctx.deps.db)) - before).toBe(1);
    const reads = await cardReadsDuring(async () => {
      expect(await pageIds(query)).toEqual(await expectedPage('Samba', 5));
    });
    expect(reads).toEqual([true]);
  });

  it('reads the page again without the window when the window does not hold it whole', async () => {
    const query = `?genres=Forr%C3%B3&${AT_A_DISTANCE}`;
    await learned(query);
    const reads = await cardReadsDuring(async () => {
      expect(await pageIds(`${query}&page=2`)).toEqual(await expectedPage('Forró', 2));
    });
    expect(reads).toEqual([true, false]);
    for (const page of [5, 41])
      expect(await pageIds(`${query}&page=${page}`)).toEqual(await expectedPage('Forró', page));
  });
});

describe('recentPeriods', () => {
  const DAY = 86_400_000;
  const now = new Date('2026-12-01T12:00:00Z');
  const period = Math.floor(now.getTime() / (30 * DAY));
  const counts = (byPeriod: Record<number, number>): ValueCounts => {
    const all = Object.values(byPeriod).reduce((a, b) => a + b, 0);
    return {
      listOnlyVerified: false,
      counts: new Map([
        ['all', all],
        ...Object.entries(byPeriod).map(([p, n]) => [`created:c${p}`, n] as [string, number]),
      ]),
    };
  };
  const spread = counts(Object.fromEntries(Array.from({ length: 40 }, (_, i) => [period - i, 1000])));

  it('runs without a gap from two periods after now back to the periods that hold twice the rows needed', () => {
    // 4 000 matches of 40 000 listed: 480 rows needed are about 4 800 listed, twice that 9 600.
    expect(recentPeriods(spread, 4000, 480, now)).toEqual(Array.from({ length: 12 }, (_, i) => `c${period + 2 - i}`));
  });

  it('starts after the newest period counted when the database is ahead of the clock', () => {
    const ahead = counts({ [period + 5]: 500, [period]: 39_500 });
    expect(recentPeriods(ahead, 4000, 24, now)?.[0]).toBe(`c${period + 7}`);
  });

  it('gives nothing when the window would be a large part of the listing, or the search matches nobody', () => {
    expect(recentPeriods(spread, 1000, 2400, now)).toBeNull();
    expect(recentPeriods(spread, 0, 24, now)).toBeNull();
    expect(recentPeriods(counts({}), 100, 24, now)).toBeNull();
  });
});
