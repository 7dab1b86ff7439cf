import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { AdminProfessional } from '@app/domain/schemas/api/admin';

export type ProfessionalAction = 'verify' | 'unverify' | 'block' | 'unblock';

export const updateProfessional = ({ id, action }: { id: string; action: ProfessionalAction }) =>
  api.post<AdminProfessional>(`/api/admin/professionals/${encodeURIComponent(id)}/${action}`);

export function useUpdateProfessional() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfessional,
    onSuccess: async () => {
      // The public profile and search change at once too.
      queryClient.removeQueries({ queryKey: ['professionals'] });
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
  });
}
