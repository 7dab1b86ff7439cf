import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginInput } from '@app/domain/schemas/auth';
import { api } from '@/lib/api-client';
import { sessionQueryOptions, type SessionResponse, type SessionUser } from '@/lib/session';

export const login = (input: LoginInput) => api.post<{ user: SessionUser }>('/api/auth/login', input);

/** Signing in loads the user straight into the session cache; private data is fetched afresh. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: async ({ user }) => {
      queryClient.setQueryData<SessionResponse>(sessionQueryOptions().queryKey, { user });
      await queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'auth' });
    },
  });
}
