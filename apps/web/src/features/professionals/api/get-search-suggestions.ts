import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { TYPEAHEAD_MIN_CHARS } from '@app/domain/constants/search';
import type { SearchSuggestionList } from '@app/domain/schemas/api/places';
import { api } from '@/lib/api-client';

export const getSearchSuggestions = (q: string, signal?: AbortSignal): Promise<SearchSuggestionList> =>
  api.get<SearchSuggestionList>('/api/search/suggestions', { query: { q }, signal });

/** Suggestions follow the release's catalogue and municipality list: each text is asked once. */
export const searchSuggestionsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['search', 'suggestions', q.trim().toLowerCase()],
    queryFn: ({ signal }) => getSearchSuggestions(q.trim(), signal),
    enabled: q.trim().length >= TYPEAHEAD_MIN_CHARS,
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });

/** `enabled`: whether to ask at all (the client is typing in the field). */
export function useSearchSuggestions(q: string, enabled: boolean) {
  const options = searchSuggestionsQueryOptions(q);
  return useQuery({ ...options, enabled: enabled && options.enabled !== false });
}
