import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

/** What the plugin hands `child`: the route's merged options, with the route it is for. */
type RouteLimit = { routeInfo: { method?: string; url?: string } };
type Counted = { current: number; ttl: number };
type Done = (error: Error | null, result?: Counted) => void;

const milliseconds = (value: number) => sql`(${value}::bigint * interval '1 millisecond')`;

/**
 * @fastify/rate-limit's counters in PostgreSQL (`request_rates`), so that every instance of the API counts the same
 * calls of one address: a fixed window per key, as the plugin's own stores keep them. One upsert per call counts and
 * answers in one atomic step (concurrent calls of one key queue on its row), restarting the window once it has ended.
 * The plugin's `continueExceeding` and `exponentialBackoff` are not used by this app and not supported here.
 */
export function postgresRequestRateStore(db: Database): FastifyRateLimitStoreCtor {
  async function increment(key: string, windowMs: number): Promise<Counted> {
    const window = milliseconds(windowMs);
    const result = await db.execute<{ hits: number; ttl: number }>(sql`
      insert into request_rates as r (key, hits, window_ends_at) values (${key}, 1, now() + ${window})
      on conflict (key) do update set
        hits = case when r.window_ends_at <= now() then 1 else r.hits + 1 end,
        window_ends_at = case when r.window_ends_at <= now() then now() + ${window} else r.window_ends_at end
      returning hits, greatest(0, ceil(extract(epoch from window_ends_at - now()) * 1000))::int as ttl`);
    const row = result.rows[0]!;
    return { current: row.hits, ttl: row.ttl };
  }

  async function read(key: string): Promise<Counted> {
    const result = await db.execute<{ hits: number; ttl: number }>(sql`
      select hits, ceil(extract(epoch from window_ends_at - now()) * 1000)::int as ttl
      from request_rates where key = ${key} and window_ends_at > now()`);
    const row = result.rows[0];
    return row ? { current: row.hits, ttl: row.ttl } : { current: 0, ttl: 0 };
  }

  const settle = (promise: Promise<Counted>, done: Done) =>
    void promise.then(
      (counted) => done(null, counted),
      (error: Error) => done(error),
    );

  class PostgresRequestRateStore implements FastifyRateLimitStore {
    /** Each route's counters apart: the key starts with its method and path, as the plugin's Redis store does. */
    constructor(
      _options?: unknown,
      private readonly prefix = '',
    ) {}

    incr(key: string, done: Done, timeWindow: number) {
      settle(increment(this.prefix + key, timeWindow), done);
    }

    read(key: string, done: Done) {
      settle(read(this.prefix + key), done);
    }

    child(routeOptions: unknown) {
      // A limiter made by app.createRateLimit has no route: its keys name what they count.
      const { method, url } = (routeOptions as RouteLimit).routeInfo;
      return new PostgresRequestRateStore(routeOptions, url ? `${this.prefix}${method}${url}-` : this.prefix);
    }
  }
  return PostgresRequestRateStore;
}

/** Forgets the windows that have ended (as good as no row); answers how many. */
export async function pruneRequestRates(db: Database): Promise<number> {
  const result = await db.execute(sql`delete from request_rates where window_ends_at <= now()`);
  return result.rowCount ?? 0;
}
