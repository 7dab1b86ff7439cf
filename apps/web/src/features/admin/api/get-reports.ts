import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminReportStatus } from '@app/domain/schemas/admin';
import { api } from '@/lib/api-client';
import type { AdminReport } from '@app/domain/schemas/api/admin';
import type { Paged } from '@app/domain/schemas/api/common';

export const reportsQueryOptions = (status: AdminReportStatus, page: number) =>
  queryOptions({
    queryKey: ['admin', 'reports', status, page],
    queryFn: ({ signal }) => api.get<Paged<AdminReport>>('/api/admin/reports', { signal, query: { status, page } }),
    placeholderData: keepPreviousData,
  });

export function useAdminReports(status: AdminReportStatus, page: number) {
  return useQuery(reportsQueryOptions(status, page));
}
