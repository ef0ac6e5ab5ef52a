/** GET /api/admin/audit-log: what staff and super admins changed (DECISIONS "Accounts and security"). */
import { z } from 'zod';

export const auditActorSchema = z.object({
  id: z.uuid(),
  username: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
});

export const auditLogEntrySchema = z.object({
  id: z.uuid(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.iso.datetime(),
  /** null when the actor's account no longer exists. */
  actor: auditActorSchema.nullable(),
});
export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>;
