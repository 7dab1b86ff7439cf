import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminSetupStatus } from '@app/domain/schemas/api/admin';
import { api } from '@/lib/api-client';

export const setupStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'setup'],
    queryFn: ({ signal }) => api.get<AdminSetupStatus>('/api/admin/setup', { signal }),
    staleTime: 0,
  });

export function useSetupStatus() {
  return useQuery(setupStatusQueryOptions());
}
