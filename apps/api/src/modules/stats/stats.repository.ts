/**
 * Queries of the stats aggregates (migration 0020), plus the counts that depend on the clock: open reports whose next
 * response is still due (the hours ahead from stats_open_due, the current hour and the next day from a partial index)
 * and unpaid payments not yet due (a partial index): breached and overdue are the open or unpaid totals minus those.
 */
import { and, asc, eq, gt, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  statsCounters,
  statsCountries,
  statsDaily,
  statsHandlers,
  statsLedgerKinds,
  statsOpenDue,
  statsOpenReports,
  statsPaymentsDaily,
  statsPaymentStatus,
  statsResponseTimes,
} from '../../db/schema/index.ts';
import { countOpenReportsDueBetween } from '../reports/index.ts';
import type { HistogramRow } from './response-times.ts';

export const PLATFORM_SCOPE_ID = '00000000-0000-0000-0000-000000000000';
export type DailyScope = 'hacker' | 'company' | 'handler' | 'platform';
export interface DailyRow {
  day: string;
  rewards: number;
  rewardCents: number;
  received: number;
}

const n = (value: unknown) => Number(value ?? 0);
const HOUR_MS = 3_600_000;

export function statsRepository(db: Executor) {
  return {
    async daily(scope: DailyScope, scopeId: string, from: string, to: string): Promise<DailyRow[]> {
      const rows = await db
        .select({ day: statsDaily.day, rewards: statsDaily.rewards, rewardCents: statsDaily.rewardCents, received: statsDaily.received })
        .from(statsDaily)
        .where(and(eq(statsDaily.scope, scope), eq(statsDaily.scopeId, scopeId), gte(statsDaily.day, from), lte(statsDaily.day, to)))
        .orderBy(asc(statsDaily.day));
      return rows.map((row) => ({ ...row, rewardCents: n(row.rewardCents) }));
    },

    /** Rewards of a scope over all time, in cents. */
    async rewardCentsEver(scope: DailyScope, scopeId: string): Promise<number> {
      const [row] = await db
        .select({ cents: sql<string>`coalesce(sum(${statsDaily.rewardCents}), 0)` })
        .from(statsDaily)
        .where(and(eq(statsDaily.scope, scope), eq(statsDaily.scopeId, scopeId)));
      return n(row?.cents);
    },

    async responseHistograms(programIds: readonly string[], fromMonth: string): Promise<HistogramRow[]> {
      if (programIds.length === 0) return [];
      const rows = await db
        .select({
          programId: statsResponseTimes.programId,
          target: statsResponseTimes.target,
          upperHours: statsResponseTimes.upperHours,
          measured: sql<string>`sum(${statsResponseTimes.measured})`,
          onTime: sql<string>`sum(${statsResponseTimes.onTime})`,
        })
        .from(statsResponseTimes)
        .where(and(inArray(statsResponseTimes.programId, [...programIds]), gte(statsResponseTimes.month, fromMonth)))
        .groupBy(statsResponseTimes.programId, statsResponseTimes.target, statsResponseTimes.upperHours);
      return rows.map((row) => ({ ...row, measured: n(row.measured), onTime: n(row.onTime) }));
    },

    async handler(userId: string): Promise<{ open: number; total: number }> {
      const [row] = await db.select({ open: statsHandlers.open, total: statsHandlers.total }).from(statsHandlers).where(eq(statsHandlers.userId, userId));
      return { open: row?.open ?? 0, total: row?.total ?? 0 };
    },

    /** Open reports (of managed programs only with `managedOnly`), and of them those still new. */
    async openReports(managedOnly: boolean): Promise<{ open: number; notTaken: number }> {
      const rows = await db
        .select({ status: statsOpenReports.status, reports: statsOpenReports.reports })
        .from(statsOpenReports)
        .where(managedOnly ? eq(statsOpenReports.isManaged, true) : undefined);
      return {
        open: rows.reduce((sum, row) => sum + row.reports, 0),
        notTaken: rows.filter((row) => row.status === 'new').reduce((sum, row) => sum + row.reports, 0),
      };
    },

    /** Open reports whose next response is due at or after `from`: the hours ahead from stats_open_due, the rest of this hour from the index. */
    async openReportsDueFrom(managedOnly: boolean, from: Date): Promise<number> {
      const nextHour = new Date(Math.floor(from.getTime() / HOUR_MS + 1) * HOUR_MS);
      const [thisHour, [ahead]] = await Promise.all([
        countOpenReportsDueBetween(db, managedOnly, from, nextHour),
        db
          .select({ n: sql<string>`coalesce(sum(${statsOpenDue.reports}), 0)` })
          .from(statsOpenDue)
          .where(and(gte(statsOpenDue.dueHour, nextHour), managedOnly ? eq(statsOpenDue.isManaged, true) : undefined)),
      ]);
      return thisHour + n(ahead?.n);
    },

    /** Programs by open reports, most first, one page at a time (stats_program_open_reports_idx). */
    async programsByOpenReports(limit: number, offset: number): Promise<{ programId: string; reports: number }[]> {
      const result = await db.execute<{ program_id: string; reports: number }>(
        sql`SELECT program_id, reports FROM stats_program_open WHERE reports > 0 ORDER BY reports DESC NULLS LAST, program_id LIMIT ${limit} OFFSET ${offset}`,
      );
      return result.rows.map((row) => ({ programId: row.program_id, reports: n(row.reports) }));
    },

    async counters(): Promise<Map<string, number>> {
      const rows = await db.select().from(statsCounters);
      return new Map(rows.map((row) => [row.key, n(row.value)]));
    },

    async paymentStatuses(): Promise<Map<string, { payments: number; grossCents: number }>> {
      const rows = await db.select().from(statsPaymentStatus);
      return new Map(rows.map((row) => [row.status, { payments: row.payments, grossCents: n(row.grossCents) }]));
    },

    async paymentsDaily(from: string, to: string) {
      const rows = await db
        .select()
        .from(statsPaymentsDaily)
        .where(and(gte(statsPaymentsDaily.day, from), lte(statsPaymentsDaily.day, to)))
        .orderBy(asc(statsPaymentsDaily.day));
      return rows.map((row) => ({ day: row.day, count: row.payments, cents: n(row.amountCents) }));
    },

    /** Ledger balances per account kind, after folding in the deltas postings appended since the last read. */
    async ledgerKinds(): Promise<Map<string, number>> {
      await db.execute(sql`SELECT stats_ledger_fold()`);
      const rows = await db.select().from(statsLedgerKinds);
      return new Map(rows.map((row) => [row.kind, n(row.balanceCents)]));
    },

    async countries(): Promise<{ country: string; count: number }[]> {
      const rows = await db
        .select({ country: statsCountries.country, count: statsCountries.hackers })
        .from(statsCountries)
        .where(gt(statsCountries.hackers, 0))
        .orderBy(sql`${statsCountries.hackers} desc`, asc(statsCountries.country));
      return rows;
    },
  };
}
export type StatsRepository = ReturnType<typeof statsRepository>;
