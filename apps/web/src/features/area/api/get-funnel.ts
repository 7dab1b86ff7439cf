import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FunnelPeriod } from '@app/domain/rules/funnel';
import type { OwnFunnel } from '@app/domain/schemas/api/funnel';
import { api } from '@/lib/api-client';
import { ownStatsQueryKey } from './get-stats';

export const getOwnFunnel = (period: FunnelPeriod, { signal }: { signal?: AbortSignal } = {}): Promise<OwnFunnel> =>
  api.get<OwnFunnel>(`/api/me/funnel?period=${period}`, { signal });

/** Under ['me', 'stats']: whatever refreshes the Painel's figures refreshes the funnel too. */
export const ownFunnelQueryOptions = (period: FunnelPeriod) =>
  queryOptions({
    queryKey: [...ownStatsQueryKey, 'funnel', period] as const,
    queryFn: ({ signal }) => getOwnFunnel(period, { signal }),
  });

export function useOwnFunnel(period: FunnelPeriod) {
  return useQuery(ownFunnelQueryOptions(period));
}
