import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RedirectUrl, TestCheckoutConfirm } from '@app/domain/schemas/api/subscription';
import { api } from '@/lib/api-client';
import { subscriptionStatusQueryKey } from '@/lib/subscription-status';

export const confirmTestCheckout = (body: TestCheckoutConfirm): Promise<RedirectUrl> =>
  api.post<RedirectUrl>('/api/subscription/test-checkout/confirm', body);

export function useConfirmTestCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmTestCheckout,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subscriptionStatusQueryKey }),
  });
}
