import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MailboxEntry } from '@app/domain/schemas/api/mailbox';
import { api } from '@/lib/api-client';

export const getDevMailbox = () => api.get<MailboxEntry[]>('/api/dev/mailbox');

export const devMailboxQueryOptions = () =>
  queryOptions({ queryKey: ['auth', 'dev-mailbox'], queryFn: getDevMailbox, staleTime: 0, refetchInterval: 5_000 });

export function useDevMailbox() {
  return useQuery(devMailboxQueryOptions());
}
