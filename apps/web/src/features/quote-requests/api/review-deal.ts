import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientRequestView } from '@app/domain/schemas/api/requests';
import type { dealReviewSchema } from '@app/domain/schemas/request';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { clientRequestQueryOptions } from './get-client-request';

/** The client's review of a confirmed deal ('Contratado pelo Palco'); the page reads the answer again. */
export function useReviewDeal(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: Omit<z.output<typeof dealReviewSchema>, 'token'>) =>
      api.post<ClientRequestView>('/api/requests/review', { ...review, token }),
    onSuccess: (view) => queryClient.setQueryData(clientRequestQueryOptions(token).queryKey, view),
  });
}
