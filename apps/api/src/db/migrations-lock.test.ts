import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { createDatabase, migrationState } from './client.ts';

const run = promisify(execFile);
const API_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** An empty database of its own on the tests' server (no migration applied), dropped at the end. */
async function emptyDatabase(): Promise<string> {
  const server = new URL(inject('templateDatabaseUrl'));
  const name = `bb_migrate_${randomBytes(5).toString('hex')}`;
  server.pathname = '/postgres';
  const client = new pg.Client({ connectionString: server.toString() });
  await client.connect();
  await client.query(`create database "${name}"`);
  await client.end();
  created.push({ server: server.toString(), name });
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}

const created: { server: string; name: string }[] = [];
afterAll(async () => {
  for (const { server, name } of created) {
    const client = new pg.Client({ connectionString: server });
    await client.connect();
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.end();
  }
});

describe('npm run migrate', () => {
  it('run by two processes at once on an empty database: both succeed, every migration applied once', async () => {
    const url = await emptyDatabase();
    const migrate = () =>
      run('npx', ['tsx', 'src/scripts/operator.ts', 'migrate'], { cwd: API_ROOT, env: { ...process.env, DATABASE_URL: url, NODE_ENV: 'development' } });
    const outputs = await Promise.all([migrate(), migrate()]);
    const { db, pool } = createDatabase(url, 1);
    try {
      const state = await migrationState(db);
      expect(state.applied).toBe(state.expected);
      // One of them applied everything, the other found nothing left, whichever came first.
      expect(outputs.map((output) => output.stdout.trim()).sort()).toEqual([
        `migrations: 0 applied now, ${state.expected} of ${state.expected} in the database`,
        `migrations: ${state.expected} applied now, ${state.expected} of ${state.expected} in the database`,
      ]);
    } finally {
      await pool.end();
    }
  }, 120_000);
});
