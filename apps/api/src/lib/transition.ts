/**
 * The one way a record changes state. Inside the caller's transaction: lock and load the record,
 * 404 for what the caller may not see, 403 without the action's permission, the state table's
 * refusal, then act, write the table's to-state, audit (staff and super admins), and record the
 * event. The caller presents the record afterwards, still inside the transaction.
 */
import { transitionEventType, type AuditEntry, type EventSubject, type Workflow } from '@bb/domain';
import type { Executor } from '../db/client.ts';
import { isAudited, recordAudit } from '../modules/audit/index.ts';
import { recordEvent } from '../modules/events/index.ts';
import type { Caller } from '../plugins/actor.ts';
import { AppError } from './app-error.ts';

/** How one kind of record takes part in its workflow. */
export interface StateMachine<Row, S extends string, A extends string, R extends string = never> {
  workflow: Workflow<S, A, R>;
  /** Loads the record locked for update (SELECT ... FOR UPDATE); null when it does not exist. */
  lock(tx: Executor, id: string): Promise<Row | null>;
  /** Whether the caller may see the record at all: otherwise it answers 404, as if it did not exist. */
  canSee(tx: Executor, caller: Caller, row: Row): boolean | Promise<boolean>;
  status(row: Row): S;
  /** Stores the table's to-state (only called when the status changes), with what goes with it for this action. */
  writeStatus(tx: Executor, row: Row, to: S, action: A): Promise<void>;
  /** What the event is about, read after the action (an action may give the record its company). */
  subject(tx: Executor, row: Row): Promise<{ type: EventSubject; id: string; companyId: string | null }>;
  /** How the caller stands towards the record, for workflows whose actions name relations (the report's handler ...). */
  relations?(tx: Executor, caller: Caller, row: Row): ReadonlySet<R> | Promise<ReadonlySet<R>>;
  /** The status the record had before its current one, for actions that go back. */
  previous?(row: Row): S | null;
  /** The audit entry of the action, asked only when staff or a super admin take it; null when the action is not audited. */
  audit?(tx: Executor, row: Row, action: A, details: Record<string, unknown>): Promise<AuditEntry | null>;
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
export async function loadForTransition<Row, S extends string, A extends string, R extends string = never>(
  tx: Executor,
  machine: StateMachine<Row, S, A, R>,
  caller: Caller,
  id: string,
  action: A,
  options: { choice?: S } = {},
): Promise<Transition<Row, S>> {
  const row = await machine.lock(tx, id);
  if (!row || !(await machine.canSee(tx, caller, row))) throw new AppError('NOT_FOUND');
  const { workflow } = machine;
  const relations = machine.relations ? await machine.relations(tx, caller, row) : undefined;
  if (!workflow.permits({ permissions: caller.permissions, ...(relations ? { relations } : {}) }, action)) throw new AppError('FORBIDDEN');
  const from = machine.status(row);
  const to = workflow.next(action, from, { choice: options.choice, previous: machine.previous?.(row) ?? null });
  if (to === null) throw new AppError(workflow.refusal(action));
  return { row, from, to };
}

/**
 * Runs `action` on the record `id` in `tx`. `act` does the work of the action (money, related
 * rows) and may return details for the audit entry; the status is then written from the table.
 */
export async function transition<Row, S extends string, A extends string, R extends string = never>(
  tx: Executor,
  machine: StateMachine<Row, S, A, R>,
  caller: Caller,
  id: string,
  action: A,
  act?: (step: Transition<Row, S>) => Promise<Record<string, unknown> | void>,
  options: { choice?: S } = {},
): Promise<Transition<Row, S>> {
  const step = await loadForTransition(tx, machine, caller, id, action, options);
  const details = (await act?.(step)) ?? {};
  if (step.to !== step.from) await machine.writeStatus(tx, step.row, step.to, action);
  const entry = machine.audit && isAudited(caller) ? await machine.audit(tx, step.row, action, details) : null;
  if (entry) await recordAudit(tx, caller, entry);
  const subject = await machine.subject(tx, step.row);
  await recordEvent(tx, caller, {
    type: transitionEventType(machine.workflow, action),
    subject: { type: subject.type, id: subject.id },
    companyId: subject.companyId,
    payload: { from: step.from, to: step.to },
  } as Parameters<typeof recordEvent>[2]);
  return step;
}
