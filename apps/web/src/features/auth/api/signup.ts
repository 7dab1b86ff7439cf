import { useMutation } from '@tanstack/react-query';
import type { SignupResponse } from '@app/domain/schemas/api/auth';
import { api } from '@/lib/api-client';

export interface SignupRequest {
  name: string;
  email: string;
  password: string;
  /** The person ticked the box: the server records the terms version in force and the time. */
  accept_terms: true;
}

/** Creates the account and its professional profile; the server mails the confirmation link. */
export const signup = (input: SignupRequest) => api.post<SignupResponse>('/api/auth/signup', input);

export function useSignup() {
  return useMutation({ mutationFn: signup });
}
