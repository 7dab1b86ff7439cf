import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FavoriteCards } from '@app/domain/schemas/api/professionals';
import { api } from '@/lib/api-client';

export const favoritesQueryOptions = (ids: string[]) =>
  queryOptions({
    queryKey: ['professionals', 'favorites', ids],
    queryFn: ({ signal }) => api.get<FavoriteCards>(`/api/professionals/favorites?ids=${ids.join(',')}`, { signal }),
    enabled: ids.length > 0,
    placeholderData: keepPreviousData,
  });

export function useFavoriteCards(ids: string[]) {
  return useQuery(favoritesQueryOptions(ids));
}
