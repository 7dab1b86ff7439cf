import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { List } from '@app/domain/schemas/api/common';
import type { PortfolioItem } from '@app/domain/schemas/api/professionals';

export const ownPortfolioQueryKey = ['me', 'portfolio'] as const;

export const getOwnPortfolio = () => api.get<List<PortfolioItem>>('/api/me/portfolio').then((r) => r.items);

export const ownPortfolioQueryOptions = () =>
  queryOptions({ queryKey: ownPortfolioQueryKey, queryFn: getOwnPortfolio });

export function useOwnPortfolio() {
  return useQuery(ownPortfolioQueryOptions());
}
