import { api } from '@/lib/api-client';

/** Follows the link sent to the new address; the old address is told by the server. */
export const confirmEmailChange = (token: string) =>
  api.post<{ email: string }>('/api/auth/email-change/confirm', { token });
