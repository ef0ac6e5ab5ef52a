/** The hacker's wallet figures (GET /api/payments/wallet): totals by state and the last 12 months. */
import { fromCents, listQuerySchema, HACKER_ACTION_STATUSES, PAID_OUT_STATUSES, type HackerWallet, type PaymentStatus } from '@bb/domain';
import type { Database } from '../../db/client.ts';
import { clock } from '../../lib/clock.ts';
import type { SQL } from 'drizzle-orm';
import type { Actor } from '../../plugins/actor.ts';
import type { SettingsReader } from '../settings/index.ts';
import { romeMonthStart } from '../../lib/rome-time.ts';
import { figuresOf } from './payments.presenter.ts';
import { paymentsVisibleTo } from './payments.policy.ts';
import { paymentsRepository } from './payments.repository.ts';
import { readTaxSettings } from './tax-settings.ts';

const MONTHS = 12;
const includes = (list: readonly PaymentStatus[], status: string) => (list as readonly string[]).includes(status);

/** The last `MONTHS` months as `YYYY-MM`, oldest first, in the platform's time zone. */
function lastMonths(now: Date): string[] {
  const [year, month] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome', year: 'numeric', month: '2-digit' }).format(now).split('-').map(Number) as [
    number,
    number,
  ];
  return Array.from({ length: MONTHS }, (_, i) => {
    const index = year * 12 + (month - 1) - (MONTHS - 1 - i);
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

/** Unconfirmed payments store no net yet: their preview (today's regime) replaces the gross in the net figures. */
const UNCONFIRMED = 'pendingHackerInformation,pending';
const PREVIEWED = 100;

function monthOf(date: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome', year: 'numeric', month: '2-digit' }).format(date);
}

export function walletService(deps: { db: Database; settings: SettingsReader }) {
  /** By how much each month's net (and the total) differs from the gross for the unconfirmed payments. */
  async function previewCorrections(visible: SQL | undefined, now: Date): Promise<{ total: number; byMonth: Map<string, number> }> {
    const query = listQuerySchema.parse({ page: 1, size: PREVIEWED, status__in: UNCONFIRMED });
    const { rows } = await paymentsRepository(deps.db).list(query, visible, now);
    const tax = await readTaxSettings(deps.settings);
    const byMonth = new Map<string, number>();
    let total = 0;
    for (const view of rows) {
      const delta = figuresOf(view, tax).figures.transferCents - view.intent.grossCents;
      total += delta;
      const month = monthOf(view.intent.createdAt);
      byMonth.set(month, (byMonth.get(month) ?? 0) + delta);
    }
    return { total, byMonth };
  }

  return {
    async ofHacker(actor: Actor): Promise<HackerWallet> {
      const now = clock.now();
      const months = lastMonths(now);
      const from = romeMonthStart(months[0]!);
      // The route is the hacker's: the payments they see are their own.
      const visible = paymentsVisibleTo(actor);
      const { monthly, byStatus } = await paymentsRepository(deps.db).walletFigures(visible, from);
      const preview = await previewCorrections(visible, now);
      let earned = 0;
      let paid = 0;
      let pending = 0;
      let withheld = 0;
      let actionRequired = 0;
      let nextDue: Date | null = null;
      for (const row of byStatus) {
        const gross = Number(row.gross ?? 0);
        const net = row.transfer === null ? gross : Number(row.transfer);
        if (row.status === 'skipped') continue;
        earned += gross;
        if (includes(PAID_OUT_STATUSES, row.status)) {
          paid += net;
          withheld += Number(row.withheld ?? 0);
        } else {
          pending += net;
          if (row.nextDue && (!nextDue || new Date(row.nextDue) < nextDue)) nextDue = new Date(row.nextDue);
        }
        if (includes(HACKER_ACTION_STATUSES, row.status)) actionRequired += row.n;
      }
      const byMonth = new Map(monthly.map((row) => [row.month, row]));
      return {
        earned: fromCents(earned),
        paid: fromCents(paid),
        pending: fromCents(pending + preview.total),
        withheld: fromCents(withheld),
        actionRequired,
        nextDueDate: nextDue ? nextDue.toISOString() : null,
        monthly: months.map((month) => ({
          month,
          gross: fromCents(Number(byMonth.get(month)?.gross ?? 0)),
          net: fromCents(Number(byMonth.get(month)?.net ?? 0) + (preview.byMonth.get(month) ?? 0)),
        })),
      };
    },
  };
}
export type WalletService = ReturnType<typeof walletService>;
