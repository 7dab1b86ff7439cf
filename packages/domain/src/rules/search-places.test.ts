import { describe, expect, it } from 'vitest';
import { matchesFilters, type FilterState, type Filterable } from '../test/filters.ts';
import { inPersonOnly } from './search-places.ts';

const none: FilterState = {
  q: null,
  specialties: [],
  genres: [],
  serviceTypes: [],
  locations: [],
  maxPrice: null,
  minRating: null,
};

/** A singer who records weddings' songs from Goiânia, and one who sings at weddings in Rio. */
const fromGoiania: Filterable = {
  name: 'Lia Distante',
  specialties: ['Vocal'],
  genres: ['MPB'],
  service_types: ['À distância'],
  city: 'Goiânia',
  state: 'Goiás',
  country: null,
  outside_brazil: false,
  min_price: 300,
  occasions: ['casamento'],
  place_codes: [5208707],
  rating: 4.8,
  review_count: 10,
  created_at: '2026-01-01T00:00:00Z',
};
const inRio: Filterable = {
  ...fromGoiania,
  name: 'Rita Rio',
  service_types: ['Presencial'],
  city: 'Rio de Janeiro',
  state: 'Rio de Janeiro',
  place_codes: [3304557],
};

describe('a search in a place that needs the professional there', () => {
  it('asks for presence when the occasions picked or typed all happen somewhere', () => {
    expect(inPersonOnly({ serviceTypes: [], occasions: ['casamento'] })).toBe(true);
    expect(inPersonOnly({ q: 'cantora casamento rio', serviceTypes: [] })).toBe(true);
    expect(inPersonOnly({ q: 'dj formatura bh', serviceTypes: [] })).toBe(true);
    expect(inPersonOnly({ q: 'cantora rio', serviceTypes: [] })).toBe(false);
    expect(inPersonOnly({ q: 'jingle rio', serviceTypes: [] })).toBe(false);
    // A lesson may be online: with it, the search does not ask for presence.
    expect(inPersonOnly({ q: 'aula casamento rio', serviceTypes: [] })).toBe(false);
    expect(inPersonOnly({ q: 'casamento', serviceTypes: [], occasions: ['aula'] })).toBe(false);
  });

  it("lists for 'cantora casamento rio' only who sings at weddings in Rio, as the filter does", () => {
    expect(matchesFilters({ ...none, q: 'cantora casamento rio' }, inRio)).toBe(true);
    expect(matchesFilters({ ...none, q: 'cantora casamento rio' }, fromGoiania)).toBe(false);
    expect(matchesFilters({ ...none, q: 'cantora rio', occasions: ['casamento'] }, fromGoiania)).toBe(false);
    // Without the wedding, who works online serves Rio too.
    expect(matchesFilters({ ...none, q: 'cantora rio' }, fromGoiania)).toBe(true);
  });
});
