import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RecoveryCodes, SecondFactorEnrolment, SecondFactorStatus } from '@app/domain/schemas/second-factor';
import { api } from '@/lib/api-client';

/** Where this admin's second factor and this session stand (kept out of the ['admin'] lists' cache). */
export const secondFactorQueryOptions = () =>
  queryOptions({
    queryKey: ['second-factor'],
    queryFn: ({ signal }) => api.get<SecondFactorStatus>('/api/admin/second-factor', { signal }),
    staleTime: 60_000,
  });

export const useSecondFactor = (enabled = true) => useQuery({ ...secondFactorQueryOptions(), enabled });

export const startEnrolment = () => api.post<SecondFactorEnrolment>('/api/admin/second-factor/enrolment');

/** The app's first code: the factor is in force; the answer is the recovery codes, shown once. */
export function useConfirmEnrolment() {
  return useMutation({
    mutationFn: (code: string) => api.post<RecoveryCodes>('/api/admin/second-factor/enrolment/confirm', { code }),
  });
}

/** A code of the app, or a recovery code: the session passes; the area opens. */
export function usePassSecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code, recovery }: { code: string; recovery: boolean }) =>
      api.post<SecondFactorStatus>(`/api/admin/second-factor/${recovery ? 'recovery' : 'verify'}`, { code }),
    onSuccess: (status) => queryClient.setQueryData(secondFactorQueryOptions().queryKey, status),
  });
}
