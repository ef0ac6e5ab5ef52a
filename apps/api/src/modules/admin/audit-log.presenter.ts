import { fromCents, type AuditLogEntry, type AuditTargetLabel } from '@bb/domain';
import { isoTime } from '../../lib/iso-time.ts';
import type { AuditLogRow } from './audit-log.repository.ts';

/** The target's current label, from the table its type names (null when it is gone or has none). */
function targetLabel(row: AuditLogRow): AuditTargetLabel | null {
  switch (row.targetType) {
    case 'program':
      return row.programId === null ? null : { name: row.programName, amount: null };
    case 'company':
      return row.companyName === null ? null : { name: row.companyName, amount: null };
    case 'user':
      return row.username === null ? null : { name: row.username, amount: null };
    case 'deposit':
      return row.depositPayer === null || row.depositAmountCents === null ? null : { name: row.depositPayer, amount: fromCents(row.depositAmountCents) };
    default:
      return null;
  }
}

export function presentAuditEntry(row: AuditLogRow): AuditLogEntry {
  return {
    id: row.id,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    details: row.details as Record<string, unknown>,
    createdAt: isoTime(row.createdAt),
    actor: row.actor ? { id: row.actor.id, username: row.actor.username, firstName: row.actor.firstName, lastName: row.actor.lastName } : null,
    target: targetLabel(row),
  };
}
