import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { PaymentMethod, SubscriptionStatus } from '@app/domain/schemas/api/subscription';
import { api, errorMessage } from '@/lib/api-client';
import { subscriptionStatusQueryOptions } from '@/lib/subscription-status';

export const switchPaymentMethod = (method: PaymentMethod): Promise<SubscriptionStatus> =>
  api.post<SubscriptionStatus>('/api/subscription/method', { method });

/** A Pix or boleto subscription (Asaas) changes how it is paid: the charges already issued stay as they are. */
export function useSwitchPaymentMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: switchPaymentMethod,
    onSuccess: (status) => {
      queryClient.setQueryData(subscriptionStatusQueryOptions().queryKey, status);
      toast.success('Forma de pagamento alterada', { description: 'Vale a partir da próxima cobrança.' });
    },
    onError: (error) => toast.error('Erro ao trocar a forma de pagamento', { description: errorMessage(error) }),
  });
}
