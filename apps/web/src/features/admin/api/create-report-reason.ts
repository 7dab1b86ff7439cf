import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ReportReasonRow } from '@app/domain/schemas/api/admin';

export const createReportReason = (reason: string) =>
  api.post<ReportReasonRow>('/api/admin/report-reasons', { reason });

/** Reasons show in the public report form too (the catalogue). */
export function useCreateReportReason() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReportReason,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['admin', 'settings'] });
      await queryClient.invalidateQueries({ queryKey: ['catalog'] });
    },
  });
}
