import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type ReportAction = 'resolve' | 'dismiss' | 'block-professional';

export const updateReport = ({ id, action }: { id: string; action: ReportAction }) =>
  api.post<{ id: string; status: 'resolved' | 'dismissed'; professional_id?: string }>(`/api/admin/reports/${encodeURIComponent(id)}/${action}`);

export function useUpdateReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReport,
    onSuccess: async (result) => {
      if (result.professional_id) queryClient.removeQueries({ queryKey: ['professionals'] });
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
  });
}
