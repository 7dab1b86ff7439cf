import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { sessionQueryOptions } from '@/lib/session';

export interface DeleteAccountInput {
  password: string;
  confirmation: string;
}

export const deleteAccount = (input: DeleteAccountInput) => api.post<void>('/api/me/account/delete', input);

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}

/**
 * After the deletion nothing of the account stays in this browser's cache. Called once the page
 * has left the area, so its guard does not send the person to the log-in screen first.
 */
export function useForgetAccount() {
  const queryClient = useQueryClient();
  return () => {
    queryClient.setQueryData(sessionQueryOptions().queryKey, { user: null });
    queryClient.removeQueries({ queryKey: ['me'] });
    queryClient.removeQueries({ queryKey: ['subscription'] });
    // The way out stays set while the area may still be on screen; the next signed-in visit clears it.
  };
}
