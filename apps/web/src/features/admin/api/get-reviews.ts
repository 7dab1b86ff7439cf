import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminReviewStatus } from '@app/domain/schemas/admin';
import { api } from '@/lib/api-client';
import type { AdminReview } from '@app/domain/schemas/api/admin';
import type { Paged } from '@app/domain/schemas/api/common';

export const reviewsQueryOptions = (status: AdminReviewStatus, page: number) =>
  queryOptions({
    queryKey: ['admin', 'reviews', status, page],
    queryFn: ({ signal }) => api.get<Paged<AdminReview>>('/api/admin/reviews', { signal, query: { status, page } }),
    placeholderData: keepPreviousData,
  });

export function useAdminReviews(status: AdminReviewStatus, page: number) {
  return useQuery(reviewsQueryOptions(status, page));
}
