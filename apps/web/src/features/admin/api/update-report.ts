import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReportBlocked, ReportClosed } from '@app/domain/schemas/api/admin';
import { api } from '@/lib/api-client';

export type ReportAction = 'resolve' | 'dismiss' | 'block-professional';

export const updateReport = ({ id, action }: { id: string; action: ReportAction }) =>
  api.post<ReportClosed | ReportBlocked>(`/api/admin/reports/${encodeURIComponent(id)}/${action}`);

export function useUpdateReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReport,
    onSuccess: async (result) => {
      if ('professional_id' in result) queryClient.removeQueries({ queryKey: ['professionals'] });
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
  });
}
