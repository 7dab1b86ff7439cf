import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminRequestVisibility } from '@app/domain/schemas/api/admin-requests';
import { api } from '@/lib/api-client';

export const setRequestHidden = ({ id, hidden }: { id: string; hidden: boolean }) =>
  api.post<AdminRequestVisibility>(`/api/admin/requests/${encodeURIComponent(id)}/${hidden ? 'hide' : 'show'}`);

/** Hiding changes the list, the figures and the signals: all of the page is read again. */
export function useSetRequestHidden() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setRequestHidden,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
  });
}
