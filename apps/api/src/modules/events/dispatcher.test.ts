/**
 * The dispatcher hands every committed event to every consumer once, in commit-safe order, whatever the
 * transactions around it do; it retries a failing consumer with backoff and sets aside an event that keeps
 * failing; several instances share a consumer without handling an event twice. Real PostgreSQL.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DomainEvent } from '@bb/domain';
import { createDatabase, type Database } from '../../db/client.ts';
import { domainEvents, eventCursors, eventFailures } from '../../db/schema/index.ts';
import { SYSTEM_CALLER } from '../../plugins/actor.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { eventDispatcher, type EventConsumer } from './dispatcher.ts';
import { pruneDeliveredEvents, recordEvent, type RecordedEvent } from './index.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});

const silent = { error: () => {} };
const programEvent = (subjectId: string): DomainEvent => ({
  type: 'program.pause',
  subject: { type: 'program', id: subjectId },
  companyId: null,
  payload: { from: 'active', to: 'paused' },
});
const record = (subjectId: string) => ctx.db.transaction((tx) => recordEvent(tx, SYSTEM_CALLER, programEvent(subjectId)));

/** A consumer that remembers the events it was handed (the subject ids, in order), failing while `fail` says so. */
function collector(name: string, fail: (event: RecordedEvent) => boolean = () => false) {
  const seen: string[] = [];
  const consumer: EventConsumer = {
    name,
    async handle(_tx, events) {
      const batch: string[] = [];
      for (const event of events) {
        if (fail(event)) throw new Error(`${name} refuses ${event.subject.id}`);
        batch.push(event.subject.id);
      }
      // Kept only when the batch goes through, as the consumer's writes would be.
      seen.push(...batch);
    },
  };
  return { consumer, seen };
}

/** A dispatcher with one consumer of a fresh name, its cursor made now (a new consumer starts after what is there). */
async function withConsumer(name: string, fail?: (event: RecordedEvent) => boolean, db: Database = ctx.db) {
  const { consumer, seen } = collector(name, fail);
  const dispatcher = eventDispatcher({ db, log: silent });
  dispatcher.consume(consumer);
  await dispatcher.drain();
  return { dispatcher, seen };
}

const cursorOf = async (name: string) => (await ctx.db.select().from(eventCursors).where(eq(eventCursors.consumer, name)))[0];

