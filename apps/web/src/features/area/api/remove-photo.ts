import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ownProfileQueryKey } from './get-own-profile';

export const removePhoto = (): Promise<{ image: null }> => api.delete<{ image: null }>('/api/me/photo');

export function useRemovePhoto() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removePhoto, onSuccess: () => queryClient.invalidateQueries({ queryKey: ownProfileQueryKey }) });
}
