import type { AuditAction, AuditLogEntry } from '@bb/domain';
import type { AuditLogRow } from './audit-log.repository.ts';

export function presentAuditEntry(row: AuditLogRow): AuditLogEntry {
  return {
    id: row.id,
    action: row.action as AuditAction,
    targetType: row.targetType,
    targetId: row.targetId,
    details: row.details as Record<string, unknown>,
    createdAt: row.createdAt.toISOString(),
    actor: row.actor ? { id: row.actor.id, username: row.actor.username, firstName: row.actor.firstName, lastName: row.actor.lastName } : null,
  };
}
