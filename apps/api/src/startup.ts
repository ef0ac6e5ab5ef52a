import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { loadConfig, type AppConfig } from './config.ts';
import { StartupError } from './lib/startup-error.ts';
import { createLogger } from './lib/logger.ts';
import { createDatabase, runMigrations, type Database } from './db/client.ts';
import { startEmbeddedPostgres } from './db/embedded.ts';
import { startJobQueue } from './jobs/queue.ts';
import { ensureSuperAdmin } from './modules/accounts/index.ts';
import { createStorage } from './modules/uploads/storage/create-storage.ts';

/** How long a stop may take (orchestrators wait 30 s by default before killing): requests, then jobs, then the pool. */
const SHUTDOWN_DEADLINE_MS = 25_000;

/** Ends a start that failed: an operator's problem (StartupError) in its own words, anything else with its stack. */
export function exitOnStartFailure(error: unknown): never {
  console.error(error instanceof StartupError ? error.message : error);
  process.exit(1);
}

/** What runs between building the app and listening: the demo seeding of `scripts/start.ts`, outside production. */
export type BeforeListen = (app: FastifyInstance, context: { db: Database; config: AppConfig }) => Promise<void>;

/**
 * Starts the server: configuration, database (the embedded PostgreSQL when DATABASE_URL is unset), migrations, job
 * queue, the app, then listen; stops cleanly on SIGINT and SIGTERM. The production entry (server.ts) passes no hook, so
 * nothing of the demo is in its import graph.
 */
export async function startServer(beforeListen?: BeforeListen): Promise<void> {
  const config = loadConfig();
  const log = createLogger(config.logLevel);
  const embedded = config.databaseUrl ? null : await startEmbeddedPostgres(join(config.dataDir, 'postgres'));
  const databaseUrl = config.databaseUrl ?? embedded!.url;
  const { db, pool } = createDatabase(databaseUrl, 20, log);
  if (config.migrateOnStart) await runMigrations(db);
  const queue = await startJobQueue(databaseUrl, log);

  if (config.admin) await ensureSuperAdmin(db, config.admin);

  const app = await buildApp(config, { db, queue, storage: createStorage(config), logger: log });
  await beforeListen?.(app, { db, config });
  await app.listen({ port: config.port, host: config.host });
  const database = embedded ? `embedded PostgreSQL under ${join(config.dataDir, 'postgres')}` : 'DATABASE_URL';
  // Production logs are JSON lines only; on a developer's machine the address is said as a sentence.
  if (config.isProduction) app.log.info({ publicUrl: config.publicUrl }, 'listening');
  else
    console.log(
      `Bug bounty marketplace on ${config.publicUrl} (database: ${database})${config.smtpUrl ? '' : `; emails readable at ${config.publicUrl}/dev/mailbox`}`,
    );

  // Stop accepting, let requests in flight finish, stop the job workers (a job in progress gets its own grace),
  // close the pool. A stop that hangs past the deadline ends the process anyway, saying so.
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    const deadline = setTimeout(() => {
      app.log.error({ deadlineMs: SHUTDOWN_DEADLINE_MS }, 'shutdown did not finish in time: exiting');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS);
    deadline.unref();
    await app.close();
    await queue.stop();
    await pool.end();
    await embedded?.stop();
    app.log.info('stopped');
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}
