import type { AuditEntry, DomainEvent } from '@bb/domain';
import type { Executor } from '../../db/client.ts';
import { domainEvents } from '../../db/schema/index.ts';
import { clock } from '../../lib/clock.ts';
import type { Caller } from '../../plugins/actor.ts';
import { isAudited, recordAudits } from '../audit/index.ts';

/** An event as the outbox holds it: the writer's event with its id, author and time. */
export type RecordedEvent = DomainEvent & { id: number; actorId: string | null; createdAt: Date };

/** 2,000 rows of 6 columns per statement stay under PostgreSQL's 65,535 parameters. */
const ROWS_PER_INSERT = 2000;

/**
 * Writes domain events into the outbox in the caller's transaction: they exist if and only if the change they announce
 * commits. Readers (the dispatcher's consumers, timelines) follow them. A staff or super admin change is audited by the
 * same call: the audit log keeps, for good, who did it and what it was called then, while events are pruned.
 */
export interface RecordOptions {
  /** The time of the change, when its writer stamped it on the record too (a status change), so both read the same. */
  at?: Date;
  /** The audit entries of the change (names and amounts as they are now), written when the actor is staff or a super admin. */
  audit?: readonly AuditEntry[];
}

export async function recordEvents(executor: Executor, actor: Caller, events: readonly DomainEvent[], options: RecordOptions = {}): Promise<RecordedEvent[]> {
  if (options.audit?.length && isAudited(actor)) await recordAudits(executor, actor, options.audit);
  const recorded: RecordedEvent[] = [];
  for (let start = 0; start < events.length; start += ROWS_PER_INSERT) {
    const chunk = events.slice(start, start + ROWS_PER_INSERT);
    const rows = await executor
      .insert(domainEvents)
      .values(
        chunk.map((event) => ({
          type: event.type,
          subjectType: event.subject.type,
          subjectId: event.subject.id,
          companyId: event.companyId,
          actorId: actor.userId,
          payload: event.payload,
          // The app's clock, as the status columns that go with some events: one clock orders a record's history.
          createdAt: options.at ?? clock.now(),
        })),
      )
      .returning({ id: domainEvents.id, createdAt: domainEvents.createdAt });
    // INSERT ... RETURNING answers the rows in the order of VALUES.
    rows.forEach((row, index) => recorded.push({ ...chunk[index]!, id: row.id, actorId: actor.userId, createdAt: row.createdAt }));
  }
  return recorded;
}

/** One event (see recordEvents). */
export async function recordEvent(executor: Executor, actor: Caller, event: DomainEvent, options: RecordOptions = {}): Promise<RecordedEvent> {
  const [recorded] = await recordEvents(executor, actor, [event], options);
  return recorded!;
}
