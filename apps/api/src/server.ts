import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type AppConfig } from './config.ts';
import { createDatabase, runMigrations, type Database } from './db/client.ts';
import { startEmbeddedPostgres } from './db/embedded.ts';
import { startJobQueue } from './jobs/queue.ts';
import { createStorage } from './modules/uploads/storage/create-storage.ts';
import { ensureSuperAdmin, seedDemoAccounts, type DemoAccount } from './scripts/demo-accounts.ts';
import { seedDemoData } from './scripts/demo-data.ts';

function readConfig(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * The demo logins, then the demo data, made through the app's routes before it listens. A failure
 * keeps what was made and says so: the data is made only on an empty database.
 */
async function seedAndPrintDemo(app: FastifyInstance, db: Database, config: AppConfig, accounts: DemoAccount[]) {
  console.log('\nDemo accounts (created because the database was empty):');
  const roleWidth = Math.max(...accounts.map((account) => account.role.length));
  const emailWidth = Math.max(...accounts.map((account) => account.email.length));
  for (const account of accounts) console.log(`  ${account.role.padEnd(roleWidth)}  ${account.email.padEnd(emailWidth)}  ${account.password}`);
  console.log('  Staff and super admin set up two-factor authentication at their first sign-in.\n');
  const started = performance.now();
  try {
    const lines = await seedDemoData(app, { db, config, accounts });
    console.log(`Demo data (made in ${((performance.now() - started) / 1000).toFixed(1)} s):`);
    for (const line of lines) console.log(`  ${line}`);
  } catch (error) {
    console.error(error);
    console.error('The demo data stopped half-way (the error is above); it is made again only on an empty database.');
  }
  console.log('');
}

async function main() {
  const config = readConfig();
  const embedded = config.databaseUrl ? null : await startEmbeddedPostgres(join(config.dataDir, 'postgres'));
  const databaseUrl = config.databaseUrl ?? embedded!.url;
  const { db, pool } = createDatabase(databaseUrl, 20);
  await runMigrations(db);
  const queue = await startJobQueue(databaseUrl);

  if (config.admin) await ensureSuperAdmin(db, config.admin);
  const demo = config.isProduction ? null : await seedDemoAccounts(db);

  const app = await buildApp(config, { db, queue, storage: createStorage(config) });
  if (demo) await seedAndPrintDemo(app, db, config, demo);
  await app.listen({ port: config.port, host: config.host });
  console.log(
    `Bug bounty marketplace on ${config.publicUrl} (database: ${embedded ? 'embedded PostgreSQL under ' + join(config.dataDir, 'postgres') : 'DATABASE_URL'})${config.smtpUrl ? '' : `; emails readable at ${config.publicUrl}/dev/mailbox`}`,
  );

  const shutdown = async () => {
    await app.close();
    await queue.stop();
    await pool.end();
    await embedded?.stop();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
