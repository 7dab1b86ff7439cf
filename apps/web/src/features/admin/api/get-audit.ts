import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { AuditEntry } from '@app/domain/schemas/api/admin';
import type { Paged } from '@app/domain/schemas/api/common';

const PAGE_SIZE = 20;

export const auditQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['admin', 'audit'],
    queryFn: ({ pageParam, signal }) =>
      api.get<Paged<AuditEntry>>('/api/admin/audit', { signal, query: { page: pageParam, pageSize: PAGE_SIZE } }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });

export function useAuditLog(enabled: boolean) {
  return useInfiniteQuery({ ...auditQueryOptions(), enabled });
}
