import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { List } from '@app/domain/schemas/api/common';
import type { Service } from '@app/domain/schemas/api/professionals';

export const ownServicesQueryKey = ['me', 'services'] as const;

export const getOwnServices = () => api.get<List<Service>>('/api/me/services').then((r) => r.items);

export const ownServicesQueryOptions = () => queryOptions({ queryKey: ownServicesQueryKey, queryFn: getOwnServices });

export function useOwnServices() {
  return useQuery(ownServicesQueryOptions());
}
