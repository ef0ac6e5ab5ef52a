/**
 * The operator's commands, against DATABASE_URL (else the embedded development database); compiled into
 * apps/api/dist/operator.js for production, where no TypeScript runner is installed:
 *
 *   node apps/api/dist/operator.js migrate
 *   node apps/api/dist/operator.js create-superadmin --email ops@example.com   (the password on standard input)
 *   node apps/api/dist/operator.js reset-two-factor --email someone@example.com
 *
 * In development: `npm run operator -- <command> …`.
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { emailSchema, newPasswordSchema, VALIDATION_MESSAGES } from '@bb/domain';
import { ConfigError, loadConfig } from '../config.ts';
import { createDatabase, runMigrations, type Database } from '../db/client.ts';
import { startEmbeddedPostgres } from '../db/embedded.ts';
import { ensureSuperAdmin, resetTwoFactor } from '../modules/accounts/index.ts';

const USAGE = 'usage: operator.js migrate | create-superadmin --email <address> (password on standard input) | reset-two-factor --email <address>';

class UsageError extends Error {}

async function readStandardInput(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8').split('\n')[0]?.trim() ?? '';
}

function emailOption(args: string[]): string {
  const { values } = parseArgs({ args, options: { email: { type: 'string' } } });
  const parsed = emailSchema.safeParse(values.email ?? '');
  if (!parsed.success) throw new UsageError(`--email: a valid email address is needed\n${USAGE}`);
  return parsed.data;
}

/** The message of a domain validation key, in English (the operator's console). */
const message = (key: string) => (VALIDATION_MESSAGES as Record<string, { en: string }>)[key]?.en ?? key;

async function createSuperadmin(db: Database, args: string[]): Promise<string> {
  const email = emailOption(args);
  const password = newPasswordSchema.safeParse(await readStandardInput());
  if (!password.success) throw new UsageError(`password: ${message(password.error.issues[0]?.message ?? 'validation.password.invalid')}`);
  await ensureSuperAdmin(db, { email, password: password.data });
  return `super admin ${email} ready (an existing account keeps its password; two-factor is set up at the first sign-in)`;
}

async function run(db: Database, command: string | undefined, args: string[]): Promise<string> {
  switch (command ?? '') {
    case 'migrate': {
      const { appliedNow, applied, expected } = await runMigrations(db);
      return `migrations: ${appliedNow} applied now, ${applied} of ${expected} in the database`;
    }
    case 'create-superadmin':
      return createSuperadmin(db, args);
    case 'reset-two-factor': {
      const email = emailOption(args);
      if (!(await resetTwoFactor(db, email))) throw new UsageError(`no account has the email ${email}`);
      return `two-factor taken off ${email}, its recovery codes and sessions ended: it enrols again at the next sign-in`;
    }
    default:
      throw new UsageError(USAGE);
  }
}

async function main(): Promise<void> {
  const [command, ...args] = process.argv.slice(2);
  const config = loadConfig();
  const embedded = config.databaseUrl ? null : await startEmbeddedPostgres(join(config.dataDir, 'postgres'));
  const { db, pool } = createDatabase(config.databaseUrl ?? embedded!.url, 2);
  try {
    console.log(await run(db, command, args));
  } finally {
    await pool.end();
    await embedded?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof UsageError ? error.message : error);
  process.exit(1);
});
