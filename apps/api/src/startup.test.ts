import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createFileDatabase } from './test/test-database.ts';

const API_ROOT = fileURLToPath(new URL('..', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilReady(url: string, deadline = Date.now() + 60_000): Promise<void> {
  while (Date.now() < deadline) {
    const ready = await fetch(url)
      .then((response) => response.ok)
      .catch(() => false);
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} never answered 200`);
}

/** The server as `node src/server.ts` runs it, on a database of its own, its stdout and stderr kept. */
async function startServerProcess() {
  const port = await freePort();
  const databaseUrl = await createFileDatabase();
  const env = {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    DATA_DIR: mkdtempSync(join(tmpdir(), 'bb-stop-')),
    WEB_DIST_DIR: join(tmpdir(), 'bb-no-web-build'),
    LOG_LEVEL: 'info',
  };
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], { cwd: API_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const output = { stdout: '', stderr: '' };
  server.stdout.on('data', (chunk: Buffer) => (output.stdout += chunk.toString()));
  server.stderr.on('data', (chunk: Buffer) => (output.stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => server.on('exit', (code) => resolve(code)));
  await waitUntilReady(`http://127.0.0.1:${port}/readyz`);
  return { server, port, databaseUrl, output, exited };
}

/** The messages of the JSON lines a process wrote. */
const loggedMessages = (text: string) =>
  text
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => (JSON.parse(line) as { msg: string }).msg);

describe('the server process', () => {
  it('logs a lost database connection as a JSON line, not plain text, and keeps serving', async () => {
    const { server, port, databaseUrl, output, exited } = await startServerProcess();
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    try {
      // What a database restart or a failover does to the app's idle connections.
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
    } finally {
      await admin.end();
    }
    await expect.poll(() => loggedMessages(output.stdout), { timeout: 10_000 }).toContain('database connection lost');
    await waitUntilReady(`http://127.0.0.1:${port}/readyz`);
    server.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output.stderr).not.toContain('database connection lost');
  }, 90_000);

  it('stops on SIGTERM: ready first, then a clean exit (requests, jobs and pool closed) with its steps logged as JSON', async () => {
    const { server, output, exited } = await startServerProcess();
    const stoppedAt = Date.now();
    server.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(Date.now() - stoppedAt).toBeLessThan(15_000);
    expect(loggedMessages(output.stdout)).toEqual(expect.arrayContaining(['shutting down', 'stopped']));
  }, 90_000);
});
