import { permissionsOf, type Permission, type PermissionSet, type User } from '@bb/domain';
import { useCurrentUser, userCompanyRole } from './current-user.tsx';

/**
 * What a user may do, from the domain's one permission table: their user type and, for a company
 * user, their role in their company (the first of their company roles). The screens ask it which
 * actions to offer; the API checks the same table. Where an answer carries `abilities` (programs,
 * deposits), those decide instead: they also know the record's state.
 */
export function permissionsOfUser(user: User): PermissionSet {
  return permissionsOf(user.userType, userCompanyRole(user)?.role ?? null);
}

/** Whether `user` holds `permission`. */
export function can(user: User, permission: Permission): boolean {
  return permissionsOfUser(user).has(permission);
}

/** The signed-in user's permission check: `const can = useCan(); can('program.fund')`. Only inside routes behind RequireAuth. */
export function useCan(): (permission: Permission) => boolean {
  const user = useCurrentUser();
  const permissions = permissionsOfUser(user);
  return (permission) => permissions.has(permission);
}
