import type { CompanyRole } from '@bb/domain';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../../plugins/types.ts';

export interface OwnCompany {
  companyId: string;
  role: CompanyRole;
}

/** The company of a company user: their first company role (spec part 1 section 6); none is a 404. */
export function ownCompany(actor: Actor): OwnCompany {
  const first = actor.companyRoles[0];
  if (actor.userType !== 'company' || !first) throw new AppError('NOT_FOUND');
  return first;
}

/** Changes to the company itself (profile, team) are for its administrators. */
export function assertAdmin(role: CompanyRole): void {
  if (role !== 'ADMIN') throw new AppError('FORBIDDEN');
}

/** Super admins see every team; company users only their own (anything else answers 404). */
export function canReadTeam(actor: Actor, companyId: string): boolean {
  if (actor.userType === 'superadmin') return true;
  return actor.userType === 'company' && actor.companyRoles.some((r) => r.companyId === companyId);
}
