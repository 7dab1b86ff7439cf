import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface ModerationResult {
  id: string;
  is_approved: boolean;
  moderated_at: string;
  professional_id: string;
  rating: number;
  review_count: number;
}

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
