import { STATUS_FAILURES_BEFORE_TOAST, STATUS_POLL_PROTECTED_MS } from '@app/domain/constants/business';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { toast } from 'sonner';
import { subscriptionStatusQueryOptions } from '../api/check-subscription';

export const STATUS_CHECK_ERROR = 'Não foi possível verificar o status da sua assinatura.';

/**
 * Subscription status for protected routes that require it: checked on entry and every 30 s.
 * A single failed check is not worth a toast (the last known status stays); three in a row are.
 */
export function useProtectedSubscription() {
  const query = useQuery({
    ...subscriptionStatusQueryOptions(),
    refetchOnMount: 'always',
    refetchInterval: STATUS_POLL_PROTECTED_MS,
    refetchIntervalInBackground: false,
  });
  const failures = useRef(0);
  const { errorUpdatedAt, dataUpdatedAt } = query;

  useEffect(() => {
    if (!errorUpdatedAt) return;
    failures.current += 1;
    if (failures.current === STATUS_FAILURES_BEFORE_TOAST) toast.error('Erro', { description: STATUS_CHECK_ERROR });
  }, [errorUpdatedAt]);

  useEffect(() => {
    if (dataUpdatedAt) failures.current = 0;
  }, [dataUpdatedAt]);

  return query;
}
