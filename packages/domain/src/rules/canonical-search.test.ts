import { describe, expect, it } from 'vitest';
import { CANONICAL_SEARCH_KEYS, canonicalSearchQuery, isNarrowedSearch, searchPath } from './canonical-search.ts';

describe('the canonical address of a search', () => {
  it('writes the known parameters in one order, whatever order the address had', () => {
    const a = canonicalSearchQuery('specialties=Vocal&cities=niteroi-rj&genres=Samba');
    const b = canonicalSearchQuery('genres=Samba&specialties=Vocal&cities=niteroi-rj');
    expect(a).toBe('?cities=niteroi-rj&genres=Samba&specialties=Vocal');
    expect(b).toBe(a);
    expect([...CANONICAL_SEARCH_KEYS]).toEqual([...CANONICAL_SEARCH_KEYS].sort());
  });

  it('sorts and de-duplicates the items of a list', () => {
    expect(canonicalSearchQuery('specialties=Vocal,DJ,Vocal')).toBe('?specialties=DJ,Vocal');
    expect(canonicalSearchQuery('cities=sao-paulo-sp,niteroi-rj')).toBe(
      canonicalSearchQuery('cities=niteroi-rj,sao-paulo-sp'),
    );
  });

  it('drops unknown parameters and values the search refuses', () => {
    expect(canonicalSearchQuery('utm_source=x&fbclid=1&specialties=Vocal')).toBe('?specialties=Vocal');
    expect(canonicalSearchQuery('specialties=%3Cb%3E,Vocal&maxPrice=7&minRating=9')).toBe('?specialties=Vocal');
    expect(canonicalSearchQuery('q=')).toBe('');
  });

  it('drops the defaults: page 1, the order and the page size', () => {
    expect(canonicalSearchQuery('page=1&sort=top_rated&pageSize=12')).toBe('');
    expect(canonicalSearchQuery('sort=newest&pageSize=24')).toBe('');
    expect(canonicalSearchQuery('page=3&sort=newest')).toBe('?page=3');
  });

  it('encodes values as the address bar does, with the typed text trimmed', () => {
    expect(canonicalSearchQuery('locations=S%C3%A3o+Paulo&q=++cantora++de+samba ')).toBe(
      '?locations=S%C3%A3o%20Paulo&q=cantora%20de%20samba',
    );
    expect(canonicalSearchQuery(new URLSearchParams({ maxPrice: '500', freeFrom: '2030-05-01' }))).toBe(
      '?freeFrom=2030-05-01&maxPrice=500',
    );
  });

  it('is the same when read back', () => {
    const once = canonicalSearchQuery('specialties=Vocal,DJ&q=samba&page=2&cities=niteroi-rj&sort=newest&x=1');
    expect(canonicalSearchQuery(once.slice(1))).toBe(once);
  });
});

describe('a narrowed search', () => {
  it('is one with a filter or typed text; the order and the page do not narrow', () => {
    expect(isNarrowedSearch('')).toBe(false);
    expect(isNarrowedSearch('sort=newest&page=4&utm_source=x')).toBe(false);
    expect(isNarrowedSearch('q=dj')).toBe(true);
    expect(isNarrowedSearch('specialties=Vocal')).toBe(true);
    expect(isNarrowedSearch('freeFrom=2030-05-01')).toBe(true);
    expect(isNarrowedSearch('specialties=%3Cb%3E')).toBe(false);
  });
});

describe('the path of a search with filters', () => {
  it('is the search page with the canonical query', () => {
    expect(searchPath()).toBe('/profissionais');
    expect(searchPath({ specialties: ['Vocal'], cities: ['niteroi-rj'] })).toBe(
      '/profissionais?cities=niteroi-rj&specialties=Vocal',
    );
    expect(searchPath({ locations: ['Rio de Janeiro'] })).toBe('/profissionais?locations=Rio%20de%20Janeiro');
  });
});
