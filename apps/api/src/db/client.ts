import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { fileURLToPath } from 'node:url';
import * as schema from './schema/index.ts';

/** The database of the app: Drizzle over its pool (`$client`, for the connections that listen to notifications). */
export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };
/** A transaction handle or the database itself: repositories accept either. */
export type Executor = NodePgDatabase<typeof schema> | Parameters<Parameters<NodePgDatabase<typeof schema>['transaction']>[0]>[0];

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

// Money and counts come back as strings for bigint/numeric; parse bigint counts as numbers only where safe.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => value);

export function createDatabase(url: string, poolSize = 10): { pool: pg.Pool; db: Database } {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, idleTimeoutMillis: 30_000 });
  // An idle client losing its connection (database restart, shutdown) must not crash the process.
  pool.on('error', (error) => console.error('database connection lost:', error.message));
  return { pool, db: drizzle(pool, { schema, casing: 'snake_case' }) };
}

export async function runMigrations(db: Database): Promise<void> {
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
}
