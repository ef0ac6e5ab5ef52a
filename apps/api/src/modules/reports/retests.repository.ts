/** Queries of a report's retests (Fix verification): one report's, scoped by the report the caller was allowed to see. */
import { clock } from '../../lib/clock.ts';
import type { RetestStatus } from '@bb/domain';
import { count, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { reportRetests, reports, users } from '../../db/schema/index.ts';

export type RetestRecord = typeof reportRetests.$inferSelect;
export type RetestValues = typeof reportRetests.$inferInsert;

/** The latest retest of a report with how many it has had and who decided it (the report page's retest card). */
export interface LatestRetest {
  retest: RetestRecord;
  round: number;
  decidedBy: { id: string; username: string; pictureId: string | null } | null;
}

/** What a program's statistics say of its retests. */
export interface ProgramRetestCounts {
  pending: number;
  verified: number;
  failed: number;
  late: number;
  feesPaidCents: number;
}

export function retestsRepository(db: Executor) {
  return {
    /** Opens a retest and marks its report as waiting for one (the list filter reads the report's column). */
    async open(values: RetestValues): Promise<RetestRecord> {
      const [row] = await db.insert(reportRetests).values(values).returning();
      await db.update(reports).set({ retestStatus: 'pending' }).where(eq(reports.id, values.reportId));
      return row!;
    },

    /** The report's latest retest, locked (the caller locked the program and the report first). */
    async lockLatest(reportId: string): Promise<RetestRecord | null> {
      const [row] = await db
        .select()
        .from(reportRetests)
        .where(eq(reportRetests.reportId, reportId))
        .orderBy(desc(reportRetests.createdAt), desc(reportRetests.id))
        .limit(1)
        .for('update');
      return row ?? null;
    },

    /** The outcome of a retest, and its report's latest retest status with it. */
    async decide(
      retest: Pick<RetestRecord, 'id' | 'reportId'>,
      values: Pick<RetestValues, 'status' | 'note' | 'evidence' | 'feeCents' | 'decidedBy' | 'decidedAt'>,
    ) {
      await db.update(reportRetests).set(values).where(eq(reportRetests.id, retest.id));
      await db.update(reports).set({ retestStatus: values.status }).where(eq(reports.id, retest.reportId));
    },

    /** The latest retest of a report, its round and who decided it: one query (the report's index range, newest first). */
    async latest(reportId: string): Promise<LatestRetest | null> {
      const [row] = await db
        .select({
          retest: reportRetests,
          round: sql<number>`(select count(*) from ${reportRetests} r where r.report_id = ${reportId})`.mapWith(Number),
          decidedBy: { id: users.id, username: users.username, pictureId: users.pictureId },
        })
        .from(reportRetests)
        .leftJoin(users, eq(users.id, reportRetests.decidedBy))
        .where(eq(reportRetests.reportId, reportId))
        .orderBy(desc(reportRetests.createdAt), desc(reportRetests.id))
        .limit(1);
      return row ?? null;
    },

    /** A program's retests by status, those past their target (waiting, or decided late), and the fees paid: one grouped read of its index. */
    async countsOfProgram(programId: string, now = clock.now()): Promise<ProgramRetestCounts> {
      const rows = await db
        .select({
          status: reportRetests.status,
          n: count(),
          late: sql<number>`count(*) filter (where coalesce(${reportRetests.decidedAt}, ${now.toISOString()}::timestamptz) > ${reportRetests.dueAt})`.mapWith(
            Number,
          ),
          // A decided retest keeps a fee only when its hacker recorded it (and was paid); staff's leave none.
          paidCents: sql<string>`coalesce(sum(${reportRetests.feeCents}) filter (where ${reportRetests.status} <> 'pending'), 0)`,
        })
        .from(reportRetests)
        .where(eq(reportRetests.programId, programId))
        .groupBy(reportRetests.status);
      const of = (status: RetestStatus) => rows.find((row) => row.status === status);
      return {
        pending: of('pending')?.n ?? 0,
        verified: of('verified')?.n ?? 0,
        failed: of('failed')?.n ?? 0,
        late: rows.reduce((sum, row) => sum + row.late, 0),
        feesPaidCents: rows.reduce((sum, row) => sum + Number(row.paidCents), 0),
      };
    },

    /** The report a retest belongs to (its evidence is readable by whoever sees the report). */
    async reportOf(retestId: string): Promise<string | null> {
      const [row] = await db.select({ reportId: reportRetests.reportId }).from(reportRetests).where(eq(reportRetests.id, retestId));
      return row?.reportId ?? null;
    },

    /** Whether a report has had a retest at all (a report without one answers INVALID_RETEST_STATUS, not 404). */
    async exists(reportId: string): Promise<boolean> {
      const rows = await db.select({ id: reportRetests.id }).from(reportRetests).where(eq(reportRetests.reportId, reportId)).limit(1);
      return rows.length > 0;
    },
  };
}
