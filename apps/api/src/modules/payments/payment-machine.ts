/**
 * How payment intents take part in PAYMENT_WORKFLOW (packages/domain payments/rules.ts) through
 * `transition`: each status change records its reason, who made it and a history entry.
 */
import { fromCents, PAYMENT_WORKFLOW, type PaymentAction, type PaymentRelation, type PaymentStatus } from '@bb/domain';
import type { Executor } from '../../db/client.ts';
import type { StateMachine } from '../../lib/transition.ts';
import type { Caller } from '../../plugins/actor.ts';
import { paymentsRepository, type PaymentIntentRow } from './payments.repository.ts';

/** The hacker a payment pays, and super admins, see it; nobody else knows it exists. */
export const canSeePayment = (caller: Pick<Caller, 'userId' | 'userType'>, row: Pick<PaymentIntentRow, 'hackerId'>): boolean =>
  caller.userType === 'superadmin' || caller.userType === 'system' || (caller.userType === 'hacker' && caller.userId === row.hackerId);

export const paymentRelations = (caller: Pick<Caller, 'userId'>, row: Pick<PaymentIntentRow, 'hackerId'>): ReadonlySet<PaymentRelation> =>
  new Set(caller.userId === row.hackerId ? (['beneficiary'] as const) : []);

/** Writes a new status with its reason and author, and the history entry that goes with it. */
export async function writePaymentStatus(
  tx: Executor,
  row: PaymentIntentRow,
  to: PaymentStatus,
  change: { actorId: string | null; reason: string | null; at?: Date },
) {
  const at = change.at ?? new Date();
  const payments = paymentsRepository(tx);
  await payments.update(row.id, { status: to, statusReason: change.reason, statusChangedBy: change.actorId, statusChangedAt: at });
  await payments.addHistory({ intentId: row.id, status: to, oldStatus: row.status, reason: change.reason, actorId: change.actorId, createdAt: at });
}

/** The machine for one caller's action; `reason` is stored with the status it leads to. */
export function paymentMachine(caller: Caller, reason: string | null = null): StateMachine<PaymentIntentRow, PaymentStatus, PaymentAction, PaymentRelation> {
  return {
    workflow: PAYMENT_WORKFLOW,
    lock: (tx, id) => paymentsRepository(tx).lock(id),
    canSee: (_tx, who, row) => canSeePayment(who, row),
    status: (row) => row.status as PaymentStatus,
    relations: (_tx, who, row) => paymentRelations(who, row),
    writeStatus: (tx, row, to) => writePaymentStatus(tx, row, to, { actorId: caller.userId, reason }),
    subject: async (_tx, row) => ({ type: 'payment', id: row.id, companyId: row.companyId }),
    audit: async (tx, row, action) => {
      const after = await paymentsRepository(tx).view(row.id);
      return {
        action: 'payment.update',
        targetId: row.id,
        details: {
          hacker: after?.hacker.username ?? '',
          amount: fromCents(row.grossCents),
          action,
          from: row.status,
          to: after?.intent.status ?? row.status,
          reason,
        },
      };
    },
  };
}
