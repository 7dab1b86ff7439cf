import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Paged } from '@app/domain/schemas/api/common';
import type { ScamFlag, ScamPatternInput, ScamPatternRow } from '@app/domain/schemas/scam-radar';
import { api } from '@/lib/api-client';

export function useScamFlags(page: number) {
  return useQuery({
    queryKey: ['admin', 'scam-flags', page],
    queryFn: ({ signal }) => api.get<Paged<ScamFlag>>('/api/admin/scam-flags', { signal, query: { page } }),
    placeholderData: keepPreviousData,
  });
}

export function useScamPatterns() {
  return useQuery({
    queryKey: ['admin', 'scam-patterns'],
    queryFn: ({ signal }) => api.get<{ items: ScamPatternRow[] }>('/api/admin/scam-patterns', { signal }),
  });
}

/** Every change of the radar's data refreshes what the admin area shows (the queue, the counts). */
function useRadarMutation<I, O>(send: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
  });
}

export const useReviewScamFlag = () =>
  useRadarMutation((id: string) => api.post(`/api/admin/scam-flags/${encodeURIComponent(id)}/review`));

export const useAddScamPattern = () =>
  useRadarMutation((input: ScamPatternInput) => api.post<ScamPatternRow>('/api/admin/scam-patterns', input));

export const useChangeScamPattern = () =>
  useRadarMutation(({ id, ...change }: Partial<ScamPatternInput> & { id: number; active?: boolean }) =>
    api.patch<ScamPatternRow>(`/api/admin/scam-patterns/${id}`, change),
  );
