import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { TYPEAHEAD_MIN_CHARS } from '@app/domain/constants/search';
import type { PlaceList } from '@app/domain/schemas/api/places';
import { api } from '@/lib/api-client';

export const getPlaces = (q: string, signal?: AbortSignal): Promise<PlaceList> =>
  api.get<PlaceList>('/api/places', { query: { q }, signal });

/** The list never changes while the app runs: each prefix is asked once. */
export const placesQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['places', q.trim().toLowerCase()],
    queryFn: ({ signal }) => getPlaces(q.trim(), signal),
    enabled: q.trim().length >= TYPEAHEAD_MIN_CHARS,
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });
