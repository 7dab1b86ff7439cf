import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuoteInput } from '@app/domain/schemas/request';
import type { ProfessionalRequest, ProfessionalRequests } from '@app/domain/schemas/api/requests';
import { api, ApiError } from '@/lib/api-client';
import { professionalRequestsQueryKey, withAnswered } from './get-requests';

export const sendQuote = ({ id, input }: { id: string; input: QuoteInput }): Promise<ProfessionalRequest> =>
  api.post<ProfessionalRequest>(`/api/me/requests/${encodeURIComponent(id)}/quote`, input);

/** The card shows the quote (and the client's contact) as soon as the server has it. */
export function useSendQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendQuote,
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
