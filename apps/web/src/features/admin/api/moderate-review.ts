import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ModerationResult } from '@app/domain/schemas/api/admin';
import { api } from '@/lib/api-client';

export const moderateReview = ({ id, approve }: { id: string; approve: boolean }) =>
  api.post<ModerationResult>(`/api/admin/reviews/${encodeURIComponent(id)}/${approve ? 'approve' : 'reject'}`);

export function useModerateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moderateReview,
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: ['professionals'] });
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
  });
}
