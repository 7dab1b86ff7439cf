import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface EmailChangeInput {
  new_email: string;
  password: string;
}

/** The new address receives a confirmation link; the account's e-mail changes only when it is followed. */
export const requestEmailChange = (input: EmailChangeInput) =>
  api.post<{ pending_email: string }>('/api/me/email', input);

export function useRequestEmailChange() {
  return useMutation({ mutationFn: requestEmailChange });
}
