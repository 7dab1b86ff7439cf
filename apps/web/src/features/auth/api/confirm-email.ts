import { api } from '@/lib/api-client';

/** Confirms the e-mail with the token from the link; fails for a used, wrong or expired link. */
export const confirmEmail = (token: string) => api.post<{ email: string }>('/api/auth/confirm', { token });
