/**
 * Starts the app for the browser tests on a fresh database: a new database on the server named by
 * DATABASE_URL when set, else an embedded PostgreSQL in a new temporary DATA_DIR. Builds the web app first.
 */
import { execSync, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const root = join(import.meta.dirname, '..', '..');
const port = process.env.E2E_PORT ?? '3210';
const dataDir = mkdtempSync(join(tmpdir(), 'bb-e2e-'));
chmodSync(dataDir, 0o755); // the embedded PostgreSQL runs as an unprivileged user when we are root
const env: NodeJS.ProcessEnv = { ...process.env, PORT: port, HOST: '127.0.0.1', PUBLIC_URL: `http://127.0.0.1:${port}`, NODE_ENV: 'test', LOG_LEVEL: 'warn', DATA_DIR: dataDir };

if (process.env.DATABASE_URL) {
  const base = new URL(process.env.DATABASE_URL);
  const name = `bb_e2e_${Date.now()}`;
  const client = new pg.Client({ connectionString: base.toString() });
  await client.connect();
  await client.query(`create database "${name}"`);
  await client.end();
  base.pathname = `/${name}`;
  env.DATABASE_URL = base.toString();
}

execSync('npm run build -w apps/web', { cwd: root, stdio: 'inherit' });
const server = spawn(join(root, 'node_modules', '.bin', 'tsx'), ['apps/api/src/server.ts'], { cwd: root, env, stdio: 'inherit' });
const stop = () => server.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => process.exit(code ?? 0));
