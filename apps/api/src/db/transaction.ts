/**
 * A transaction that PostgreSQL may refuse under contention and that is simply run again: a serialization failure
 * (40001) or a deadlock (40P01) rolls the whole transaction back, so work made only of database writes can start
 * over from the beginning and mean the same. Opt-in: work with effects outside the database (an email sent, a file
 * moved, a call to a provider) must not be rerun, and must not use it.
 */
import { is } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Database, Executor } from './client.ts';

/** SQLSTATEs after which the transaction rolled back whole and may be run again. */
const RETRYABLE = new Set(['40001', '40P01']);

export interface RetryOptions {
  /** Runs in all, the first included (3 by default). */
  attempts?: number;
  /** Wait before the second run, in milliseconds (doubled for each later one, plus up to as much again at random). */
  backoffMs?: number;
}

/** The SQLSTATE of a database error, through Drizzle's wrapping (`cause`). */
function sqlState(error: unknown): string | undefined {
  let current = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string') return code;
    current = cause;
  }
  return undefined;
}

/** Whether PostgreSQL rolled the transaction back for contention alone (serialization failure, deadlock). */
export function isRetryable(error: unknown): boolean {
  const state = sqlState(error);
  return state !== undefined && RETRYABLE.has(state);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `db.transaction(work)`, run again (up to `attempts` times in all, with a little jittered backoff) when PostgreSQL
 * rolls it back for a serialization failure or a deadlock. `work` must be database writes only, idempotent when rerun
 * from the start: everything it computes (ids, times) is computed again inside it.
 */
export async function retryingTransaction<T>(db: Database, work: (tx: Executor) => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const attempts = options.attempts ?? 3;
  const backoffMs = options.backoffMs ?? 20;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (attempt >= attempts || !isRetryable(error)) throw error;
      const wait = backoffMs * 2 ** (attempt - 1);
      await pause(wait + Math.random() * wait);
    }
  }
}

/**
 * Reads that need not wait for each other: side by side on the pool, one after another in a transaction. A transaction
 * is one connection, where pg queues a statement sent while another runs (deprecated in pg 8, refused by pg 9).
 */
export async function readTogether<T extends readonly unknown[]>(executor: Executor, reads: { [K in keyof T]: () => Promise<T[K]> }): Promise<T> {
  if (!is(executor, PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as unknown as T;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as unknown as T;
}
