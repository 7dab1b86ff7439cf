import type { ClientRequestView } from '@app/domain/schemas/api/requests';
import { api } from '@/lib/api-client';

/**
 * The link in the e-mail: confirms the request, which sends it to the professionals, and answers
 * with the client's page. Safe to repeat: the page calls it each time it opens. The token goes in
 * the body, never in an address that a log keeps.
 */
export const confirmRequest = (token: string): Promise<ClientRequestView> =>
  api.post<ClientRequestView>('/api/requests/confirm', { token });
