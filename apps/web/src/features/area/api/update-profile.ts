import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileUpdateInput } from '@app/domain/schemas/professional';
import { api } from '@/lib/api-client';
import { ownProfileQueryKey } from '@/lib/own-profile';
import type { OwnProfile } from '@app/domain/schemas/api/me';

export const updateProfile = (input: ProfileUpdateInput): Promise<OwnProfile> =>
  api.put<OwnProfile>('/api/me/profile', input);

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => queryClient.setQueryData(ownProfileQueryKey, profile),
  });
}
