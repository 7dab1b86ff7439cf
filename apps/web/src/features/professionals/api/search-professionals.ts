import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PROFILES_STALE_MS } from '@app/domain/constants/business';
import type { SearchResult } from '@app/domain/schemas/api/professionals';
import { api } from '@/lib/api-client';
import type { SearchState } from '../utils/search-params';
import { toApiQuery } from '../utils/search-params';

export const searchProfessionals = (state: SearchState, signal?: AbortSignal): Promise<SearchResult> =>
  api.get<SearchResult>('/api/professionals', { query: toApiQuery(state), signal });

export const searchProfessionalsQueryOptions = (state: SearchState) =>
  queryOptions({
    queryKey: ['professionals', 'search', toApiQuery(state)],
    queryFn: ({ signal }) => searchProfessionals(state, signal),
    staleTime: PROFILES_STALE_MS,
    refetchOnMount: true,
    refetchOnWindowFocus: true,
    placeholderData: keepPreviousData,
  });

export function useSearchProfessionals(state: SearchState) {
  return useQuery(searchProfessionalsQueryOptions(state));
}