describe('the event dispatcher', () => {
  it('hands each committed event to each consumer once, in order, and nothing that rolled back', async () => {
    const name = `order-${randomUUID()}`;
    const first = await withConsumer(`${name}-a`);
    const second = await withConsumer(`${name}-b`);
    const ids = [randomUUID(), randomUUID(), randomUUID()];
    for (const id of ids) await record(id);
    await expect(
      ctx.db.transaction(async (tx) => {
        await recordEvent(tx, SYSTEM_CALLER, programEvent('00000000-0000-0000-0000-000000000001'));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await first.dispatcher.drain();
    await second.dispatcher.drain();
    await first.dispatcher.drain();
    expect(first.seen).toEqual(ids);
    expect(second.seen).toEqual(ids);
  });

  it('does not pass an event whose transaction commits after a later one', async () => {
    const { dispatcher, seen } = await withConsumer(`late-${randomUUID()}`);
    const [late, early] = [randomUUID(), randomUUID()];
    let commitLate!: () => void;
    const held = new Promise<void>((resolve) => (commitLate = resolve));
    let recorded!: () => void;
    const written = new Promise<void>((resolve) => (recorded = resolve));
    // The late transaction writes its event first (an older transaction id), then waits while another commits.
    const lateTransaction = ctx.db.transaction(async (tx) => {
      await recordEvent(tx, SYSTEM_CALLER, programEvent(late));
      recorded();
      await held;
    });
    await written;
    await record(early);
    expect(await dispatcher.dispatch()).toBe(0);
    expect(seen).toEqual([]);
    commitLate();
    await lateTransaction;
    await dispatcher.drain();
    expect(seen).toEqual([late, early]);
  });

  it('retries a failing consumer with backoff, then sets aside the event that keeps failing and goes on', async () => {
    const name = `poison-${randomUUID()}`;
    const [good, poison, after] = [randomUUID(), randomUUID(), randomUUID()];
    let failures = 0;
    const { dispatcher, seen } = await withConsumer(name, (event) => event.subject.id === poison && ++failures > 0);
    for (const id of [good, poison, after]) await record(id);
    // Until the horizon passes them (another database's transaction on this server may hold it back a moment).
    for (let round = 0; round < 200 && (await cursorOf(name))!.attempts === 0; round++) {
      await dispatcher.dispatch();
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    // The batch failed as a whole: nothing handled, the attempt recorded with a time to retry.
    expect(seen).toEqual([]);
    expect(await cursorOf(name)).toMatchObject({ attempts: 1, lastError: expect.stringContaining('refuses') });
    expect((await cursorOf(name))!.retryAt!.getTime()).toBeGreaterThan(Date.now());
    expect(await dispatcher.dispatch()).toBe(0);
    for (let attempt = 0; attempt < 10 && seen.length < 2; attempt++) {
      await ctx.db
        .update(eventCursors)
        .set({ retryAt: new Date(0) })
        .where(eq(eventCursors.consumer, name));
      await dispatcher.dispatch();
    }
    expect(seen).toEqual([good, after]);
    const failed = await ctx.db.select().from(eventFailures).where(eq(eventFailures.consumer, name));
    expect(failed).toEqual([expect.objectContaining({ eventType: 'program.pause', attempts: 8, error: expect.stringContaining(poison) })]);
    expect(await cursorOf(name)).toMatchObject({ attempts: 0, retryAt: null });
  });

  it('polls with one read and no transaction while nothing is due, and hands over what has come', async () => {
    const counted = createDatabase(ctx.config.databaseUrl!, 2);
    let transactions = 0;
    const connect = counted.pool.connect.bind(counted.pool);
    // A transaction takes a connection of its own (pool.connect without a callback); a single statement does not.
    counted.pool.connect = ((...args: unknown[]) => {
      if (args.length === 0) transactions++;
      return (connect as (...passed: unknown[]) => unknown)(...args);
    }) as typeof connect;
    try {
      const { dispatcher, seen } = await withConsumer(`idle-${randomUUID()}`, undefined, counted.db);
      transactions = 0;
      expect(await dispatcher.poll()).toBe(0);
      expect(await dispatcher.poll()).toBe(0);
      expect(transactions).toBe(0);

      const id = randomUUID();
      await record(id);
      // Until the horizon passes it (another database's transaction on this server may hold it back a moment).
      for (let round = 0; round < 200 && seen.length === 0; round++) {
        if ((await dispatcher.poll()) === 0) await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(seen).toEqual([id]);
      expect(transactions).toBeGreaterThan(0);
    } finally {
      await counted.pool.end();
    }
  });

  it('polls while a retry waits without handing anything over, and a consumer without a cursor gets one', async () => {
    const name = `waiting-${randomUUID()}`;
    const { dispatcher, seen } = await withConsumer(name);
    await record(randomUUID());
    await ctx.db
      .update(eventCursors)
      .set({ attempts: 1, retryAt: new Date(Date.now() + 60_000) })
      .where(eq(eventCursors.consumer, name));
    expect(await dispatcher.poll()).toBe(0);
    expect(seen).toEqual([]);

    const fresh = eventDispatcher({ db: ctx.db, log: silent });
    const newName = `fresh-${randomUUID()}`;
    fresh.consume(collector(newName).consumer);
    expect(await fresh.poll()).toBe(0);
    expect(await cursorOf(newName)).toBeDefined();
  });

  it('lets several instances share a consumer without handling an event twice', async () => {
    const name = `shared-${randomUUID()}`;
    const second = createDatabase(ctx.config.databaseUrl!, 4);
    const handled: string[] = [];
    const consumer: EventConsumer = {
      name,
      async handle(_tx, events) {
        for (const event of events) handled.push(event.subject.id);
        await new Promise((resolve) => setTimeout(resolve, 5));
      },
    };
    const instances = [eventDispatcher({ db: ctx.db, log: silent }), eventDispatcher({ db: second.db, log: silent })];
    for (const instance of instances) instance.consume(consumer);
    await instances[0]!.drain();
    const ids = Array.from({ length: 300 }, () => randomUUID());
    const writing = Promise.all(ids.map((id) => record(id)));
    const dispatching = (async () => {
      for (let round = 0; round < 30; round++) await Promise.all(instances.map((instance) => instance.dispatch()));
    })();
    await Promise.all([writing, dispatching]);
    await Promise.all(instances.map((instance) => instance.drain()));
    await second.pool.end();
    expect(handled.length).toBe(ids.length);
    expect(new Set(handled)).toEqual(new Set(ids));
  });
});

describe('event retention', () => {
  it('deletes delivered events past the retention, never one a consumer has not reached', async () => {
    // Only the app's consumer and this test's: the consumers of the tests above are not run any more.
    await ctx.db.delete(eventCursors).where(sql`consumer <> 'notifications'`);
    const { dispatcher } = await withConsumer(`retention-${randomUUID()}`);
    const [delivered, recent] = [randomUUID(), randomUUID()];
    for (const id of [delivered, recent]) await record(id);
    await dispatcher.drain();
    await ctx.app.eventStream.drain();
    const age = (id: string, days: number) =>
      ctx.db.execute(sql`update domain_events set created_at = now() - make_interval(days => ${days}) where subject_id = ${id}`);
    await age(delivered, 91);
    await age(recent, 89);
    // A consumer that has not reached an old event keeps it.
    const waiting = randomUUID();
    await record(waiting);
    await age(waiting, 200);
    const { dispatcher: slow } = await withConsumer(`slow-${randomUUID()}`);
    await ctx.db
      .update(eventCursors)
      .set({ txId: sql`'0'::xid8`, eventId: 0 })
      .where(sql`consumer like 'slow-%'`);
    expect(await pruneDeliveredEvents(ctx.db, 90)).toBe(0);
    await slow.drain();
    await dispatcher.drain();
    await ctx.app.eventStream.drain();
    expect(await pruneDeliveredEvents(ctx.db, 90)).toBeGreaterThanOrEqual(2);
    const left = await ctx.db
      .select({ subjectId: domainEvents.subjectId })
      .from(domainEvents)
      .where(sql`subject_id in (${delivered}, ${recent}, ${waiting})`);
    expect(left.map((row) => row.subjectId)).toEqual([recent]);
  });
});
