import { sharedQueryKeys } from '../../../lib/query-keys.ts';

/** The dashboard feature's query keys: the caller's dashboard (shared: other features' changes refresh it) and the super admin's platform figures. */
export const dashboardKeys = {
  all: ['stats'] as const,
  dashboard: sharedQueryKeys.dashboard,
  platform: ['stats', 'platform'] as const,
  nationalities: ['stats', 'nationalities'] as const,
};
