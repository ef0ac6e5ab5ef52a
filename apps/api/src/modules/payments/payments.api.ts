/**
 * What other modules may ask of hacker payments: a reward opens the hacker's payment intent in the
 * reward's transaction, and a report's page shows its payout's summary.
 */
import type { PaymentSummary } from '@bb/domain';
import { count } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { paymentIntents } from '../../db/schema/index.ts';
import { clock } from '../../lib/clock.ts';
import { latePort } from '../../lib/late-port.ts';
import type { Caller } from '../../plugins/actor.ts';
import { recordEvent } from '../events/index.ts';
import { projectPaymentHistory } from './payment-machine.ts';
import { hasPaymentSettings } from '../hackers/hackers.api.ts';
import { overdueCondition, paymentsRepository } from './payments.repository.ts';

type NewIntentValues = Parameters<ReturnType<typeof paymentsRepository>['insert']>[0];

export interface NewPaymentIntent {
  reportId: string;
  hackerId: string;
  programId: string;
  companyId: string;
  grossCents: number;
  dueAt: Date;
}

/** Opens an intent (a reward or a bonus): pending when the hacker's tax regime and bank account are set, else pending hacker information. */
export async function openIntent(tx: Executor, caller: Caller, values: Omit<NewIntentValues, 'status'>): Promise<string> {
  const status = (await hasPaymentSettings(tx, values.hackerId)) ? 'pending' : 'pendingHackerInformation';
  const payments = paymentsRepository(tx);
  // Opened at the app's clock, as every later step of its history (the wallet's months and lists read it too).
  const at = clock.now();
  const row = await payments.insert({ ...values, status, statusChangedBy: caller.userId, statusChangedAt: at, createdAt: at });
  const opened = await recordEvent(
    tx,
    caller,
    {
      type: 'payment.open',
      subject: { type: 'payment', id: row.id },
      companyId: row.companyId,
      payload: { kind: row.kind, status, grossCents: row.grossCents },
    },
    { at: row.createdAt },
  );
  await projectPaymentHistory(tx, [opened]);
  return row.id;
}

/** The reward's payment, in the reward's transaction. */
export async function openPaymentIntent(tx: Executor, caller: Caller, intent: NewPaymentIntent): Promise<void> {
  await openIntent(tx, caller, { ...intent, kind: 'reward' });
}

/** The summary of a report's payout (null before a reward); the payments module binds it with the tax table. */
export const paymentSummaries = latePort<(executor: Executor, reportId: string) => Promise<PaymentSummary | null>>('payment summaries');
export const paymentSummaryOfReport = (executor: Executor, reportId: string) => paymentSummaries.get()(executor, reportId);

/** Payments past their due date and not paid out yet (the dashboards' overdue count, from payment_intents_unpaid_due_idx). */
export async function countOverduePayments(db: Executor, now: Date): Promise<number> {
  const [row] = await db.select({ n: count() }).from(paymentIntents).where(overdueCondition(now));
  return row?.n ?? 0;
}
