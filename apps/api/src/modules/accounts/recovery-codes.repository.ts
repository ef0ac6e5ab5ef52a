import { and, count, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { otpRecoveryCodes } from '../../db/schema/index.ts';

/** Two-factor recovery codes, by their SHA-256; every query is scoped to one user. */
export function recoveryCodesRepository(db: Executor) {
  return {
    /** Replaces the user's codes (used or not) with these hashes. */
    async replace(userId: string, codeHashes: string[]): Promise<void> {
      await db.delete(otpRecoveryCodes).where(eq(otpRecoveryCodes.userId, userId));
      if (codeHashes.length) await db.insert(otpRecoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
    },

    /**
     * Marks an unused code used; false when there is none. One statement, so two sign-ins racing
     * with the same code cannot both win: the second waits for the first's row lock, then finds it used.
     */
    async consume(userId: string, codeHash: string): Promise<boolean> {
      const rows = await db
        .update(otpRecoveryCodes)
        .set({ usedAt: new Date() })
        .where(and(eq(otpRecoveryCodes.userId, userId), eq(otpRecoveryCodes.codeHash, codeHash), isNull(otpRecoveryCodes.usedAt)))
        .returning({ id: otpRecoveryCodes.id });
      return rows.length > 0;
    },

    async countUnused(userId: string): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(otpRecoveryCodes)
        .where(and(eq(otpRecoveryCodes.userId, userId), isNull(otpRecoveryCodes.usedAt)));
      return Number(row?.value ?? 0);
    },

    async deleteAll(userId: string): Promise<void> {
      await db.delete(otpRecoveryCodes).where(eq(otpRecoveryCodes.userId, userId));
    },
  };
}
export type RecoveryCodesRepository = ReturnType<typeof recoveryCodesRepository>;
