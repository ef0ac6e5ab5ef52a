/**
 * The dispatcher: reads the outbox after commit and hands each event, once and in order, to each consumer (in-app
 * notifications and emails today, webhooks later). Each consumer has a cursor row (event_cursors); one step locks it
 * (SKIP LOCKED: another instance holding it is left alone), reads the events after it, lets the consumer handle them
 * and moves the cursor, all in one transaction, so a consumer's writes and its cursor commit together and a retry
 * never doubles. Order is (writing transaction id, event id), read only below the oldest transaction of this database
 * still running: an event committed late by a long transaction cannot be passed over. A failing batch is retried one event at a
 * time with backoff; an event that keeps failing is set aside in event_failures and the consumer moves past it.
 * The loop runs right after this instance's writes (`wake`) and polls for the rest.
 */
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { wakeLoop } from '../../jobs/wake-loop.ts';
import type { RecordedEvent } from './events.recorder.ts';

export interface EventConsumer {
  name: string;
  /** Handles events in order inside `tx` (the transaction that moves the cursor): database writes only. */
  handle(tx: Executor, events: readonly RecordedEvent[]): Promise<void>;
}

const BATCH = 200;
const MAX_ATTEMPTS = 8;
/** Other instances' events and retries coming due are found by polling; this instance's are handed over at once (`wake`). */
const POLL_MS = 500;
/** Backoff after the nth failure: 2, 4, 8 ... seconds, at most five minutes. */
const backoffSeconds = (attempts: number) => Math.min(2 ** attempts, 300);

interface Cursor {
  txId: string;
  eventId: number;
  attempts: number;
  due: boolean;
}

interface EventRow extends Record<string, unknown> {
  id: number;
  tx_id: string;
  type: string;
  subject_type: string;
  subject_id: string;
  company_id: string | null;
  actor_id: string | null;
  payload: unknown;
  /** As the driver gives timestamps to raw queries: text. */
  created_at: string;
}

/** The stored row as the event its writer recorded (the writer typed it: recordEvents only takes a DomainEvent). */
const toEvent = (row: EventRow): RecordedEvent =>
  ({
    id: Number(row.id),
    type: row.type,
    subject: { type: row.subject_type, id: row.subject_id },
    companyId: row.company_id,
    actorId: row.actor_id,
    payload: row.payload,
    createdAt: new Date(row.created_at),
  }) as RecordedEvent;

async function lockCursor(tx: Executor, consumer: string): Promise<Cursor | null> {
  const { rows } = await tx.execute<{ tx_id: string; event_id: number; attempts: number; due: boolean }>(sql`
    select tx_id::text, event_id, attempts, coalesce(retry_at <= now(), true) as due
      from event_cursors where consumer = ${consumer} for update skip locked`);
  const row = rows[0];
  return row ? { txId: row.tx_id, eventId: Number(row.event_id), attempts: row.attempts, due: row.due } : null;
}

/** A consumer seen for the first time starts after the events already there (it does not replay the past). */
async function createCursor(db: Database, consumer: string): Promise<void> {
  await db.execute(sql`
    insert into event_cursors (consumer, tx_id, event_id)
    select ${consumer}, coalesce(max_event.tx_id, '0'::xid8), coalesce(max_event.id, 0)
      from (select 1) as one left join lateral (select tx_id, id from domain_events order by tx_id desc, id desc limit 1) as max_event on true
    on conflict (consumer) do nothing`);
}

/**
 * The oldest transaction still running that may write events here, as of this statement's snapshot: every event of an
 * older one is committed (or rolled back) and visible, so a cursor may pass it. Transactions known to run in another
 * database of the same server are left out (they write no events here); one that ended since the snapshot still
 * counts, which only makes the dispatcher wait a moment longer.
 */
const HORIZON = sql`(
  select coalesce(min(running.xid), pg_snapshot_xmax(pg_current_snapshot()))
    from pg_snapshot_xip(pg_current_snapshot()) as running(xid)
   where xid(running.xid) not in (
     select backend_xid from pg_stat_activity where datname <> current_database() and backend_xid is not null))`;

async function eventsAfter(tx: Executor, cursor: Cursor, limit: number): Promise<EventRow[]> {
  const { rows } = await tx.execute<EventRow>(sql`
    select id, tx_id::text, type, subject_type, subject_id, company_id, actor_id, payload, created_at
      from domain_events
     where (tx_id, id) > (${cursor.txId}::xid8, ${cursor.eventId})
       and tx_id < ${HORIZON}
     order by tx_id, id
     limit ${limit}`);
  return rows;
}

/**
 * Whether a consumer may have something to do: the first event after its cursor is below the horizon and no retry
 * is waiting, or it has no cursor yet. One read that locks nothing: an idle poll costs this statement, not a
 * transaction per consumer that locks its cursor (which takes a transaction id and writes to the WAL) to find nothing.
 */
async function anythingDue(db: Database, consumers: readonly string[]): Promise<boolean> {
  const { rows } = await db.execute<{ due: boolean }>(sql`
    select exists (
      select 1 from event_cursors c
       where c.consumer in ${consumers}
         and coalesce(c.retry_at <= now(), true)
         and (select e.tx_id from domain_events e where (e.tx_id, e.id) > (c.tx_id, c.event_id) order by e.tx_id, e.id limit 1) < ${HORIZON}
    ) or (select count(*) from event_cursors where consumer in ${consumers}) < ${consumers.length} as due`);
  return rows[0]?.due === true;
}

async function moveCursor(tx: Executor, consumer: string, last: EventRow): Promise<void> {
  await tx.execute(sql`
    update event_cursors set tx_id = ${last.tx_id}::xid8, event_id = ${last.id}, attempts = 0, retry_at = null, last_error = null, updated_at = now()
     where consumer = ${consumer}`);
}

