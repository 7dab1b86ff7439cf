import { useMutation } from '@tanstack/react-query';
import type { QuoteRequestInput } from '@app/domain/schemas/request';
import type { RequestCreated } from '@app/domain/schemas/api/requests';
import { api } from '@/lib/api-client';

/** Sends the brief; nothing reaches the professionals until the client confirms the e-mail. */
export const createRequest = (input: QuoteRequestInput): Promise<RequestCreated> =>
  api.post<RequestCreated>('/api/requests', input);

export function useCreateRequest() {
  return useMutation({ mutationFn: createRequest });
}
