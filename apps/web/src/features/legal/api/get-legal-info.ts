import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface LegalInfo {
  terms_version: string;
  contact_email: string;
}

export const legalInfoQueryOptions = () =>
  queryOptions({ queryKey: ['legal'], queryFn: ({ signal }) => api.get<LegalInfo>('/api/legal', { signal }), staleTime: 5 * 60_000 });

/** The contact address the texts name (the admins may change it). */
export function useContactEmail(): string | null {
  return useQuery(legalInfoQueryOptions()).data?.contact_email ?? null;
}
