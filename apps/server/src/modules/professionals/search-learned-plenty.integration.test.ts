import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { buildTestApp, linkedInBulk, listedInBulk, type TestApp } from '../../test/helpers.ts';
import { EXACT_TOTAL_MAX, LEARNED_PLENTY_MS, plentyLearned } from './professionals.repository.ts';

/**
 * A search that finds three times the bound or more is remembered for ten minutes: asked again (any
 * page up to the bound, any order) it says 'more than' without counting. To see that it is not
 * counted, the tests let most matches' plans end after the search was learned: their period ends
 * five minutes after the start, and the clock moves past it (a professional leaves the listing the
 * moment the period ends, with nothing written).
 */
let ctx: TestApp;
const LISTED = 3 * EXACT_TOTAL_MAX + 100;
/** Who plays Samba: more than the bound, fewer than three times it. */
const SAMBA = EXACT_TOTAL_MAX + 500;
/** Who stays listed when the others' plans end. */
const KEPT = 600;
/** When the others' plans end, after the clock's start. */
const OTHERS_END_MS = 5 * 60_000;
const kept = sql`(select id from professionals order by id limit ${KEPT})`;

beforeAll(async () => {
  ctx = await buildTestApp();
  await listedInBulk(ctx.deps, LISTED, 'plenty');
  await linkedInBulk(ctx.deps, 'service_type', 'À distância');
  await linkedInBulk(ctx.deps, 'genre', 'Samba', sql`(select id from professionals order by id limit ${SAMBA})`);
  const ends = new Date(ctx.clock.now().getTime() + OTHERS_END_MS);
  await ctx.deps.db.execute(sql`
    update subscriptions set current_period_ends_at = ${ends.toISOString()}::timestamptz
    where professional_id not in ${kept}`);
});
afterAll(() => ctx.close());

async function search(query: string) {
  const res = await ctx.request({ method: 'GET', url: `/api/professionals${query}` });
  expect(res.statusCode).toBe(200);
  return res.json() as { total: number; total_is_lower_bound?: boolean; items: unknown[] };
}

/** Runs `use`, then sets the clock back to where it was. */
async function clockSetBack(use: () => Promise<void>) {
  const start = ctx.clock.now();
  try {
    await use();
  } finally {
    ctx.clock.set(start);
  }
}

/** Runs `use` with the clock past the end of every plan but the first KEPT's (by id), then sets it back. */
const withFewListed = (use: () => Promise<void>) =>
  clockSetBack(async () => {
    ctx.clock.advance(OTHERS_END_MS + 60_000);
    await use();
  });

describe('a search found to match plenty', () => {
  it("says 'more than' again for ten minutes without counting, in any order and page within the bound", async () => {
    const first = await search('?serviceTypes=%C3%80%20dist%C3%A2ncia');
    expect(first).toMatchObject({ total: EXACT_TOTAL_MAX, total_is_lower_bound: true });
    await plentyLearned(ctx.deps.db);
    await withFewListed(async () => {
      for (const again of ['', '&sort=newest', '&page=2&sort=lowest_price'])
        expect(await search(`?serviceTypes=%C3%80%20dist%C3%A2ncia${again}`)).toMatchObject({
          total: EXACT_TOTAL_MAX,
          total_is_lower_bound: true,
        });
      // Past the bound the page is counted as before, and so is the search after ten minutes.
      expect((await search('?serviceTypes=%C3%80%20dist%C3%A2ncia&page=60')).total).toBe(KEPT);
      ctx.clock.advance(LEARNED_PLENTY_MS + 1000);
      expect(await search('?serviceTypes=%C3%80%20dist%C3%A2ncia')).toEqual(expect.objectContaining({ total: KEPT }));
    });
  });

  it('is only the search asked: another filter, or words, are counted', async () => {
    await search('?locations=Pernambuco');
    await plentyLearned(ctx.deps.db);
    await withFewListed(async () => {
      expect((await search('?locations=Pernambuco&serviceTypes=%C3%80%20dist%C3%A2ncia')).total).toBe(KEPT);
      expect((await search('?locations=Pernambuco&q=profissional')).total).toBe(KEPT);
    });
  });

  it('is learned too for the searches offered without each filter, under a search that finds nobody', async () => {
    const query = '?q=profissional&languages=frances';
    const offered = async () => (await search(query)) as { total: number; without_filter?: unknown[] };
    const lifted = [{ filter: 'languages', total: EXACT_TOTAL_MAX, total_is_lower_bound: true }];
    expect(await offered()).toMatchObject({ total: 0, without_filter: lifted });
    await plentyLearned(ctx.deps.db);
    // Counted again, the search without the language would find the few still listed.
    await withFewListed(async () => expect((await offered()).without_filter).toEqual(lifted));
  });

  it('is not a search that finds more than the bound but fewer than three times it: it is counted each time', async () => {
    const before = await plentyLearned(ctx.deps.db);
    const first = await search('?genres=Samba');
    expect(first).toMatchObject({ total: EXACT_TOTAL_MAX, total_is_lower_bound: true });
    expect(await plentyLearned(ctx.deps.db)).toBe(before + 1);
    await withFewListed(async () => {
      expect(await search('?genres=Samba')).toEqual(expect.objectContaining({ total: KEPT }));
    });
  });

  it('is learned once in ten minutes: a search found short of it is not counted on again meanwhile', async () => {
    const counts = async (query: string) => {
      const before = await plentyLearned(ctx.deps.db);
      await search(`?genres=Samba&serviceTypes=%C3%80%20dist%C3%A2ncia${query}`);
      return (await plentyLearned(ctx.deps.db)) - before;
    };
    // Ten minutes earlier, so that every plan still runs when they have passed.
    await clockSetBack(async () => {
      ctx.clock.advance(-(LEARNED_PLENTY_MS + 1000));
      expect(await counts('')).toBe(1);
      expect(await counts('&sort=newest')).toBe(0);
      ctx.clock.advance(LEARNED_PLENTY_MS + 1000);
      expect(await counts('')).toBe(1);
    });
  });
});

describe('a search found to match more than the bound but short of plenty', () => {
  it("reads its page among all its matches, in the order asked, and still says 'more than'", async () => {
    const samba = rowsOf<{ id: string }>(
      await ctx.deps.db.execute(sql`
        select pg.professional_id as id from professional_genres pg join genres g on g.id = pg.genre_id
        where g.name = 'Samba' order by pg.professional_id`),
    ).map((r) => r.id);
    expect(samba).toHaveLength(SAMBA);
    // Every professional here was created at once, with the same price and no rating: each order ends on the id.
    const ids = (body: { items: unknown[] }) => (body.items as { id: string }[]).map((item) => item.id);
    const query = '?genres=Samba&locations=Pernambuco';
    const first = await search(`${query}&sort=newest&page=2`);
    expect(ids(first)).toEqual(samba.toReversed().slice(24, 48));
    const before = await plentyLearned(ctx.deps.db);
    expect(before).toBeGreaterThan(0);
    for (const [again, expected] of [
      ['&sort=newest&page=2', samba.toReversed().slice(24, 48)],
      ['&sort=oldest&page=3', samba.slice(48, 72)],
      ['&sort=lowest_price', samba.toReversed().slice(0, 24)],
    ] as const) {
      const body = await search(`${query}${again}`);
      expect(body).toMatchObject({ total: EXACT_TOTAL_MAX, total_is_lower_bound: true });
      expect(ids(body)).toEqual(expected);
    }
    // Not counted on again: the search is known to fall short of plenty.
    expect(await plentyLearned(ctx.deps.db)).toBe(before);
  });
});
