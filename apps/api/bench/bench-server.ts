/**
 * The benches' own server: a fresh database beside DATABASE_URL's (or an embedded PostgreSQL without it, or
 * BENCH_DATABASE_URL as it is), and the API started as its own process on it, on loopback.
 */
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { startEmbeddedPostgres } from '../src/db/embedded.ts';

export const API_DIR = join(import.meta.dirname, '..');
export const TSX = join(API_DIR, '..', '..', 'node_modules', '.bin', 'tsx');

export interface BenchDatabase {
  url: string;
  stop: () => Promise<void>;
}

/**
 * `existing` as it is (kept); else a new database beside DATABASE_URL's, dropped at the end unless BENCH_KEEP_DB=1;
 * else an embedded PostgreSQL under `dataDir`.
 */
export async function freshDatabase(dataDir: string, prefix: string, existing: string | undefined): Promise<BenchDatabase> {
  if (existing) return { url: existing, stop: async () => {} };
  if (!process.env.DATABASE_URL) return startEmbeddedPostgres(join(dataDir, 'postgres'), prefix);
  const url = new URL(process.env.DATABASE_URL);
  const name = `${prefix}_${Date.now()}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  await client.query(`create database "${name}"`);
  await client.end();
  url.pathname = `/${name}`;
  const drop = async () => {
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  };
  // The scale data weighs about 1 GB: kept only when asked (BENCH_KEEP_DB=1), e.g. to EXPLAIN queries afterwards.
  return { url: url.toString(), stop: process.env.BENCH_KEEP_DB === '1' ? async () => console.log(`database kept: ${url}`) : drop };
}

export interface BenchServerOptions {
  port: number;
  /** The entry to run, relative to apps/api: `scripts/start.ts` (with the demo data), `src/server.ts` (without), or the compiled `dist/server.js`. */
  entry: string;
  /** Added to the environment (after the defaults: development, warnings only, sign-in limits out of the way). */
  env?: Record<string, string>;
  /** Each line the server writes (its JSON log); without it standard output is dropped and errors go to ours. */
  onLine?: (line: string) => void;
  /** Database name prefix for a fresh database. */
  databasePrefix?: string;
  /** A database to use as it is (kept); BENCH_DATABASE_URL's when not given, a fresh one when null. */
  existingDatabase?: string | null;
}

export interface BenchServer {
  base: string;
  databaseUrl: string;
  /** The process started (tsx, whose child runs the server: processTreeCpuMs counts both). */
  pid: number;
  stop: () => Promise<void>;
}

async function waitUntilHealthy(base: string): Promise<boolean> {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return true;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}

/** Linux's clock ticks per second (USER_HZ), in which /proc gives a process's CPU time. */
const TICKS_PER_SECOND = 100;

/**
 * The CPU time (user and system, in ms) a process and its descendants have used so far, from /proc (Linux); null
 * elsewhere. Read before and after a measurement, it says what each request cost the server, whatever the database did.
 */
export function processTreeCpuMs(pid: number): number | null {
  try {
    return (processTreeTicks(pid) * 1000) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

function processTreeTicks(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // After the command: state is field 3, utime field 14 and stime field 15 (1-based, as proc(5) counts them).
  let ticks = Number(fields[11]) + Number(fields[12]);
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    const children = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
    for (const child of children ? children.split(' ') : []) ticks += processTreeTicks(Number(child));
  }
  return ticks;
}

/** BENCH_CPU_PROF=<dir>: the process writes a V8 CPU profile there when it stops. */
export function cpuProfiling(): string[] {
  const dir = process.env.BENCH_CPU_PROF;
  return dir ? ['--cpu-prof', `--cpu-prof-dir=${dir}`] : [];
}

/** Starts the API on a fresh database (migrated by the server itself) and waits until it answers. */
export async function startBenchServer(options: BenchServerOptions): Promise<BenchServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bb-bench-'));
  chmodSync(dataDir, 0o755); // the embedded PostgreSQL runs as an unprivileged user when we are root
  const existing = options.existingDatabase === undefined ? process.env.BENCH_DATABASE_URL : (options.existingDatabase ?? undefined);
  const database = await freshDatabase(dataDir, options.databasePrefix ?? 'bb_bench', existing);
  const base = `http://127.0.0.1:${options.port}`;
  const env = {
    ...process.env,
    PORT: String(options.port),
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
    DATABASE_URL: database.url,
    ...options.env,
  };
  // A compiled entry (dist/) runs on node itself, as an operator runs it; a source entry through tsx.
  const compiled = options.entry.endsWith('.js');
  const profiled = compiled || options.entry === 'src/server.ts' ? cpuProfiling() : [];
  const server = spawn(compiled ? process.execPath : TSX, [...profiled, options.entry], {
    cwd: API_DIR,
    env,
    stdio: ['ignore', options.onLine ? 'pipe' : 'ignore', options.onLine ? 'pipe' : 'inherit'],
  });
  if (options.onLine) for (const stream of [server.stdout, server.stderr]) if (stream) createInterface({ input: stream }).on('line', options.onLine);
  const stop = async () => {
    if (server.exitCode === null) await new Promise((resolve) => server.once('exit', resolve).kill('SIGTERM'));
    await database.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  if (await waitUntilHealthy(base)) return { base, databaseUrl: database.url, pid: server.pid!, stop };
  await stop();
  throw new Error('server did not start');
}
