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
