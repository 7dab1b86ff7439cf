import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface AdminSessionUser {
  id: string;
  email: string;
  name: string | null;
  role: string;
}

/** Same query as the rest of the app's session (same key), read here to guard the admin area. */
export const adminSessionQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'session'],
    queryFn: ({ signal }) => api.get<{ user: AdminSessionUser | null }>('/api/auth/session', { signal }),
    staleTime: 60_000,
  });

export function useAdminSession() {
  return useQuery(adminSessionQueryOptions());
}
