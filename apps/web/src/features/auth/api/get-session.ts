import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface SessionUser {
  id: string;
  email: string;
  name: string | null;
  role: 'professional' | 'admin' | (string & {});
  email_confirmed_at: string | null;
  professional_id: string | null;
  /** Blocked professionals may sign in but see only the dashboard. */
  is_blocked: boolean;
}

export interface SessionResponse {
  user: SessionUser | null;
}

export const getSession = (): Promise<SessionResponse> => api.get<SessionResponse>('/api/auth/session');

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'session'],
    queryFn: getSession,
    staleTime: 60_000,
  });

export function useSession() {
  return useQuery(sessionQueryOptions());
}
