import type { ProgramRole } from '@bb/domain';
import type { Actor } from '../../plugins/types.ts';

/** How the actor stands towards a program of `companyId`: null for a company user of another company. */
export function programRole(actor: Actor, companyId: string): ProgramRole | null {
  switch (actor.userType) {
    case 'superadmin':
    case 'staff':
    case 'hacker':
      return actor.userType;
    case 'company':
      return actor.companyRoles.some((role) => role.companyId === companyId) ? 'company' : null;
  }
}

/**
 * Who may read a program: its company, staff and super admins always; hackers an open
 * (active or paused) program that is public or admitted them. Anyone else gets a 404.
 */
export function canReadProgram(role: ProgramRole | null, program: { status: string; isPublic: boolean }, admitted: boolean): boolean {
  if (role === null) return false;
  if (role !== 'hacker') return true;
  return (program.status === 'active' || program.status === 'paused') && (program.isPublic || admitted);
}
