import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PushSubscriptionInput } from '@app/domain/schemas/notifications';
import { api } from '@/lib/api-client';
import { notificationSettingsQueryKey } from './notification-settings';

/** This browser's subscription, told to the server (again on each visit, in case the browser renewed it). */
export function useSavePushSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (subscription: PushSubscriptionInput) =>
      api.post<{ devices: number }>('/api/me/push-subscriptions', subscription),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationSettingsQueryKey }),
  });
}

export function useRemovePushSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (endpoint: string) => api.post<null>('/api/me/push-subscriptions/remove', { endpoint }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationSettingsQueryKey }),
  });
}

export function useSendTestPush() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ sent: number }>('/api/me/notifications/test'),
    // A device the push service no longer knows was forgotten on the way: the count may change.
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationSettingsQueryKey }),
  });
}
