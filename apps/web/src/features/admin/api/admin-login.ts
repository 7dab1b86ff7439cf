import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginInput } from '@app/domain/schemas/auth';
import type { AdminLoginResponse } from '@app/domain/schemas/api/admin';
import { api } from '@/lib/api-client';
import { sessionQueryOptions } from '@/lib/session';

export const adminLogin = (input: LoginInput) => api.post<AdminLoginResponse>('/api/admin/login', input);

export function useAdminLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adminLogin,
    onSuccess: async () => {
      await queryClient.invalidateQueries();
      await queryClient.fetchQuery(sessionQueryOptions());
    },
  });
}
