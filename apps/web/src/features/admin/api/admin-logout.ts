import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { sessionQueryOptions } from '@/lib/session';

export const adminLogout = () => api.post<null>('/api/admin/logout');

export function useAdminLogout(options: { onSettled?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adminLogout,
    onSettled: () => {
      queryClient.setQueryData(sessionQueryOptions().queryKey, { user: null });
      queryClient.removeQueries({ queryKey: ['admin'] });
      queryClient.removeQueries({ queryKey: ['second-factor'] });
      options.onSettled?.();
    },
  });
}
