import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CatalogueDecision, PendingCatalogueName } from '@app/domain/schemas/catalogue-suggestions';
import { api } from '@/lib/api-client';

export function usePendingCatalogueNames() {
  return useQuery({
    queryKey: ['admin', 'catalogue-suggestions'],
    queryFn: ({ signal }) => api.get<{ items: PendingCatalogueName[] }>('/api/admin/catalogue-suggestions', { signal }),
  });
}

export function useDecideCatalogueName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: CatalogueDecision) =>
      api.post<{ decided: number; emails_sent: number }>('/api/admin/catalogue-suggestions/decision', decision),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
  });
}
