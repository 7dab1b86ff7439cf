import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionResponse } from '@app/domain/schemas/api/auth';
import { api } from '@/lib/api-client';

/** Same query as the rest of the app's session (same key), read here to guard the admin area. */
export const adminSessionQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'session'],
    queryFn: ({ signal }) => api.get<SessionResponse>('/api/auth/session', { signal }),
    staleTime: 60_000,
  });

export function useAdminSession() {
  return useQuery(adminSessionQueryOptions());
}
