import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { CompanyRole, UserType } from '@bb/domain';
import type { Executor } from '../../db/client.ts';
import { companyRolesOfUser } from './company-roles.sql.ts';
import { sessions, users } from '../../db/schema/index.ts';

export interface SessionRow {
  id: string;
  userId: string;
  rememberMe: boolean;
  expiresAt: Date;
  lastSeenAt: Date;
  userType: UserType;
  otpEnabled: boolean;
  isBlocked: boolean;
  usable: boolean;
  companyRoles: { companyId: string; role: CompanyRole }[];
}

export function sessionsRepository(db: Executor) {
  return {
    async insert(values: typeof sessions.$inferInsert) {
      await db.insert(sessions).values(values);
    },

    /** The session with what authorization needs of its user, in one query. */
    async findActive(id: string): Promise<SessionRow | null> {
      const rows = await db
        .select({
          id: sessions.id,
          userId: sessions.userId,
          rememberMe: sessions.rememberMe,
          expiresAt: sessions.expiresAt,
          lastSeenAt: sessions.lastSeenAt,
          userType: users.userType,
          otpEnabled: sql<boolean>`${users.otpEnabledAt} is not null`,
          isBlocked: users.isBlocked,
          usable: sql<boolean>`${users.isActive} and ${users.deactivatedAt} is null`,
          companyRoles: companyRolesOfUser,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.id, id), gt(sessions.expiresAt, sql`now()`)))
        .limit(1);
      return rows[0] ?? null;
    },

    async touch(id: string, expiresAt: Date) {
      await db.update(sessions).set({ lastSeenAt: new Date(), expiresAt }).where(eq(sessions.id, id));
    },

    async delete(id: string) {
      await db.delete(sessions).where(eq(sessions.id, id));
    },

    async deleteAllForUser(userId: string, exceptSessionId?: string) {
      await db.delete(sessions).where(and(eq(sessions.userId, userId), exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined));
    },
  };
}
export type SessionsRepository = ReturnType<typeof sessionsRepository>;
