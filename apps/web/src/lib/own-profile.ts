import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { OwnProfile } from '@app/domain/schemas/api/me';

/** The signed-in professional's own profile: the area edits it; the public profile page reads it to tell the owner where verification stands. */
export const ownProfileQueryKey = ['me', 'profile'] as const;

export const getOwnProfile = (): Promise<OwnProfile> => api.get<OwnProfile>('/api/me/profile');

export const ownProfileQueryOptions = () =>
  queryOptions({ queryKey: ownProfileQueryKey, queryFn: getOwnProfile, staleTime: 5_000 });

export function useOwnProfile() {
  return useQuery(ownProfileQueryOptions());
}
