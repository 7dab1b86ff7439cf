import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TestCheckout } from '@app/domain/schemas/api/subscription';
import { api } from '@/lib/api-client';

export const getTestCheckout = (session: string): Promise<TestCheckout> =>
  api.get<TestCheckout>('/api/subscription/test-checkout', { query: { session } });

export const testCheckoutQueryOptions = (session: string) =>
  queryOptions({
    queryKey: ['subscription', 'test-checkout', session],
    queryFn: () => getTestCheckout(session),
    retry: false,
    staleTime: Infinity,
  });

export function useTestCheckout(session: string) {
  return useQuery({ ...testCheckoutQueryOptions(session), enabled: session.length > 0 });
}
