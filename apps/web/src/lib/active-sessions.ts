import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ActiveSessions } from '@app/domain/schemas/api/sessions';
import { api } from '@/lib/api-client';

/** 'Sessões ativas' of the signed-in account: the professional's under /api/me, the admin's under /api/admin. */
export type SessionsScope = 'me' | 'admin';

const sessionsQuery = (scope: SessionsScope) =>
  queryOptions({
    queryKey: ['active-sessions', scope],
    queryFn: ({ signal }) => api.get<ActiveSessions>(`/api/${scope}/sessions`, { signal }),
  });

export const useActiveSessions = (scope: SessionsScope) => useQuery(sessionsQuery(scope));

/** Ends one session, or (`id` null) every other; the list is read again. */
export function useEndSessions(scope: SessionsScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string | null) =>
      id === null
        ? api.post<{ ended: number }>(`/api/${scope}/sessions/end-others`)
        : api.delete<null>(`/api/${scope}/sessions/${encodeURIComponent(id)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQuery(scope).queryKey }),
  });
}
