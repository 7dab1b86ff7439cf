import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Dashboard } from '@app/domain/schemas/api/admin';

export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'dashboard'],
    queryFn: ({ signal }) => api.get<Dashboard>('/api/admin/dashboard', { signal }),
  });

export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}
