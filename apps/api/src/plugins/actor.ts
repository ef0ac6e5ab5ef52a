import { permissionsOf, SYSTEM_PERMISSIONS, tokenPermissions, type CompanyRole, type Permission, type PermissionSet, type UserType } from '@bb/domain';
import { AppError } from '../lib/app-error.ts';
import type { Actor } from './types.ts';

export type { Actor } from './types.ts';

/**
 * The actor of a session or an API token: the company is the first membership, the permissions follow the user type
 * and role there, narrowed to a token's scopes.
 */
export function buildActor(user: Omit<Actor, 'company' | 'permissions' | 'token'> & { token?: Actor['token'] }): Actor {
  const first = user.userType === 'company' ? user.companyRoles[0] : undefined;
  const company = first ? { id: first.companyId, role: first.role } : null;
  const token = user.token ?? null;
  const permissions = permissionsOf(user.userType, company?.role ?? null);
  return { ...user, token, company, permissions: token ? tokenPermissions(permissions, token.scopes) : permissions };
}

/** Whoever causes a change: a signed-in user, or the platform itself (a provider webhook, a job). */
export interface Caller {
  /** null for the platform. */
  userId: string | null;
  userType: UserType | 'system';
  /** A company user's company and role there (see Actor). */
  company?: Actor['company'];
  permissions: PermissionSet;
}

/** The platform acting on its own: it holds only the permissions the table grants to `system`. */
export const SYSTEM_CALLER: Caller = { userId: null, userType: 'system', permissions: SYSTEM_PERMISSIONS };

/** A company user's company and role; a caller without one (not a company user, or not registered yet) gets a 404. */
export function requireCompany(actor: Actor): { id: string; role: CompanyRole } {
  if (!actor.company) throw new AppError('NOT_FOUND');
  return actor.company;
}

/** 403 FORBIDDEN unless the caller holds the permission (services check it against the record they loaded). */
export function assertPermission(caller: Caller, permission: Permission): void {
  if (!caller.permissions.has(permission)) throw new AppError('FORBIDDEN');
}
