import { PgBoss } from 'pg-boss';

/** The background job queue (pg-boss on the same PostgreSQL). */
export interface JobQueue {
  send(name: string, data: object): Promise<void>;
  work<T extends object>(name: string, handler: (data: T) => Promise<void>): Promise<void>;
  stop(): Promise<void>;
}

export async function startJobQueue(databaseUrl: string): Promise<JobQueue> {
  const boss = new PgBoss({ connectionString: databaseUrl, max: 3 });
  boss.on('error', (error) => console.error('job queue error', error));
  await boss.start();
  const created = new Set<string>();
  const ensureQueue = async (name: string) => {
    if (created.has(name)) return;
    await boss.createQueue(name, { retryLimit: 5, retryDelay: 30, retryBackoff: true });
    created.add(name);
  };
  return {
    async send(name, data) {
      await ensureQueue(name);
      await boss.send(name, data);
    },
    async work(name, handler) {
      await ensureQueue(name);
      await boss.work(name, async (jobs) => {
        for (const job of jobs) await handler(job.data as never);
      });
    },
    stop: () => boss.stop({ graceful: true, timeout: 5_000 }),
  };
}
