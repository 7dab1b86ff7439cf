import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The status check's answer (spec: has_subscription, is_active, status, trial_end, current_period_end). */
export interface SubscriptionStatus {
  has_subscription: boolean;
  is_active: boolean;
  status: string;
  trial_end: string | null;
  current_period_end: string | null;
  cancel_at_period_end: boolean;
}

export const checkSubscription = (): Promise<SubscriptionStatus> => api.post<SubscriptionStatus>('/api/subscription/check');

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
  return useQuery({ ...subscriptionStatusQueryOptions(), refetchInterval: options.refetchInterval ?? false, refetchIntervalInBackground: false });
}
