import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientRequestView } from '@app/domain/schemas/api/requests';
import { api } from '@/lib/api-client';

/** The client's private page: every professional's answer, read again with the page's link. */
export const clientRequestQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['quote-requests', 'view', token],
    queryFn: ({ signal }) => api.post<ClientRequestView>('/api/requests/view', { token }, { signal }),
  });

export function useClientRequest(token: string) {
  return useQuery(clientRequestQueryOptions(token));
}
