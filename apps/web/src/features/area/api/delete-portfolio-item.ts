import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ownProfileQueryKey } from '@/lib/own-profile';
import { ownPortfolioQueryKey } from './get-portfolio';

export const deletePortfolioItem = (id: string): Promise<void> => api.delete<void>(`/api/me/portfolio/${id}`);

export function useDeletePortfolioItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePortfolioItem,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ownPortfolioQueryKey }),
        queryClient.invalidateQueries({ queryKey: ownProfileQueryKey }),
      ]);
    },
  });
}
