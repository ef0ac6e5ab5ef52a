/**
 * The one way a record changes state, for one record (`transition`) or many (`transitionMany`). Inside the caller's
 * transaction: lock and load, 404 for what the caller may not see, 403 without the action's permission, the state
 * table's refusal, then act, write the table's to-state, audit (staff and super admins), record the event and keep the
 * readers' views the machine derives from it (a report's timeline, a payment's history). The caller presents the
 * record afterwards, still inside the transaction.
 */
import type { AuditEntry, DomainEvent, Workflow } from '@bb/domain';
import type { Executor } from '../db/client.ts';
import { isAudited } from '../modules/audit/index.ts';
import { recordEvents, type RecordedEvent, type RecordOptions } from '../modules/events/index.ts';
import type { Caller } from '../plugins/actor.ts';
import { AppError } from './app-error.ts';
import { clock } from './clock.ts';

/**
 * How one kind of record takes part in its workflow. `D` is what an action tells besides its statuses (a reason, an
 * amount): given by the caller or returned by the action's work, it reaches the status columns, the event and the audit.
 */
export interface StateMachine<Row, S extends string, A extends string, R extends string = never, D extends object = Record<string, unknown>> {
  workflow: Workflow<S, A, R>;
  /** Loads the record locked for update (SELECT ... FOR UPDATE); null when it does not exist. */
  lock(tx: Executor, id: string): Promise<Row | null>;
  /** Whether the caller may see the record at all: otherwise it answers 404, as if it did not exist. */
  canSee(tx: Executor, caller: Caller, row: Row): boolean | Promise<boolean>;
  status(row: Row): S;
  /** Stores the table's to-state (only called when the status changes), with what goes with it for this action. */
  writeStatus(tx: Executor, row: Row, to: S, context: StatusContext<A, D>): Promise<void>;
  /** The event announcing the action, typed (read after the action: an action may give the record its company). */
  event(tx: Executor, step: Transition<Row, S>, action: A, details: Partial<D>): DomainEvent | Promise<DomainEvent>;
  /** The readers' views kept from the events in their transaction (a report's timeline, a payment's history). */
  project?(tx: Executor, events: readonly RecordedEvent[]): Promise<void>;
  /** How the caller stands towards the record, for workflows whose actions name relations (the report's handler ...). */
  relations?(tx: Executor, caller: Caller, row: Row): ReadonlySet<R> | Promise<ReadonlySet<R>>;
  /** The status the record had before its current one, for actions that go back. */
  previous?(row: Row): S | null;
  /** The audit entry of the action, asked only when staff or a super admin take it; null when the action is not audited. */
  audit?(tx: Executor, row: Row, action: A, details: Partial<D>): Promise<AuditEntry | null>;
}

/** What a status write knows besides the record and its new status. */
export interface StatusContext<A extends string, D extends object> {
  action: A;
  caller: Caller;
  details: Partial<D>;
  at: Date;
}

/** A workflow whose records also move many at once (a bank batch): set-based locking and status writes. */
export interface BulkStateMachine<
  Row,
  S extends string,
  A extends string,
  R extends string = never,
  D extends object = Record<string, unknown>,
> extends StateMachine<Row, S, A, R, D> {
  id(row: Row): string;
  /** Loads the records locked for update in id order (one statement), so two bulk moves never wait on each other in a cycle. */
  lockMany(tx: Executor, ids: readonly string[]): Promise<Row[]>;
  /** Stores one to-state for many records in set-based statements. */
  writeStatusMany(tx: Executor, rows: readonly Row[], to: S, context: StatusContext<A, D>): Promise<void>;
  /** The audit entries of many moves in one read, where `audit` would read each record's labels on its own. */
  auditMany?(tx: Executor, steps: readonly Transition<Row, S>[], action: A, details: Partial<D>): Promise<AuditEntry[]>;
}

export interface Transition<Row, S extends string> {
  /** The record as it was locked, before the action. */
  row: Row;
  from: S;
  to: S;
}

/**
 * Loads the record for `action` and checks it: unknown or not visible -> 404, no permission ->
 * 403 FORBIDDEN, status refused by the table -> its INVALID_*_STATUS. Used by `transition` and
 * by actions that need the checked record before they decide how to act.
 */
export async function loadForTransition<Row, S extends string, A extends string, R extends string = never, D extends object = Record<string, unknown>>(
  tx: Executor,
  machine: StateMachine<Row, S, A, R, D>,
  caller: Caller,
  id: string,
  action: A,
  options: { choice?: S } = {},
): Promise<Transition<Row, S>> {
  const row = await machine.lock(tx, id);
  if (!row || !(await machine.canSee(tx, caller, row))) throw new AppError('NOT_FOUND');
  const refusal = await refusalOf(tx, machine, caller, row, action, options.choice);
  if (typeof refusal === 'string') throw new AppError(refusal === 'forbidden' ? 'FORBIDDEN' : machine.workflow.refusal(action));
  return { row, from: machine.status(row), to: refusal.to };
}

