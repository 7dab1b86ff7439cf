import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginInput } from '@app/domain/schemas/auth';
import type { LoginResponse } from '@app/domain/schemas/api/auth';
import { api } from '@/lib/api-client';
import { sessionQueryOptions, type SessionResponse } from '@/lib/session';

export const login = (input: LoginInput) => api.post<LoginResponse>('/api/auth/login', input);

/**
 * Signing in loads the user straight into the session cache; private data is fetched afresh. With
 * the second factor on, nobody is signed in yet: the code comes next.
 */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: async ({ user }) => {
      if (!user) return;
      queryClient.setQueryData<SessionResponse>(sessionQueryOptions().queryKey, { user });
      await queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'auth' });
    },
  });
}
