/**
 * The operator's commands, against DATABASE_URL (else the embedded development database); compiled into
 * apps/api/dist/operator.js for production, where no TypeScript runner is installed:
 *
 *   node apps/api/dist/operator.js migrate
 *   node apps/api/dist/operator.js create-superadmin --email ops@example.com   (the password on standard input)
 *   node apps/api/dist/operator.js reset-two-factor --email someone@example.com
 *   node apps/api/dist/operator.js generate-secret                             (a new SESSION_SECRET)
 *   node apps/api/dist/operator.js reseal-two-factor                           (after rotating SESSION_SECRET)
 *   node apps/api/dist/operator.js backup --out /backups/2026-05-01
 *   node apps/api/dist/operator.js verify-backup --from /backups/2026-05-01
 *   node apps/api/dist/operator.js restore --from /backups/2026-05-01 [--force]
 *
 * In development: `npm run operator -- <command>`.
 */
import { join } from 'node:path';
import { parseArgs, type ParseArgsOptionsConfig } from 'node:util';
import { emailSchema, newPasswordSchema, VALIDATION_MESSAGES } from '@bb/domain';
import { loadConfig, type AppConfig } from '../config.ts';
import { StartupError } from '../lib/startup-error.ts';
import { createDatabase, runMigrations, type Database } from '../db/client.ts';
import { startEmbeddedPostgres } from '../db/embedded.ts';
import { randomToken } from '../lib/crypto.ts';
import { ensureSuperAdmin, resealTwoFactorSecrets, resetTwoFactor, twoFactorKeys } from '../modules/accounts/index.ts';
import { createBackup } from './backup/backup.ts';
import { verifyBackup, type Manifest } from './backup/manifest.ts';
import { BackupError } from './backup/pg-client.ts';
import { restoreBackup } from './backup/restore.ts';

const USAGE = [
  'usage: operator.js <command>',
  '  migrate',
  '  create-superadmin --email <address>      (the password on standard input)',
  '  reset-two-factor --email <address>',
  '  generate-secret                          (prints a new SESSION_SECRET)',
  '  reseal-two-factor                        (after a rotation: seals two-factor secrets under the new SESSION_SECRET)',
  '  backup --out <new directory>',
  '  verify-backup --from <backup directory>',
  '  restore --from <backup directory> [--force]',
].join('\n');

class UsageError extends Error {}

