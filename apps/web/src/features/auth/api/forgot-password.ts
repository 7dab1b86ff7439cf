import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The answer is the same whether or not the e-mail has an account. */
export const forgotPassword = (email: string) => api.post<void>('/api/auth/forgot-password', { email });

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
