import { useMutation } from '@tanstack/react-query';
import type { ImprovedText, ImproveType } from '@app/domain/schemas/api/ai';
import { api } from '@/lib/api-client';

export type { ImproveType };

export const improveText = (input: { text: string; type: ImproveType }): Promise<ImprovedText> =>
  api.post<ImprovedText>('/api/ai/improve', input);

export function useImproveText() {
  return useMutation({ mutationFn: improveText });
}
