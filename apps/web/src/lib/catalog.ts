import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Catalog } from '@app/domain/schemas/api/catalog';
import { api } from '@/lib/api-client';
import { serverLoadContext } from '@/lib/server-load-context';

export const getCatalog = (): Promise<Catalog> => api.get<Catalog>('/api/catalog');

/**
 * The public catalogue, one query for the whole app: the report form reads its reasons, and the
 * marketing pages read whether only verified professionals are listed.
 */
export const catalogQueryOptions = () =>
  queryOptions({ queryKey: ['catalog'], queryFn: getCatalog, staleTime: 60 * 60 * 1000 });

export function useCatalog() {
  return useQuery(catalogQueryOptions());
}

/** On the server, puts the catalogue in the page's query cache, so the first paint already says the right thing. */
export async function prefetchCatalog(context: unknown) {
  const server = serverLoadContext(context);
  if (server) await server.queryClient.fetchQuery(catalogQueryOptions());
}
