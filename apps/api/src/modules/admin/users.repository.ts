import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { pageWithExactCount, type ListPlan } from '../../lib/list-query.ts';

/** The columns the super admin's lists show: never hashes, secrets or tokens. */
const managedUserColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  userType: users.userType,
  isBlocked: users.isBlocked,
  kycStatus: users.kycStatus,
  pictureId: users.pictureId,
  createdAt: users.createdAt,
  deactivatedAt: users.deactivatedAt,
};
export type ManagedUserRow = Pick<typeof users.$inferSelect, keyof typeof managedUserColumns>;

export function adminUsersRepository(db: Executor) {
  return {
    /** One page and the total, on two connections at once. */
    /** A page of users and their count (none for an export's read). */
    async list(scope: SQL, plan: ListPlan): Promise<{ count: number; rows: ManagedUserRow[] }> {
      const where = and(scope, plan.where);
      const rows = db
        .select(managedUserColumns)
        .from(users)
        .where(where)
        .orderBy(...plan.orderBy)
        .limit(plan.limit)
        .offset(plan.offset);
      return pageWithExactCount(plan, rows, async () => {
        const [total] = await db.select({ value: count() }).from(users).where(where);
        return Number(total?.value ?? 0);
      });
    },

    async countByType(): Promise<{ hackers: number; companies: number; staff: number; superadmins: number }> {
      const [row] = await db
        .select({
          hackers: sql<number>`count(*) filter (where ${users.userType} = 'hacker')::int`,
          companies: sql<number>`count(*) filter (where ${users.userType} = 'company')::int`,
          staff: sql<number>`count(*) filter (where ${users.userType} = 'staff')::int`,
          superadmins: sql<number>`count(*) filter (where ${users.userType} = 'superadmin')::int`,
        })
        .from(users);
      return row ?? { hackers: 0, companies: 0, staff: 0, superadmins: 0 };
    },

    async findById(id: string): Promise<ManagedUserRow | null> {
      const [row] = await db.select(managedUserColumns).from(users).where(eq(users.id, id));
      return row ?? null;
    },

    /** Row-locks the user, so two super admins blocking at once record one change. */
    async lock(id: string): Promise<ManagedUserRow | null> {
      const [row] = await db.select(managedUserColumns).from(users).where(eq(users.id, id)).for('update');
      return row ?? null;
    },

    /** A triager's removal (their account deactivated) or restoration. */
    async setRemoved(id: string, removed: boolean): Promise<ManagedUserRow> {
      const now = new Date();
      const [row] = await db
        .update(users)
        .set({ deactivatedAt: removed ? now : null, updatedAt: now })
        .where(eq(users.id, id))
        .returning(managedUserColumns);
      return row!;
    },

    async setBlocked(id: string, isBlocked: boolean): Promise<ManagedUserRow> {
      const [row] = await db.update(users).set({ isBlocked, updatedAt: new Date() }).where(eq(users.id, id)).returning(managedUserColumns);
      return row!;
    },
  };
}
