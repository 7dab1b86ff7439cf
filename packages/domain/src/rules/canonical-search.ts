import { SEARCH_PATH } from '../constants/search.ts';
import {
  readSearchParams,
  SEARCH_KEYS,
  SEARCH_PARAMS,
  searchDefaults,
  searchQueryString,
  writtenParam,
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

function queryString(q: SearchQuery): string {
  return searchQueryString(q, CANONICAL_SEARCH_KEYS, { sortLists: true });
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
  return NARROWING_KEYS.some((key) => writtenParam(q, key) !== null);
}

/** The canonical path of a search with these filters ('/profissionais?cities=niteroi-rj&specialties=Vocal'). */
export function searchPath(filters: Partial<SearchQuery> = {}): string {
  return `${SEARCH_PATH}${queryString({ ...searchDefaults(), ...filters })}`;
}
