/**
 * PostgreSQL's own client programs (pg_dump, pg_restore), found on PATH: the dump is theirs, in their custom format,
 * so an operator can also restore it by hand. The connection's password travels in PGPASSWORD, never on the command
 * line, where the process list would show it.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Database } from '../../db/client.ts';

const run = promisify(execFile);

/** A problem the operator can act on, said in one message (no stack trace). */
export class BackupError extends Error {}

type Program = 'pg_dump' | 'pg_restore';

export interface ProgramVersion {
  major: number;
  full: string;
}

/** The database URL without its password, and the environment carrying it. */
function connection(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

const installHint = (major: number) =>
  `install the PostgreSQL ${major} client programs or newer (Debian and Ubuntu: postgresql-client-${major}) and put their directory first on PATH`;

/** The program's version; a BackupError naming what to install when it is missing. */
export async function programVersion(program: Program, neededMajor: number): Promise<ProgramVersion> {
  try {
    const { stdout } = await run(program, ['--version']);
    const match = /\(PostgreSQL\) (\d+)(\.\d+)?/.exec(stdout);
    if (!match) throw new BackupError(`${program} --version answered "${stdout.trim()}", not a PostgreSQL version`);
    return { major: Number(match[1]), full: `${match[1]}${match[2] ?? ''}` };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new BackupError(`${program} was not found on PATH: ${installHint(neededMajor)}`);
    throw error;
  }
}

/** The program, checked to be at least `neededMajor` (pg_dump refuses a newer server; pg_restore an archive of a newer pg_dump). */
export async function requireProgram(program: Program, neededMajor: number, why: string): Promise<ProgramVersion> {
  const version = await programVersion(program, neededMajor);
  if (version.major < neededMajor) throw new BackupError(`${program} ${version.full} is older than ${why} (${neededMajor}): ${installHint(neededMajor)}`);
  return version;
}

/** The server's version, as `show server_version` says it, and its major number. */
export async function serverVersion(db: Database): Promise<ProgramVersion> {
  const { rows } = await db.$client.query<{ server_version: string; server_version_num: string }>(
    "select current_setting('server_version') as server_version, current_setting('server_version_num') as server_version_num",
  );
  const row = rows[0]!;
  return { major: Math.floor(Number(row.server_version_num) / 10_000), full: row.server_version.split(' ')[0]! };
}

async function runProgram(program: Program, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  try {
    await run(program, args, { env, maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const stderr = String((error as { stderr?: unknown }).stderr ?? '').trim();
    throw new BackupError(`${program} failed: ${stderr || (error as Error).message}`);
  }
}

/** Dumps the whole database into `file` in pg_dump's custom format (compressed, restorable table by table). */
export async function dumpDatabase(databaseUrl: string, file: string): Promise<void> {
  const { dbname, env } = connection(databaseUrl);
  await runProgram('pg_dump', ['--format=custom', '--no-password', `--file=${file}`, `--dbname=${dbname}`], env);
}

/**
 * Restores a dump into the database, in one transaction that stops at the first error (all or nothing): objects the
 * dump holds are dropped first when present, and owned by whoever restores (`--no-owner`: the roles of the backed up
 * server need not exist here).
 */
export async function restoreDatabase(databaseUrl: string, file: string): Promise<void> {
  const { dbname, env } = connection(databaseUrl);
  await runProgram(
    'pg_restore',
    ['--clean', '--if-exists', '--no-owner', '--single-transaction', '--exit-on-error', '--no-password', `--dbname=${dbname}`, file],
    env,
  );
}

/** Whether pg_restore can read the whole archive's table of contents (a truncated or foreign file fails). */
export async function readableDump(file: string): Promise<void> {
  await runProgram('pg_restore', ['--list', file], process.env);
}
