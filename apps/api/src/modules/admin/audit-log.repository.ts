import { and, count, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { auditLog, companies, companyTransfers, programs, users } from '../../db/schema/index.ts';
import { pageWithExactCount, type ListPlan } from '../../lib/list-query.ts';

/** The user an entry is about (its actor is `users`). */
const targetUser = alias(users, 'target_user');

/**
 * The entry's target id as a uuid when it is one, else null: target ids are text (a setting has
 * none, older rows may hold anything), and a bad cast must not fail the page.
 */
const targetUuid = sql`(case when ${auditLog.targetId} ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then ${auditLog.targetId}::uuid end)`;
/** The join condition of one target table: the entry is about that type of record, and this is the record. */
const targetIs = (type: string, id: AnyColumn): SQL | undefined => and(eq(auditLog.targetType, type), sql`${id} = ${targetUuid}`);

export function auditLogRepository(db: Executor) {
  /**
   * One query per page: the entries, their actor and their target's current label, each joined
   * by primary key (left joins: an account or a record may be gone). The order and the limit stay
   * on audit_log, so its created_at indexes still serve the page.
   */
  const rows = (plan: ListPlan) =>
    db
      .select({
        id: auditLog.id,
        action: auditLog.action,
        targetType: auditLog.targetType,
        targetId: auditLog.targetId,
        details: auditLog.details,
        createdAt: auditLog.createdAt,
        actor: sql<{
          id: string;
          username: string;
          firstName: string | null;
          lastName: string | null;
        } | null>`case when ${users.id} is null then null else json_build_object('id', ${users.id}, 'username', ${users.username}, 'firstName', ${users.firstName}, 'lastName', ${users.lastName}) end`,
        programId: programs.id,
        programName: programs.name,
        companyName: companies.name,
        username: targetUser.username,
        depositPayer: companyTransfers.payerName,
        depositAmountCents: companyTransfers.amountCents,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .leftJoin(programs, targetIs('program', programs.id))
      .leftJoin(companies, targetIs('company', companies.id))
      .leftJoin(targetUser, targetIs('user', targetUser.id))
      .leftJoin(companyTransfers, targetIs('deposit', companyTransfers.id))
      .where(plan.where)
      .orderBy(...plan.orderBy)
      .limit(plan.limit)
      .offset(plan.offset);

  return {
    /** A page of entries and their count (none for an export's read). */
    async list(plan: ListPlan) {
      return pageWithExactCount(plan, rows(plan), async () => {
        const [total] = await db.select({ value: count() }).from(auditLog).where(plan.where);
        return Number(total?.value ?? 0);
      });
    },
  };
}
export type AuditLogRow = Awaited<ReturnType<ReturnType<typeof auditLogRepository>['list']>>['rows'][number];
