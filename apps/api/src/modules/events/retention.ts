import { sql } from 'drizzle-orm';
import { deleteInBatches } from '../../db/batched-delete.ts';
import type { Executor } from '../../db/client.ts';

export const EVENT_RETENTION_QUEUE = 'events.retention';
/** Every night at 03:45 Rome time. */
export const EVENT_RETENTION_CRON = '45 3 * * *';
const PER_STATEMENT = 10_000;

/**
 * Deletes events older than `retentionDays` that every consumer has handled (an event a consumer has not reached yet
 * stays, however old). Answers how many it deleted. The audit log, report timelines and payment histories are kept.
 */
export function pruneDeliveredEvents(db: Executor, retentionDays: number): Promise<number> {
  return deleteInBatches(
    db,
    PER_STATEMENT,
    sql`
      delete from domain_events where id in (
        select e.id from domain_events e
         where e.created_at < now() - make_interval(days => ${retentionDays})
           and not exists (select 1 from event_cursors c where (c.tx_id, c.event_id) < (e.tx_id, e.id))
         limit ${PER_STATEMENT})`,
  );
}
