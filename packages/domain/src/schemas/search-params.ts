import { SEARCH_MAX_LIST_ITEMS } from '../constants/business.ts';
import type { RelaxableFilter } from '../constants/search.ts';
import { searchQuerySchema, type SearchQuery } from './search.ts';

const LIST_KEYS = new Set(['specialties', 'genres', 'serviceTypes', 'locations', 'occasions', 'instruments', 'cities']);

/**
 * Reads the search page's address with the API's own schema, on the server and in the browser.
 * A shared link may carry an old or mistyped value: each one the schema refuses is dropped (a
 * list keeps its valid items) so that the page shows the rest of the search instead of an error.
 */
export function readSearchParams(params: URLSearchParams): SearchQuery {
  const shape = searchQuerySchema.shape;
  const accepted: Record<string, string> = {};
  for (const key of Object.keys(shape) as (keyof typeof shape)[]) {
    const value = params.get(key);
    if (value === null) continue;
    if (LIST_KEYS.has(key)) {
      const items = value.split(',').filter((item) => item.trim() && shape[key].safeParse(item).success);
      accepted[key] = items.slice(0, SEARCH_MAX_LIST_ITEMS).join(',');
    } else if (shape[key].safeParse(value).success) {
      accepted[key] = value;
    }
  }
  const parsed = searchQuerySchema.safeParse(accepted);
  if (parsed.success) return parsed.data;
  // Only the period can be wrong as a whole (an end before its start, or too long): keep its start.
  delete accepted.freeTo;
  return searchQuerySchema.parse(accepted);
}

/** Whether the search uses this filter. */
export function filterIsActive(q: SearchQuery, filter: RelaxableFilter): boolean {
  const value = q[filter];
  return Array.isArray(value) ? value.length > 0 : value !== null;
}

/** The same search without one filter (a list emptied, a value cleared; 'Data' takes its end along). */
export function searchWithout(q: SearchQuery, filter: RelaxableFilter): SearchQuery {
  return { ...q, [filter]: Array.isArray(q[filter]) ? [] : null, ...(filter === 'freeFrom' ? { freeTo: null } : {}) };
}