async function recordFailure(tx: Executor, consumer: string, cursor: Cursor, error: unknown): Promise<void> {
  await tx.execute(sql`
    update event_cursors set attempts = ${cursor.attempts + 1}, retry_at = now() + make_interval(secs => ${backoffSeconds(cursor.attempts + 1)}),
           last_error = ${String(error).slice(0, 2000)}, updated_at = now()
     where consumer = ${consumer}`);
}

async function setAside(tx: Executor, consumer: string, row: EventRow, cursor: Cursor, error: unknown): Promise<void> {
  await tx.execute(sql`
    insert into event_failures (consumer, event_id, event_type, error, attempts)
    values (${consumer}, ${row.id}, ${row.type}, ${String(error).slice(0, 2000)}, ${cursor.attempts + 1})`);
  await moveCursor(tx, consumer, row);
}

export interface StepOptions {
  /** Throw the consumer's error instead of recording it and backing off (tests and the demo seed want to see it). */
  rethrow?: boolean;
}

export function eventDispatcher(deps: { db: Database; log: { error(object: object, message: string): void } }) {
  const consumers = new Map<string, EventConsumer>();

  /**
   * One batch for one consumer in one transaction; answers how many events it handled (0: nothing due, or another
   * instance holds the consumer).
   */
  async function step(consumer: EventConsumer, options: StepOptions = {}): Promise<number> {
    return deps.db.transaction(async (tx) => {
      const cursor = await lockCursor(tx, consumer.name);
      if (!cursor) {
        await createCursor(deps.db, consumer.name);
        return 0;
      }
      if (!cursor.due && !options.rethrow) return 0;
      // After a failure the events go one at a time, so the one that fails is found and the others pass.
      const rows = await eventsAfter(tx, cursor, cursor.attempts > 0 ? 1 : BATCH);
      if (rows.length === 0) return 0;
      try {
        await tx.transaction((inner) => consumer.handle(inner, rows.map(toEvent)));
      } catch (error) {
        if (options.rethrow) throw error;
        deps.log.error({ err: error, consumer: consumer.name, eventId: rows[0]!.id }, 'event consumer failed');
        if (rows.length === 1 && cursor.attempts + 1 >= MAX_ATTEMPTS) await setAside(tx, consumer.name, rows[0]!, cursor, error);
        else await recordFailure(tx, consumer.name, cursor, error);
        return 0;
      }
      await moveCursor(tx, consumer.name, rows.at(-1)!);
      return rows.length;
    });
  }

  /** Every consumer until none has anything due; answers how many events were handled in all. */
  async function runAll(options: StepOptions = {}): Promise<number> {
    let total = 0;
    for (;;) {
      let handled = 0;
      for (const consumer of consumers.values()) handled += await step(consumer, options);
      total += handled;
      if (handled === 0) return total;
    }
  }

  /** Whether every consumer's cursor stands at or after the event (tx, id). */
  async function caughtUp(tx: string, id: number): Promise<boolean> {
    const { rows } = await deps.db.execute<{ behind: number }>(
      sql`select count(*)::int as behind from event_cursors where consumer in ${[...consumers.keys()]} and (tx_id, event_id) < (${tx}::xid8, ${id})`,
    );
    return rows[0]?.behind === 0;
  }

  /** What the loop does: every consumer, once a read has found that one of them has something due. */
  async function poll(): Promise<number> {
    if (consumers.size === 0 || !(await anythingDue(deps.db, [...consumers.keys()]))) return 0;
    return runAll();
  }

  const loop = wakeLoop({ name: 'event dispatcher', pollMs: POLL_MS, run: poll, log: deps.log });

  return {
    /** Adds a consumer (each module's, at wiring time). */
    consume(consumer: EventConsumer) {
      if (consumers.has(consumer.name)) throw new Error(`event consumer ${consumer.name} registered twice`);
      consumers.set(consumer.name, consumer);
    },

    /**
     * Gives every registered consumer its cursor if it has none yet (a consumer new in this version starts after the
     * events already there). Called once the app is ready, so that no request's drain creates one (a GET never writes).
     */
    async prepare(): Promise<void> {
      for (const name of consumers.keys()) await createCursor(deps.db, name);
    },

    /** Every consumer until none has anything due now, without asking first; answers how many events were handled. */
    dispatch: () => runAll(),

    /** One turn of the background loop: nothing but one read when nothing is due; answers how many events were handled. */
    poll,

    /**
     * Hands every event committed so far to every consumer and waits until they have all passed it, throwing what a
     * consumer throws: tests and the demo seed call it instead of waiting for the background loop.
     */
    async drain(timeoutMs = 30_000): Promise<void> {
      if (consumers.size === 0) return;
      for (const consumer of consumers.values()) await step(consumer);
      const { rows } = await deps.db.execute<{ tx_id: string; id: number }>(
        sql`select tx_id::text, id from domain_events order by tx_id desc, id desc limit 1`,
      );
      const newest = rows[0];
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        await runAll({ rethrow: true });
        if (!newest || (await caughtUp(newest.tx_id, Number(newest.id)))) return;
        // A transaction older than the newest event is still running somewhere: the horizon has not passed it yet.
        if (Date.now() > deadline) throw new Error('the event consumers did not catch up in time');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },

    /** The background loop (see wakeLoop); `wake` after a write that recorded events commits. */
    start: () => loop.start(),
    wake: () => loop.wake(),
    stop: () => loop.stop(),
  };
}
export type EventDispatcher = ReturnType<typeof eventDispatcher>;
