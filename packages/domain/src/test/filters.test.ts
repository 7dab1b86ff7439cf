import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { compareProfessionals, matchesFilters, matchesPrice, type FilterState, type Filterable } from './filters.ts';

const base: Filterable = {
  name: 'João Prado',
  specialties: ['DJ', 'Mixagem'],
  genres: ['Eletrônico'],
  service_types: ['Presencial'],
  city: 'São Paulo',
  state: 'São Paulo',
  country: null,
  outside_brazil: false,
  min_price: 300,
  rating: 4.5,
  review_count: 10,
  created_at: '2026-01-01T00:00:00Z',
};

const none: FilterState = {
  q: null,
  specialties: [],
  genres: [],
  serviceTypes: [],
  locations: [],
  maxPrice: null,
  minRating: null,
};

describe('filter semantics', () => {
  it('matches everything with no filters', () => {
    expect(matchesFilters(none, base)).toBe(true);
  });

  it('ORs values within a group', () => {
    expect(matchesFilters({ ...none, specialties: ['Vocal', 'DJ'] }, base)).toBe(true);
    expect(matchesFilters({ ...none, specialties: ['Vocal', 'Letra'] }, base)).toBe(false);
  });

  it('ANDs across groups', () => {
    expect(matchesFilters({ ...none, specialties: ['DJ'], genres: ['Samba'] }, base)).toBe(false);
    expect(matchesFilters({ ...none, specialties: ['DJ'], genres: ['Eletrônico'] }, base)).toBe(true);
  });

  it('searches case- and accent-insensitively over name, specialties, genres and place', () => {
    expect(matchesFilters({ ...none, q: 'sao paulo' }, base)).toBe(true);
    expect(matchesFilters({ ...none, q: 'ELETRONICO' }, base)).toBe(true);
    expect(matchesFilters({ ...none, q: 'joão mixagem' }, base)).toBe(true);
    expect(matchesFilters({ ...none, q: 'rock' }, base)).toBe(false);
  });

  it('reads a state abbreviation (UF) in any case as that whole state', () => {
    const rio = { ...base, name: 'Bruno', city: 'Niterói', state: 'Rio de Janeiro' };
    const espirito = { ...base, name: 'Carla', city: 'Vitória', state: 'Espírito Santo' };
    for (const q of ['SP', 'sp', 'Sp']) {
      expect(matchesFilters({ ...none, q }, base)).toBe(true);
      expect(matchesFilters({ ...none, q }, espirito)).toBe(false);
    }
    expect(matchesFilters({ ...none, q: 'rj' }, rio)).toBe(true);
    expect(matchesFilters({ ...none, q: 'rj' }, base)).toBe(false);
    expect(matchesFilters({ ...none, q: 'ES' }, espirito)).toBe(true);
    expect(matchesFilters({ ...none, q: 'dj sp' }, base)).toBe(true);
    expect(matchesFilters({ ...none, q: 'dj rj' }, base)).toBe(false);
    // Abroad, a state name does not count; and longer terms stay pieces of the text.
    expect(matchesFilters({ ...none, q: 'sp' }, { ...base, outside_brazil: true, country: 'Portugal' })).toBe(false);
    expect(matchesFilters({ ...none, q: 'esp' }, espirito)).toBe(true);
  });

  it("matches 'Fora do Brasil' on outside_brazil and states only inside Brazil", () => {
    const abroad = { ...base, outside_brazil: true, country: 'Portugal', state: 'São Paulo' };
    expect(matchesFilters({ ...none, locations: ['Fora do Brasil'] }, abroad)).toBe(true);
    expect(matchesFilters({ ...none, locations: ['São Paulo'] }, abroad)).toBe(false);
    expect(matchesFilters({ ...none, locations: ['São Paulo', 'Fora do Brasil'] }, base)).toBe(true);
  });

  it('treats an absent min_price as 0 for ceilings and 1001 as a floor of 1000', () => {
    expect(matchesPrice(100, null)).toBe(true);
    expect(matchesPrice(1001, null)).toBe(false);
    expect(matchesPrice(1001, 1000)).toBe(true);
    expect(matchesPrice(1000, 1000)).toBe(true);
    expect(matchesPrice(300, 301)).toBe(false);
  });

  it('applies a minimum rating', () => {
    expect(matchesFilters({ ...none, minRating: 4.5 }, base)).toBe(true);
    expect(matchesFilters({ ...none, minRating: 4.6 }, base)).toBe(false);
  });

  it("'Livre em' asks for one free day of the period, from today on and within the horizon", () => {
    const booked = { ...base, availability: { today: '2026-12-01', horizon_end: '2026-12-10', busy: ['2026-12-05'] } };
    const free = (freeFrom: string, freeTo: string | null = null) =>
      matchesFilters({ ...none, freeFrom, freeTo }, booked);
    expect(free('2026-12-04')).toBe(true);
    expect(free('2026-12-05')).toBe(false);
    expect(free('2026-12-05', '2026-12-06')).toBe(true);
    expect(free('2026-11-30')).toBe(false);
    expect(free('2026-11-28', '2026-12-01')).toBe(true);
    expect(free('2026-12-10')).toBe(true);
    expect(free('2026-12-11', '2026-12-20')).toBe(false);
    expect(() => matchesFilters({ ...none, freeFrom: '2026-12-04' }, base)).toThrow(/availability/);
  });
});

