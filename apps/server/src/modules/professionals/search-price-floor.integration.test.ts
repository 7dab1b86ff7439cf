import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { buildTestApp, linkedInBulk, listedInBulk, searchStatements, type TestApp } from '../../test/helpers.ts';
import { countListedValues } from './professional-read.ts';

/**
 * The price floor of 'Menor preço' (from R$1000) as the search writes it. Walking the order's index,
 * it is a comparison on the minimum price, which starts the index there; gathering every match (a
 * count), it is an entry of the GINs, intersected there with the search's other conditions. Of
 * LISTED professionals (all in Pernambuco), prices run from R$520 up by R$20, and every other one
 * plays Samba.
 */
let ctx: TestApp;
const LISTED = 60;

beforeAll(async () => {
  ctx = await buildTestApp();
  await listedInBulk(ctx.deps, LISTED, 'floor');
  await ctx.deps.db.execute(sql`
    update professionals p set min_price = 500 + o.n * 20
    from (select id, row_number() over (order by id) as n from professionals) o where o.id = p.id`);
  await linkedInBulk(
    ctx.deps,
    'genre',
    'Samba',
    sql`(select id from (select id, row_number() over (order by id) as n from professionals) o where o.n % 2 = 1)`,
  );
  await countListedValues(ctx.deps);
}, 120_000);
afterAll(() => ctx.close());

const searched = (query: string) => searchStatements(ctx, query);

/** The rule's answer: who plays Samba (or anyone) from R$1000, cheapest first. */
async function expected(samba: boolean): Promise<string[]> {
  const rows = rowsOf<{ id: string }>(
    await ctx.deps.db.execute(sql`
      select p.id from professionals p where p.min_price >= 1000 and (${!samba} or p.id in (
        select professional_id from professional_genres pg join genres g on g.id = pg.genre_id where g.name = 'Samba'))
      order by p.min_price, p.created_at desc, p.id desc limit 24`),
  );
  return rows.map((r) => r.id);
}

const counts = (statements: string[]) => statements.filter((text) => text.includes('with m as materialized'));

describe("the floor of 'Menor preço'", () => {
  it('is a mark of the GINs where every match is gathered beside a condition read from them', async () => {
    const { ids, statements } = await searched('?q=samba%20pe&maxPrice=1001&sort=lowest_price');
    expect(ids).toEqual(await expected(true));
    expect(ids.length).toBeGreaterThan(0);
    expect(counts(statements).length).toBeGreaterThan(0);
    for (const text of counts(statements)) {
      expect(text).toContain('price_marks(p.price_filter) @>');
      expect(text).not.toContain('p.min_price >=');
    }
  });

  it("is a mark of the GINs in the counts of 'Sem o filtro …' too", async () => {
    // Nobody plays Forró: the search without the genre counts who plays Samba in Pernambuco from R$1000.
    const { ids, statements } = await searched('?q=samba%20pe&genres=Forr%C3%B3&maxPrice=1001&sort=lowest_price');
    expect(ids).toEqual([]);
    // The counts of the search without each filter: without the genre, and without the price.
    const withoutOne = statements.filter((text) => text.startsWith('select count(*)::int from (select 1'));
    expect(withoutOne).toHaveLength(2);
    const withoutGenre = withoutOne.filter((text) => text.includes('price'));
    expect(withoutGenre).toHaveLength(1);
    for (const text of withoutGenre) {
      expect(text).toContain('price_marks(p.price_filter) @>');
      expect(text).not.toContain('p.min_price >=');
    }
  });

  it('is a comparison when nothing else is read from the GINs', async () => {
    const { ids, statements } = await searched('?maxPrice=1001&sort=lowest_price');
    expect(ids).toEqual(await expected(false));
    expect(statements.some((text) => text.includes('price_marks('))).toBe(false);
  });
});
