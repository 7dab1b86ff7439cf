import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OpenPayment } from '@app/domain/schemas/api/subscription';
import { ApiError, api } from '@/lib/api-client';

/** The charge to pay now (Asaas), or null when none is open. */
export async function getOpenPayment(): Promise<OpenPayment | null> {
  try {
    return await api.get<OpenPayment>('/api/subscription/payment');
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** Read again with the status: a charge is issued, paid or moved to another way of paying. */
export const openPaymentQueryOptions = (statusKey: string) =>
  queryOptions({ queryKey: ['subscription', 'payment', statusKey], queryFn: getOpenPayment });

export function useOpenPayment(statusKey: string, enabled: boolean) {
  return useQuery({ ...openPaymentQueryOptions(statusKey), enabled });
}
