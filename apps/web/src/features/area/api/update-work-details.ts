import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WorkDetails } from '@app/domain/schemas/api/me';
import { api } from '@/lib/api-client';
import { ownProfileQueryKey } from '@/lib/own-profile';

export const updateWorkDetails = (workDetails: string): Promise<WorkDetails> =>
  api.put<WorkDetails>('/api/me/work-details', { work_details: workDetails });

export function useUpdateWorkDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWorkDetails,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ownProfileQueryKey }),
  });
}
