import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminRequestFigures } from '@app/domain/schemas/api/admin-requests';
import { api } from '@/lib/api-client';

export const requestFiguresQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'requests', 'figures'],
    queryFn: ({ signal }) => api.get<AdminRequestFigures>('/api/admin/requests/figures', { signal }),
  });

export function useRequestFigures() {
  return useQuery(requestFiguresQueryOptions());
}
