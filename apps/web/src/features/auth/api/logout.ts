import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { sessionQueryOptions, type SessionResponse } from '@/lib/session';

export const logout = (): Promise<void> => api.post<void>('/api/auth/logout');

/**
 * Signing out clears what belonged to the account: the session becomes empty at once, private
 * data nobody is showing is dropped and what is on screen is fetched again (as an anonymous user).
 */
export function useLogout(options: { onSettled?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: async () => {
      queryClient.setQueryData<SessionResponse>(sessionQueryOptions().queryKey, { user: null });
      const notSession = (q: { queryKey: readonly unknown[] }) => q.queryKey[0] !== 'auth';
      queryClient.removeQueries({ predicate: (q) => notSession(q) && q.getObserversCount() === 0 });
      options.onSettled?.();
      await queryClient.invalidateQueries({ predicate: notSession });
    },
  });
}
