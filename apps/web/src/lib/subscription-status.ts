// The subscription's state as the server checks it, read by the area's subscribe dialog and the
// subscription pages alike.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubscriptionStatus } from '@app/domain/schemas/api/subscription';
import { api } from '@/lib/api-client';

export const checkSubscription = (): Promise<SubscriptionStatus> =>
  api.post<SubscriptionStatus>('/api/subscription/check');

export const subscriptionStatusQueryKey = ['subscription', 'status'] as const;

export const subscriptionStatusQueryOptions = () =>
  queryOptions({
    queryKey: subscriptionStatusQueryKey,
    queryFn: checkSubscription,
    staleTime: 0,
    retry: false,
  });

/** The subscription card: on mount, every `refetchInterval` ms and on demand. */
export function useSubscriptionStatus(options: { refetchInterval?: number | false } = {}) {
  return useQuery({
    ...subscriptionStatusQueryOptions(),
    refetchInterval: options.refetchInterval ?? false,
    refetchIntervalInBackground: false,
  });
}
