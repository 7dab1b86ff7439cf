import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface MailboxEntry {
  to: string;
  subject: string;
  text: string;
  links: string[];
  sentAt: string;
}

export const getDevMailbox = () => api.get<MailboxEntry[]>('/api/dev/mailbox');

export const devMailboxQueryOptions = () =>
  queryOptions({ queryKey: ['auth', 'dev-mailbox'], queryFn: getDevMailbox, staleTime: 0, refetchInterval: 5_000 });

export function useDevMailbox() {
  return useQuery(devMailboxQueryOptions());
}
