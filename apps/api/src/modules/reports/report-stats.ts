/**
 * Report figures for dashboards: what the caller may see (reportsVisibleOn), counted. Companies read their
 * rows of the aggregates the reports trigger keeps, staff and super admins the platform's totals (never the
 * reports); a hacker's own reports are few and counted directly.
 */
import {
  effectiveness,
  fromCents,
  OPEN_REPORT_STATUSES,
  isAcceptedReportStatus,
  isClosedReportStatus,
  REPORT_SEVERITIES,
  REPORT_STATUSES,
  type PlatformReportStats,
  type ReportSeverity,
  type ReportStats,
  type ReportStatus,
} from '@bb/domain';
import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { reportCounts, reportMonths, reports, reportTotals } from '../../db/schema/index.ts';
import type { Actor } from '../../plugins/types.ts';
import { reportsVisibleOn, reportsVisibleTo } from './reports.policy.ts';

interface CountRow {
  status: ReportStatus;
  severity: ReportSeverity;
  reports: number;
  rewardCents: number;
}

const zeros = <K extends string>(keys: readonly K[]) => Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;

function summarise(rows: readonly CountRow[]): ReportStats {
  const byStatus = zeros(REPORT_STATUSES);
  const bySeverity = zeros(REPORT_SEVERITIES);
  let rewardCents = 0;
  for (const row of rows) {
    byStatus[row.status] += row.reports;
    bySeverity[row.severity] += row.reports;
    rewardCents += row.rewardCents;
  }
  const total = REPORT_STATUSES.reduce((sum, status) => sum + byStatus[status], 0);
  const accepted = REPORT_STATUSES.filter(isAcceptedReportStatus).reduce((sum, status) => sum + byStatus[status], 0);
  const closed = REPORT_STATUSES.filter(isClosedReportStatus).reduce((sum, status) => sum + byStatus[status], 0);
  return {
    total,
    open: total - closed,
    accepted,
    closed,
    effectiveness: effectiveness(accepted, closed),
    rewards: fromCents(rewardCents),
    byStatus,
    bySeverity,
  };
}

export function reportStats(db: Database) {
  const n = (value: unknown) => Number(value ?? 0);

  /** The aggregate's rows under `where`, summed per status and severity (append-only: a key has several rows). */
  async function summed(table: typeof reportCounts | typeof reportTotals, where?: SQL): Promise<CountRow[]> {
    const rows = await db
      .select({
        status: table.status,
        severity: table.severity,
        reports: sql<string>`sum(${table.reports})`,
        rewardCents: sql<string>`sum(${table.rewardCents})`,
      })
      .from(table)
      .where(where)
      .groupBy(table.status, table.severity);
    return rows.map((row) => ({ ...row, reports: n(row.reports), rewardCents: n(row.rewardCents) }));
  }

  /** Reports under `where` counted from the rows (a hacker's own: the aggregates keep no reporter). */
  async function counted(where: SQL | undefined): Promise<CountRow[]> {
    const rows = await db
      .select({ status: reports.status, severity: reports.severity, reports: count(), rewardCents: sql<string>`coalesce(sum(${reports.rewardCents}), 0)` })
      .from(reports)
      .where(where)
      .groupBy(reports.status, reports.severity);
    return rows.map((row) => ({ ...row, rewardCents: n(row.rewardCents) }));
  }

  return {
    /** GET /api/reports/stats: what the caller sees (reportsVisibleOn), from the aggregates that keep it. */
    async forActor(actor: Actor): Promise<ReportStats> {
      const visible = reportsVisibleOn(actor, reportCounts);
      if (visible === null) return summarise(await counted(reportsVisibleTo(actor)));
      return summarise(visible === undefined ? await summed(reportTotals) : await summed(reportCounts, visible));
    },

    /** GET /api/reports/platform-stats: the whole platform and its last 12 months. */
    async platform(): Promise<PlatformReportStats> {
      const [figures, months] = await Promise.all([
        summed(reportTotals),
        db
          .select({ month: reportMonths.month, received: sql<string>`sum(${reportMonths.received})`, accepted: sql<string>`sum(${reportMonths.accepted})` })
          .from(reportMonths)
          .groupBy(reportMonths.month)
          .orderBy(desc(reportMonths.month))
          .limit(12),
      ]);
      return {
        ...summarise(figures),
        months: months.reverse().map((row) => ({ month: row.month.slice(0, 7), received: n(row.received), accepted: n(row.accepted) })),
      };
    },

    /** Open reports on the platform (of managed programs only: the platform's queue), and of them those nobody took yet. */
    async openReports(options: { managedOnly: boolean }): Promise<{ open: number; notTaken: number }> {
      const [row] = await db
        .select({
          open: sql<string>`coalesce(sum(${reportTotals.reports}), 0)`,
          notTaken: sql<string>`coalesce(sum(${reportTotals.reports}) filter (where ${reportTotals.status} = 'new'), 0)`,
        })
        .from(reportTotals)
        .where(and(inArray(reportTotals.status, [...OPEN_REPORT_STATUSES]), options.managedOnly ? eq(reportTotals.isManaged, true) : undefined));
      return { open: n(row?.open), notTaken: n(row?.notTaken) };
    },
  };
}
export type ReportStatsService = ReturnType<typeof reportStats>;
