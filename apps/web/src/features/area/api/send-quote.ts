import type { QuoteInput } from '@app/domain/schemas/request';
import type { ProfessionalRequest } from '@app/domain/schemas/api/requests';
import { api } from '@/lib/api-client';
import { useAnswerRequest } from './answer-request';

export const sendQuote = ({ id, input }: { id: string; input: QuoteInput }): Promise<ProfessionalRequest> =>
  api.post<ProfessionalRequest>(`/api/me/requests/${encodeURIComponent(id)}/quote`, input);

/** The card shows the quote (and the client's contact) as soon as the server has it. */
export function useSendQuote() {
  return useAnswerRequest(sendQuote);
}
