import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminSettingsInput } from '@app/domain/schemas/admin';
import { api } from '@/lib/api-client';
import { catalogQueryOptions } from '@/lib/catalog';
import { settingsQueryOptions } from './get-settings';
import type { AdminSettings } from '@app/domain/schemas/api/admin';

export const updateSettings = (input: AdminSettingsInput) => api.patch<AdminSettings>('/api/admin/settings', input);

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: async (settings) => {
      queryClient.setQueryData(settingsQueryOptions().queryKey, settings);
      await queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
      await queryClient.invalidateQueries({ queryKey: ['support'] });
      // The public pages' promise about verification follows the setting.
      await queryClient.invalidateQueries({ queryKey: catalogQueryOptions().queryKey });
    },
  });
}
