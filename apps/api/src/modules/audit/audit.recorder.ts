import type { Executor } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';
import type { Actor } from '../../plugins/types.ts';

export interface AuditEntry {
  /** e.g. 'company.verify', 'user.block', 'settings.update' */
  action: string;
  targetType: string;
  targetId: string | null;
  details?: Record<string, unknown>;
}

/**
 * Writes the audit record of a state change, in the caller's transaction so that the change and
 * its record commit together. Every staff and super admin action that changes state calls it.
 */
export async function recordAudit(executor: Executor, actor: Actor, entry: AuditEntry): Promise<void> {
  await executor
    .insert(auditLog)
    .values({ actorId: actor.userId, action: entry.action, targetType: entry.targetType, targetId: entry.targetId, details: entry.details ?? {} });
}
