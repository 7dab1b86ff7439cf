import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { OwnPortfolioItem } from './types';

export const ownPortfolioQueryKey = ['me', 'portfolio'] as const;

export const getOwnPortfolio = () => api.get<{ items: OwnPortfolioItem[] }>('/api/me/portfolio').then((r) => r.items);

export const ownPortfolioQueryOptions = () => queryOptions({ queryKey: ownPortfolioQueryKey, queryFn: getOwnPortfolio });

export function useOwnPortfolio() {
  return useQuery(ownPortfolioQueryOptions());
}
