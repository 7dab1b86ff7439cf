import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ReportReasonRow } from '@app/domain/schemas/api/admin';

export const renameReportReason = ({ id, reason }: { id: number; reason: string }) =>
  api.patch<ReportReasonRow>(`/api/admin/report-reasons/${id}`, { reason });

export function useRenameReportReason() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameReportReason,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['admin', 'settings'] });
      await queryClient.invalidateQueries({ queryKey: ['catalog'] });
    },
  });
}
