import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FavoriteCards } from '@app/domain/schemas/api/professionals';
import { api } from '@/lib/api-client';

/** The public cards of the professionals a request is for: the listed ones, and how many of the ids are not. */
export const chosenProfessionalsQueryOptions = (ids: string[]) =>
  queryOptions({
    queryKey: ['quote-requests', 'professionals', ids],
    queryFn: ({ signal }) => api.get<FavoriteCards>(`/api/professionals/favorites?ids=${ids.join(',')}`, { signal }),
    enabled: ids.length > 0,
    // Someone added keeps the form on screen (and what is typed in it) while their card comes.
    placeholderData: keepPreviousData,
  });

export function useChosenProfessionals(ids: string[]) {
  return useQuery(chosenProfessionalsQueryOptions(ids));
}
