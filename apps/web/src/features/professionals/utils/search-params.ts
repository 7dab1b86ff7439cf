import {
  activeFilterCount,
  apiSearchParams,
  CATALOGUE_LIST_VALUES,
  readSearchParams,
  searchDefaults,
  searchQueryString,
  type CatalogueListKey,
  type SearchQuery,
} from '@app/domain/rules/search-query';

/** The search as the address bar holds it: the API's own query, read by the domain's parser. */
export type SearchState = SearchQuery;

/** The lists the filter panel offers as checkboxes (the cities are chosen by name). */
export type ListFilterKey = CatalogueListKey;

export const LIST_FILTER_OPTIONS: Record<ListFilterKey, readonly string[]> = CATALOGUE_LIST_VALUES;

export const EMPTY_SEARCH: SearchState = searchDefaults();

/** The same reading on the server (which renders the results) and in the browser. */
export const parseSearchParams = readSearchParams;

/** Query string for the address bar; lists stay comma-separated and readable, in the order picked. */
export const toSearchString = (state: SearchState): string => searchQueryString(state);

/** Parameters for GET /api/professionals: what the address says. */
export const toApiQuery = apiSearchParams;

export { activeFilterCount };

export function toggleValue(list: readonly string[], value: string): string[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}

/** Price options work one at a time: picking the active one again clears it. */
export function togglePrice(current: number | null, value: number): number | null {
  return current === value ? null : value;
}
