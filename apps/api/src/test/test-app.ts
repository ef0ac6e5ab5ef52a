import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig, type AppConfig } from '../config.ts';
import { createDatabase, type Database } from '../db/client.ts';
import { startJobQueue, type JobQueue } from '../jobs/queue.ts';
import { createStorage } from '../modules/uploads/storage/create-storage.ts';
import { createFileDatabase } from './test-database.ts';

export const TEST_SECRET = 'test-secret-that-is-long-enough-for-hkdf-0123456789';

export interface TestContext {
  app: FastifyInstance;
  db: Database;
  config: AppConfig;
  queue: JobQueue;
}

/** The real app on a database of the file's own, closed after the file's tests. */
export interface TestAppOptions {
  runJobs?: boolean;
  /** Adds routes before the app is ready (for testing infrastructure such as the error handler). */
  extend?: (app: FastifyInstance) => void;
  /** Database connections; concurrency tests want more than the default 4. */
  poolSize?: number;
  /**
   * Hand every committed event to its consumers (in-app notifications, emails) before each answer, as the background
   * dispatcher does a moment later in production: a test reads what an action announced right after it. On unless a
   * test looks at the dispatcher itself.
   */
  settleEvents?: boolean;
  /** Another instance of the product on this database (an earlier createTestApp's): several instances as one. */
  databaseUrl?: string;
}

export async function createTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestContext> {
  const url = options.databaseUrl ?? (await createFileDatabase());
  const dataDir = mkdtempSync(join(tmpdir(), 'bb-test-data-'));
  const config = {
    ...loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      SESSION_SECRET: TEST_SECRET,
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'http://localhost:3000',
      AUTH_RATE_LIMIT_PER_MINUTE: '10000',
      // Tests act fast as few users; modules/limits' tests turn the per-user write limits on (production refuses off).
      WRITE_LIMITS: env.NODE_ENV === 'production' ? 'on' : 'off',
      ...env,
    }),
    runJobs: options.runJobs ?? false,
  };
  const { db, pool } = createDatabase(url, options.poolSize ?? 4);
  const queue = await startJobQueue(url);
  const app = await buildApp(config, { db, queue, storage: createStorage(config) });
  options.extend?.(app);
  if (options.settleEvents ?? !config.runJobs) {
    app.addHook('onSend', async () => {
      await app.eventStream.drain();
    });
  }
  await app.ready();
  afterAll(async () => {
    await app.close();
    await queue.stop();
    await pool.end();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return { app, db, config, queue };
}
