import { and, asc, count, eq, getTableName, gt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { REPORT_LIST_COUNT_CAP } from '@bb/domain';
import type { Executor } from '../../db/client.ts';
import { companies, programs, programTargets, reportEvents, reports, users } from '../../db/schema/index.ts';
import type { ReportAggregate } from './report-lists.ts';
import { countUpToCapBound, pagingParts, type BoundListPlan, type ListPlan } from '../../lib/list-query.ts';
import { runPrepared } from '../../lib/prepared-statements.ts';

export type ReportRecord = typeof reports.$inferSelect;
export type ReportValues = typeof reports.$inferInsert;
export type ReportEventRecord = typeof reportEvents.$inferSelect;
export type NewReportEvent = typeof reportEvents.$inferInsert;

const hackers = alias(users, 'hacker');

/** What a list row shows, read in one query for a whole page. */
const rowFields = {
  report: {
    id: reports.id,
    title: reports.title,
    status: reports.status,
    severity: reports.severity,
    cvssScoreTenths: reports.cvssScoreTenths,
    rewardCents: reports.rewardCents,
    isManaged: reports.isManaged,
    companyId: reports.companyId,
    hackerId: reports.hackerId,
    firstResponseAt: reports.firstResponseAt,
    triagedAt: reports.triagedAt,
    rewardedAt: reports.rewardedAt,
    fixedAt: reports.fixedAt,
    retestStatus: reports.retestStatus,
    firstResponseDueAt: reports.firstResponseDueAt,
    triageDueAt: reports.triageDueAt,
    bountyDueAt: reports.bountyDueAt,
    resolutionDueAt: reports.resolutionDueAt,
    createdAt: reports.createdAt,
    updatedAt: reports.updatedAt,
  },
  program: { id: programs.id, name: programs.name },
  company: { id: companies.id, name: companies.name, pictureId: companies.pictureId },
  target: { id: programTargets.id, name: programTargets.name, type: programTargets.type },
  hacker: { id: hackers.id, username: hackers.username, pictureId: hackers.pictureId },
};

export interface ReportRow {
  report: Pick<
    ReportRecord,
    | 'id'
    | 'title'
    | 'status'
    | 'severity'
    | 'cvssScoreTenths'
    | 'rewardCents'
    | 'isManaged'
    | 'companyId'
    | 'hackerId'
    | 'firstResponseAt'
    | 'triagedAt'
    | 'rewardedAt'
    | 'fixedAt'
    | 'retestStatus'
    | 'firstResponseDueAt'
    | 'triageDueAt'
    | 'bountyDueAt'
    | 'resolutionDueAt'
    | 'createdAt'
    | 'updatedAt'
  >;
  program: { id: string; name: string | null };
  company: { id: string; name: string; pictureId: string | null };
  target: { id: string; name: string | null; type: (typeof programTargets.$inferSelect)['type'] };
  hacker: { id: string; username: string; pictureId: string | null } | null;
}

export interface ReportDetailRow extends ReportRow {
  full: ReportRecord;
  targetPrizes: Pick<typeof programTargets.$inferSelect, 'lowPrizeCents' | 'mediumPrizeCents' | 'highPrizeCents' | 'criticalPrizeCents'>;
}

export interface TimelineRow {
  event: ReportEventRecord;
  actor: { id: string; username: string; pictureId: string | null } | null;
}

export function reportsRepository(db: Executor) {
  const joined = () =>
    db
      .select(rowFields)
      .from(reports)
      .innerJoin(programs, eq(programs.id, reports.programId))
      .innerJoin(companies, eq(companies.id, reports.companyId))
      .innerJoin(programTargets, eq(programTargets.id, reports.targetId))
      .leftJoin(hackers, eq(hackers.id, reports.hackerId));

  return {
    async insert(values: ReportValues): Promise<ReportRecord> {
      const [row] = await db.insert(reports).values(values).returning();
      return row!;
    },

    /** The report's program and management, unlocked: which program row to lock first, which table applies. */
    async meta(id: string): Promise<{ programId: string; isManaged: boolean } | null> {
      const [row] = await db.select({ programId: reports.programId, isManaged: reports.isManaged }).from(reports).where(eq(reports.id, id));
      return row ?? null;
    },

    async lock(id: string): Promise<ReportRecord | null> {
      const [row] = await db.select().from(reports).where(eq(reports.id, id)).for('update');
      return row ?? null;
    },

    async find(id: string): Promise<ReportRecord | null> {
      const [row] = await db.select().from(reports).where(eq(reports.id, id));
      return row ?? null;
    },

    async update(id: string, values: Partial<ReportValues>): Promise<void> {
      await db
        .update(reports)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(reports.id, id));
    },

    /** The report with everything its page shows but the timeline: one query. */
    async detail(id: string): Promise<ReportDetailRow | null> {
      const [row] = await db
        .select({
          ...rowFields,
          full: reports,
          targetPrizes: {
            lowPrizeCents: programTargets.lowPrizeCents,
            mediumPrizeCents: programTargets.mediumPrizeCents,
            highPrizeCents: programTargets.highPrizeCents,
            criticalPrizeCents: programTargets.criticalPrizeCents,
          },
        })
        .from(reports)
        .innerJoin(programs, eq(programs.id, reports.programId))
        .innerJoin(companies, eq(companies.id, reports.companyId))
        .innerJoin(programTargets, eq(programTargets.id, reports.targetId))
        .leftJoin(hackers, eq(hackers.id, reports.hackerId))
        .where(eq(reports.id, id));
      return row ?? null;
    },

    /** The timeline, oldest first, with each actor: one query (an index range on report and time). */
    async timeline(reportId: string): Promise<TimelineRow[]> {
      return db
        .select({ event: reportEvents, actor: { id: users.id, username: users.username, pictureId: users.pictureId } })
        .from(reportEvents)
        .leftJoin(users, eq(users.id, reportEvents.actorId))
        .where(eq(reportEvents.reportId, reportId))
        .orderBy(asc(reportEvents.createdAt), asc(reportEvents.id));
    },

    async insertEvent(values: NewReportEvent): Promise<ReportEventRecord> {
      const [row] = await db.insert(reportEvents).values(values).returning();
      return row!;
    },

    /** The report a comment attachment belongs to (its event's report). */
    async reportOfEvent(eventId: string): Promise<string | null> {
      const [row] = await db.select({ reportId: reportEvents.reportId }).from(reportEvents).where(eq(reportEvents.id, eventId));
      return row?.reportId ?? null;
    },

    /** A page of list rows: `values` fill a bound plan's placeholders (the statement is kept per shape), as below. */
    async page(where: SQL | undefined, plan: ListPlan | BoundListPlan, values: Record<string, unknown> = {}): Promise<ReportRow[]> {
      return runPrepared(db, 'report rows', [where, ...pagingParts(plan)], values, () =>
        joined()
          .where(where)
          .orderBy(...plan.orderBy)
          .limit(plan.limit)
          .offset(plan.offset),
      );
    },

    /** Counts matching reports up to the list's cap: past it the caller says "more than". */
    countUpToCap(where: SQL | undefined, values: Record<string, unknown> = {}): Promise<{ count: number; countCapped: boolean }> {
      return countUpToCapBound(db, reports, where, values, REPORT_LIST_COUNT_CAP);
    },

    /**
     * Counts the reports `visible` (a hacker's own, through their index) that match `filter`, reading those few rows:
     * as a plain WHERE the planner would AND in the title's trigram index over everyone's reports.
     */
    async countWithin(visible: SQL | undefined, filter: SQL | undefined, values: Record<string, unknown> = {}): Promise<number> {
      const [row] = await runPrepared(db, 'reports counted within', [visible, filter], values, () =>
        db
          .select({ value: filter ? sql<number>`count(*) filter (where ${filter})`.mapWith(Number) : count() })
          .from(reports)
          .where(visible),
      );
      return Number(row?.value ?? 0);
    },

    /** Sums the trigger-kept aggregates (report_counts or report_totals, append-only: every row of a key counts). */
    async countFromAggregates(table: ReportAggregate, where: SQL | undefined, values: Record<string, unknown> = {}): Promise<number> {
      const [row] = await runPrepared(db, `reports summed from ${getTableName(table)}`, [where], values, () =>
        db
          .select({ value: sql<string>`coalesce(sum(${table.reports}), 0)` })
          .from(table)
          .where(where),
      );
      return Number(row?.value ?? 0);
    },

    /** Reports of a program holding part of its budget (a deleted program lets them go). */
    async releaseProgramReservations(programId: string): Promise<void> {
      await db
        .update(reports)
        .set({ reservedCents: 0 })
        .where(and(eq(reports.programId, programId), gt(reports.reservedCents, 0)));
    },
  };
}
export type ReportsRepository = ReturnType<typeof reportsRepository>;
