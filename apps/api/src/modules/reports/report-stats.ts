/**
 * Report figures for dashboards: what the caller may see, counted. Companies read their rows of the
 * aggregates the reports trigger keeps, staff and super admins the platform's totals (never the reports);
 * a hacker's own reports are few and counted directly.
 */
import {
  effectiveness,
  fromCents,
  isAcceptedReportStatus,
  isClosedReportStatus,
  REPORT_SEVERITIES,
  REPORT_STATUSES,
  type PlatformReportStats,
  type ReportSeverity,
  type ReportStats,
  type ReportStatus,
} from '@bb/domain';
import { count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { reportCounts, reportMonths, reports, reportTotals } from '../../db/schema/index.ts';
import type { Actor } from '../../plugins/types.ts';

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

  /** A company's rows of report_counts, or the platform's report_totals. */
  async function aggregated(companyId: string | null): Promise<CountRow[]> {
    const rows = companyId
      ? await db
          .select({ status: reportCounts.status, severity: reportCounts.severity, reports: reportCounts.reports, rewardCents: reportCounts.rewardCents })
          .from(reportCounts)
          .where(eq(reportCounts.companyId, companyId))
      : await db.select().from(reportTotals);
    return rows.map((row) => ({ ...row, reports: n(row.reports), rewardCents: n(row.rewardCents) }));
  }

  async function ofHacker(hackerId: string): Promise<CountRow[]> {
    const rows = await db
      .select({ status: reports.status, severity: reports.severity, reports: count(), rewardCents: sql<string>`coalesce(sum(${reports.rewardCents}), 0)` })
      .from(reports)
      .where(eq(reports.hackerId, hackerId))
      .groupBy(reports.status, reports.severity);
    return rows.map((row) => ({ ...row, rewardCents: n(row.rewardCents) }));
  }

  return {
    /** GET /api/reports/stats. */
    async forActor(actor: Actor): Promise<ReportStats> {
      switch (actor.userType) {
        case 'hacker':
          return summarise(await ofHacker(actor.userId));
        case 'company':
          return summarise(actor.company ? await aggregated(actor.company.id) : []);
        case 'staff':
        case 'superadmin':
          return summarise(await aggregated(null));
      }
    },

    /** GET /api/reports/platform-stats: the whole platform and its last 12 months. */
    async platform(): Promise<PlatformReportStats> {
      const [figures, months] = await Promise.all([aggregated(null), db.select().from(reportMonths).orderBy(desc(reportMonths.month)).limit(12)]);
      return {
        ...summarise(figures),
        months: months.reverse().map((row) => ({ month: row.month.slice(0, 7), received: row.received, accepted: row.accepted })),
      };
    },
  };
}
export type ReportStatsService = ReturnType<typeof reportStats>;
