import { and, count, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { apiTokens } from '../../../db/schema/index.ts';

export type ApiTokenRow = typeof apiTokens.$inferSelect;

/** The token a bearer credential names, if it still works. */
export interface UsableToken {
  id: string;
  userId: string;
  scopes: ApiTokenRow['scopes'];
  lastUsedAt: Date | null;
}

const stillWorks = and(isNull(apiTokens.revokedAt), gt(apiTokens.expiresAt, sql`now()`));

export function apiTokensRepository(db: Executor) {
  return {
    async insert(values: typeof apiTokens.$inferInsert): Promise<ApiTokenRow> {
      const [row] = await db.insert(apiTokens).values(values).returning();
      if (!row) throw new Error('api_tokens insert returned no row');
      return row;
    },

    /** Orders a user's token creations, so that two at once cannot both pass the count (a transaction-scoped lock). */
    async lockUser(userId: string) {
      await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`api_tokens:${userId}`}, 0))`);
    },

    async countWorking(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(apiTokens)
        .where(and(eq(apiTokens.userId, userId), stillWorks));
      return row?.n ?? 0;
    },

    listOfUser(userId: string): Promise<ApiTokenRow[]> {
      return db.select().from(apiTokens).where(eq(apiTokens.userId, userId)).orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
    },

    /** The user's token, locked until the transaction ends; null when the user has no such token. */
    async lockOwn(userId: string, id: string): Promise<ApiTokenRow | null> {
      const [row] = await db
        .select()
        .from(apiTokens)
        .where(and(eq(apiTokens.id, id), eq(apiTokens.userId, userId)))
        .for('update');
      return row ?? null;
    },

    /** Revokes the user's token; the row as it is after, or null when the user has no such token. */
    async revoke(userId: string, id: string): Promise<ApiTokenRow | null> {
      const [revoked] = await db
        .update(apiTokens)
        .set({ revokedAt: sql`coalesce(${apiTokens.revokedAt}, now())` })
        .where(and(eq(apiTokens.id, id), eq(apiTokens.userId, userId)))
        .returning();
      return revoked ?? null;
    },

    async findUsable(tokenHash: string): Promise<UsableToken | null> {
      const [row] = await db
        .select({ id: apiTokens.id, userId: apiTokens.userId, scopes: apiTokens.scopes, lastUsedAt: apiTokens.lastUsedAt })
        .from(apiTokens)
        .where(and(eq(apiTokens.tokenHash, tokenHash), stillWorks));
      return row ?? null;
    },

    /** Records a use, unless one was recorded since `since` (a busy token writes its row once a minute, not per call). */
    async touch(id: string, ip: string | null, since: Date) {
      await db
        .update(apiTokens)
        .set({ lastUsedAt: sql`now()`, lastUsedIp: ip })
        .where(and(eq(apiTokens.id, id), or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, since))));
    },
  };
}
export type ApiTokensRepository = ReturnType<typeof apiTokensRepository>;
