/**
 * `npm start` and `npm run dev`: the server, and outside production, on an empty database, the demo accounts and data
 * made through the app's routes before it listens (printing the logins). The production entry is src/server.ts.
 */
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../src/config.ts';
import type { Database } from '../src/db/client.ts';
import { exitOnStartFailure, startServer } from '../src/startup.ts';
import { seedDemoAccounts, type DemoAccount } from './demo/demo-accounts.ts';
import { seedDemoData } from './demo/demo-data.ts';

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

startServer(async (app, { db, config }) => {
  if (config.isProduction) return;
  const demo = await seedDemoAccounts(db);
  if (demo) await seedAndPrintDemo(app, db, config, demo);
}).catch(exitOnStartFailure);
