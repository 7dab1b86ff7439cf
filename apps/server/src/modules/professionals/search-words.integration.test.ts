import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { buildTestApp, listedInBulk, searchStatements, type TestApp } from '../../test/helpers.ts';

/**
 * A query's word is looked up whole among the words of the professionals' texts (search_words and
 * text_words, migration 0056), as the words that hold it; the results are the rule's, a LIKE of the
 * word on the whole text, whichever way it is read. Of LISTED professionals, the first SAMBINHA
 * describe themselves with 'sambinhas,' (a word inside a longer one, before a comma), and MANY with
 * words of their own that all hold 'zabumba'.
 */
let ctx: TestApp;
const LISTED = 120;
const SAMBINHA = 7;
const MANY = 70;

beforeAll(async () => {
  ctx = await buildTestApp();
  await listedInBulk(ctx.deps, LISTED, 'palavras');
  await ctx.deps.db.execute(sql`
    update professionals p set description = case
        when o.n <= ${SAMBINHA} then 'Toco sambinhas, choro e maxixe.'
        when o.n <= ${SAMBINHA + MANY} then 'Zabumba' || o.n || ' no forró pé de serra.'
        else 'Voz e violão para eventos.' end
    from (select id, row_number() over (order by id) as n from professionals) o
    where o.id = p.id`);
}, 120_000);
afterAll(() => ctx.close());

/** The ids a search shows, oldest first, and the statements it ran. */
const searched = (query: string) => searchStatements(ctx, `${query}&sort=oldest`);

/** The rule's answer: every listed professional whose whole text holds the word, oldest first. */
async function holding(word: string): Promise<string[]> {
  const rows = rowsOf<{ id: string }>(
    await ctx.deps.db.execute(sql`
      select p.id from professionals p
      where (p.search_text || E'\n' || p.search_extra) like ${`%${word}%`}
      order by p.created_at, p.id limit 24`),
  );
  return rows.map((r) => r.id);
}

const byWords = (statements: string[]) => statements.some((text) => text.includes('p.text_words &&'));

describe('a word of the query', () => {
  it('is found inside a longer word and before punctuation, through the index of words', async () => {
    const { ids, statements } = await searched('?q=sambinha');
    expect(ids).toHaveLength(SAMBINHA);
    expect(ids).toEqual(await holding('sambinha'));
    expect(byWords(statements)).toBe(true);
  });

  it('finds nobody when no word holds it, without reading the texts', async () => {
    const { ids, statements } = await searched('?q=xilofonista');
    expect(ids).toEqual([]);
    expect(byWords(statements)).toBe(true);
  });

  it('is looked for by its trigrams when more words hold it than are listed in one condition', async () => {
    const { ids, statements } = await searched('?q=zabumba');
    expect(ids).toEqual(await holding('zabumba'));
    expect(ids).toHaveLength(24);
    expect(byWords(statements)).toBe(false);
  });

  it('holds with another word, each looked up whole', async () => {
    const { ids } = await searched('?q=maxixe%20sambinhas');
    expect(ids).toEqual(await holding('sambinhas'));
  });
});

describe('the words of the professionals', () => {
  it('are kept as a profile is edited: a new word is found at once', async () => {
    const [first] = rowsOf<{ id: string }>(
      await ctx.deps.db.execute(sql`select id from professionals order by created_at desc, id desc limit 1`),
    );
    await ctx.deps.db.execute(sql`update professionals set name = 'Trio Xaxadô' where id = ${first!.id}`);
    expect((await searched('?q=xaxado')).ids).toEqual([first!.id]);
    await ctx.deps.db.execute(sql`update professionals set description = 'Rabeca nordestina.' where id = ${first!.id}`);
    expect((await searched('?q=rabeca')).ids).toEqual([first!.id]);
  });

  it('leave with the last text that held them, edited or deleted, and stay while another holds them', async () => {
    const known = async (words: string[]) =>
      rowsOf<{ word: string }>(await ctx.deps.db.execute(sql`select word from search_words order by word`))
        .map((r) => r.word)
        .filter((word) => words.includes(word));
    const [a, b] = rowsOf<{ id: string; user_id: string }>(
      await ctx.deps.db.execute(sql`select id, user_id from professionals order by created_at, id limit 2`),
    );
    await ctx.deps.db.execute(sql`update professionals set description = 'pifano ganza' where id = ${a!.id}`);
    await ctx.deps.db.execute(sql`update professionals set description = 'pifano triangulo' where id = ${b!.id}`);
    expect(await known(['ganza', 'pifano', 'triangulo'])).toEqual(['ganza', 'pifano', 'triangulo']);

    await ctx.deps.db.execute(sql`update professionals set description = 'pifano' where id = ${b!.id}`);
    expect(await known(['ganza', 'pifano', 'triangulo'])).toEqual(['ganza', 'pifano']);
    expect((await searched('?q=triangulo')).ids).toEqual([]);

    await ctx.deps.db.execute(sql`delete from users where id = ${a!.user_id}`);
    expect(await known(['ganza', 'pifano'])).toEqual(['pifano']);
    expect((await searched('?q=pifano')).ids).toEqual([b!.id]);

    // Each word's count is the number of texts that hold it.
    const table = async (query: ReturnType<typeof sql>) =>
      rowsOf<{ word: string; holders: number }>(await ctx.deps.db.execute(query)).map((r) => [
        r.word,
        Number(r.holders),
      ]);
    expect(await table(sql`select word, holders from search_words order by word`)).toEqual(
      await table(
        sql`select w as word, count(*) as holders from professionals, unnest(text_words) w group by w order by w`,
      ),
    );
  });
});
