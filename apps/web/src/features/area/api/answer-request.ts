import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfessionalRequest, ProfessionalRequests } from '@app/domain/schemas/api/requests';
import { ApiError } from '@/lib/api-client';
import { professionalRequestsQueryKey, withAnswered } from './get-requests';
import { refreshOwnStats } from './get-stats';

/** A quote or a decline: the card shows the request as the server answered it. */
export function useAnswerRequest<TVariables>(mutationFn: (variables: TVariables) => Promise<ProfessionalRequest>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (answered) => {
      queryClient.setQueryData<ProfessionalRequests>(
        professionalRequestsQueryKey,
        (list) => list && withAnswered(list, answered),
      );
      void refreshOwnStats(queryClient);
    },
    // Answered elsewhere meanwhile (another tab, another device): the list is read again.
    onError: (error) =>
      error instanceof ApiError && error.status === 409
        ? queryClient.invalidateQueries({ queryKey: professionalRequestsQueryKey })
        : undefined,
  });
}
