import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminBackups } from '@app/domain/schemas/api/admin-backups';
import { api } from '@/lib/api-client';

export const backupsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'backups'],
    queryFn: ({ signal }) => api.get<AdminBackups>('/api/admin/backups', { signal }),
  });

export function useAdminBackups() {
  return useQuery(backupsQueryOptions());
}

/** The address that downloads a copy: a plain link, so that the browser saves the file itself. */
export const backupDownloadUrl = (name: string) => `/api/admin/backups/${encodeURIComponent(name)}`;
