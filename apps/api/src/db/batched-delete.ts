import type { SQL } from 'drizzle-orm';
import type { Executor } from './client.ts';

/**
 * Runs a `delete … where id in (select … limit batchSize)` statement until a batch deletes fewer than `batchSize`
 * rows, each statement its own short transaction so a large backlog never holds long locks; answers how many rows went.
 * The retention jobs share it (events, webhook deliveries, idempotency keys).
 */
export async function deleteInBatches(db: Executor, batchSize: number, statement: SQL): Promise<number> {
  let deleted = 0;
  for (;;) {
    const { rowCount } = await db.execute(statement);
    deleted += rowCount ?? 0;
    if ((rowCount ?? 0) < batchSize) return deleted;
  }
}
