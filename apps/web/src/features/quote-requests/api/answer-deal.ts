import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { ClientRequestView } from '@app/domain/schemas/api/requests';
import { api, errorMessage } from '@/lib/api-client';
import { clientRequestQueryOptions } from './get-client-request';

/** 'Fechou negócio?' from the client's side, about one professional who quoted. */
export function useClientDeal(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ professionalId, closed }: { professionalId: string; closed: boolean }) =>
      api.post<ClientRequestView>('/api/requests/deal', { token, professional_id: professionalId, closed }),
    onSuccess: (view) => queryClient.setQueryData(clientRequestQueryOptions(token).queryKey, view),
    onError: (error) => toast.error('Erro', { description: errorMessage(error) }),
  });
}
