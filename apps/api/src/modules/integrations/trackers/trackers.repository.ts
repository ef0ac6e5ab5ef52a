import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { TrackerIssueState, TrackerKind } from '@bb/domain';
import type { Executor } from '../../../db/client.ts';
import { trackerConnections, trackerIssues } from '../../../db/schema/index.ts';

export type ConnectionRow = typeof trackerConnections.$inferSelect;
/** A row as stored: filled in, or claimed by a push still calling the service. */
export type StoredIssueRow = typeof trackerIssues.$inferSelect;
/** An issue the service created: what the report links to. */
export type IssueRow = StoredIssueRow & { state: TrackerIssueState; externalKey: string; url: string };
/** What the service answered, as the claim is filled in with it. */
export type CreatedIssueValues = Pick<IssueRow, 'kind' | 'externalKey' | 'url' | 'state' | 'closedAt' | 'lastSyncedAt'>;

export interface PushClaim {
  reportId: string;
  companyId: string;
  kind: TrackerKind;
  claimId: string;
  claimedAt: Date;
  createdBy: string;
}

/** The database's check (tracker_issues_filled_check) guarantees a row that is not pending has its key and url. */
export const isFilledIn = (row: StoredIssueRow): row is IssueRow => row.state !== 'pending';
const filledIn = (row: StoredIssueRow | undefined) => (row && isFilledIn(row) ? row : null);
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

    async issue(companyId: string, reportId: string): Promise<StoredIssueRow | null> {
      const [row] = await db
        .select()
        .from(trackerIssues)
        .where(and(eq(trackerIssues.companyId, companyId), eq(trackerIssues.reportId, reportId)));
      return row ?? null;
    },

    /**
     * Claims the report's issue for one push, in one committed statement: a new pending row, or a pending row claimed
     * before `staleBefore` (its push stopped during the call). Null when the report has an issue or a live claim.
     */
    async claimPush(claim: PushClaim, staleBefore: Date): Promise<StoredIssueRow | null> {
      const taken = { kind: claim.kind, claimId: claim.claimId, createdBy: claim.createdBy, createdAt: claim.claimedAt, lastSyncedAt: claim.claimedAt };
      const [row] = await db
        .insert(trackerIssues)
        .values({ ...taken, reportId: claim.reportId, companyId: claim.companyId, state: 'pending' })
        .onConflictDoUpdate({
          target: trackerIssues.reportId,
          set: taken,
          setWhere: and(eq(trackerIssues.companyId, claim.companyId), eq(trackerIssues.state, 'pending'), lt(trackerIssues.createdAt, staleBefore)),
        })
        .returning();
      return row ?? null;
    },

    /** Fills the claim in with the created issue; null when the claim is no longer this push's (another took it over). */
    async fillClaim(reportId: string, claimId: string, issue: CreatedIssueValues): Promise<IssueRow | null> {
      const [row] = await db
        .update(trackerIssues)
        .set({ ...issue, claimId: null })
        .where(and(eq(trackerIssues.reportId, reportId), eq(trackerIssues.claimId, claimId)))
        .returning();
      return filledIn(row);
    },

    /** Gives a claim up after a failed call, so that the next push claims the report again. */
    async releaseClaim(reportId: string, claimId: string): Promise<void> {
      await db.delete(trackerIssues).where(and(eq(trackerIssues.reportId, reportId), eq(trackerIssues.claimId, claimId), eq(trackerIssues.state, 'pending')));
    },

    async updateIssueState(reportId: string, values: Pick<IssueRow, 'state' | 'closedAt' | 'lastSyncedAt'>): Promise<IssueRow> {
      const [row] = await db.update(trackerIssues).set(values).where(eq(trackerIssues.reportId, reportId)).returning();
      return filledIn(row)!;
    },

    /** Open issues not read since `before`, least recently read first, with their company's connection. */
    async dueForSync(before: Date, limit: number) {
      const rows = await db
        .select({ issue: trackerIssues, connection: trackerConnections })
        .from(trackerIssues)
        .innerJoin(trackerConnections, and(eq(trackerConnections.companyId, trackerIssues.companyId), eq(trackerConnections.kind, trackerIssues.kind)))
        .where(and(eq(trackerIssues.state, 'open'), lt(trackerIssues.lastSyncedAt, before)))
        .orderBy(asc(trackerIssues.lastSyncedAt))
        .limit(limit);
      return rows.flatMap(({ issue, connection }) => (isFilledIn(issue) ? [{ issue, connection }] : []));
    },
  };
}
