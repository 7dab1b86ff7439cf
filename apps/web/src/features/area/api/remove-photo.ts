import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PhotoRemoved } from '@app/domain/schemas/api/me';
import { api } from '@/lib/api-client';
import { ownProfileQueryKey } from '@/lib/own-profile';

export const removePhoto = (): Promise<PhotoRemoved> => api.delete<PhotoRemoved>('/api/me/photo');

export function useRemovePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePhoto,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ownProfileQueryKey }),
  });
}
