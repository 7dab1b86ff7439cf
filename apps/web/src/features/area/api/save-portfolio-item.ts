import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PortfolioItemInput } from '@app/domain/schemas/professional';
import { api } from '@/lib/api-client';
import { ownProfileQueryKey } from '@/lib/own-profile';
import { ownPortfolioQueryKey } from './get-portfolio';
import type { PortfolioItem } from '@app/domain/schemas/api/professionals';

export const savePortfolioItem = ({
  id,
  input,
}: {
  id: string | null;
  input: PortfolioItemInput;
}): Promise<PortfolioItem> =>
  id ? api.put<PortfolioItem>(`/api/me/portfolio/${id}`, input) : api.post<PortfolioItem>('/api/me/portfolio', input);

export function useSavePortfolioItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePortfolioItem,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ownPortfolioQueryKey }),
        queryClient.invalidateQueries({ queryKey: ownProfileQueryKey }),
      ]);
    },
  });
}
