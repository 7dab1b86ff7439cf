import { DEFAULT_SORT } from '@app/domain/constants/catalog';
import { SEARCH_DEFAULT_PAGE_SIZE } from '@app/domain/constants/business';
import {
  CATALOGUE_LIST_VALUES,
  readSearchParams,
  SEARCH_LIST_KEYS,
  searchDefaults,
  type CatalogueListKey,
  type SearchListKey,
  type SearchQuery,
} from '@app/domain/rules/search-query';

/** The search as the address bar holds it: the API's own query, read by the domain's parser. */
export type SearchState = SearchQuery;

/** The lists the filter panel offers as checkboxes (the cities are chosen by name). */
export type ListFilterKey = CatalogueListKey;

/**
 * Where each list of the search goes in the address ('cities' holds slugs, chosen by name): a list
 * the search gains and this leaves out does not compile.
 */
const ADDRESS_ORDER = {
  specialties: 1,
  instruments: 2,
  genres: 3,
  serviceTypes: 4,
  locations: 5,
  occasions: 6,
  cities: 7,
} satisfies Record<SearchListKey, number>;

/** Every list in the search, in the address's order. */
const LIST_KEYS = [...SEARCH_LIST_KEYS].sort((a, b) => ADDRESS_ORDER[a] - ADDRESS_ORDER[b]);

export const LIST_FILTER_OPTIONS: Record<ListFilterKey, readonly string[]> = CATALOGUE_LIST_VALUES;

export const EMPTY_SEARCH: SearchState = searchDefaults();

/** The same reading on the server (which renders the results) and in the browser. */
export const parseSearchParams = readSearchParams;

/** Query string for the address bar; lists stay comma-separated and readable. */
export function toSearchString(state: SearchState): string {
  const parts: string[] = [];
  const add = (key: string, value: string) => parts.push(`${key}=${value}`);
  const q = state.q?.trim();
  if (q) add('q', encodeURIComponent(q));
  for (const key of LIST_KEYS) {
    if (state[key].length > 0) add(key, state[key].map((v) => encodeURIComponent(v)).join(','));
  }
  if (state.maxPrice !== null) add('maxPrice', String(state.maxPrice));
  if (state.minRating !== null) add('minRating', String(state.minRating));
  if (state.freeFrom !== null) add('freeFrom', state.freeFrom);
  if (state.freeTo !== null) add('freeTo', state.freeTo);
  if (state.sort !== DEFAULT_SORT) add('sort', state.sort);
  if (state.page > 1) add('page', String(state.page));
  if (state.pageSize !== SEARCH_DEFAULT_PAGE_SIZE) add('pageSize', String(state.pageSize));
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

/** Parameters for GET /api/professionals. */
export function toApiQuery(state: SearchState): Record<string, string | number | undefined> {
  return {
    q: state.q?.trim() || undefined,
    ...Object.fromEntries(LIST_KEYS.map((key) => [key, state[key].join(',') || undefined])),
    maxPrice: state.maxPrice ?? undefined,
    minRating: state.minRating ?? undefined,
    freeFrom: state.freeFrom ?? undefined,
    freeTo: state.freeTo ?? undefined,
    sort: state.sort,
    page: state.page,
    pageSize: state.pageSize === SEARCH_DEFAULT_PAGE_SIZE ? undefined : state.pageSize,
  };
}

export function activeFilterCount(state: SearchState): number {
  return (
    LIST_KEYS.reduce((sum, key) => sum + state[key].length, 0) +
    (state.maxPrice === null ? 0 : 1) +
    (state.freeFrom === null ? 0 : 1)
  );
}

export function toggleValue(list: readonly string[], value: string): string[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}

/** Price options work one at a time: picking the active one again clears it. */
export function togglePrice(current: number | null, value: number): number | null {
  return current === value ? null : value;
}
