import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionResponse } from '@app/domain/schemas/api/auth';
import { api } from '@/lib/api-client';

export type { SessionResponse } from '@app/domain/schemas/api/auth';

/**
 * The signed-in user, one query for the whole app: the header, the professional area's guard and
 * the admin area's guard (which checks the role) all read this cache entry.
 */
export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'session'],
    queryFn: ({ signal }) => api.get<SessionResponse>('/api/auth/session', { signal }),
    staleTime: 60_000,
  });

export function useSession() {
  return useQuery(sessionQueryOptions());
}

/**
 * Where the browser is going after the account ended on purpose (deleted): while it gets there, a
 * session that vanishes sends the person there, not to the log-in screen.
 */
let exit: string | null = null;

export function leaveAfterAccountEnds(to: string | null) {
  exit = to;
}

export function accountExit(): string | null {
  return exit;
}
