/** The dashboard feature's query keys: the caller's dashboard and the super admin's platform figures. */
export const dashboardKeys = {
  all: ['stats'] as const,
  dashboard: ['stats', 'dashboard'] as const,
  platform: ['stats', 'platform'] as const,
  nationalities: ['stats', 'nationalities'] as const,
};
