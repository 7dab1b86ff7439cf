import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminProfessionalFilter } from '@app/domain/schemas/admin';
import { api } from '@/lib/api-client';
import type { AdminProfessional } from '@app/domain/schemas/api/admin';
import type { Paged } from '@app/domain/schemas/api/common';

export interface ProfessionalsQuery {
  q: string;
  filter: AdminProfessionalFilter;
  page: number;
}

export const professionalsQueryOptions = (query: ProfessionalsQuery) =>
  queryOptions({
    queryKey: ['admin', 'professionals', query],
    queryFn: ({ signal }) =>
      api.get<Paged<AdminProfessional>>('/api/admin/professionals', { signal, query: { ...query } }),
    placeholderData: keepPreviousData,
  });

export function useAdminProfessionals(query: ProfessionalsQuery) {
  return useQuery(professionalsQueryOptions(query));
}
