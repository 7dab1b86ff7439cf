import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminSetupInput } from '@app/domain/schemas/admin';
import type { AdminUser } from '@app/domain/schemas/api/admin';
import { api } from '@/lib/api-client';
import { setupStatusQueryOptions } from './get-setup-status';

export const setupAdmin = (input: AdminSetupInput) => api.post<AdminUser>('/api/admin/setup', input);

export function useSetupAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setupAdmin,
    onSuccess: () => queryClient.setQueryData(setupStatusQueryOptions().queryKey, { admin_exists: true }),
  });
}
