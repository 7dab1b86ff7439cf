import { SEARCH_MAX_LIST_ITEMS } from '../constants/business.ts';
import { searchQuerySchema, type SearchQuery } from './search.ts';

const LIST_KEYS = new Set(['specialties', 'genres', 'serviceTypes', 'locations', 'occasions']);

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