/** Why the table refuses `action` on a visible record ('forbidden' without the permission or relation, 'status'), or its to-state. */
async function refusalOf<Row, S extends string, A extends string, R extends string, D extends object>(
  tx: Executor,
  machine: StateMachine<Row, S, A, R, D>,
  caller: Caller,
  row: Row,
  action: A,
  choice: S | undefined,
): Promise<'forbidden' | 'status' | { to: S }> {
  const { workflow } = machine;
  const relations = machine.relations ? await machine.relations(tx, caller, row) : undefined;
  if (!workflow.permits({ permissions: caller.permissions, ...(relations ? { relations } : {}) }, action)) return 'forbidden';
  const to = workflow.next(action, machine.status(row), { choice, previous: machine.previous?.(row) ?? null });
  return to === null ? 'status' : { to };
}

/**
 * Runs `action` on the record `id` in `tx`. `act` does the work of the action (money, related rows) and may return
 * details (merged over `options.details`) for the status columns, the event and the audit entry.
 */
export async function transition<Row, S extends string, A extends string, R extends string = never, D extends object = Record<string, unknown>>(
  tx: Executor,
  machine: StateMachine<Row, S, A, R, D>,
  caller: Caller,
  id: string,
  action: A,
  act?: (step: Transition<Row, S>) => Promise<Partial<D> | void>,
  options: { choice?: S; details?: Partial<D> } = {},
): Promise<Transition<Row, S>> {
  const step = await loadForTransition(tx, machine, caller, id, action, options);
  const details: Partial<D> = { ...options.details, ...(await act?.(step)) };
  const at = clock.now();
  if (step.to !== step.from) await machine.writeStatus(tx, step.row, step.to, { action, caller, details, at });
  const entry = machine.audit && isAudited(caller) ? await machine.audit(tx, step.row, action, details) : null;
  await announce(tx, machine, caller, [await machine.event(tx, step, action, details)], { at, audit: entry ? [entry] : [] });
  return step;
}

/** What a bulk move did: the records it moved (as they were locked), and those it left with why. */
export interface BulkTransition<Row, S extends string> {
  moved: Transition<Row, S>[];
  refused: { id: string; reason: 'notFound' | 'forbidden' | 'status' }[];
}

/**
 * `action` on many records at once, through the same table, checks, audit and events as `transition`: the records
 * are locked in id order, each is checked as `transition` would (those refused are left as they are and listed), `act`
 * does the action's work for the moved ones together (and may return details, merged over `options.details`, as
 * `transition`'s does), then statuses, audit entries, events and the machine's views are written in set-based statements.
 */
export async function transitionMany<Row, S extends string, A extends string, R extends string = never, D extends object = Record<string, unknown>>(
  tx: Executor,
  machine: BulkStateMachine<Row, S, A, R, D>,
  caller: Caller,
  ids: readonly string[],
  action: A,
  options: { details?: Partial<D>; act?: (steps: readonly Transition<Row, S>[]) => Promise<Partial<D> | void> } = {},
): Promise<BulkTransition<Row, S>> {
  const unique = [...new Set(ids)];
  const rows = await machine.lockMany(tx, unique);
  const result: BulkTransition<Row, S> = { moved: [], refused: [] };
  const found = new Set<string>();
  for (const row of rows) {
    found.add(machine.id(row));
    const seen = await machine.canSee(tx, caller, row);
    const refusal = seen ? await refusalOf(tx, machine, caller, row, action, undefined) : 'notFound';
    if (typeof refusal === 'string') result.refused.push({ id: machine.id(row), reason: refusal });
    else result.moved.push({ row, from: machine.status(row), to: refusal.to });
  }
  for (const id of unique) if (!found.has(id)) result.refused.push({ id, reason: 'notFound' });
  if (result.moved.length === 0) return result;

  const details: Partial<D> = { ...options.details, ...(await options.act?.(result.moved)) };
  const context = { action, caller, details, at: clock.now() };
  for (const [to, steps] of groupBy(result.moved, (step) => step.to)) {
    const changed = steps.filter((step) => step.from !== step.to).map((step) => step.row);
    if (changed.length) await machine.writeStatusMany(tx, changed, to, context);
  }
  const audit = isAudited(caller) ? await auditEntriesOf(tx, machine, result.moved, action, details) : [];
  const events = await Promise.all(result.moved.map((step) => machine.event(tx, step, action, details)));
  await announce(tx, machine, caller, events, { at: context.at, audit });
  return result;
}

async function auditEntriesOf<Row, S extends string, A extends string, R extends string, D extends object>(
  tx: Executor,
  machine: BulkStateMachine<Row, S, A, R, D>,
  moved: readonly Transition<Row, S>[],
  action: A,
  details: Partial<D>,
): Promise<AuditEntry[]> {
  if (machine.auditMany) return machine.auditMany(tx, moved, action, details);
  const audit = machine.audit;
  if (!audit) return [];
  const entries = await Promise.all(moved.map((step) => audit(tx, step.row, action, details)));
  return entries.filter((entry): entry is AuditEntry => entry !== null);
}

/** Records the events (and their audit) and keeps the machine's views from them, in the change's transaction. */
async function announce<Row, S extends string, A extends string, R extends string, D extends object>(
  tx: Executor,
  machine: StateMachine<Row, S, A, R, D>,
  caller: Caller,
  events: readonly DomainEvent[],
  options: RecordOptions,
): Promise<void> {
  const recorded = await recordEvents(tx, caller, events, options);
  await machine.project?.(tx, recorded);
}

function groupBy<T, K>(items: readonly T[], keyOf: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}
