import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReportStatus } from '@app/domain/schemas/report';
import { api } from '@/lib/api-client';
import { getVisitorId } from '@/lib/visitor-id';

export const getReportStatus = (
  professionalId: string,
  visitorId: string,
  signal?: AbortSignal,
): Promise<ReportStatus> =>
  api.get<ReportStatus>(
    `/api/professionals/${encodeURIComponent(professionalId)}/reports/status?visitor_id=${encodeURIComponent(visitorId)}`,
    { signal },
  );

export const reportStatusQueryOptions = (professionalId: string, visitorId: string) =>
  queryOptions({
    queryKey: ['professionals', professionalId, 'report-status', visitorId],
    queryFn: ({ signal }) => getReportStatus(professionalId, visitorId, signal),
    staleTime: 60_000,
  });

/** Whether this visitor already reported the profile; asked only while the dialog is open. */
export function useReportStatus(professionalId: string, enabled: boolean) {
  return useQuery({ ...reportStatusQueryOptions(professionalId, getVisitorId()), enabled });
}
