import { describe, expect, it } from 'vitest';
import { SEARCH_MAX_LIST_ITEMS } from '../constants/business.ts';
import { searchQuerySchema } from '../schemas/search.ts';
import { readSearchParams, searchDefaults } from './search-query.ts';

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
    expect(read('specialties=Tuba,Vocal,,DJ&maxPrice=42&sort=random&page=-3&freeFrom=05/12/2026')).toEqual({
      ...searchDefaults(),
      specialties: ['Vocal', 'DJ'],
    });
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
