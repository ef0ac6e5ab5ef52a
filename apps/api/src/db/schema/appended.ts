import { sql } from 'drizzle-orm';
import { boolean, index, type PgColumn } from 'drizzle-orm/pg-core';

/*
 * Append-only aggregates (migration 0022): a table with no unique key, to which every change INSERTs its differences
 * (so transactions of different companies never wait on one row), read by summing the rows of a key, and compacted by
 * the stats-compaction job (lib/aggregates.ts), which folds the rows still `pending` into one row per key.
 */

/** True on the rows the changes appended, false on those the compaction (or a rebuild) wrote. */
export const pendingColumn = () => boolean('pending').notNull().default(true);

/** The key's index the readers sum through, and the compaction's index of what it has not folded yet. */
export function appendedIndexes(table: string, key: [PgColumn, ...PgColumn[]], pending: PgColumn) {
  return [
    index(`${table}_key_idx`).on(...key),
    index(`${table}_pending_idx`)
      .on(...key)
      .where(sql`${pending}`),
  ];
}
