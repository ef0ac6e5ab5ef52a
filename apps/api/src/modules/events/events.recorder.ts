import type { DomainEvent } from '@bb/domain';
import type { Executor } from '../../db/client.ts';
import { domainEvents } from '../../db/schema/index.ts';
import type { Caller } from '../../plugins/actor.ts';

/**
 * Writes a domain event into the outbox in the caller's transaction: it exists if and only if the
 * change it announces committed. Readers (notifications, webhooks, timelines) follow `id`.
 */
export async function recordEvent(executor: Executor, actor: Caller, event: DomainEvent): Promise<void> {
  await executor.insert(domainEvents).values({
    type: event.type,
    subjectType: event.subject.type,
    subjectId: event.subject.id,
    companyId: event.companyId,
    actorId: actor.userId,
    payload: event.payload,
  });
}

/** Many events of one caller in one insert (a bank batch moves thousands of payments at once). */
export async function recordEvents(executor: Executor, actor: Caller, events: readonly DomainEvent[]): Promise<void> {
  // 2,000 rows of 6 columns per statement stay under PostgreSQL's 65,535 parameters.
  for (let start = 0; start < events.length; start += 2000) {
    await insertEvents(executor, actor, events.slice(start, start + 2000));
  }
}

async function insertEvents(executor: Executor, actor: Caller, events: readonly DomainEvent[]): Promise<void> {
  await executor.insert(domainEvents).values(
    events.map((event) => ({
      type: event.type,
      subjectType: event.subject.type,
      subjectId: event.subject.id,
      companyId: event.companyId,
      actorId: actor.userId,
      payload: event.payload,
    })),
  );
}
