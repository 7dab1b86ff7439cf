import { useMutation } from '@tanstack/react-query';
import type { ContactAnswer } from '@app/domain/schemas/interaction';
import { api } from '@/lib/api-client';
import { getVisitorId } from '@/lib/visitor-id';

export const answerContact = (professionalId: string, answer: ContactAnswer['answer']): Promise<void> =>
  api.post<void>(`/api/professionals/${encodeURIComponent(professionalId)}/contact-answers`, {
    visitor_id: getVisitorId(),
    answer,
  });

export function useAnswerContact(professionalId: string) {
  return useMutation({ mutationFn: (answer: ContactAnswer['answer']) => answerContact(professionalId, answer) });
}
