import { count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { auditLog, users } from '../../db/schema/index.ts';
import type { ListPlan } from '../../lib/list-query.ts';

export function auditLogRepository(db: Executor) {
  const rows = (plan: ListPlan) =>
    db
      .select({
        id: auditLog.id,
        action: auditLog.action,
        targetType: auditLog.targetType,
        targetId: auditLog.targetId,
        details: auditLog.details,
        createdAt: auditLog.createdAt,
        // The actor comes with the row in the same query (left join: the account may be gone).
        actor: sql<{
          id: string;
          username: string;
          firstName: string | null;
          lastName: string | null;
        } | null>`case when ${users.id} is null then null else json_build_object('id', ${users.id}, 'username', ${users.username}, 'firstName', ${users.firstName}, 'lastName', ${users.lastName}) end`,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(plan.where)
      .orderBy(...plan.orderBy)
      .limit(plan.limit)
      .offset(plan.offset);

  return {
    async list(plan: ListPlan) {
      const [page, [total]] = await Promise.all([rows(plan), db.select({ value: count() }).from(auditLog).where(plan.where)]);
      return { count: Number(total?.value ?? 0), rows: page };
    },
  };
}
export type AuditLogRow = Awaited<ReturnType<ReturnType<typeof auditLogRepository>['list']>>['rows'][number];
