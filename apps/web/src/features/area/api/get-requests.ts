import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProfessionalRequest, ProfessionalRequests } from '@app/domain/schemas/api/requests';
import { api } from '@/lib/api-client';

/** Under ['me']: leaving the area (log-out) drops it with the rest of the professional's data. */
export const professionalRequestsQueryKey = ['me', 'requests'] as const;

export const getProfessionalRequests = ({ signal }: { signal?: AbortSignal } = {}) =>
  api.get<ProfessionalRequests>('/api/me/requests', { signal });

export const professionalRequestsQueryOptions = () =>
  queryOptions({ queryKey: professionalRequestsQueryKey, queryFn: getProfessionalRequests });

export function useProfessionalRequests() {
  return useQuery(professionalRequestsQueryOptions());
}

/** The list with one request as the server answered it after a quote or a decline; one fewer pending. */
export function withAnswered(list: ProfessionalRequests, answered: ProfessionalRequest): ProfessionalRequests {
  const before = list.items.find((item) => item.id === answered.id);
  const settled = before?.status === 'pending' && answered.status !== 'pending';
  return {
    items: list.items.map((item) => (item.id === answered.id ? answered : item)),
    pending: Math.max(0, list.pending - (settled ? 1 : 0)),
  };
}
