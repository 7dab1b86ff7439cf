import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const setupStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'setup'],
    queryFn: ({ signal }) => api.get<{ admin_exists: boolean }>('/api/admin/setup', { signal }),
    staleTime: 0,
  });

export function useSetupStatus() {
  return useQuery(setupStatusQueryOptions());
}
