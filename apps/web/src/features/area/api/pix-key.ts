import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OwnPixKey, PixKeyInput } from '@app/domain/schemas/pix-key';
import { api } from '@/lib/api-client';

const pixKeyQueryKey = ['me', 'pix-key'] as const;

export function useOwnPixKey() {
  return useQuery({ queryKey: pixKeyQueryKey, queryFn: () => api.get<OwnPixKey>('/api/me/pix-key') });
}

export function useSavePixKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PixKeyInput | null) =>
      input ? api.put<OwnPixKey>('/api/me/pix-key', input) : api.delete<OwnPixKey>('/api/me/pix-key'),
    onSuccess: (saved) => queryClient.setQueryData(pixKeyQueryKey, saved),
  });
}
