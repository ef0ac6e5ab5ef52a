import type { PlatformSettings, PlatformSettingsPatch } from '@bb/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { platformInfoQueryKey } from '../../../lib/api/platform-info.ts';
import { platformSettingsQueryKey } from '../../../lib/api/platform-settings.ts';

/** PATCH /api/admin/settings: any subset of the keys; answers all of them. */
export function updatePlatformSettings(patch: PlatformSettingsPatch): Promise<PlatformSettings> {
  return api.PATCH('/api/admin/settings', { body: patch });
}

export function useUpdatePlatformSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePlatformSettings,
    onSuccess: (settings) => {
      queryClient.setQueryData(platformSettingsQueryKey, settings);
      // The support address and the switched-off features every screen reads.
      return queryClient.invalidateQueries({ queryKey: platformInfoQueryKey });
    },
  });
}
