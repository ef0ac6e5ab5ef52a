/**
 * `npm run migrate`: applies the pending migrations to DATABASE_URL (else the embedded development database) under
 * the same advisory lock the server takes at start, so it can run beside starting replicas or twice at once.
 */
import { join } from 'node:path';
import { ConfigError, loadConfig } from '../config.ts';
import { createDatabase, runMigrations } from '../db/client.ts';
import { startEmbeddedPostgres } from '../db/embedded.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  const embedded = config.databaseUrl ? null : await startEmbeddedPostgres(join(config.dataDir, 'postgres'));
  const { db, pool } = createDatabase(config.databaseUrl ?? embedded!.url, 2);
  try {
    const { appliedNow, applied, expected } = await runMigrations(db);
    console.log(`migrations: ${appliedNow} applied now, ${applied} of ${expected} in the database`);
  } finally {
    await pool.end();
    await embedded?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
