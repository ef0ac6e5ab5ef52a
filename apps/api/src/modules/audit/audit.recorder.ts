import { AUDIT_ACTIONS, type AuditEntry } from '@bb/domain';
import type { Executor } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';
import type { Caller } from '../../plugins/actor.ts';

/**
 * Writes the audit record of a state change, in the caller's transaction so that the change and
 * its record commit together. The action names its target type and the shape of its details.
 */
export async function recordAudit(executor: Executor, actor: Caller, entry: AuditEntry): Promise<void> {
  await executor.insert(auditLog).values({
    actorId: actor.userId,
    action: entry.action,
    targetType: AUDIT_ACTIONS[entry.action],
    targetId: entry.targetId,
    details: entry.details,
  });
}

/** Staff and super admin changes are audited (DECISIONS "Accounts and security"); the owners' own changes are not. */
export const isAudited = (actor: Caller): boolean => actor.userType === 'staff' || actor.userType === 'superadmin';

/** Records the entry when the actor is staff or a super admin. */
export async function auditStaffAction(executor: Executor, actor: Caller, entry: AuditEntry): Promise<void> {
  if (isAudited(actor)) await recordAudit(executor, actor, entry);
}
