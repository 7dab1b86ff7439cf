import { queryOptions, useQuery } from '@tanstack/react-query';
import { PROFILES_STALE_MS } from '@app/domain/constants/business';
import type { LandingPage } from '@app/domain/schemas/api/landing';
import { api } from '@/lib/api-client';

export const getLanding = (facet: string, place: string, signal?: AbortSignal): Promise<LandingPage> =>
  api.get<LandingPage>(`/api/landing/${encodeURIComponent(facet)}/${encodeURIComponent(place)}`, { signal });

export const landingQueryOptions = (facet: string, place: string) =>
  queryOptions({
    queryKey: ['landing', facet.toLowerCase(), place.toLowerCase()],
    queryFn: ({ signal }) => getLanding(facet, place, signal),
    staleTime: PROFILES_STALE_MS,
  });

export function useLanding(facet: string, place: string) {
  return useQuery(landingQueryOptions(facet, place));
}
