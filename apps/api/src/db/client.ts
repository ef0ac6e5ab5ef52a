import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as schema from './schema/index.ts';
import { consoleLog, type EarlyLog } from '../lib/logger.ts';
import { withSessionSettings } from './session-settings.ts';

/** The database of the app: Drizzle over its pool (`$client`, for the connections that listen to notifications). */
export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };
/** A transaction handle or the database itself: repositories accept either. */
export type Executor = NodePgDatabase<typeof schema> | Parameters<Parameters<NodePgDatabase<typeof schema>['transaction']>[0]>[0];

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

// Money and counts come back as strings for bigint/numeric; parse bigint counts as numbers only where safe.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => value);

export function createDatabase(url: string, poolSize = 10, log: EarlyLog = consoleLog): { pool: pg.Pool; db: Database } {
  const pool = new pg.Pool(withSessionSettings({ connectionString: url, max: poolSize, idleTimeoutMillis: 30_000 }));
  // An idle client losing its connection (database restart, shutdown) must not crash the process.
  pool.on('error', (error) => log.warn({ err: error }, 'database connection lost'));
  return { pool, db: drizzle(pool, { schema, casing: 'snake_case' }) };
}

/** The key of the advisory lock migrations run under (one product, one key). */
const MIGRATION_LOCK = 4_217_210_021;

/**
 * Applies the pending migrations under a PostgreSQL advisory lock held on a connection of its own: replicas starting
 * together (or `npm run migrate` beside a starting server) wait for each other, the first applies, the next find
 * nothing left to do. Answers how many it applied and where the database stands.
 */
export async function runMigrations(db: Database): Promise<{ appliedNow: number; applied: number; expected: number }> {
  const lock = await db.$client.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    const before = await migrationState(db);
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    const after = await migrationState(db);
    return { appliedNow: after.applied - before.applied, ...after };
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    lock.release();
  }
}

/** How many migrations the code has, and how many the database has applied (0 before the first). */
export async function migrationState(db: Database): Promise<{ expected: number; applied: number }> {
  const journal = JSON.parse(await readFile(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
  const expected = journal.entries.length;
  // Before the first migration the table does not exist (a query naming it would fail however it is guarded).
  const { rows: table } = await db.$client.query<{ present: boolean }>("select to_regclass('drizzle.__drizzle_migrations') is not null as present");
  if (!table[0]?.present) return { expected, applied: 0 };
  const { rows } = await db.$client.query<{ applied: string }>('select count(*) as applied from drizzle.__drizzle_migrations');
  return { expected, applied: Number(rows[0]?.applied ?? 0) };
}
