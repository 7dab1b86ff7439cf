import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { AdminSettings } from '@app/domain/schemas/api/admin';

export const settingsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'settings'],
    queryFn: ({ signal }) => api.get<AdminSettings>('/api/admin/settings', { signal }),
  });

export function useAdminSettings() {
  return useQuery(settingsQueryOptions());
}
