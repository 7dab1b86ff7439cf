import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { AgreementSummary, AgreementTermsInput } from '@app/domain/schemas/agreement';
import { api, errorMessage } from '@/lib/api-client';
import { clientRequestQueryOptions } from './get-client-request';

/** 'Propor acordo' from the request's page, to one professional who quoted. */
export function useClientProposeAgreement(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ professionalId, terms }: { professionalId: string; terms: AgreementTermsInput }) =>
      api.post<AgreementSummary>('/api/requests/agreement', { token, professional_id: professionalId, terms }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: clientRequestQueryOptions(token).queryKey }),
  });
}

/** The agreement's link to the client's e-mail again. */
export function useClientResendAgreementLink(token: string) {
  return useMutation({
    mutationFn: (professionalId: string) =>
      api.post<{ message: string }>('/api/requests/agreement/link', { token, professional_id: professionalId }),
    onSuccess: ({ message }) => toast.success('Link enviado', { description: message }),
    onError: (error) => toast.error('Erro', { description: errorMessage(error) }),
  });
}
