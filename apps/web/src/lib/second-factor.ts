import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RecoveryCodes, SecondFactorEnrolment, SecondFactorStatus } from '@app/domain/schemas/second-factor';
import type { LoginResponse } from '@app/domain/schemas/api/auth';
import { api } from '@/lib/api-client';
import { sessionQueryOptions, type SessionResponse } from '@/lib/session';

/**
 * The second factor of the signed-in account: the admin's, required ('admin'), and the
 * professional's, chosen in 'Configurações' ('me'). The same routes under each.
 */
export type SecondFactorScope = 'admin' | 'me';

const base = (scope: SecondFactorScope) => `/api/${scope}/second-factor`;

/** Where the account's second factor and this session stand (kept out of the area's lists' cache). */
export const secondFactorQueryOptions = (scope: SecondFactorScope) =>
  queryOptions({
    queryKey: ['second-factor', scope],
    queryFn: ({ signal }) => api.get<SecondFactorStatus>(base(scope), { signal }),
    staleTime: 60_000,
  });

export const useSecondFactor = (scope: SecondFactorScope, enabled = true) =>
  useQuery({ ...secondFactorQueryOptions(scope), enabled });

export const startEnrolment = (scope: SecondFactorScope) => api.post<SecondFactorEnrolment>(`${base(scope)}/enrolment`);

/** The app's first code: the factor is in force; the answer is the recovery codes, shown once. */
export function useConfirmEnrolment(scope: SecondFactorScope) {
  return useMutation({
    mutationFn: (code: string) => api.post<RecoveryCodes>(`${base(scope)}/enrolment/confirm`, { code }),
  });
}

/** Once the recovery codes are saved: the status read again (enrolled, this session passed). */
export function useRefreshSecondFactor(scope: SecondFactorScope) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: secondFactorQueryOptions(scope).queryKey });
}

/** A code of the app, or a recovery code: the admin's session passes; the area opens. */
export function usePassSecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code, recovery }: { code: string; recovery: boolean }) =>
      api.post<SecondFactorStatus>(`${base('admin')}/${recovery ? 'recovery' : 'verify'}`, { code }),
    onSuccess: (status) => queryClient.setQueryData(secondFactorQueryOptions('admin').queryKey, status),
  });
}

/**
 * A professional's log-in, after the password: the app's code or a recovery code. The answer is the
 * signed-in user, loaded into the session as a log-in without the factor would.
 */
export function useSignInWithCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code, recovery }: { code: string; recovery: boolean }) =>
      api.post<LoginResponse>(`/api/auth/second-factor/${recovery ? 'recovery' : 'verify'}`, { code }),
    onSuccess: async ({ user }) => {
      queryClient.setQueryData<SessionResponse>(sessionQueryOptions().queryKey, { user });
      await queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'auth' });
    },
  });
}

/** A professional turns the factor off with a code of the app or a recovery code. */
export function useDisableSecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api.post<SecondFactorStatus>(`${base('me')}/disable`, { code }),
    onSuccess: (status) => queryClient.setQueryData(secondFactorQueryOptions('me').queryKey, status),
  });
}
