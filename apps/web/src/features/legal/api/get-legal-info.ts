import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import type { LegalInfo } from '@app/domain/schemas/api/legal';
import type { PageMeta } from '@app/domain/schemas/api/pages';
import { api } from '@/lib/api-client';
import { serverLoadContext } from '@/lib/server-load-context';
import type { PageLoaderData } from '@/lib/server-load-context';

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
 * The loader of a legal text: its head, and, on the server, the company in the page's cache: the
 * texts name it in their own words (razão social, CNPJ, address), and on a page served without the
 * app nothing would load it later.
 */
export const legalPageLoader =
  (meta: PageMeta) =>
  async ({ context }: LoaderFunctionArgs): Promise<PageLoaderData> => {
    const server = serverLoadContext(context);
    if (server) await server.queryClient.fetchQuery(legalInfoQueryOptions());
    return { meta };
  };

/** Null while it loads. */
export function useLegalInfo(): LegalInfo | null {
  return useQuery(legalInfoQueryOptions()).data ?? null;
}

/** The contact address the texts name (the admins may change it). */
export function useContactEmail(): string | null {
  return useLegalInfo()?.contact_email ?? null;
}
