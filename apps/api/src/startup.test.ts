import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
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

describe('the server process', () => {
  it('stops on SIGTERM: ready first, then a clean exit (requests, jobs and pool closed) with its steps logged as JSON', async () => {
    const port = await freePort();
    const env = {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      DATABASE_URL: await createFileDatabase(),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'bb-stop-')),
      WEB_DIST_DIR: join(tmpdir(), 'bb-no-web-build'),
      LOG_LEVEL: 'info',
    };
    const server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], { cwd: API_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => server.on('exit', (code) => resolve(code)));
    await waitUntilReady(`http://127.0.0.1:${port}/readyz`);
    const stoppedAt = Date.now();
    server.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(Date.now() - stoppedAt).toBeLessThan(15_000);
    const messages = output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => (JSON.parse(line) as { msg: string }).msg);
    expect(messages).toEqual(expect.arrayContaining(['shutting down', 'stopped']));
  }, 90_000);
});
