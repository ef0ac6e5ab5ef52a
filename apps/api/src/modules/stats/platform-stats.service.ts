/** The super admin's platform figures: the budget split, the payment trend, reports per month and nationalities. */
import { fromCents, type NationalityStats, type PlatformStats } from '@bb/domain';
import type { Database } from '../../db/client.ts';
import { clock as apiClock } from '../../lib/clock.ts';
import type { ReportStatsService } from '../reports/index.ts';
import { toTrend } from './stats.service.ts';
import { statsRepository } from './stats.repository.ts';
import { trendWindow } from './stats-time.ts';

export function platformStatsService(deps: { db: Database; reportStats: ReportStatsService; now?: () => Date }) {
  const stats = statsRepository(deps.db);
  const clock = deps.now ?? apiClock.now;
  return {
    /** GET /api/stats/platform. */
    async platform(): Promise<PlatformStats> {
      const window = trendWindow(clock());
      const [kinds, counters, reports, payments] = await Promise.all([
        stats.ledgerKinds(),
        stats.counters(),
        deps.reportStats.platform(),
        stats.paymentsDaily(window.from, window.to),
      ]);
      const budgets = kinds.get('program_budget') ?? 0;
      const reserved = counters.get('reserved_cents') ?? 0;
      const daily = payments.map((row) => ({ day: row.day, rewards: row.count, rewardCents: row.cents, received: 0 }));
      return {
        budget: {
          wallets: fromCents(kinds.get('company_wallet') ?? 0),
          remaining: fromCents(budgets - reserved),
          reserved: fromCents(reserved),
          paid: reports.rewards,
          platformFee: fromCents(kinds.get('platform_fees') ?? 0),
        },
        paymentTrend: toTrend(window, daily, (row) => ({ cents: row.rewardCents, count: row.rewards })),
        reportMonths: reports.months,
      };
    },

    /** GET /api/stats/nationalities: hackers per country of residence. */
    async nationalities(): Promise<NationalityStats> {
      const [countries, counters] = await Promise.all([stats.countries(), stats.counters()]);
      const total = countries.reduce((sum, row) => sum + row.count, 0);
      return { total, unknown: Math.max(0, (counters.get('hackers') ?? 0) - total), countries };
    },
  };
}
export type PlatformStatsService = ReturnType<typeof platformStatsService>;
