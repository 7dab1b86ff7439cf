import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentMethods } from '@app/domain/schemas/api/subscription';
import { api } from '@/lib/api-client';

export const getPaymentMethods = (): Promise<PaymentMethods> => api.get<PaymentMethods>('/api/subscription/methods');

/** The ways to pay this server offers; they change only with its configuration. */
export const paymentMethodsQueryOptions = () =>
  queryOptions({ queryKey: ['subscription', 'methods'], queryFn: getPaymentMethods, staleTime: Infinity });

export function usePaymentMethods() {
  return useQuery(paymentMethodsQueryOptions());
}
