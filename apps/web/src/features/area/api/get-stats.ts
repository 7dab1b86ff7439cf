import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { OwnStats } from '@app/domain/schemas/api/me';

export const getOwnStats = (): Promise<OwnStats> => api.get<OwnStats>('/api/me/stats');

export const ownStatsQueryOptions = () => queryOptions({ queryKey: ['me', 'stats'] as const, queryFn: getOwnStats });

export function useOwnStats() {
  return useQuery(ownStatsQueryOptions());
}
