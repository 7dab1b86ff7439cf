import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { ProfessionalRequest, ProfessionalRequests } from '@app/domain/schemas/api/requests';
import { api, errorMessage } from '@/lib/api-client';
import { professionalRequestsQueryKey, withAnswered } from './get-requests';
import { refreshOwnStats } from './get-stats';

export const answerDeal = ({ id, closed }: { id: string; closed: boolean }): Promise<ProfessionalRequest> =>
  api.post<ProfessionalRequest>(`/api/me/requests/${encodeURIComponent(id)}/deal`, { closed });

/** 'Fechou negócio?' from the professional's side; the card shows where the deal stands. */
export function useAnswerDeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerDeal,
    onSuccess: (answered) => {
      queryClient.setQueryData<ProfessionalRequests>(
        professionalRequestsQueryKey,
        (list) => list && withAnswered(list, answered),
      );
      void refreshOwnStats(queryClient);
    },
    onError: (error) => {
      toast.error('Erro', { description: errorMessage(error) });
      return queryClient.invalidateQueries({ queryKey: professionalRequestsQueryKey });
    },
  });
}
