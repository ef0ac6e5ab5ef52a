import { sql, type SQL } from 'drizzle-orm';
import { WEBHOOK_RULES } from '@bb/domain';
import { deleteInBatches } from '../../../db/batched-delete.ts';
import type { Executor } from '../../../db/client.ts';
import { clock } from '../../../lib/clock.ts';

export const DELIVERY_RETENTION_QUEUE = 'webhooks.retention';
/** Every night at 04:15 Rome time, after the events' retention (03:45). */
export const DELIVERY_RETENTION_CRON = '15 4 * * *';
/** Rows per statement: each is its own short transaction, so a night with a large backlog never holds long locks. */
const PER_STATEMENT = 2_000;

/**
 * Deletes the deliveries that finished (delivered, or failed after the last retry) more than
 * WEBHOOK_RULES.deliveryRetentionDays ago, counted from their last attempt so a recent redelivery stays in the log.
 * Pending ones (waiting for a retry, or for their disabled endpoint to come back) stay however old. Answers how many it
 * deleted; webhook_deliveries_finished_idx finds them.
 */
export async function pruneFinishedDeliveries(db: Executor, now: Date = clock.now()): Promise<number> {
  const cutoff = new Date(now.getTime() - WEBHOOK_RULES.deliveryRetentionDays * 86_400_000);
  return deleteInBatches(db, PER_STATEMENT, deleteFinishedBefore(cutoff));
}

/** One batch's statement (exported for the test that reads its plan). */
export function deleteFinishedBefore(cutoff: Date): SQL {
  // SKIP LOCKED: a delivery being redelivered right now is left for the next night.
  return sql`
    delete from webhook_deliveries where id in (
      select id from webhook_deliveries
       where status <> 'pending' and last_attempt_at < ${cutoff.toISOString()}::timestamptz
       limit ${PER_STATEMENT}
         for update skip locked)`;
}
