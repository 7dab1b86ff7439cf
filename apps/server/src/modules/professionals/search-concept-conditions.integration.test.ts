import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { buildTestApp, linkedInBulk, listedInBulk, searchStatements, type TestApp } from '../../test/helpers.ts';
import { countListedValues } from './professional-read.ts';

/**
 * How a concept of the query is written beside the search's other conditions; the results are the
 * rule's either way. A concept its texts say whole (Samba's genres all say 'samba'), typed with a
 * word, is written as its texts, to be looked up with the word; otherwise a concept that a tenth of
 * the listing or more holds (by the filters' counts) is tested on the rows the others find, not read
 * from an index; one that a filter implies is not written again. Of LISTED professionals, SAMBA play Samba (dense), FORRO play Forró (not), and
 * NAMED have Copacabana in their names, every other one among the players of Samba.
 */
let ctx: TestApp;
const LISTED = 400;
const SAMBA = 300;
const FORRO = 20;
const NAMED = 40;

beforeAll(async () => {
  ctx = await buildTestApp();
  await listedInBulk(ctx.deps, LISTED, 'dense');
  await linkedInBulk(ctx.deps, 'genre', 'Samba', sql`(select id from professionals order by id limit ${SAMBA})`);
  await linkedInBulk(ctx.deps, 'genre', 'Forró', sql`(select id from professionals order by id desc limit ${FORRO})`);
  await ctx.deps.db.execute(sql`
    update professionals p set name = 'Banda Copacabana ' || o.n
    from (select id, row_number() over (order by id) as n from professionals) o
    where o.id = p.id and o.n % 2 = 0 and (o.n <= ${NAMED} or o.n > ${LISTED - NAMED})`);
  await countListedValues(ctx.deps);
}, 120_000);
afterAll(() => ctx.close());

/** The ids a search shows, oldest first, and the statements it ran. */
const searched = (query: string) => searchStatements(ctx, `${query}&sort=oldest`);

/** The rule's answer: who plays the genre (with Copacabana in the name), oldest first. */
async function expected(genre: string, named = true): Promise<string[]> {
  const rows = rowsOf<{ id: string }>(
    await ctx.deps.db.execute(sql`
      select p.id from professionals p where (${!named} or p.name like '%Copacabana%') and p.id in (
        select professional_id from professional_genres pg join genres g on g.id = pg.genre_id where g.name = ${genre})
      order by p.created_at, p.id limit 24`),
  );
  return rows.map((r) => r.id);
}

const rowByRow = (statements: string[]) => statements.some((text) => text.includes(') is true'));

describe('a concept its texts say whole, typed with a word', () => {
  it('is looked up with the word in the text index, with the same results', async () => {
    const { ids, statements } = await searched('?q=copacabana%20samba');
    expect(ids).toEqual(await expected('Samba'));
    expect(ids).toHaveLength(NAMED / 2);
    expect(rowByRow(statements)).toBe(false);
    expect(statements.some((text) => text.includes('genre_names &&'))).toBe(false);
  });
});

describe('a concept held by a tenth of the listing or more', () => {
  it('is tested on the rows another condition finds, with the same results', async () => {
    // Everyone is in Pernambuco: the state is the other condition.
    const { ids, statements } = await searched('?q=samba%20pe');
    expect(ids).toEqual(await expected('Samba', false));
    expect(rowByRow(statements)).toBe(true);
  });

  it('is read from the indexes when it is all the search asks', async () => {
    const { ids, statements } = await searched('?q=samba');
    expect(ids).toHaveLength(24);
    expect(rowByRow(statements)).toBe(false);
  });

  it('leaves a concept held by fewer to the indexes', async () => {
    const { ids, statements } = await searched('?q=copacabana%20forr%C3%B3');
    expect(ids).toEqual(await expected('Forró'));
    expect(ids).toHaveLength(FORRO / 2);
    expect(rowByRow(statements)).toBe(false);
  });
});

describe('a concept a filter implies', () => {
  it('is not written again beside the filter, with the same results', async () => {
    const { ids, statements } = await searched('?q=samba&genres=Samba');
    expect(ids).toEqual(await expected('Samba', false));
    const genreTests = statements.map((text) => text.split('genre_names &&').length - 1);
    expect(Math.max(...genreTests)).toBe(1);
  });

  it('is written when the filter asks for a value the concept does not hold', async () => {
    const { ids, statements } = await searched('?q=samba&genres=Forr%C3%B3');
    expect(ids).toEqual([]);
    expect(Math.max(...statements.map((text) => text.split('genre_names &&').length - 1))).toBe(2);
  });
});
