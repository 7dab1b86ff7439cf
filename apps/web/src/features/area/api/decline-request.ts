import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeclineInput } from '@app/domain/schemas/request';
import type { ProfessionalRequest, ProfessionalRequests } from '@app/domain/schemas/api/requests';
import { api, ApiError } from '@/lib/api-client';
import { professionalRequestsQueryKey, withAnswered } from './get-requests';

export const declineRequest = ({ id, input }: { id: string; input: DeclineInput }): Promise<ProfessionalRequest> =>
  api.post<ProfessionalRequest>(`/api/me/requests/${encodeURIComponent(id)}/decline`, input);

export function useDeclineRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineRequest,
    onSuccess: (answered) =>
      queryClient.setQueryData<ProfessionalRequests>(
        professionalRequestsQueryKey,
        (list) => list && withAnswered(list, answered),
      ),
    // Answered elsewhere meanwhile (another tab, another device): the list is read again.
    onError: (error) =>
      error instanceof ApiError && error.status === 409
        ? queryClient.invalidateQueries({ queryKey: professionalRequestsQueryKey })
        : undefined,
  });
}
