import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TERMS_VERSION } from '@app/domain/constants/legal';
import { api } from '@/lib/api-client';
import { sessionQueryOptions } from '@/lib/session';

export const acceptTerms = () => api.post<{ terms_version: string }>('/api/me/terms', { version: TERMS_VERSION });

export function useAcceptTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptTerms,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryOptions().queryKey }),
  });
}
