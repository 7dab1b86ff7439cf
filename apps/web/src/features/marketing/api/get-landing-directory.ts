import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LandingDirectory } from '@app/domain/schemas/api/landing';
import { api } from '@/lib/api-client';
import { serverLoadContext } from '@/lib/server-load-context';

/** The landing pages with the most professionals (specialty or occasion in a city or state). */
export const landingDirectoryQueryOptions = () =>
  queryOptions({
    queryKey: ['landing', 'directory'],
    queryFn: ({ signal }) => api.get<LandingDirectory>('/api/landing', { signal }),
    staleTime: 10 * 60_000,
  });

export const useLandingDirectory = () => useQuery(landingDirectoryQueryOptions());

/** Read with the page on the server; without it the page still renders, and the list is left out. */
export async function prefetchLandingDirectory(context: unknown) {
  const server = serverLoadContext(context);
  if (server) await server.queryClient.prefetchQuery(landingDirectoryQueryOptions());
}
