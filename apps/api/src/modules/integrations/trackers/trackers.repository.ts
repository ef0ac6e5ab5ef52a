import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { trackerConnections, trackerIssues } from '../../../db/schema/index.ts';

export type ConnectionRow = typeof trackerConnections.$inferSelect;
export type IssueRow = typeof trackerIssues.$inferSelect;
type ConnectionValues = Omit<typeof trackerConnections.$inferInsert, 'createdAt' | 'updatedAt'>;

/** Queries of the tracker connections and pushed issues, each scoped by the company. */
export function trackersRepository(db: Executor) {
  return {
    async connection(companyId: string): Promise<ConnectionRow | null> {
      const [row] = await db.select().from(trackerConnections).where(eq(trackerConnections.companyId, companyId));
      return row ?? null;
    },

    /** Connecting again replaces the company's connection (its one row). */
    async saveConnection(values: ConnectionValues): Promise<ConnectionRow> {
      const [row] = await db
        .insert(trackerConnections)
        .values(values)
        .onConflictDoUpdate({
          target: trackerConnections.companyId,
          set: {
            kind: values.kind,
            settings: values.settings,
            tokenSealed: values.tokenSealed,
            tokenHint: values.tokenHint,
            createdBy: values.createdBy,
            updatedAt: sql`now()`,
          },
        })
        .returning();
      return row!;
    },

    async deleteConnection(companyId: string): Promise<boolean> {
      const deleted = await db.delete(trackerConnections).where(eq(trackerConnections.companyId, companyId)).returning({ id: trackerConnections.companyId });
      return deleted.length > 0;
    },

    async issue(companyId: string, reportId: string): Promise<IssueRow | null> {
      const [row] = await db
        .select()
        .from(trackerIssues)
        .where(and(eq(trackerIssues.companyId, companyId), eq(trackerIssues.reportId, reportId)));
      return row ?? null;
    },

    /** Serialises pushes of one report until the transaction ends, so concurrent clicks create one issue. */
    async lockReportPush(reportId: string): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`tracker-issue:${reportId}`}, 0))`);
    },

    async insertIssue(values: typeof trackerIssues.$inferInsert): Promise<IssueRow> {
      const [row] = await db.insert(trackerIssues).values(values).returning();
      return row!;
    },

    async updateIssueState(reportId: string, values: Pick<IssueRow, 'state' | 'closedAt' | 'lastSyncedAt'>): Promise<IssueRow> {
      const [row] = await db.update(trackerIssues).set(values).where(eq(trackerIssues.reportId, reportId)).returning();
      return row!;
    },

    /** Open issues not read since `before`, least recently read first, with their company's connection. */
    async dueForSync(before: Date, limit: number) {
      return db
        .select({ issue: trackerIssues, connection: trackerConnections })
        .from(trackerIssues)
        .innerJoin(trackerConnections, and(eq(trackerConnections.companyId, trackerIssues.companyId), eq(trackerConnections.kind, trackerIssues.kind)))
        .where(and(eq(trackerIssues.state, 'open'), lt(trackerIssues.lastSyncedAt, before)))
        .orderBy(asc(trackerIssues.lastSyncedAt))
        .limit(limit);
    },
  };
}
