import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';
import { STATE_TABLES } from '../../test/db-snapshot.ts';

/** What a rejected super admin call must leave untouched, the audit log included. */
export const ADMIN_TABLES = [...STATE_TABLES, 'audit_log'] as const;

export function auditEntries(db: Database, action: string) {
  return db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(asc(auditLog.createdAt));
}
