import { describe, expect, it } from 'vitest';
import { SEARCH_MAX_LIST_ITEMS } from '../constants/business.ts';
import { searchQuerySchema } from '../schemas/search.ts';
import fc from 'fast-check';
import {
  activeFilterCount,
  apiSearchParams,
  CATALOGUE_LIST_VALUES,
  FILTER_KEYS,
  filterChips,
  readSearchParams,
  SEARCH_KEYS,
  searchDefaults,
  searchQueryString,
  searchWithout,
  type SearchQuery,
} from './search-query.ts';

const read = (address: string) => readSearchParams(new URLSearchParams(address));

describe("the search page's reading of its address", () => {
  it('reads what the API accepts exactly as the API does', () => {
    for (const address of [
      '',
      'q=%20samba%20&specialties=DJ,Vocal,DJ&cities=Niteroi-RJ',
      'instruments=violao&occasions=casamento&maxPrice=300&minRating=4.5',
      'freeFrom=2026-12-05&freeTo=2026-12-20&sort=newest&page=3&pageSize=12',
    ]) {
      expect(read(address)).toEqual(searchQuerySchema.parse(Object.fromEntries(new URLSearchParams(address))));
    }
  });

  it('drops each value the API refuses, and a list keeps its valid items', () => {
    expect(read('specialties=%3Cb%3E,Vocal,,DJ&maxPrice=42&sort=random&page=-3&freeFrom=05/12/2026')).toEqual({
      ...searchDefaults(),
      specialties: ['Vocal', 'DJ'],
    });
  });

  it('reads any well-formed specialty or genre: the team adds values to those lists', () => {
    expect(read('genres=MPB,Carimb%C3%B3,Lo-fi&specialties=Arranjo')).toMatchObject({
      genres: ['MPB', 'Carimbó', 'Lo-fi'],
      specialties: ['Arranjo'],
    });
    expect(read('instruments=violao,berimbau-de-ouro')).toMatchObject({ instruments: ['violao'] });
  });

  it('keeps a list to its longest allowed length', () => {
    const cities = Array.from({ length: SEARCH_MAX_LIST_ITEMS + 5 }, (_, i) => `cidade${i}-sp`);
    expect(read(`cities=${cities.join(',')}`).cities).toEqual(cities.slice(0, SEARCH_MAX_LIST_ITEMS));
  });

  it('keeps the start of a period that ends before it starts, or is too long', () => {
    expect(read('freeFrom=2026-12-05&freeTo=2026-12-01')).toMatchObject({ freeFrom: '2026-12-05', freeTo: null });
    expect(read('freeFrom=2026-12-05&freeTo=2027-03-01')).toMatchObject({ freeFrom: '2026-12-05', freeTo: null });
    expect(read('freeTo=2026-12-01')).toMatchObject({ freeFrom: null, freeTo: null });
  });
});

describe('each filter, declared once in the search table', () => {
  const full = read(
    'q=forr%C3%B3&freeFrom=2026-12-05&freeTo=2026-12-07&specialties=Vocal&instruments=violao&languages=ingles,libras' +
      '&occasions=casamento&cities=niteroi-rj&genres=MPB&serviceTypes=Presencial&locations=Bahia&maxPrice=300&minRating=4.5',
  );

  it('is set in this search, so that the rest of the checks see every filter', () => {
    for (const key of FILTER_KEYS) expect(searchWithout(full, key), key).not.toEqual(full);
  });

  it('shows each of its values as a chip people read, which removes that value alone', () => {
    const chips = filterChips(full, { 'niteroi-rj': 'Niterói (RJ)' });
    expect(chips.map((c) => c.label)).toEqual([
      'Livre entre 05/12 e 07/12',
      'Vocal',
      'Violão',
      'Inglês',
      'Libras',
      'Casamento',
      'Niterói (RJ)',
      'MPB',
      'Presencial',
      'Bahia',
      'Até R$300',
      'Nota 4,5 ou mais',
    ]);
    expect(chips.find((c) => c.label === 'Inglês')!.without).toEqual({ languages: ['libras'] });
    expect(chips[0]!.without).toEqual({ freeFrom: null, freeTo: null });
    expect(filterChips(searchDefaults())).toEqual([]);
  });

  it('counts each value once, the rating and the period included', () => {
    expect(activeFilterCount(full)).toBe(12);
    expect(activeFilterCount(searchDefaults())).toBe(0);
  });

  it('is written into the address and read back unchanged, in any combination', () => {
    const search = fc.record(
      Object.fromEntries(
        SEARCH_KEYS.map((key) => {
          const values: readonly string[] | undefined = (CATALOGUE_LIST_VALUES as Record<string, readonly string[]>)[
            key
          ];
          if (values) return [key, fc.subarray([...values], { maxLength: Math.min(3, values.length) })];
          return [key, fc.constant(full[key])];
        }),
      ) as { [K in keyof SearchQuery]: fc.Arbitrary<SearchQuery[K]> },
    );
    fc.assert(
      fc.property(search, (q) => {
        expect(read(searchQueryString(q).slice(1))).toEqual(q);
        expect(readSearchParams(new URLSearchParams(apiSearchParams(q)))).toEqual(q);
      }),
    );
  });
});
