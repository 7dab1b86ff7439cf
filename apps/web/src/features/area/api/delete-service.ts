import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ownProfileQueryKey } from '@/lib/own-profile';
import { ownServicesQueryKey } from './get-services';

export const deleteService = (id: string): Promise<void> => api.delete<void>(`/api/me/services/${id}`);

export function useDeleteService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteService,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ownServicesQueryKey }),
        queryClient.invalidateQueries({ queryKey: ownProfileQueryKey }),
      ]);
    },
  });
}
