/**
 * Queries of the stats aggregates (migrations 0020, 0022), plus the counts that depend on the clock: open reports whose
 * next response is still due (the hours ahead from stats_open_due, the current hour and the next day from a partial
 * index): breached is the open total minus those. The append-only tables are read by summing each key's rows.
 */
import { and, asc, eq, gte, inArray, lte, sql, type AnyColumn } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  statsCounters,
  statsCountries,
  statsDaily,
  statsHandlers,
  statsLedgerKinds,
  statsOpenDue,
  statsPaymentsDaily,
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
const total = (column: AnyColumn) => sql<string>`coalesce(sum(${column}), 0)`;

export function statsRepository(db: Executor) {
  /** Rewards of a scope over all time: how many, and their gross in cents. */
  async function rewardsEver(scope: DailyScope, scopeId: string): Promise<{ cents: number; count: number }> {
    const [row] = await db
      .select({ cents: total(statsDaily.rewardCents), count: total(statsDaily.rewards) })
      .from(statsDaily)
      .where(and(eq(statsDaily.scope, scope), eq(statsDaily.scopeId, scopeId)));
    return { cents: n(row?.cents), count: n(row?.count) };
  }

  return {
    async daily(scope: DailyScope, scopeId: string, from: string, to: string): Promise<DailyRow[]> {
      const rows = await db
        .select({ day: statsDaily.day, rewards: total(statsDaily.rewards), rewardCents: total(statsDaily.rewardCents), received: total(statsDaily.received) })
        .from(statsDaily)
        .where(and(eq(statsDaily.scope, scope), eq(statsDaily.scopeId, scopeId), gte(statsDaily.day, from), lte(statsDaily.day, to)))
        .groupBy(statsDaily.day)
        .orderBy(asc(statsDaily.day));
      return rows.map((row) => ({ day: row.day, rewards: n(row.rewards), rewardCents: n(row.rewardCents), received: n(row.received) }));
    },

    /** Rewards of a scope over all time, in cents. */
    rewardCentsEver: async (scope: DailyScope, scopeId: string): Promise<number> => (await rewardsEver(scope, scopeId)).cents,

    rewardsEver,

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
      const [row] = await db
        .select({ open: total(statsHandlers.open), total: total(statsHandlers.total) })
        .from(statsHandlers)
        .where(eq(statsHandlers.userId, userId));
      return { open: n(row?.open), total: n(row?.total) };
    },

    /** Open reports whose next response is due at or after `from`: the hours ahead from stats_open_due, the rest of this hour from the index. */
    async openReportsDueFrom(managedOnly: boolean, from: Date): Promise<number> {
      const nextHour = new Date(Math.floor(from.getTime() / HOUR_MS + 1) * HOUR_MS);
      const [thisHour, [ahead]] = await Promise.all([
        countOpenReportsDueBetween(db, managedOnly, from, nextHour),
        db
          .select({ n: total(statsOpenDue.reports) })
          .from(statsOpenDue)
          .where(and(gte(statsOpenDue.dueHour, nextHour), managedOnly ? eq(statsOpenDue.isManaged, true) : undefined)),
      ]);
      return thisHour + n(ahead?.n);
    },

    async counters(): Promise<Map<string, number>> {
      const rows = await db
        .select({ key: statsCounters.key, value: total(statsCounters.value) })
        .from(statsCounters)
        .groupBy(statsCounters.key);
      return new Map(rows.map((row) => [row.key, n(row.value)]));
    },

    async paymentsDaily(from: string, to: string) {
      const rows = await db
        .select({ day: statsPaymentsDaily.day, count: total(statsPaymentsDaily.payments), cents: total(statsPaymentsDaily.amountCents) })
        .from(statsPaymentsDaily)
        .where(and(gte(statsPaymentsDaily.day, from), lte(statsPaymentsDaily.day, to)))
        .groupBy(statsPaymentsDaily.day)
        .orderBy(asc(statsPaymentsDaily.day));
      return rows.map((row) => ({ day: row.day, count: n(row.count), cents: n(row.cents) }));
    },

    /** Ledger balances per account kind (the postings append their differences; nothing is folded on read). */
    async ledgerKinds(): Promise<Map<string, number>> {
      const rows = await db
        .select({ kind: statsLedgerKinds.kind, cents: total(statsLedgerKinds.balanceCents) })
        .from(statsLedgerKinds)
        .groupBy(statsLedgerKinds.kind);
      return new Map(rows.map((row) => [row.kind, n(row.cents)]));
    },

    async countries(): Promise<{ country: string; count: number }[]> {
      const hackers = sql<string>`sum(${statsCountries.hackers})`;
      const rows = await db
        .select({ country: statsCountries.country, count: hackers })
        .from(statsCountries)
        .groupBy(statsCountries.country)
        .having(sql`${hackers} > 0`)
        .orderBy(sql`${hackers} desc`, asc(statsCountries.country));
      return rows.map((row) => ({ country: row.country, count: n(row.count) }));
    },
  };
}
export type StatsRepository = ReturnType<typeof statsRepository>;
