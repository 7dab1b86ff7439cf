import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminRequestSignals } from '@app/domain/schemas/api/admin-requests';
import { api } from '@/lib/api-client';

export const requestSignalsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'requests', 'signals'],
    queryFn: ({ signal }) => api.get<AdminRequestSignals>('/api/admin/requests/signals', { signal }),
  });

export function useRequestSignals() {
  return useQuery(requestSignalsQueryOptions());
}
