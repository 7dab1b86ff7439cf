import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const resendConfirmation = (email: string) => api.post<void>('/api/auth/resend-confirmation', { email });

export function useResendConfirmation() {
  return useMutation({ mutationFn: resendConfirmation });
}
