import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EmailPreferences } from '@app/domain/schemas/account';
import { api } from '@/lib/api-client';

export const emailPreferencesQueryKey = ['me', 'email-preferences'] as const;

export function useEmailPreferences() {
  return useQuery({
    queryKey: emailPreferencesQueryKey,
    queryFn: () => api.get<EmailPreferences>('/api/me/email-preferences'),
  });
}

/** Optimistic: the switch moves at once and goes back if the server refuses. */
export function useChangeEmailPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: Partial<EmailPreferences>) => api.put<EmailPreferences>('/api/me/email-preferences', change),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: emailPreferencesQueryKey });
      const previous = queryClient.getQueryData<EmailPreferences>(emailPreferencesQueryKey);
      if (previous) queryClient.setQueryData<EmailPreferences>(emailPreferencesQueryKey, { ...previous, ...change });
      return { previous };
    },
    onError: (_error, _change, context) => {
      if (context?.previous) queryClient.setQueryData(emailPreferencesQueryKey, context.previous);
    },
    onSuccess: (saved) => queryClient.setQueryData(emailPreferencesQueryKey, saved),
  });
}
