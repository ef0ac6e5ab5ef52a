import type pg from 'pg';

/**
 * Settings every connection of the app's pools gets before its first statement.
 *
 * `enable_memoize = off`: a list page is a nested loop under a LIMIT (ten reports and their program, company, target and
 * hacker), and PostgreSQL costs the loop for every row the LIMIT will never read. It then puts a Memoize cache before
 * each lookup, sized for the distinct keys of the whole table (88,000 programs, 200,000 hackers at the bench's size),
 * and allocates and zeroes those caches on every execution: 1.8 to 3.5 ms of a triager's 0.2 ms report page at a
 * million reports, growing with the data (EXPLAIN ANALYZE; `npm run bench`'s growth). The app's reads look up a page's
 * few rows, where a cache has nothing to save; its figures are kept by triggers, not joined at read time.
 */
export const SESSION_SETTINGS = 'set enable_memoize = off';

/**
 * `config` with SESSION_SETTINGS sent on each new connection, awaited before the pool hands the connection out (pg-pool's
 * `onConnect`). A statement rather than libpq's `options` startup parameter, which connection poolers such as
 * PgBouncer refuse by default.
 */
export function withSessionSettings(config: pg.PoolConfig): pg.PoolConfig {
  return {
    ...config,
    onConnect: async (client) => {
      // A server without the setting (before PostgreSQL 14) has no Memoize to turn off; a lost connection fails its next query anyway.
      await client.query(SESSION_SETTINGS).catch(() => undefined);
    },
  };
}
