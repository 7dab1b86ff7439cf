import { DEFAULT_SORT, GENRES, LOCATION_OPTIONS, SERVICE_TYPES, SPECIALTIES } from '@app/domain/constants/catalog';
import { SEARCH_DEFAULT_PAGE_SIZE } from '@app/domain/constants/business';
import { OCCASION_SLUGS } from '@app/domain/constants/occasions';
import { INSTRUMENT_SLUGS } from '@app/domain/constants/instruments';
import { readSearchParams } from '@app/domain/schemas/search-params';
import type { SearchQuery } from '@app/domain/schemas/search';

/** The search as the address bar holds it: the API's own query, read by the domain's parser. */
export type SearchState = SearchQuery;

export type ListFilterKey = 'specialties' | 'instruments' | 'genres' | 'serviceTypes' | 'locations' | 'occasions';

/** Every list in the search, in the address's order ('cities' holds slugs, chosen by name). */
const LIST_KEYS = ['specialties', 'instruments', 'genres', 'serviceTypes', 'locations', 'occasions', 'cities'] as const;

export const LIST_FILTER_OPTIONS: Record<ListFilterKey, readonly string[]> = {
  specialties: SPECIALTIES,
  genres: GENRES,
  serviceTypes: SERVICE_TYPES,
  locations: LOCATION_OPTIONS,
  occasions: OCCASION_SLUGS,
  instruments: INSTRUMENT_SLUGS,
};

export const EMPTY_SEARCH: SearchState = {
  q: null,
  specialties: [],
  genres: [],
  serviceTypes: [],
  locations: [],
  occasions: [],
  instruments: [],
  cities: [],
  maxPrice: null,
  minRating: null,
  freeFrom: null,
  freeTo: null,
  sort: DEFAULT_SORT,
  page: 1,
  pageSize: SEARCH_DEFAULT_PAGE_SIZE,
};

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
  return LIST_KEYS.reduce((sum, key) => sum + state[key].length, 0) + (state.maxPrice === null ? 0 : 1) + (state.freeFrom === null ? 0 : 1);
}

export function toggleValue(list: readonly string[], value: string): string[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}

/** Price options work one at a time: picking the active one again clears it. */
export function togglePrice(current: number | null, value: number): number | null {
  return current === value ? null : value;
}
