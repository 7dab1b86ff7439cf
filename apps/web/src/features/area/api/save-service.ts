import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ServiceInput } from '@app/domain/schemas/professional';
import { api } from '@/lib/api-client';
import { ownProfileQueryKey } from '@/lib/own-profile';
import { ownServicesQueryKey } from './get-services';
import type { Service } from '@app/domain/schemas/api/professionals';

export const saveService = ({ id, input }: { id: string | null; input: ServiceInput }): Promise<Service> =>
  id ? api.put<Service>(`/api/me/services/${id}`, input) : api.post<Service>('/api/me/services', input);

export function useSaveService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveService,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ownServicesQueryKey }),
        queryClient.invalidateQueries({ queryKey: ownProfileQueryKey }),
      ]);
    },
  });
}
