import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AvailabilitySettingsInput, BusyDaysChange, OwnAvailability } from '@app/domain/schemas/availability';
import { api } from '@/lib/api-client';

export const ownAvailabilityQueryKey = ['me', 'availability'] as const;

/** One month of the professional's own calendar (from its first to its last day). */
export const getOwnAvailability = (from: string, to: string) =>
  api.get<OwnAvailability>('/api/me/availability', { query: { from, to } });

export const ownAvailabilityQueryOptions = (from: string, to: string) =>
  queryOptions({
    queryKey: [...ownAvailabilityQueryKey, from, to],
    queryFn: () => getOwnAvailability(from, to),
    placeholderData: keepPreviousData,
  });

export function useOwnAvailability(from: string, to: string) {
  return useQuery(ownAvailabilityQueryOptions(from, to));
}

export const changeBusyDays = (change: BusyDaysChange): Promise<void> =>
  api.put<void>('/api/me/availability/days', change);
export const updateAvailabilitySettings = (input: AvailabilitySettingsInput) =>
  api.patch<OwnAvailability>('/api/me/availability/settings', input);
export const syncCalendar = () => api.post<OwnAvailability>('/api/me/availability/calendar/sync');

function useAvailabilityMutation<T, R>(fn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ownAvailabilityQueryKey }),
  });
}

export const useChangeBusyDays = () => useAvailabilityMutation(changeBusyDays);
export const useUpdateAvailabilitySettings = () => useAvailabilityMutation(updateAvailabilitySettings);
export const useSyncCalendar = () => useAvailabilityMutation(syncCalendar);
