import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Paged } from '@app/domain/schemas/api/common';
import type { VerificationQueueItem } from '@app/domain/schemas/api/admin';
import { api } from '@/lib/api-client';

export const verificationQueueQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['admin', 'verification-queue', page],
    queryFn: ({ signal }) =>
      api.get<Paged<VerificationQueueItem>>('/api/admin/verification-queue', { signal, query: { page } }),
    placeholderData: keepPreviousData,
  });

export function useVerificationQueue(page: number) {
  return useQuery(verificationQueueQueryOptions(page));
}
