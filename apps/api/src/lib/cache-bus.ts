import { randomUUID } from 'node:crypto';
import pg from 'pg';

const CHANNEL = 'bb_cache_eviction';
/**
 * A second eviction this long after the first: a change announced just before its transaction commits could be read
 * back (the old row) by a request on another instance in between, and cached again.
 */
const SETTLE_MS = 500;
const RECONNECT_MS = 1_000;

export type CacheBus = {
  /** Tells the other instances to forget `key` of `kind` (a user, a session). */
  publish(kind: string, key: string): void;
  /** What to forget here when another instance says so. */
  subscribe(kind: string, handler: (key: string) => void): void;
  close(): Promise<void>;
};

type Log = { warn: (object: object, message: string) => void };

/**
 * Cache evictions between the instances of one product (several API processes on one PostgreSQL): PostgreSQL's
 * LISTEN/NOTIFY on a connection of its own (outside the pool), so a logout, a block or a role change on one instance reaches every
 * other's in-memory caches within milliseconds instead of their time-to-live. An instance ignores its own messages
 * (it evicted already). A lost connection is opened again; meanwhile the caches' short TTL still bounds staleness.
 */
export async function startCacheBus(pool: pg.Pool, log: Log): Promise<CacheBus> {
  const origin = randomUUID();
  const handlers = new Map<string, Set<(key: string) => void>>();
  let listener: pg.Client | null = null;
  let closed = false;

  const deliver = (payload: string | undefined) => {
    const [from, kind, key] = (payload ?? '').split('|');
    if (!kind || !key || from === origin) return;
    for (const handler of handlers.get(kind) ?? []) {
      handler(key);
      setTimeout(() => handler(key), SETTLE_MS).unref();
    }
  };

  // A connection of its own, outside the pool: listening holds it for good, and the pool's size is the app's.
  const listen = async (): Promise<void> => {
    const client = new pg.Client(pool.options);
    await client.connect();
    client.on('notification', (message) => deliver(message.payload));
    client.on('error', (error) => {
      log.warn({ err: error }, 'cache bus: connection lost, listening again');
      void client.end().catch(() => undefined);
      listener = null;
      if (!closed) setTimeout(() => void listen().catch(() => undefined), RECONNECT_MS).unref();
    });
    await client.query(`listen ${CHANNEL}`);
    listener = client;
  };
  await listen();

  return {
    publish(kind, key) {
      pool.query('select pg_notify($1, $2)', [CHANNEL, `${origin}|${kind}|${key}`]).catch((error: unknown) => {
        log.warn({ err: error }, 'cache bus: could not publish an eviction');
      });
    },
    subscribe(kind, handler) {
      (handlers.get(kind) ?? handlers.set(kind, new Set()).get(kind)!).add(handler);
    },
    async close() {
      closed = true;
      const client = listener;
      listener = null;
      if (!client) return;
      await client.end().catch(() => undefined);
    },
  };
}
