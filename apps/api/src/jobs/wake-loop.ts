import type pg from 'pg';
import type { Database } from '../db/client.ts';

/** One connection of the pool listening for PostgreSQL notifications on behalf of every background worker. */
export function pgListener(db: Database) {
  let client: Promise<pg.PoolClient> | null = null;
  const handlers = new Map<string, Set<() => void>>();
  const connect = () =>
    (client ??= db.$client.connect().then((connection) => {
      connection.on('notification', (message) => handlers.get(message.channel)?.forEach((handler) => handler()));
      return connection;
    }));

  return {
    /** Calls `handler` on every NOTIFY `channel` (sent when the transaction that wrote it commits); answers how to stop. */
    async subscribe(channel: string, handler: () => void): Promise<() => void> {
      const connection = await connect();
      const set = handlers.get(channel) ?? new Set();
      if (!handlers.has(channel)) {
        handlers.set(channel, set);
        await connection.query(`LISTEN ${channel}`);
      }
      set.add(handler);
      return () => set.delete(handler);
    },

    /** Gives the connection back to the pool. */
    async close() {
      const connection = await client;
      client = null;
      handlers.clear();
      if (!connection) return;
      await connection.query('UNLISTEN *').catch(() => {});
      connection.removeAllListeners('notification');
      connection.release();
    },
  };
}
export type PgListener = ReturnType<typeof pgListener>;

export interface WakeLoop {
  start(listener: PgListener): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A background worker woken by a PostgreSQL NOTIFY on `channel` (sent when its work commits) and by a poll every
 * `pollMs` (for what a wake-up missed, and retries coming due). `run` is never called twice at once in this process: a
 * wake-up during a run makes one more run after it. Other instances share the work through the database (SKIP LOCKED).
 */
export function wakeLoop(deps: { channel: string; pollMs: number; run: () => Promise<unknown>; log: { error(object: object, message: string): void } }): WakeLoop {
  let unsubscribe: (() => void) | null = null;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  let again = false;

  function wake() {
    if (running) {
      again = true;
      return;
    }
    running = deps
      .run()
      .catch((error: unknown) => deps.log.error({ err: error, channel: deps.channel }, 'background worker failed'))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          wake();
        }
      });
  }

  return {
    async start(listener) {
      unsubscribe = await listener.subscribe(deps.channel, wake);
      timer = setInterval(wake, deps.pollMs);
      wake();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      unsubscribe?.();
      unsubscribe = null;
      await running;
    },
  };
}