/** The command's options; anything unknown or missing is the usage. */
function options<T extends ParseArgsOptionsConfig>(args: string[], config: T) {
  try {
    return parseArgs({ args, options: config }).values;
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n${USAGE}`);
  }
}

function requiredPath(value: string | boolean | undefined, name: string): string {
  if (typeof value !== 'string' || value === '') throw new UsageError(`--${name} <directory> is needed\n${USAGE}`);
  return value;
}

async function readStandardInput(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8').split('\n')[0]?.trim() ?? '';
}

function emailOption(args: string[]): string {
  const values = options(args, { email: { type: 'string' } });
  const parsed = emailSchema.safeParse(values.email ?? '');
  if (!parsed.success) throw new UsageError(`--email: a valid email address is needed\n${USAGE}`);
  return parsed.data;
}

/** The message of a domain validation key, in English (the operator's console). */
const message = (key: string) => (VALIDATION_MESSAGES as Record<string, { en: string }>)[key]?.en ?? key;

function size(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  return bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

function describeFiles(uploads: Manifest['uploads']): string {
  return uploads.storage === 'local'
    ? `${uploads.files} uploaded file(s), ${size(uploads.bytes)}`
    : `no uploaded files (they are in the S3 bucket ${uploads.bucket}, whose versioning or replication backs them up)`;
}

async function createSuperadmin(db: Database, args: string[]): Promise<string> {
  const email = emailOption(args);
  const password = newPasswordSchema.safeParse(await readStandardInput());
  if (!password.success) throw new UsageError(`password: ${message(password.error.issues[0]?.message ?? 'validation.password.invalid')}`);
  await ensureSuperAdmin(db, { email, password: password.data });
  return `super admin ${email} ready (an existing account keeps its password; two-factor is set up at the first sign-in)`;
}

async function resealTwoFactor(db: Database, config: AppConfig): Promise<string> {
  const { resealed, current, unreadable } = await resealTwoFactorSecrets(db, twoFactorKeys(config));
  const done = `two-factor secrets: ${resealed} re-sealed under SESSION_SECRET, ${current} already under it`;
  if (unreadable.length === 0) return done;
  throw new UsageError(
    `${done}; ${unreadable.length} open with none of the configured secrets (${unreadable.join(', ')}): give each a reset-two-factor, or put the secret that sealed them back in SESSION_SECRET_PREVIOUS`,
  );
}

interface Connection {
  db: Database;
  url: string;
  config: AppConfig;
}

async function backup({ db, url, config }: Connection, args: string[]): Promise<string> {
  const out = requiredPath(options(args, { out: { type: 'string' } }).out, 'out');
  const manifest = await createBackup({ db, databaseUrl: url, storage: config.storage }, out);
  const { migrations } = manifest.database;
  return `backup written to ${out}: the database (${size(manifest.database.bytes)}, ${migrations.applied} of ${migrations.expected} migrations) and ${describeFiles(manifest.uploads)}`;
}

async function restore({ db, url, config }: Connection, args: string[]): Promise<string> {
  const values = options(args, { from: { type: 'string' }, force: { type: 'boolean' } });
  const from = requiredPath(values.from, 'from');
  const { manifest, files, migrations } = await restoreBackup(from, { db, databaseUrl: url, storage: config.storage }, { force: values.force ?? false });
  const restored = `restored the backup of ${manifest.createdAt}: the database and ${files} uploaded file(s)`;
  if (migrations.applied > migrations.expected)
    throw new BackupError(
      `${restored}, but it has ${migrations.applied} migrations applied and this version of the product knows ${migrations.expected}: run the version that made the backup, or a newer one`,
    );
  if (migrations.applied < migrations.expected)
    return `${restored}; ${migrations.expected - migrations.applied} migration(s) of this version are still to apply: run \`operator.js migrate\` (the server applies them at start too)`;
  return `${restored}; all ${migrations.applied} migrations applied`;
}

/** The commands that need neither the configuration nor the database. */
async function runOffline(command: string, args: string[]): Promise<string | null> {
  switch (command) {
    case 'generate-secret':
      // 48 random bytes, 64 characters of base64url: no comma, so it can stand in SESSION_SECRET_PREVIOUS's list later.
      return randomToken(48);
    case 'verify-backup': {
      const from = requiredPath(options(args, { from: { type: 'string' } }).from, 'from');
      const manifest = await verifyBackup(from);
      return `${from} is whole: the backup of ${manifest.createdAt}, the database (${manifest.database.migrations.applied} migrations) and ${describeFiles(manifest.uploads)}, every digest as the manifest says`;
    }
    default:
      return null;
  }
}

async function run(connection: Connection, command: string, args: string[]): Promise<string> {
  const { db, config } = connection;
  switch (command) {
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
    case 'reseal-two-factor':
      return resealTwoFactor(db, config);
    case 'backup':
      return backup(connection, args);
    case 'restore':
      return restore(connection, args);
    default:
      throw new UsageError(USAGE);
  }
}

async function main(): Promise<void> {
  const [command = '', ...args] = process.argv.slice(2);
  const offline = await runOffline(command, args);
  if (offline !== null) {
    console.log(offline);
    return;
  }
  const config = loadConfig();
  const embedded = config.databaseUrl ? null : await startEmbeddedPostgres(join(config.dataDir, 'postgres'));
  const url = config.databaseUrl ?? embedded!.url;
  const { db, pool } = createDatabase(url, 2);
  try {
    console.log(await run({ db, url, config }, command, args));
  } finally {
    await pool.end();
    await embedded?.stop();
  }
}

/** What the operator reads when a command fails: the sentence for what they can act on, the whole error otherwise. */
function explain(error: unknown): unknown {
  if (error instanceof StartupError || error instanceof UsageError || error instanceof BackupError) return error.message;
  // invalid_catalog_name: a restore's target database must be created first (its owner decides who owns it).
  if ((error as { code?: unknown }).code === '3D000') return `${(error as Error).message}: create it first (createdb, or CREATE DATABASE)`;
  return error;
}

main().catch((error: unknown) => {
  console.error(explain(error));
  process.exit(1);
});
