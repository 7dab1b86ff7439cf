/** The search page's path. */
export const SEARCH_PATH = '/profissionais';

/** How many filters the empty results offer to remove, at most. */
export const SEARCH_RELAX_MAX = 2;

/** Letters typed before a place or a suggestion is looked up (fewer: an empty list). */
export const TYPEAHEAD_MIN_CHARS = 2;

/** Municipalities that GET /api/places answers at most. */
export const PLACES_MAX_RESULTS = 10;
