import { sql, type SQL } from 'drizzle-orm';
import { PgBoss } from 'pg-boss';
import type { Executor } from '../db/client.ts';
import { consoleLog, type EarlyLog } from '../lib/logger.ts';

/** The background job queue (pg-boss on the same PostgreSQL). */
export interface JobQueue {
  /**
   * Queues a job inside the caller's transaction: the job exists only if the transaction commits,
   * so a change that rolls back sends nothing.
   */
  send(executor: Executor, name: string, data: object): Promise<void>;
  /** Works the jobs of `name` as they come due, asking every POLL_SECONDS (its jobs come from `schedule`). */
  work<T extends object>(name: string, handler: (data: T) => Promise<void>): Promise<void>;
  /** Runs `name` on a cron schedule (Rome time); pg-boss makes sure one instance runs each occurrence. */
  schedule(name: string, cron: string): Promise<void>;
  stop(): Promise<void>;
}

/** pg-boss's SQL ($1, $2 ...) run through a Drizzle executor, so that the job is written by the caller's transaction. */
function executorDatabase(executor: Executor) {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const parts = text.split(/\$(\d+)/);
      const chunks: SQL[] = parts.map((part, index) => (index % 2 === 0 ? sql.raw(part) : sql`${values[Number(part) - 1]}`));
      const result = await executor.execute(sql.join(chunks));
      return { rows: result.rows };
    },
  };
}

/**
 * How often a worker asks whether a job of its queue is ready. Every queue here is fed by a schedule (`schedule`), the
 * most frequent one a minute: a job is picked up within 15 s of its time, and an idle instance asks for each queue
 * every 15 s instead of pg-boss's 2 s (8 queues: 4 statements a second less per instance).
 */
const POLL_SECONDS = 15;

export async function startJobQueue(databaseUrl: string, log: EarlyLog = consoleLog): Promise<JobQueue> {
  const boss = new PgBoss({ connectionString: databaseUrl, max: 3 });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  await boss.start();
  const created = new Set<string>();
  const ensureQueue = async (name: string) => {
    if (created.has(name)) return;
    await boss.createQueue(name, { retryLimit: 5, retryDelay: 30, retryBackoff: true });
    created.add(name);
  };
  return {
    async send(executor, name, data) {
      await ensureQueue(name);
      await boss.send(name, data, { db: executorDatabase(executor) });
    },
    async work(name, handler) {
      await ensureQueue(name);
      await boss.work(name, { pollingIntervalSeconds: POLL_SECONDS }, async (jobs) => {
        for (const job of jobs) await handler(job.data as never);
      });
    },
    async schedule(name, cron) {
      await ensureQueue(name);
      await boss.schedule(name, cron, {}, { tz: 'Europe/Rome' });
    },
    stop: () => boss.stop({ graceful: true, timeout: 5_000 }),
  };
}
