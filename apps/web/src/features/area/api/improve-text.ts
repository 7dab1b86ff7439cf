import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type ImproveType = 'biography' | 'equipment' | 'work_details';

export const improveText = (input: { text: string; type: ImproveType }): Promise<{ improvedText: string }> =>
  api.post<{ improvedText: string }>('/api/ai/improve', input);

export function useImproveText() {
  return useMutation({ mutationFn: improveText });
}
