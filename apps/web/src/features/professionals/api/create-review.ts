import { useMutation } from '@tanstack/react-query';
import type { Review } from '@app/domain/schemas/review';
import type { Created } from '@app/domain/schemas/api/common';
import { api } from '@/lib/api-client';

export const createReview = (professionalId: string, review: Review): Promise<Created> =>
  api.post<Created>(`/api/professionals/${encodeURIComponent(professionalId)}/reviews`, review);

export function useCreateReview(professionalId: string) {
  return useMutation({ mutationFn: (review: Review) => createReview(professionalId, review) });
}
