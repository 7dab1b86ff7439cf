import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createProfessional, listedInBulk, type TestApp } from '../../test/helpers.ts';
import { readSearchParams } from '@app/domain/rules/search-query';
import {
  EXACT_TOTAL_MAX,
  listedValueCounts,
  searchProfessionals,
  type ValueCounts,
} from './professionals.repository.ts';
import { listingContext } from './professional-read.ts';

/**
 * A search counts its matches up to a bound: exactly below it, 'more than' above it, and always at
 * least as far as the page asked for, so that the page shown lies within the total.
 */
let ctx: TestApp;
const LISTED = EXACT_TOTAL_MAX + 30;
const PAGE_SIZE = 24;

/** Who plays in person in a small town, where everyone else works online from Recife. */
const IN_TOWN = ['Tânia', 'Tomé', 'Túlio'];

beforeAll(async () => {
  ctx = await buildTestApp();
  await listedInBulk(ctx.deps, LISTED - IN_TOWN.length, 'total');
  await ctx.deps.db.execute(sql`
    insert into professional_specialties (professional_id, specialty_id)
    select p.id, s.id from (select id from professionals order by id limit 7) p, specialties s where s.name = 'DJ'`);
  await ctx.deps.db.execute(sql`
    insert into professional_service_types (professional_id, service_type_id)
    select p.id, s.id from professionals p, service_types s where s.name = 'À distância'`);
  for (const [i, name] of IN_TOWN.entries())
    await createProfessional(ctx.deps, {
      name,
      city: 'Conceição de Macabu',
      state: 'Rio de Janeiro',
      serviceTypes: ['Presencial'],
      rating: 5 - i / 2,
      reviewCount: 10,
    });
});
afterAll(() => ctx.close());

async function search(query: string) {
  const res = await ctx.request({ method: 'GET', url: `/api/professionals${query}` });
  expect(res.statusCode).toBe(200);
  return res.json() as {
    total: number;
    total_is_lower_bound?: boolean;
    items: { id: string; name: string; created_at: string; presence?: string }[];
    presence?: { in_person: number; online: number; lower_bound?: boolean; in_person_exact?: boolean };
  };
}

describe('search totals', () => {
  it("say 'more than' the bound when the search finds more", async () => {
    const body = await search('');
    expect(body.total).toBe(EXACT_TOTAL_MAX);
    expect(body.total_is_lower_bound).toBe(true);
    expect(body.items).toHaveLength(PAGE_SIZE);
  });

  it('are exact below the bound, with no flag', async () => {
    const body = await search('?specialties=DJ');
    expect(body.total).toBe(7);
    expect(body.total_is_lower_bound).toBeUndefined();
  });

  it('are counted as far as the page asked for: the last page gets the exact total', async () => {
    const lastPage = Math.ceil(LISTED / PAGE_SIZE);
    const body = await search(`?page=${lastPage}`);
    expect(body.total).toBe(LISTED);
    expect(body.total_is_lower_bound).toBeUndefined();
    expect(body.items).toHaveLength(LISTED - (lastPage - 1) * PAGE_SIZE);
  });

  it('page in one order whether the page is read along the order (many matches) or among the few', async () => {
    // Up to the bound the count says 'more than' and the pages are read along the order's index; the
    // last pages ask for more than the bound, get the exact total and sort the few matches known.
    const lastPage = Math.ceil(LISTED / PAGE_SIZE);
    const seen: { id: string; created_at: string }[] = [];
    for (let page = 1; page <= lastPage; page++) seen.push(...(await search(`?sort=oldest&page=${page}`)).items);
    expect(seen).toHaveLength(LISTED);
    expect(new Set(seen.map((row) => row.id)).size).toBe(LISTED);
    const key = (row: { id: string; created_at: string }) => `${row.created_at}|${row.id}`;
    expect(seen.map(key)).toEqual(seen.map(key).sort());
  });

  it('count exactly and list first the few who play in a town where many more work online', async () => {
    const first = await search('?cities=conceicao-de-macabu-rj');
    expect(first.total_is_lower_bound).toBe(true);
    expect(first.presence).toMatchObject({ in_person: IN_TOWN.length, lower_bound: true, in_person_exact: true });
    expect(first.items.slice(0, 4).map((item) => `${item.name}:${item.presence}`)).toEqual([
      ...IN_TOWN.map((name) => `${name}:in_person`),
      expect.stringMatching(/:online$/),
    ]);
    expect(first.items).toHaveLength(PAGE_SIZE);
    // The next page goes on with who works online, none of them twice.
    const second = await search('?cities=conceicao-de-macabu-rj&page=2');
    expect(second.items.every((item) => item.presence === 'online')).toBe(true);
    const ids = [...first.items, ...second.items].map((item) => item.id);
    expect(new Set(ids).size).toBe(2 * PAGE_SIZE);
  });

  it("take 'more than' from the counts of the filters' values for a search of one common value", async () => {
    const listing = await listingContext(ctx.deps);
    const known = await listedValueCounts(ctx.deps.db, listing);
    expect(known.counts.get('all')).toBe(LISTED);
    expect(known.counts.get('specialties:DJ')).toBe(7);
    expect(known.counts.get('locations:Pernambuco')).toBe(LISTED - IN_TOWN.length);
    expect(known.counts.get('serviceTypes:Presencial')).toBe(IN_TOWN.length);
    const totals = async (query: string, counts: ValueCounts) =>
      (await searchProfessionals(ctx.deps.db, readSearchParams(new URLSearchParams(query)), listing, counts)).totals;
    // As if DJ were common: 'more than' the bound, without counting the seven.
    const plenty = { ...known, counts: new Map([...known.counts, ['specialties:DJ', 5 * EXACT_TOTAL_MAX]]) };
    expect(await totals('specialties=DJ', plenty)).toEqual({ total: EXACT_TOTAL_MAX, totalIsLowerBound: true });
    // Counted as before: with the counts as they are, with a second filter, or under the other listing rule.
    expect(await totals('specialties=DJ', known)).toEqual({ total: 7, totalIsLowerBound: false });
    expect(await totals('specialties=DJ&locations=Pernambuco', plenty)).toEqual({ total: 7, totalIsLowerBound: false });
    const otherRule = { ...plenty, listOnlyVerified: !listing.listOnlyVerified };
    expect(await totals('specialties=DJ', otherRule)).toEqual({ total: 7, totalIsLowerBound: false });
  });

  it('name the filters to remove with a bounded count when a search finds nobody', async () => {
    const res = await ctx.request({ method: 'GET', url: '/api/professionals?specialties=Vocal&locations=Pernambuco' });
    const body = res.json() as {
      total: number;
      without_filter?: { filter: string; total: number; total_is_lower_bound?: boolean }[];
    };
    expect(body.total).toBe(0);
    expect(body.without_filter).toEqual([
      { filter: 'specialties', total: EXACT_TOTAL_MAX, total_is_lower_bound: true },
    ]);
  });
});
