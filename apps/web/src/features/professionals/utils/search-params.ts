import { DEFAULT_SORT, GENRES, LOCATION_OPTIONS, PRICE_FILTER_VALUES, SERVICE_TYPES, SORT_VALUES, SPECIALTIES } from '@app/domain/constants/catalog';
import type { SortOption } from '@app/domain/constants/catalog';

export interface SearchState {
  q: string;
  specialties: string[];
  genres: string[];
  serviceTypes: string[];
  locations: string[];
  maxPrice: number | null;
  sort: SortOption;
  page: number;
}

export type ListFilterKey = 'specialties' | 'genres' | 'serviceTypes' | 'locations';

export const LIST_FILTER_OPTIONS: Record<ListFilterKey, readonly string[]> = {
  specialties: SPECIALTIES,
  genres: GENRES,
  serviceTypes: SERVICE_TYPES,
  locations: LOCATION_OPTIONS,
};

export const EMPTY_SEARCH: SearchState = {
  q: '',
  specialties: [],
  genres: [],
  serviceTypes: [],
  locations: [],
  maxPrice: null,
  sort: DEFAULT_SORT,
  page: 1,
};

function parseList(value: string | null, allowed: readonly string[]): string[] {
  if (!value) return [];
  const items = value
    .split(',')
    .map((s) => s.trim())
    .filter((s) => allowed.includes(s));
  return [...new Set(items)];
}

/** Reads the URL leniently: unknown values are dropped instead of failing the page. */
export function parseSearchParams(params: URLSearchParams): SearchState {
  const maxPrice = Number(params.get('maxPrice'));
  const sort = SORT_VALUES.find((s) => s === params.get('sort')) ?? DEFAULT_SORT;
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    q: (params.get('q') ?? '').slice(0, 100),
    specialties: parseList(params.get('specialties'), SPECIALTIES),
    genres: parseList(params.get('genres'), GENRES),
    serviceTypes: parseList(params.get('serviceTypes'), SERVICE_TYPES),
    locations: parseList(params.get('locations'), LOCATION_OPTIONS),
    maxPrice: PRICE_FILTER_VALUES.includes(maxPrice) ? maxPrice : null,
    sort,
    page: Number.isFinite(page) && page >= 1 ? page : 1,
  };
}

/** Query string for the address bar; lists stay comma-separated and readable. */
export function toSearchString(state: SearchState): string {
  const parts: string[] = [];
  const add = (key: string, value: string) => parts.push(`${key}=${value}`);
  if (state.q.trim()) add('q', encodeURIComponent(state.q.trim()));
  for (const key of ['specialties', 'genres', 'serviceTypes', 'locations'] as const) {
    if (state[key].length > 0) add(key, state[key].map((v) => encodeURIComponent(v)).join(','));
  }
  if (state.maxPrice !== null) add('maxPrice', String(state.maxPrice));
  if (state.sort !== DEFAULT_SORT) add('sort', state.sort);
  if (state.page > 1) add('page', String(state.page));
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

/** Parameters for GET /api/professionals. */
export function toApiQuery(state: SearchState, pageSize?: number): Record<string, string | number | undefined> {
  return {
    q: state.q.trim() || undefined,
    specialties: state.specialties.join(',') || undefined,
    genres: state.genres.join(',') || undefined,
    serviceTypes: state.serviceTypes.join(',') || undefined,
    locations: state.locations.join(',') || undefined,
    maxPrice: state.maxPrice ?? undefined,
    sort: state.sort,
    page: state.page,
    pageSize,
  };
}

export function activeFilterCount(state: SearchState): number {
  return state.specialties.length + state.genres.length + state.serviceTypes.length + state.locations.length + (state.maxPrice === null ? 0 : 1);
}

export function toggleValue(list: readonly string[], value: string): string[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}

/** Price options work one at a time: picking the active one again clears it. */
export function togglePrice(current: number | null, value: number): number | null {
  return current === value ? null : value;
}
