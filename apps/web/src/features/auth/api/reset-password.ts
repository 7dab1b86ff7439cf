import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { sessionQueryOptions, type SessionResponse } from '@/lib/session';

export const verifyResetToken = (token: string) => api.post<void>('/api/auth/reset-password/verify', { token });

export const resetPassword = (input: { token: string; password: string }) =>
  api.post<void>('/api/auth/reset-password', input);

/** The server ends every session of the account, so this browser is signed out as well. */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: () => {
      queryClient.setQueryData<SessionResponse>(sessionQueryOptions().queryKey, { user: null });
    },
  });
}
