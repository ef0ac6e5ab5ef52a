/**
 * How payment intents take part in PAYMENT_WORKFLOW (packages/domain payments/rules.ts) through `transition` and, for
 * bank batches, `transitionMany`: each status change stores its reason and author on the intent, and its event keeps
 * the payment's history (a readers' view of the payment's events, written from them in the same transaction).
 */
import {
  fromCents,
  PAYMENT_WORKFLOW,
  type AuditEntry,
  type DomainEventTypeOf,
  type PaymentAction,
  type PaymentRelation,
  type PaymentStatus,
  type PaymentTransitionPayload,
} from '@bb/domain';
import type { Executor } from '../../db/client.ts';
import type { BulkStateMachine, StatusContext, Transition } from '../../lib/transition.ts';
import type { Caller } from '../../plugins/actor.ts';
import type { RecordedEvent } from '../events/index.ts';
import { canSeePayment } from './payments.policy.ts';
import { paymentsRepository, type PaymentIntentRow, type PaymentIntentValues } from './payments.repository.ts';

/** What a payment's step tells besides its statuses: the reason stored with it; a batch's id; for the audit, a document's name. */
export interface PaymentActionDetails extends Omit<PaymentTransitionPayload, 'from' | 'to'> {
  batchId: string;
  document: string;
}

export const paymentRelations = (caller: Pick<Caller, 'userId'>, row: Pick<PaymentIntentRow, 'hackerId'>): ReadonlySet<PaymentRelation> =>
  new Set(caller.userId === row.hackerId ? (['beneficiary'] as const) : []);

/** The columns a status change writes: the status with its reason, author and time, and the batch that carries it. */
const statusValues = (to: PaymentStatus, context: StatusContext<PaymentAction, PaymentActionDetails>): PaymentIntentValues => ({
  status: to,
  statusReason: context.details.reason ?? null,
  statusChangedBy: context.caller.userId,
  statusChangedAt: context.at,
  ...(context.details.batchId ? { batchId: context.details.batchId } : {}),
});

type HistoryEntry = Parameters<ReturnType<typeof paymentsRepository>['addHistoryMany']>[0][number];
type PaymentEvent = Extract<RecordedEvent, { type: DomainEventTypeOf<'payment'> }>;
const isPaymentEvent = (event: RecordedEvent): event is PaymentEvent => event.type.startsWith('payment.');

/** A payment's history entries from its events: each status change, and the status it opened in. */
export async function projectPaymentHistory(tx: Executor, events: readonly RecordedEvent[]): Promise<void> {
  const entries = events.filter(isPaymentEvent).flatMap((event): HistoryEntry[] => {
    const at = { intentId: event.subject.id, actorId: event.actorId, createdAt: event.createdAt };
    if (event.type === 'payment.open') return [{ ...at, status: event.payload.status, oldStatus: null, reason: null }];
    const { from, to, reason } = event.payload;
    return from === to ? [] : [{ ...at, status: to, oldStatus: from, reason }];
  });
  await paymentsRepository(tx).addHistoryMany(entries);
}

function auditEntry(
  step: Transition<PaymentIntentRow, PaymentStatus>,
  action: PaymentAction,
  details: Partial<PaymentActionDetails>,
  hacker: string,
): AuditEntry {
  return {
    action: 'payment.update',
    targetId: step.row.id,
    details: { hacker, amount: fromCents(step.row.grossCents), action, from: step.from, to: step.to, reason: details.reason ?? null },
  };
}

export const paymentMachine: BulkStateMachine<PaymentIntentRow, PaymentStatus, PaymentAction, PaymentRelation, PaymentActionDetails> = {
  workflow: PAYMENT_WORKFLOW,
  id: (row) => row.id,
  lock: (tx, id) => paymentsRepository(tx).lock(id),
  lockMany: (tx, ids) => paymentsRepository(tx).lockMany(ids),
  canSee: (_tx, who, row) => canSeePayment(who, row),
  status: (row) => row.status as PaymentStatus,
  relations: (_tx, who, row) => paymentRelations(who, row),
  writeStatus: (tx, row, to, context) => paymentsRepository(tx).update(row.id, statusValues(to, context)),
  writeStatusMany: (tx, rows, to, context) =>
    paymentsRepository(tx).updateMany(
      rows.map((row) => row.id),
      statusValues(to, context),
    ),
  event: (_tx, { row, from, to }, action, details) => ({
    type: `payment.${action}`,
    subject: { type: 'payment', id: row.id },
    companyId: row.companyId,
    payload: { from, to, reason: details.reason ?? null },
  }),
  project: projectPaymentHistory,
  audit: async (tx, row, action, details) => {
    const usernames = await paymentsRepository(tx).hackerUsernames([row.hackerId]);
    const after = await paymentsRepository(tx).find(row.id);
    const step = { row, from: row.status as PaymentStatus, to: (after?.status ?? row.status) as PaymentStatus };
    return auditEntry(step, action, details, usernames.get(row.hackerId) ?? '');
  },
  auditMany: async (tx, steps, action, details) => {
    const usernames = await paymentsRepository(tx).hackerUsernames([...new Set(steps.map((step) => step.row.hackerId))]);
    return steps.map((step) => auditEntry(step, action, details, usernames.get(step.row.hackerId) ?? ''));
  },
};
