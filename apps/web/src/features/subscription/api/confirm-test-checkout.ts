import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RedirectUrl } from '@app/domain/schemas/api/subscription';
import { api } from '@/lib/api-client';
import { subscriptionStatusQueryKey } from '@/lib/subscription-status';

export const confirmTestCheckout = (session: string): Promise<RedirectUrl> =>
  api.post<RedirectUrl>('/api/subscription/test-checkout/confirm', { session });

export function useConfirmTestCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmTestCheckout,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subscriptionStatusQueryKey }),
  });
}
