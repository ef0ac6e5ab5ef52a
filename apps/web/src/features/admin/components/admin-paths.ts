/** Where the super admin screens live. */
export const ADMIN_PATHS = {
  users: '/users',
  settings: '/settings',
  auditLog: '/audit-log',
} as const;

export function adminCompanyPath(companyId: string): string {
  return `/companies/${encodeURIComponent(companyId)}`;
}
