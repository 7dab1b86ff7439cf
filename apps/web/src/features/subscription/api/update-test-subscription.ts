import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubscriptionStatus } from '@app/domain/schemas/api/subscription';
import { api } from '@/lib/api-client';
import { subscriptionStatusQueryKey } from '@/lib/subscription-status';

/** The test portal's actions: cancel at the end of the period, resume, or end the period now. */
export const updateTestSubscription = (action: 'cancel' | 'resume' | 'end-period'): Promise<SubscriptionStatus> =>
  api.post<SubscriptionStatus>(`/api/subscription/test-portal/${action}`);

export function useUpdateTestSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTestSubscription,
    onSuccess: (status) => queryClient.setQueryData(subscriptionStatusQueryKey, status),
  });
}
