import { AUDIT_ACTIONS, type AuditEntry } from '@bb/domain';
import type { Executor } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';
import type { Caller } from '../../plugins/actor.ts';

const rowOf = (actor: Caller, entry: AuditEntry) => ({
  actorId: actor.userId,
  action: entry.action,
  targetType: AUDIT_ACTIONS[entry.action],
  targetId: entry.targetId,
  details: entry.details,
});

/**
 * Writes the audit record of a state change, in the caller's transaction so that the change and
 * its record commit together. The action names its target type and the shape of its details.
 */
export async function recordAudit(executor: Executor, actor: Caller, entry: AuditEntry): Promise<void> {
  await executor.insert(auditLog).values(rowOf(actor, entry));
}

/** Many entries of one actor (a bulk move audits each record), a few thousand rows per statement. */
export async function recordAudits(executor: Executor, actor: Caller, entries: readonly AuditEntry[]): Promise<void> {
  for (let start = 0; start < entries.length; start += 5000) {
    await executor.insert(auditLog).values(entries.slice(start, start + 5000).map((entry) => rowOf(actor, entry)));
  }
}

/** Staff and super admin changes are audited (DECISIONS "Accounts and security"); the owners' own changes are not. */
export const isAudited = (actor: Caller): boolean => actor.userType === 'staff' || actor.userType === 'superadmin';

/** Records the entry when the actor is staff or a super admin. */
export async function auditStaffAction(executor: Executor, actor: Caller, entry: AuditEntry): Promise<void> {
  if (isAudited(actor)) await recordAudit(executor, actor, entry);
}
