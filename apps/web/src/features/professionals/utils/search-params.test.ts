import { describe, expect, it } from 'vitest';
import { EMPTY_SEARCH, parseSearchParams, togglePrice, toSearchString } from './search-params';

describe('search state in the URL', () => {
  it('pre-selects specialties from a home category link', () => {
    const state = parseSearchParams(new URLSearchParams('specialties=Mixagem,Masteriza%C3%A7%C3%A3o,Beats'));
    expect(state.specialties).toEqual(['Mixagem', 'Masterização', 'Beats']);
  });

  it('drops malformed values instead of failing', () => {
    const state = parseSearchParams(new URLSearchParams('specialties=Mixagem,%3Cb%3E&maxPrice=42&sort=random&page=-3'));
    expect(state).toEqual({ ...EMPTY_SEARCH, specialties: ['Mixagem'] });
  });

  it('reads the address with the API schema, so the page and the API agree on every value', () => {
    const state = parseSearchParams(new URLSearchParams('q=%20samba%20&minRating=4.5&pageSize=500&maxPrice=1000'));
    expect(state).toEqual({ ...EMPTY_SEARCH, q: 'samba', minRating: 4.5, maxPrice: 1000 });
  });

  it('round-trips every filter through the address bar', () => {
    const state = {
      ...EMPTY_SEARCH,
      q: 'rock sp',
      genres: ['Rock', 'MPB'],
      locations: ['São Paulo', 'Fora do Brasil'],
      serviceTypes: ['À distância'],
      maxPrice: 300,
      sort: 'newest' as const,
      page: 2,
    };
    const search = toSearchString(state);
    expect(search).toContain('genres=Rock,MPB');
    expect(parseSearchParams(new URLSearchParams(search))).toEqual(state);
  });

  it('clears the price option when the active one is picked again', () => {
    expect(togglePrice(null, 300)).toBe(300);
    expect(togglePrice(300, 500)).toBe(500);
    expect(togglePrice(500, 500)).toBeNull();
  });
});
