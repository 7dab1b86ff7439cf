import type { DeclineInput } from '@app/domain/schemas/request';
import type { ProfessionalRequest } from '@app/domain/schemas/api/requests';
import { api } from '@/lib/api-client';
import { useAnswerRequest } from './answer-request';

export const declineRequest = ({ id, input }: { id: string; input: DeclineInput }): Promise<ProfessionalRequest> =>
  api.post<ProfessionalRequest>(`/api/me/requests/${encodeURIComponent(id)}/decline`, input);

export function useDeclineRequest() {
  return useAnswerRequest(declineRequest);
}
