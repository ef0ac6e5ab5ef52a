/**
 * Who may see a deposit, written once: super admins every incoming transfer; a company's members
 * the deposits accredited to their company (with their invoices). Anything else is a 404.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { companyTransfers } from '../../db/schema/index.ts';
import type { Caller } from '../../plugins/actor.ts';
import type { Actor } from '../../plugins/types.ts';

export function canSeeDeposit(caller: Caller, deposit: { companyId: string | null; accreditationStatus: string }): boolean {
  if (caller.userType === 'superadmin' || caller.userType === 'system') return true;
  return caller.userType === 'company' && caller.company?.id === deposit.companyId && deposit.accreditationStatus === 'accredited';
}

/** The SQL condition of `canSeeDeposit`, for lists. */
export function depositsVisibleTo(actor: Actor): SQL | undefined {
  if (actor.userType === 'superadmin') return undefined;
  if (actor.userType !== 'company' || !actor.company) return sql`false`;
  return and(eq(companyTransfers.companyId, actor.company.id), eq(companyTransfers.accreditationStatus, 'accredited'));
}
