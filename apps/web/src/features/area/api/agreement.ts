import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { AgreementSummary, AgreementTermsInput } from '@app/domain/schemas/agreement';
import { api, errorMessage } from '@/lib/api-client';
import { professionalRequestsQueryKey } from './get-requests';

/** 'Propor acordo' from one of the professional's quotes; the card then shows where it stands. */
export function useProposeAgreement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, terms }: { id: string; terms: AgreementTermsInput }) =>
      api.post<AgreementSummary>(`/api/me/requests/${encodeURIComponent(id)}/agreement`, terms),
    onSettled: () => queryClient.invalidateQueries({ queryKey: professionalRequestsQueryKey }),
  });
}

/** The agreement's link to the professional's e-mail again. */
export function useResendAgreementLink() {
  return useMutation({
    mutationFn: (id: string) =>
      api.post<{ message: string }>(`/api/me/requests/${encodeURIComponent(id)}/agreement/link`),
    onSuccess: ({ message }) => toast.success('Link enviado', { description: message }),
    onError: (error) => toast.error('Erro', { description: errorMessage(error) }),
  });
}
