/**
 * The payment figures the payments module keeps (migrations 0018, 0022): payments per status and kind with their
 * gross, appended to by statement triggers and recounted from the intents by the same contribution.
 */
import { eq, sql } from 'drizzle-orm';
import type { PaymentStatus } from '@bb/domain';
import type { Executor } from '../../db/client.ts';
import { paymentCounts } from '../../db/schema/index.ts';
import { contributedAggregate, type Aggregate } from '../../lib/aggregates.ts';

export const paymentAggregates: readonly Aggregate[] = [
  contributedAggregate({
    table: 'payment_counts',
    kind: 'appended',
    keys: ['status', 'kind'],
    values: ['n', 'gross_cents'],
    sources: [['payment_intents', 'payment_counts_of']],
  }),
];

/** How many payments are in `status` (every kind) and their gross, from the counters. */
export async function paymentsInStatus(executor: Executor, status: PaymentStatus): Promise<{ payments: number; grossCents: number }> {
  const [row] = await executor
    .select({ payments: sql<string>`coalesce(sum(${paymentCounts.n}), 0)`, grossCents: sql<string>`coalesce(sum(${paymentCounts.grossCents}), 0)` })
    .from(paymentCounts)
    .where(eq(paymentCounts.status, status));
  return { payments: Number(row?.payments ?? 0), grossCents: Number(row?.grossCents ?? 0) };
}
