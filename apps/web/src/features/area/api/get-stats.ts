import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { OwnStats } from '@app/domain/schemas/api/me';

export const getOwnStats = (): Promise<OwnStats> => api.get<OwnStats>('/api/me/stats');

/** The Painel's figures; the funnel's reads sit under this key too. */
export const ownStatsQueryKey = ['me', 'stats'] as const;

export const ownStatsQueryOptions = () => queryOptions({ queryKey: ownStatsQueryKey, queryFn: getOwnStats });

/**
 * An answer to a request (a quote, a decline, a deal) changes the Painel's figures: they are read
 * again at once, even while the Painel is not on screen, so that it shows the answer the moment
 * the professional goes back to it instead of the copy it read before.
 */
export const refreshOwnStats = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: ownStatsQueryKey, refetchType: 'all' });

export function useOwnStats() {
  return useQuery(ownStatsQueryOptions());
}
