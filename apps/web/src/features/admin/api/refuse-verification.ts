import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VerificationRefusalInput } from '@app/domain/schemas/admin';
import type { VerificationRefused } from '@app/domain/schemas/api/admin';
import { api } from '@/lib/api-client';

export const refuseVerification = ({ id, ...input }: VerificationRefusalInput & { id: string }) =>
  api.post<VerificationRefused>(`/api/admin/professionals/${encodeURIComponent(id)}/refuse-verification`, input);

export function useRefuseVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refuseVerification,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
  });
}
