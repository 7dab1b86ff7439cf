import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminRequest, AdminRequestFilter } from '@app/domain/schemas/api/admin-requests';
import type { Paged } from '@app/domain/schemas/api/common';
import { api } from '@/lib/api-client';

export const requestsQueryOptions = (filter: AdminRequestFilter, email: string, page: number) =>
  queryOptions({
    queryKey: ['admin', 'requests', 'list', filter, email, page],
    queryFn: ({ signal }) =>
      api.get<Paged<AdminRequest>>('/api/admin/requests', { signal, query: { filter, email, page } }),
    placeholderData: keepPreviousData,
  });

export function useAdminRequests(filter: AdminRequestFilter, email: string, page: number) {
  return useQuery(requestsQueryOptions(filter, email, page));
}
