import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const deleteReportReason = (id: number) => api.delete<null>(`/api/admin/report-reasons/${id}`);

export function useDeleteReportReason() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReportReason,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['admin', 'settings'] });
      await queryClient.invalidateQueries({ queryKey: ['catalog'] });
    },
  });
}
