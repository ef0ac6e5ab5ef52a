import type { PlatformSettings } from '@bb/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client.ts';

export const platformSettingsQueryKey = ['admin', 'settings'] as const;

/** GET /api/admin/settings: every setting, stored or default. */
export function fetchPlatformSettings(): Promise<PlatformSettings> {
  return api.GET('/api/admin/settings');
}

export function platformSettingsQueryOptions() {
  return queryOptions({ queryKey: platformSettingsQueryKey, queryFn: fetchPlatformSettings });
}

export function usePlatformSettings() {
  return useQuery(platformSettingsQueryOptions());
}
