import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { OwnService } from './types';

export const ownServicesQueryKey = ['me', 'services'] as const;

export const getOwnServices = () => api.get<{ items: OwnService[] }>('/api/me/services').then((r) => r.items);

export const ownServicesQueryOptions = () => queryOptions({ queryKey: ownServicesQueryKey, queryFn: getOwnServices });

export function useOwnServices() {
  return useQuery(ownServicesQueryOptions());
}
