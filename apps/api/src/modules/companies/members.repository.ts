import { and, count, eq, sql } from 'drizzle-orm';
import type { CompanyRole, InviteStatus } from '@bb/domain';
import type { Executor } from '../../db/client.ts';
import { companyMembers, users } from '../../db/schema/index.ts';
import { pageWithExactCount, type ListPlan } from '../../lib/list-query.ts';

export interface MemberRecord {
  id: string;
  companyId: string;
  userId: string;
  role: CompanyRole;
  isBlocked: boolean;
  inviteStatus: InviteStatus;
  createdAt: Date;
  firstName: string | null;
  lastName: string | null;
  username: string;
  email: string;
}

/** A membership with its user's names, joined in the same query. */
const memberFields = {
  id: companyMembers.id,
  companyId: companyMembers.companyId,
  userId: companyMembers.userId,
  role: companyMembers.role,
  isBlocked: companyMembers.isBlocked,
  inviteStatus: sql<InviteStatus>`${companyMembers.inviteStatus}`,
  createdAt: companyMembers.createdAt,
  firstName: users.firstName,
  lastName: users.lastName,
  username: users.username,
  email: users.email,
};

/** Memberships, every query scoped by company (or by the user for their own memberships). */
export function membersRepository(db: Executor) {
  return {
    /** A page of the company's members and their count (none for an export's read). */
    async list(companyId: string, plan: ListPlan): Promise<{ count: number; rows: MemberRecord[] }> {
      const where = and(eq(companyMembers.companyId, companyId), plan.where);
      const rows = db
        .select(memberFields)
        .from(companyMembers)
        .innerJoin(users, eq(users.id, companyMembers.userId))
        .where(where)
        .orderBy(...plan.orderBy)
        .limit(plan.limit)
        .offset(plan.offset);
      return pageWithExactCount(plan, rows, async () => {
        const [total] = await db.select({ value: count() }).from(companyMembers).innerJoin(users, eq(users.id, companyMembers.userId)).where(where);
        return Number(total?.value ?? 0);
      });
    },

    async find(companyId: string, userId: string): Promise<MemberRecord | null> {
      const [row] = await db
        .select(memberFields)
        .from(companyMembers)
        .innerJoin(users, eq(users.id, companyMembers.userId))
        .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)));
      return row ?? null;
    },

    async insert(values: { companyId: string; userId: string; role: CompanyRole; inviteStatus: InviteStatus }): Promise<void> {
      await db.insert(companyMembers).values(values);
    },

    async update(companyId: string, userId: string, values: { role?: CompanyRole; isBlocked?: boolean }): Promise<void> {
      await db
        .update(companyMembers)
        .set(values)
        .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)));
    },

    async countActiveAdmins(companyId: string): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(companyMembers)
        .where(
          and(
            eq(companyMembers.companyId, companyId),
            eq(companyMembers.role, 'ADMIN'),
            eq(companyMembers.isBlocked, false),
            eq(companyMembers.inviteStatus, 'accepted'),
          ),
        );
      return Number(row?.value ?? 0);
    },

    /** Row-locks the user, so two registrations by one user cannot both pass the membership check. */
    async lockUser(userId: string): Promise<void> {
      await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    },

    async userHasMembership(userId: string): Promise<boolean> {
      const [row] = await db.select({ id: companyMembers.id }).from(companyMembers).where(eq(companyMembers.userId, userId)).limit(1);
      return Boolean(row);
    },

    /** The invitee set a password: their pending memberships become accepted. */
    async acceptPending(userId: string): Promise<void> {
      await db
        .update(companyMembers)
        .set({ inviteStatus: 'accepted' })
        .where(and(eq(companyMembers.userId, userId), eq(companyMembers.inviteStatus, 'pending')));
    },
  };
}
export type MembersRepository = ReturnType<typeof membersRepository>;

/** True when the user belongs to at least one company and is blocked in all of them (sign-in refuses them). */
export async function isBlockedInEveryCompany(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ value: sql<boolean | null>`bool_and(${companyMembers.isBlocked})` })
    .from(companyMembers)
    .where(eq(companyMembers.userId, userId));
  return row?.value === true;
}
