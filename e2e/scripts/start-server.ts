/**
 * Starts the app for the browser tests on a fresh database: a new database on the server named by
 * DATABASE_URL when set, else an embedded PostgreSQL in the run's directory. Builds the web app first,
 * into the run's directory.
 * The database's URL is written to `database-url` in the run's directory (E2E_RUN_DIR, chosen by
 * playwright.config.ts) so tests can put an account into states the UI cannot reach (blocked).
 * On SIGTERM or SIGINT it stops the app and removes the database and the directory.
 */
import { execSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const root = join(import.meta.dirname, '..', '..');
const port = process.env.E2E_PORT ?? '3210';
const runDir = process.env.E2E_RUN_DIR ?? join(tmpdir(), `bb-e2e-${Date.now().toString(36)}`);
mkdirSync(runDir, { recursive: true });
chmodSync(runDir, 0o755); // the embedded PostgreSQL runs as an unprivileged user when we are root

async function onServer(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A new database; `drop` removes it again. */
async function freshDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  if (process.env.DATABASE_URL) {
    const server = new URL(process.env.DATABASE_URL);
    const name = `bb_e2e_${Date.now()}`;
    await onServer(server.toString(), `create database "${name}"`);
    const url = new URL(server);
    url.pathname = `/${name}`;
    return { url: url.toString(), drop: () => onServer(server.toString(), `drop database if exists "${name}" with (force)`) };
  }
  // The same embedded server the API starts when DATABASE_URL is unset, started here so its URL is known.
  // Imported only here: the package stops its servers by itself on SIGTERM and SIGINT, then exits.
  const { startEmbeddedPostgres } = await import('../../apps/api/src/db/embedded.ts');
  const embedded = await startEmbeddedPostgres(join(runDir, 'postgres'));
  return { url: embedded.url, drop: () => embedded.stop() };
}

const database = await freshDatabase();
writeFileSync(join(runDir, 'database-url'), database.url);

let server: ChildProcess | null = null;
let stopping = false;
async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  if (server && server.exitCode === null && server.signalCode === null) {
    const exited = new Promise((resolve) => server?.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  await database.drop().catch((error: unknown) => console.error('could not remove the e2e database:', error));
  process.exit(code);
}
process.on('exit', () => rmSync(runDir, { recursive: true, force: true }));
process.on('SIGTERM', () => void stop(0));
process.on('SIGINT', () => void stop(0));

// Built into the run's own directory: several runs may share a working tree, and a build that empties
// apps/web/dist under another run's server made its deep links answer the not-found JSON meanwhile.
const webDist = join(runDir, 'web');
try {
  execSync('npm run build -w apps/web', { cwd: root, stdio: 'inherit', env: { ...process.env, WEB_OUT_DIR: webDist } });
} catch {
  await stop(1);
}

const env: NodeJS.ProcessEnv = {
  ...process.env,
  PORT: port,
  HOST: '127.0.0.1',
  // The browser opens 127.0.0.1 while PUBLIC_URL names localhost, as with `npm start` (its default):
  // whatever the app builds from PUBLIC_URL and the browser must reach (upload URLs) is checked
  // against a page opened on another host. Emailed links are only read for their codes.
  PUBLIC_URL: `http://localhost:${port}`,
  WEB_DIST_DIR: webDist,
  NODE_ENV: 'test',
  LOG_LEVEL: 'warn',
  DATA_DIR: runDir,
  DATABASE_URL: database.url,
};
server = spawn(join(root, 'node_modules', '.bin', 'tsx'), ['apps/api/scripts/start.ts'], { cwd: root, env, stdio: 'inherit' });
server.on('exit', (code) => void stop(code ?? 0));
