import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ownProfileQueryKey } from './get-own-profile';

export const updateWorkDetails = (workDetails: string): Promise<{ work_details: string | null }> =>
  api.put<{ work_details: string | null }>('/api/me/work-details', { work_details: workDetails });

export function useUpdateWorkDetails() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateWorkDetails, onSuccess: () => queryClient.invalidateQueries({ queryKey: ownProfileQueryKey }) });
}