describe('sort order', () => {
  const a = { ...base, rating: 5, review_count: 8, min_price: null, created_at: '2026-03-01T00:00:00Z' };
  const b = { ...base, rating: 4, review_count: 8, min_price: 50, created_at: '2026-01-01T00:00:00Z' };
  const c = { ...base, rating: 4.5, review_count: 8, min_price: 500, created_at: '2026-02-01T00:00:00Z' };
  const names = (list: Filterable[]) => list.map((p) => p.rating);

  it('puts the best rated first by default', () => {
    expect(names([b, c, a].sort((x, y) => compareProfessionals('top_rated', x, y)))).toEqual([5, 4.5, 4]);
  });

  it('does not put a new professional below poor ratings only because there is no review yet', () => {
    const newcomer = { ...base, name: 'Nova', rating: 0, review_count: 0, created_at: '2026-04-01T00:00:00Z' };
    const poor = { ...base, name: 'Fraca', rating: 2.5, review_count: 6 };
    const oneFive = { ...base, name: 'Uma nota 5', rating: 5, review_count: 1 };
    const steady = { ...base, name: 'Constante', rating: 4.6, review_count: 40 };
    const order = [poor, newcomer, oneFive, steady]
      .sort((x, y) => compareProfessionals('top_rated', x, y))
      .map((p) => p.name);
    expect(order).toEqual(['Constante', 'Uma nota 5', 'Nova', 'Fraca']);
  });

  it('breaks equal scores by the number of reviews, then newest first', () => {
    const few = { ...base, name: 'Poucas', rating: 4, review_count: 1 };
    const many = { ...base, name: 'Muitas', rating: 4, review_count: 30 };
    const newer = { ...base, name: 'Nova', rating: 0, review_count: 0, created_at: '2026-05-01T00:00:00Z' };
    const older = { ...base, name: 'Antiga', rating: 0, review_count: 0, created_at: '2026-02-01T00:00:00Z' };
    const order = [few, older, newer, many].sort((x, y) => compareProfessionals('top_rated', x, y)).map((p) => p.name);
    expect(order).toEqual(['Muitas', 'Poucas', 'Nova', 'Antiga']);
  });

  it('orders by date both ways', () => {
    expect(names([b, c, a].sort((x, y) => compareProfessionals('newest', x, y)))).toEqual([5, 4.5, 4]);
    expect(names([b, c, a].sort((x, y) => compareProfessionals('oldest', x, y)))).toEqual([4, 4.5, 5]);
  });

  it('puts absent prices last when sorting by lowest price', () => {
    expect([a, c, b].sort((x, y) => compareProfessionals('lowest_price', x, y)).map((p) => p.min_price)).toEqual([
      50,
      500,
      null,
    ]);
  });

  it('is a consistent ordering for any prices', () => {
    const arb = fc.record({
      min_price: fc.option(fc.integer({ min: 0, max: 5000 }), { nil: null }),
      rating: fc.double({ min: 0, max: 5, noNaN: true }),
    });
    fc.assert(
      fc.property(fc.array(arb, { maxLength: 20 }), (items) => {
        const list = items.map((i, n) => ({ ...base, ...i, created_at: new Date(2026, 0, n + 1).toISOString() }));
        const sorted = [...list].sort((x, y) => compareProfessionals('lowest_price', x, y));
        for (let k = 1; k < sorted.length; k++) {
          const prev = sorted[k - 1]!.min_price ?? Infinity;
          const cur = sorted[k]!.min_price ?? Infinity;
          expect(prev).toBeLessThanOrEqual(cur);
        }
      }),
    );
  });
});
