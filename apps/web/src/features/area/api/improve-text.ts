import { useMutation } from '@tanstack/react-query';
import type { ImprovedText } from '@app/domain/schemas/api/ai';
import { api } from '@/lib/api-client';

export type ImproveType = 'biography' | 'equipment' | 'work_details';

export const improveText = (input: { text: string; type: ImproveType }): Promise<ImprovedText> =>
  api.post<ImprovedText>('/api/ai/improve', input);

export function useImproveText() {
  return useMutation({ mutationFn: improveText });
}
