import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionResponse } from '@app/domain/schemas/api/auth';
import { api } from '@/lib/api-client';

export type { SessionResponse, SessionUser } from '@app/domain/schemas/api/auth';

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
