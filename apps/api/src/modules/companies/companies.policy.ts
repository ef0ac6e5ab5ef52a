/**
 * Who may see and change a company's records. A company's members see their company; staff and
 * super admins see every company; super admins (and members) read every team. Records of another
 * company answer 404; a member whose role lacks the permission gets 403.
 */
import { grants, type CompanyRole, type Permission } from '@bb/domain';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../../plugins/types.ts';

/** Whether the actor may see the company's team (super admins every team, members their own). */
export function canSeeTeam(actor: Actor, companyId: string): boolean {
  return actor.userType === 'superadmin' || actor.company?.id === companyId;
}

/**
 * The member's role, read from the database inside the transaction (not the session's copy), must
 * grant the permission: a role changed a moment ago counts at once.
 */
export function assertMemberMay(member: { role: CompanyRole }, permission: Permission): void {
  if (!grants(permission, 'company', member.role)) throw new AppError('FORBIDDEN');
}
