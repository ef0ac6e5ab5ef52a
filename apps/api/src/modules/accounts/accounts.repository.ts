import { and, count, eq, gt, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { CompanyRole } from '@bb/domain';
import type { Executor } from '../../db/client.ts';
import { companyRolesOfUser } from './company-roles.sql.ts';
import { loginAttempts, userTokens, users } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;
export type UserWithRoles = UserRow & { companyRoles: { companyId: string; role: CompanyRole }[] };
export type TokenPurpose = (typeof userTokens.$inferInsert)['purpose'];

export function accountsRepository(db: Executor) {
  return {
    async findById(id: string): Promise<UserWithRoles | null> {
      const rows = await db
        .select({
          user: users,
          companyRoles: companyRolesOfUser,
        })
        .from(users)
        .where(eq(users.id, id));
      const row = rows[0];
      return row ? { ...row.user, companyRoles: row.companyRoles } : null;
    },

    async findByEmail(email: string): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.email, email));
      return row ?? null;
    },

    async findByReferralCode(code: string): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.referralCode, code));
      return row ?? null;
    },

    async emailTaken(email: string, exceptUserId?: string): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
      return Boolean(row && row.id !== exceptUserId);
    },

    async usernameTaken(username: string, exceptUserId?: string): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
      return Boolean(row && row.id !== exceptUserId);
    },

    async insert(values: typeof users.$inferInsert): Promise<UserRow> {
      const [row] = await db.insert(users).values(values).returning();
      return row!;
    },

    async update(id: string, values: Partial<typeof users.$inferInsert>): Promise<void> {
      await db
        .update(users)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(users.id, id));
    },

    /** The users holding a sealed two-factor secret, active or pending (the operator's re-seal after a rotation). */
    async withSealedTwoFactor(): Promise<string[]> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(or(isNotNull(users.otpSecret), isNotNull(users.otpPendingSecret)))
        .orderBy(users.id);
      return rows.map((row) => row.id);
    },

    /** Row-locks the user for read-modify-write sequences (two-factor confirm, referral). */
    async lock(id: string): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).for('update');
      return row ?? null;
    },

    async insertToken(values: typeof userTokens.$inferInsert): Promise<void> {
      await db.insert(userTokens).values(values);
    },

    /** The user of an unused, unexpired token, without using it up; null if none matches. */
    async usableToken(tokenHash: string, purpose: TokenPurpose): Promise<string | null> {
      const [row] = await db
        .select({ userId: userTokens.userId })
        .from(userTokens)
        .where(and(eq(userTokens.tokenHash, tokenHash), eq(userTokens.purpose, purpose), isNull(userTokens.usedAt), gt(userTokens.expiresAt, sql`now()`)));
      return row?.userId ?? null;
    },

    /** Marks an unused, unexpired token used and returns its user; null if none matched. Atomic: a code works once. */
    async consumeToken(tokenHash: string, purpose: TokenPurpose): Promise<string | null> {
      const [row] = await db
        .update(userTokens)
        .set({ usedAt: new Date() })
        .where(and(eq(userTokens.tokenHash, tokenHash), eq(userTokens.purpose, purpose), isNull(userTokens.usedAt), gt(userTokens.expiresAt, sql`now()`)))
        .returning({ userId: userTokens.userId });
      return row?.userId ?? null;
    },

    async invalidateTokens(userId: string, purpose: TokenPurpose): Promise<void> {
      await db
        .update(userTokens)
        .set({ usedAt: new Date() })
        .where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, purpose), isNull(userTokens.usedAt)));
    },

    async recordLoginAttempt(email: string, ip: string | undefined, succeeded: boolean): Promise<void> {
      await db.insert(loginAttempts).values({ email, ip, succeeded });
    },

    async recentFailedLogins(email: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(loginAttempts)
        .where(and(eq(loginAttempts.email, email), eq(loginAttempts.succeeded, false), gt(loginAttempts.createdAt, since)));
      return Number(row?.value ?? 0);
    },
  };
}
export type AccountsRepository = ReturnType<typeof accountsRepository>;
