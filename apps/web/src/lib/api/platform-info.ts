import { DEFAULT_SUPPORT_EMAIL, type GovernedFeature, type PlatformInfo } from '@bb/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client.ts';

export const platformInfoQueryKey = ['platform'] as const;

/** GET /api/platform (public): the support address and the features switched off right now. */
export function fetchPlatformInfo(): Promise<PlatformInfo> {
  return api.GET('/api/platform');
}

export function platformInfoQueryOptions() {
  // A super admin's change shows within a minute; every screen that mentions support reads it.
  return queryOptions({ queryKey: platformInfoQueryKey, queryFn: fetchPlatformInfo, staleTime: 60_000 });
}

export function usePlatformInfo() {
  return useQuery(platformInfoQueryOptions());
}

/** Where support is reached: the platform's setting, or its default while the answer is on its way. */
export function useSupportEmail(): string {
  return usePlatformInfo().data?.supportEmail ?? DEFAULT_SUPPORT_EMAIL;
}

/** Whether FEATURE_DISABLED has switched `feature` off (false while unknown: the server refuses anyway). */
export function useFeatureDisabled(feature: GovernedFeature): boolean {
  return usePlatformInfo().data?.disabledFeatures.includes(feature) ?? false;
}
