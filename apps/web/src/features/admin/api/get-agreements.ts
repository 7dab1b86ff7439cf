import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminAgreement } from '@app/domain/schemas/api/admin-agreements';
import type { Paged } from '@app/domain/schemas/api/common';
import { api } from '@/lib/api-client';

export const agreementsQueryOptions = (professionalId: string, page: number) =>
  queryOptions({
    queryKey: ['admin', 'agreements', professionalId, page],
    queryFn: ({ signal }) =>
      api.get<Paged<AdminAgreement>>('/api/admin/agreements', {
        signal,
        query: { professional_id: professionalId || undefined, page },
      }),
    placeholderData: keepPreviousData,
  });

export function useAdminAgreements(professionalId: string, page: number) {
  return useQuery(agreementsQueryOptions(professionalId, page));
}
