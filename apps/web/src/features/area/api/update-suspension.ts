import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ownProfileQueryKey } from '@/lib/own-profile';
import type { OwnProfile, Suspension } from '@app/domain/schemas/api/me';

export const updateSuspension = (suspended: boolean): Promise<Suspension> =>
  api.put<Suspension>('/api/me/suspension', { services_suspended: suspended });

/** Optimistic: the switch moves at once and goes back if the server refuses. */
export function useUpdateSuspension() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSuspension,
    onMutate: async (suspended) => {
      await queryClient.cancelQueries({ queryKey: ownProfileQueryKey });
      const previous = queryClient.getQueryData<OwnProfile>(ownProfileQueryKey);
      if (previous)
        queryClient.setQueryData<OwnProfile>(ownProfileQueryKey, { ...previous, services_suspended: suspended });
      return { previous };
    },
    onError: (_error, _suspended, context) => {
      if (context?.previous) queryClient.setQueryData(ownProfileQueryKey, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ownProfileQueryKey }),
  });
}
