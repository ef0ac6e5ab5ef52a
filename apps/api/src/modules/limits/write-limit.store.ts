import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

/** How many writes one key gets per window, refilled evenly (one more every window / max). */
export interface WriteAllowance {
  max: number;
  windowSeconds: number;
}

export type WriteLimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Where the counters live. Every API process must see the same counts, and a hit must check and count in one atomic
 * step, so that 30 concurrent requests cannot all pass: PostgreSQL by default; a Redis store (REDIS_URL) can take its
 * place without touching the routes.
 */
export interface WriteLimitStore {
  /** Counts one write of `key` if its allowance has room, else refuses it (counting nothing) with when to retry. */
  hit(key: string, allowance: WriteAllowance): Promise<WriteLimitVerdict>;
  /** Forgets the keys whose allowance is whole again (as good as no row); answers how many. */
  prune(): Promise<number>;
}

const microseconds = (value: number) => sql`(${value}::bigint * interval '1 microsecond')`;

/**
 * The counters in `write_limits`, one row per key, as GCRA keeps them (the generic cell rate algorithm of ATM
 * networks, which redis-cell and most API gateways use): `refilled_at` is when the key's allowance is whole again.
 * A write pushes it one step (window / max) further from max(refilled_at, now), and is refused when that would land
 * past now + window, that is when `max` writes already fill the window. One upsert per hit: the conflicting row is
 * locked for the statement, so concurrent hits of one key queue and each sees the one before it.
 */
export function postgresWriteLimitStore(db: Database): WriteLimitStore {
  return {
    async hit(key, { max, windowSeconds }) {
      const windowMicros = windowSeconds * 1_000_000;
      // Rounded down, so `max` steps never add up to more than the window and one more always does.
      const stepMicros = Math.floor(windowMicros / max);
      const step = microseconds(stepMicros);
      const window = microseconds(windowMicros);
      // A refused hit changes nothing; its Retry-After is read from the row as the statement found it (a hit that
      // raced it may have pushed the row further: the client then waits a little less than it could have).
      const result = await db.execute<{ retry_after: number | null }>(sql`
        with hit as (
          insert into write_limits as l (key, refilled_at) values (${key}, now() + ${step})
          on conflict (key) do update set refilled_at = greatest(l.refilled_at, now()) + ${step}
            where greatest(l.refilled_at, now()) + ${step} <= now() + ${window}
          returning 1
        )
        select case when exists (select 1 from hit) then null
          else greatest(1, coalesce(
            (select ceil(extract(epoch from l.refilled_at + ${step} - ${window} - now())) from write_limits l where l.key = ${key}),
            ceil(${stepMicros}::bigint / 1e6)))::int
          end as retry_after`);
      const retryAfter = result.rows[0]?.retry_after ?? null;
      return retryAfter === null ? { allowed: true } : { allowed: false, retryAfterSeconds: retryAfter };
    },

    async prune() {
      const result = await db.execute(sql`delete from write_limits where refilled_at < now()`);
      return result.rowCount ?? 0;
    },
  };
}
