import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminSessionQueryOptions } from './get-admin-session';

export const adminLogout = () => api.post<null>('/api/admin/logout');

export function useAdminLogout(options: { onSettled?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adminLogout,
    onSettled: () => {
      queryClient.setQueryData(adminSessionQueryOptions().queryKey, { user: null });
      queryClient.removeQueries({ queryKey: ['admin'] });
      options.onSettled?.();
    },
  });
}
