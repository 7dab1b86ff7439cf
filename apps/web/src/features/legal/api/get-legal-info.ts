import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LegalInfo } from '@app/domain/schemas/api/legal';
import { api } from '@/lib/api-client';
import { serverLoadContext } from '@/lib/server-load-context';

/**
 * The terms in force, the company behind the site and how to reach it. Every page's footer names
 * the company, so the server puts this in each page it renders.
 */
export const legalInfoQueryOptions = () =>
  queryOptions({
    queryKey: ['legal'],
    queryFn: ({ signal }) => api.get<LegalInfo>('/api/legal', { signal }),
    staleTime: 5 * 60_000,
  });

/**
 * On the server, makes sure the company is in the page's cache: the legal texts name it in their
 * own words (razão social, CNPJ, address), and without the app nothing would load it later.
 */
export async function prefetchLegalInfo(context: unknown) {
  const server = serverLoadContext(context);
  if (server) await server.queryClient.fetchQuery(legalInfoQueryOptions());
}

/** Null while it loads. */
export function useLegalInfo(): LegalInfo | null {
  return useQuery(legalInfoQueryOptions()).data ?? null;
}

/** The contact address the texts name (the admins may change it). */
export function useContactEmail(): string | null {
  return useLegalInfo()?.contact_email ?? null;
}
