/** The search page's path. */
export const SEARCH_PATH = '/profissionais';

/** The search's filters, each of which the empty results may offer to remove. */
export const RELAXABLE_FILTERS = [
  'specialties',
  'instruments',
  'occasions',
  'cities',
  'genres',
  'serviceTypes',
  'locations',
  'maxPrice',
  'minRating',
  'freeFrom',
] as const;
export type RelaxableFilter = (typeof RELAXABLE_FILTERS)[number];

/** How many filters the empty results offer to remove, at most. */
export const SEARCH_RELAX_MAX = 2;

/** What each filter is called on the search page. */
export const FILTER_LABELS: Record<RelaxableFilter, string> = {
  specialties: 'Especialidades',
  instruments: 'Instrumentos',
  occasions: 'Ocasião',
  cities: 'Cidade',
  genres: 'Gêneros musicais',
  serviceTypes: 'Tipo de atendimento',
  locations: 'Localização',
  maxPrice: 'Preço',
  minRating: 'Avaliação',
  freeFrom: 'Data',
};

/** Letters typed before a place or a suggestion is looked up (fewer: an empty list). */
export const TYPEAHEAD_MIN_CHARS = 2;

/** Municipalities that GET /api/places answers at most. */
export const PLACES_MAX_RESULTS = 10;
