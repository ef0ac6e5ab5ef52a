/** How deposits take part in DEPOSIT_WORKFLOW (packages/domain banking/rules.ts) through `transition`. */
import {
  DEPOSIT_WORKFLOW,
  depositColumns,
  depositState,
  fromCents,
  type AuditAction,
  type AuditEntry,
  type DepositAction,
  type DepositState,
} from '@bb/domain';
import type { StateMachine } from '../../lib/transition.ts';
import { canSeeDeposit } from './deposits.policy.ts';
import { transfersRepository, type TransferRow } from './transfers.repository.ts';

export const depositMachine: StateMachine<TransferRow, DepositState, DepositAction> = {
  workflow: DEPOSIT_WORKFLOW,
  lock: (tx, id) => transfersRepository(tx).lock(id),
  canSee: (_tx, caller, deposit) => canSeeDeposit(caller, deposit),
  status: (deposit) => depositState(deposit),
  writeStatus: (tx, deposit, to) => transfersRepository(tx).update(deposit.id, depositColumns(to)),
  // Approval gives the deposit its company: read it back for the event.
  async event(tx, { row, from, to }, action) {
    const current = await transfersRepository(tx).findById(row.id);
    return { type: `deposit.${action}`, subject: { type: 'deposit', id: row.id }, companyId: current?.companyId ?? row.companyId, payload: { from, to } };
  },
  audit: async (_tx, deposit, action, details) =>
    ({
      action: `deposit.${action}` satisfies AuditAction,
      targetId: deposit.id,
      details: { amount: fromCents(deposit.amountCents), payerName: deposit.payerName, ...details },
    }) as AuditEntry,
};
