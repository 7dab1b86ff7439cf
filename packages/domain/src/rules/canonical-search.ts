import { SEARCH_PATH } from '../constants/search.ts';
import {
  readSearchParams,
  SEARCH_KEYS,
  SEARCH_PARAMS,
  searchDefaults,
  type CanonicalSearchKey,
  type SearchQuery,
} from './search-query.ts';

export { SEARCH_PATH };

/**
 * The parameters a canonical search address keeps, in the one order it writes them (alphabetical).
 * The order (`sort`) and the page size are left out (the table says which): they present the same
 * professionals differently, so every presentation of a search names the same canonical address.
 */
export const CANONICAL_SEARCH_KEYS: readonly CanonicalSearchKey[] = SEARCH_KEYS.filter(
  (key): key is CanonicalSearchKey => SEARCH_PARAMS[key].canonical,
).sort();

/** The parameters that narrow who is found (the text typed included); `page` does not. */
const NARROWING_KEYS = CANONICAL_SEARCH_KEYS.filter((key) => key !== 'page');

/** The value a parameter is written with, or null when it says nothing (empty, or the default). */
function written(q: SearchQuery, key: CanonicalSearchKey): string | null {
  const value = q[key];
  if (Array.isArray(value)) {
    // A list is a set: its order on the page is the order of the clicks, not a different search.
    const items = [...new Set<string>(value)].sort();
    return items.length ? items.map(encodeURIComponent).join(',') : null;
  }
  if (key === 'page') return q.page > 1 ? String(q.page) : null;
  if (key === 'q') {
    const text = q.q?.replace(/\s+/g, ' ').trim();
    return text ? encodeURIComponent(text) : null;
  }
  return value === null ? null : encodeURIComponent(String(value));
}

function queryString(q: SearchQuery): string {
  const parts = CANONICAL_SEARCH_KEYS.flatMap((key) => {
    const value = written(q, key);
    return value === null ? [] : [`${key}=${value}`];
  });
  return parts.length ? `?${parts.join('&')}` : '';
}

/**
 * The canonical query string of a search address ('' or '?cities=…&specialties=…'): read with the
 * page's own parser (unknown parameters and refused values dropped), then written with the known
 * parameters in alphabetical order, list items sorted, and defaults (page 1, the default order and
 * page size) left out. Two addresses that show the same search give the same string.
 */
export function canonicalSearchQuery(params: URLSearchParams | string): string {
  return queryString(readSearchParams(typeof params === 'string' ? new URLSearchParams(params) : params));
}

/** Whether the search narrows the list (a filter or typed text): such a page is not for the index. */
export function isNarrowedSearch(params: URLSearchParams | string): boolean {
  const q = readSearchParams(typeof params === 'string' ? new URLSearchParams(params) : params);
  return NARROWING_KEYS.some((key) => written(q, key) !== null);
}

/** The canonical path of a search with these filters ('/profissionais?cities=niteroi-rj&specialties=Vocal'). */
export function searchPath(filters: Partial<SearchQuery> = {}): string {
  return `${SEARCH_PATH}${queryString({ ...searchDefaults(), ...filters })}`;
}
