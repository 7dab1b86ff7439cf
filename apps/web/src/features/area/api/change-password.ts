import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface ChangePasswordInput {
  current_password: string;
  new_password: string;
}

/** The server ends every other session of the account; this browser stays signed in. */
export const changePassword = (input: ChangePasswordInput) => api.put<void>('/api/me/password', input);

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
