import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { programTestingAccounts, users } from '../../db/schema/index.ts';

export type TestingAccountRecord = typeof programTestingAccounts.$inferSelect;
export interface TestingAccountRow extends TestingAccountRecord {
  assigneeUsername: string | null;
}

/** Testing accounts, always within one program. */
export function testingAccountsRepository(db: Executor) {
  return {
    async list(programId: string): Promise<TestingAccountRow[]> {
      return db
        .select({
          id: programTestingAccounts.id,
          programId: programTestingAccounts.programId,
          description: programTestingAccounts.description,
          assigneeId: programTestingAccounts.assigneeId,
          assignedAt: programTestingAccounts.assignedAt,
          createdBy: programTestingAccounts.createdBy,
          createdAt: programTestingAccounts.createdAt,
          assigneeUsername: users.username,
        })
        .from(programTestingAccounts)
        .leftJoin(users, eq(users.id, programTestingAccounts.assigneeId))
        .where(eq(programTestingAccounts.programId, programId))
        .orderBy(asc(programTestingAccounts.createdAt), asc(programTestingAccounts.id));
    },

    async insert(programId: string, descriptions: readonly string[], createdBy: string): Promise<void> {
      // One timestamp per card, in the order sent, so the list keeps that order.
      const start = Date.now();
      await db
        .insert(programTestingAccounts)
        .values(descriptions.map((description, i) => ({ programId, description, createdBy, createdAt: new Date(start + i) })));
    },

    async count(programId: string): Promise<number> {
      const [row] = await db.select({ value: count() }).from(programTestingAccounts).where(eq(programTestingAccounts.programId, programId));
      return Number(row?.value ?? 0);
    },

    /** Deletes the account if it belongs to the program; false when it does not. */
    async delete(programId: string, accountId: string): Promise<boolean> {
      const rows = await db
        .delete(programTestingAccounts)
        .where(and(eq(programTestingAccounts.programId, programId), eq(programTestingAccounts.id, accountId)))
        .returning({ id: programTestingAccounts.id });
      return rows.length > 0;
    },

    async assignedTo(programId: string, hackerId: string): Promise<TestingAccountRecord | null> {
      const [row] = await db
        .select()
        .from(programTestingAccounts)
        .where(and(eq(programTestingAccounts.programId, programId), eq(programTestingAccounts.assigneeId, hackerId)));
      return row ?? null;
    },

    async hasFree(programId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: programTestingAccounts.id })
        .from(programTestingAccounts)
        .where(and(eq(programTestingAccounts.programId, programId), isNull(programTestingAccounts.assigneeId)))
        .limit(1);
      return Boolean(row);
    },

    /**
     * Gives the oldest free account to the hacker; null when none is left. The caller holds the
     * program row's lock; SKIP LOCKED keeps the statement safe on its own too.
     */
    async assignFree(programId: string, hackerId: string): Promise<TestingAccountRecord | null> {
      const free = sql`(select ${programTestingAccounts.id} from ${programTestingAccounts}
        where ${programTestingAccounts.programId} = ${programId} and ${programTestingAccounts.assigneeId} is null
        order by ${programTestingAccounts.createdAt}, ${programTestingAccounts.id} limit 1 for update skip locked)`;
      const [row] = await db
        .update(programTestingAccounts)
        .set({ assigneeId: hackerId, assignedAt: new Date() })
        .where(sql`${programTestingAccounts.id} = ${free}`)
        .returning();
      return row ?? null;
    },
  };
}
