import {
  DEPOSIT_WORKFLOW,
  depositState,
  fromCents,
  isProgramTransactionType,
  type PermissionSet,
  type CompanyBalance,
  type Deposit,
  type Transaction,
  type TransactionType,
} from '@bb/domain';
import type { WalletPostingRow } from '../ledger/index.ts';
import { isoTime } from '../../lib/iso-time.ts';
import type { TransferRecord } from './transfers.repository.ts';

const euroOrNull = (cents: number | null) => (cents === null ? null : fromCents(cents));

/** A deposit with the actions its state allows: an explicit list of fields. */
export function presentDeposit(record: TransferRecord, permissions: PermissionSet): Deposit {
  return {
    id: record.id,
    accreditationStatus: record.accreditationStatus,
    invoiceStatus: record.invoiceStatus,
    invoiceId: record.invoiceId,
    invoiceNumber: record.invoiceNumber,
    amount: fromCents(record.amountCents),
    vatExempt: record.vatExempt,
    creditedAmount: euroOrNull(record.creditedCents),
    vatAmount: euroOrNull(record.vatCents),
    date: record.valueDate,
    payerName: record.payerName,
    description: record.description,
    additionalInfo: record.additionalInfo,
    source: record.source,
    company: record.company
      ? {
          id: record.company.id,
          name: record.company.name,
          businessname: record.company.businessname,
          picture: record.company.pictureId ? { id: record.company.pictureId } : null,
        }
      : null,
    createdAt: isoTime(record.createdAt),
    abilities: DEPOSIT_WORKFLOW.abilities(permissions, depositState(record)),
  };
}

/** A wallet movement; `programNames` holds the names of the page's programs (a program's movement names it). */
export function presentTransaction(row: WalletPostingRow, programNames: ReadonlyMap<string, string | null>): Transaction {
  // Wallet postings carry only the company-visible types (rewards move budgets, never wallets).
  const type = row.type as TransactionType;
  const programId = row.referenceId && isProgramTransactionType(type) && programNames.has(row.referenceId) ? row.referenceId : null;
  return {
    id: row.id,
    date: isoTime(row.createdAt),
    type,
    amount: fromCents(row.amountCents),
    balanceAfter: fromCents(row.balanceAfterCents),
    company: { id: row.companyId, name: row.companyName },
    program: programId ? { id: programId, name: programNames.get(programId) ?? null } : null,
  };
}

export function presentBalance(money: { balanceCents: number; allocatedCents: number; remainingCents: number }): CompanyBalance {
  return { balance: fromCents(money.balanceCents), allocated: fromCents(money.allocatedCents), remaining: fromCents(money.remainingCents) };
}
