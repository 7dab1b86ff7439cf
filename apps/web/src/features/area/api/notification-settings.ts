import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationSettings, NotificationSettingsChange } from '@app/domain/schemas/notifications';
import { api } from '@/lib/api-client';

export const notificationSettingsQueryKey = ['me', 'notifications'] as const;

export function useNotificationSettings() {
  return useQuery({
    queryKey: notificationSettingsQueryKey,
    queryFn: () => api.get<NotificationSettings>('/api/me/notifications'),
  });
}

const merged = (settings: NotificationSettings, change: NotificationSettingsChange): NotificationSettings => ({
  ...settings,
  push: { ...settings.push, ...change.push },
  email: { ...settings.email, ...change.email },
  quiet_hours: change.quiet_hours ?? settings.quiet_hours,
});

/** Optimistic: the switch moves at once and goes back if the server refuses. */
export function useChangeNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: NotificationSettingsChange) => api.put<NotificationSettings>('/api/me/notifications', change),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: notificationSettingsQueryKey });
      const previous = queryClient.getQueryData<NotificationSettings>(notificationSettingsQueryKey);
      if (previous) queryClient.setQueryData(notificationSettingsQueryKey, merged(previous, change));
      return { previous };
    },
    onError: (_error, _change, context) => {
      if (context?.previous) queryClient.setQueryData(notificationSettingsQueryKey, context.previous);
    },
    onSuccess: (saved) => queryClient.setQueryData(notificationSettingsQueryKey, saved),
  });
}
