import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LegalInfo } from '@app/domain/schemas/api/legal';
import { api } from '@/lib/api-client';

/**
 * The terms in force, the company behind the site and how to reach it. Every page's footer names
 * the company, so the server puts this in each page it renders.
 */
export const legalInfoQueryOptions = () =>
  queryOptions({ queryKey: ['legal'], queryFn: ({ signal }) => api.get<LegalInfo>('/api/legal', { signal }), staleTime: 5 * 60_000 });

/** Null while it loads. */
export function useLegalInfo(): LegalInfo | null {
  return useQuery(legalInfoQueryOptions()).data ?? null;
}

/** The contact address the texts name (the admins may change it). */
export function useContactEmail(): string | null {
  return useLegalInfo()?.contact_email ?? null;
}
