import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { subscriptionStatusQueryKey } from './check-subscription';

export const confirmTestCheckout = (session: string): Promise<{ url: string }> =>
  api.post<{ url: string }>('/api/subscription/test-checkout/confirm', { session });

export function useConfirmTestCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmTestCheckout,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subscriptionStatusQueryKey }),
  });
}
