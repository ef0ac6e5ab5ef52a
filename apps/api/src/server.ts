import { join } from 'node:path';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type AppConfig } from './config.ts';
import { createDatabase, runMigrations } from './db/client.ts';
import { startEmbeddedPostgres } from './db/embedded.ts';
import { startJobQueue } from './jobs/queue.ts';
import { createStorage } from './modules/uploads/storage/create-storage.ts';
import { ensureSuperAdmin, seedDemoAccounts } from './scripts/demo-accounts.ts';

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

async function main() {
  const config = readConfig();
  const embedded = config.databaseUrl ? null : await startEmbeddedPostgres(join(config.dataDir, 'postgres'));
  const databaseUrl = config.databaseUrl ?? embedded!.url;
  const { db, pool } = createDatabase(databaseUrl, 20);
  await runMigrations(db);
  const queue = await startJobQueue(databaseUrl);

  if (config.admin) await ensureSuperAdmin(db, config.admin);
  if (!config.isProduction) {
    const demo = await seedDemoAccounts(db);
    if (demo) {
      console.log('\nDemo accounts (created because the database was empty):');
      for (const account of demo) console.log(`  ${account.role.padEnd(14)} ${account.email.padEnd(28)} ${account.password}`);
      console.log('  Staff and super admin set up two-factor authentication at their first sign-in.\n');
    }
  }

  const app = await buildApp(config, { db, queue, storage: createStorage(config) });
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
