/**
 * transitionMany on a machine of its own (tickets kept in memory, not a table of the app): the records are locked once,
 * in id order and without repeats; each is checked through the workflow table as `transition` checks one (unknown or
 * hidden: notFound, no permission: forbidden, a status the table refuses: status) and the refused ones are left as they
 * were; the moved ones are written per to-state with what `act` returned, and each gets its event in the outbox.
 */
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { defineWorkflow, permissionsOf } from '@bb/domain';
import type { Database } from '../db/client.ts';
import { domainEvents } from '../db/schema/index.ts';
import type { Caller } from '../plugins/actor.ts';
import { useFileDatabase } from '../test/test-database.ts';
import { transitionMany, type BulkStateMachine, type StatusContext } from './transition.ts';

const TICKET_WORKFLOW = defineWorkflow({
  name: 'ticket',
  statuses: ['draft', 'open', 'closed'],
  invalidStatus: 'INVALID_PAYMENT_STATUS',
  actions: {
    /** One step on: a draft opens, an open ticket closes (two to-states in one bulk move). */
    advance: { from: ['draft', 'open'], to: { draft: 'open', open: 'closed' }, permission: 'payments.manage' },
  },
});
type TicketStatus = (typeof TICKET_WORKFLOW.statuses)[number];

interface Ticket {
  id: string;
  status: TicketStatus;
  hidden: boolean;
  note: string | null;
}

/** The tickets, and what the machine was asked to do with them. */
function ticketMachine(tickets: Ticket[]) {
  const calls = { locked: [] as string[][], written: [] as { to: TicketStatus; ids: string[]; note: string | undefined }[] };
  const byId = new Map(tickets.map((ticket) => [ticket.id, ticket]));
  const machine: BulkStateMachine<Ticket, TicketStatus, 'advance', never, { note: string }> = {
    workflow: TICKET_WORKFLOW,
    id: (ticket) => ticket.id,
    lock: async (_tx, id) => byId.get(id) ?? null,
    lockMany: async (_tx, ids) => {
      calls.locked.push([...ids]);
      return ids.flatMap((id) => (byId.has(id) ? [{ ...byId.get(id)! }] : [])).sort((a, b) => a.id.localeCompare(b.id));
    },
    canSee: (_tx, _caller, ticket) => !ticket.hidden,
    status: (ticket) => ticket.status,
    writeStatus: async () => {
      throw new Error('a bulk move writes many at once');
    },
    writeStatusMany: async (_tx, rows, to, context: StatusContext<'advance', { note: string }>) => {
      calls.written.push({ to, ids: rows.map((row) => row.id).sort(), note: context.details.note });
      for (const row of rows) Object.assign(byId.get(row.id)!, { status: to, note: context.details.note ?? null });
    },
    event: (_tx, { row, to }) => ({
      type: 'payment.open',
      subject: { type: 'payment', id: row.id },
      companyId: null,
      payload: { kind: 'ticket', status: to, grossCents: 0 },
    }),
  };
  return { machine, calls, byId };
}

const superAdmin: Caller = { userId: null, userType: 'system', permissions: permissionsOf('superadmin', null) };
const hacker: Caller = { userId: null, userType: 'system', permissions: permissionsOf('hacker', null) };
/** Ids whose order is known: `id(3)` sorts after `id(2)`. */
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

let db: Database;
useFileDatabase(2, (opened) => {
  db = opened;
});

const eventsOf = (ids: readonly string[]) =>
  db
    .select({ subjectId: domainEvents.subjectId })
    .from(domainEvents)
    .where(inArray(domainEvents.subjectId, [...ids]));

describe('transitionMany', () => {
  it('moves what the table allows, per to-state, and leaves and lists the rest with why', async () => {
    const tickets: Ticket[] = [
      { id: id(5), status: 'open', hidden: false, note: null },
      { id: id(1), status: 'draft', hidden: false, note: null },
      { id: id(3), status: 'closed', hidden: false, note: null },
      { id: id(4), status: 'draft', hidden: true, note: null },
      { id: id(2), status: 'draft', hidden: false, note: null },
    ];
    const { machine, calls, byId } = ticketMachine(tickets);
    const acted: string[][] = [];
    const result = await db.transaction((tx) =>
      transitionMany(tx, machine, superAdmin, [id(5), id(3), id(1), id(9), id(4), id(2), id(5)], 'advance', {
        details: { note: 'given' },
        act: async (steps) => {
          acted.push(steps.map((step) => step.row.id));
          return { note: 'from the work' };
        },
      }),
    );

    // One lock, of each id once; the machine answers in id order and the moves follow it.
    expect(calls.locked).toEqual([[id(5), id(3), id(1), id(9), id(4), id(2)]]);
    expect(result.moved.map((step) => [step.row.id, step.from, step.to])).toEqual([
      [id(1), 'draft', 'open'],
      [id(2), 'draft', 'open'],
      [id(5), 'open', 'closed'],
    ]);
    expect(result.refused).toEqual([
      { id: id(3), reason: 'status' },
      { id: id(4), reason: 'notFound' },
      { id: id(9), reason: 'notFound' },
    ]);
    expect(acted).toEqual([[id(1), id(2), id(5)]]);
    // What `act` returned reaches the status writes (over the caller's details), one write per to-state.
    expect(calls.written).toEqual([
      { to: 'open', ids: [id(1), id(2)], note: 'from the work' },
      { to: 'closed', ids: [id(5)], note: 'from the work' },
    ]);
    expect(byId.get(id(3))).toEqual({ id: id(3), status: 'closed', hidden: false, note: null });
    expect(byId.get(id(4))).toEqual({ id: id(4), status: 'draft', hidden: true, note: null });
    expect((await eventsOf([id(1), id(2), id(3), id(4), id(5)])).map((row) => row.subjectId).sort()).toEqual([id(1), id(2), id(5)]);
  });

  it('refuses every record to a caller without the permission: nothing acted, written or announced', async () => {
    const ids = [randomUUID(), randomUUID()];
    const { machine, calls, byId } = ticketMachine(ids.map((one) => ({ id: one, status: 'draft', hidden: false, note: null })));
    let acted = false;
    const result = await db.transaction((tx) =>
      transitionMany(tx, machine, hacker, ids, 'advance', {
        act: async () => {
          acted = true;
        },
      }),
    );
    expect(result.moved).toEqual([]);
    expect(result.refused.map((refusal) => refusal.reason)).toEqual(['forbidden', 'forbidden']);
    expect([acted, calls.written]).toEqual([false, []]);
    expect([...byId.values()].map((ticket) => ticket.status)).toEqual(['draft', 'draft']);
    expect(await db.$count(domainEvents, eq(domainEvents.subjectId, ids[0]!))).toBe(0);
  });
});
