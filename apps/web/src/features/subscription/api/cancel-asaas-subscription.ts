import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { SubscriptionStatus } from '@app/domain/schemas/api/subscription';
import { api } from '@/lib/api-client';
import { subscriptionStatusQueryOptions } from '@/lib/subscription-status';

const CANCEL_ERROR = 'Não foi possível cancelar a assinatura. Tente novamente.';

export const cancelAsaasSubscription = (): Promise<SubscriptionStatus> =>
  api.post<SubscriptionStatus>('/api/subscription/cancel');

/** Cancels a Pix or boleto subscription (Asaas): nothing more is charged; a paid month runs to its end. */
export function useCancelAsaasSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelAsaasSubscription,
    onSuccess: (status) => {
      queryClient.setQueryData(subscriptionStatusQueryOptions().queryKey, status);
      toast.success('Assinatura cancelada', { description: 'Nenhuma nova cobrança será feita.' });
    },
    onError: () => toast.error('Erro ao cancelar', { description: CANCEL_ERROR }),
  });
}
