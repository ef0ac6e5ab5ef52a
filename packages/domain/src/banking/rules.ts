/**
 * Wallet, deposit and invoice rules (spec part 1 sections 3-5 and 9, part 2 section 4,
 * DECISIONS "Money" and "Deposits and invoices").
 */
import { defineWorkflow } from '../workflow.ts';
import { REFERENCE_CODE_ALPHABET, REFERENCE_CODE_LENGTH, REFERENCE_CODE_PREFIX } from '../companies/rules.ts';

/** Transaction types a company sees on its wallet. */
export const TRANSACTION_TYPES = [
  'deposit',
  'program_creation',
  'program_budget_increase',
  'program_refund',
  'admin_adjustment',
  /** A reward closed with no transfer (skipped) comes back to the wallet. */
  'reward_refund',
  /** DECISIONS "Referral": 1,000 euro when a company the user referred is first accredited. */
  'referral_bonus',
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];
/** The movements of one program's budget (their ledger reference is the program): the statement names the program. */
export const PROGRAM_TRANSACTION_TYPES = ['program_creation', 'program_budget_increase', 'program_refund'] as const satisfies readonly TransactionType[];
export const isProgramTransactionType = (type: TransactionType): boolean => (PROGRAM_TRANSACTION_TYPES as readonly TransactionType[]).includes(type);

export const ACCREDITATION_STATUSES = ['pending', 'accredited', 'skipped'] as const;
export type AccreditationStatus = (typeof ACCREDITATION_STATUSES)[number];

/** `sent` is "sent to SDI". */
export const INVOICE_STATUSES = ['pending', 'generated', 'sent', 'skipped'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const DEPOSIT_SOURCES = ['manual', 'camt053'] as const;
export type DepositSource = (typeof DEPOSIT_SOURCES)[number];

export const WALLET_LIMITS = {
  /** Admin adjustment: absolute value between these, two decimals (DECISIONS: the ±999,999.99 reading). */
  adjustmentMin: 100,
  adjustmentMax: 999_999.99,
  /** The largest single incoming transfer we record. */
  transferMax: 999_999_999.99,
  /** SEPA remittance information and names are at most 140 characters. */
  sepaTextMax: 140,
} as const;

export const WALLET_UI = {
  transactionsPageSize: 5,
  filterDebounceMs: 1000,
  copiedTooltipMs: 1000,
} as const;

/**
 * A deposit's state: its accreditation and its invoice read together, since each action depends
 * on both. Accreditation moves once (pending -> accredited or skipped); the invoice of an
 * accredited deposit is generated at approval and then sent or skipped; a skipped deposit has no
 * customer to invoice, so its invoice can only be skipped.
 */
export const DEPOSIT_STATES = ['pending', 'invoiceGenerated', 'invoiceSent', 'invoiceSkipped', 'skipped', 'skippedNoInvoice'] as const;
export type DepositState = (typeof DEPOSIT_STATES)[number];

export interface DepositColumns {
  accreditationStatus: AccreditationStatus;
  invoiceStatus: InvoiceStatus;
}

const DEPOSIT_COLUMNS: Record<DepositState, DepositColumns> = {
  pending: { accreditationStatus: 'pending', invoiceStatus: 'pending' },
  invoiceGenerated: { accreditationStatus: 'accredited', invoiceStatus: 'generated' },
  invoiceSent: { accreditationStatus: 'accredited', invoiceStatus: 'sent' },
  invoiceSkipped: { accreditationStatus: 'accredited', invoiceStatus: 'skipped' },
  skipped: { accreditationStatus: 'skipped', invoiceStatus: 'pending' },
  skippedNoInvoice: { accreditationStatus: 'skipped', invoiceStatus: 'skipped' },
};

/** The stored columns of a state. */
export const depositColumns = (state: DepositState): DepositColumns => DEPOSIT_COLUMNS[state];

/** The state of a deposit's stored columns (an accredited deposit without an invoice counts as generated: approval makes both). */
export function depositState(columns: DepositColumns): DepositState {
  const found = DEPOSIT_STATES.find(
    (state) => DEPOSIT_COLUMNS[state].accreditationStatus === columns.accreditationStatus && DEPOSIT_COLUMNS[state].invoiceStatus === columns.invoiceStatus,
  );
  return found ?? (columns.accreditationStatus === 'accredited' ? 'invoiceGenerated' : columns.accreditationStatus);
}

/** The deposit state table (DECISIONS "Deposits and invoices"); the manage-deposit modal shows what `abilities` allow. */
export const DEPOSIT_WORKFLOW = defineWorkflow({
  name: 'deposit',
  statuses: DEPOSIT_STATES,
  invalidStatus: 'INVALID_DEPOSIT_STATUS',
  actions: {
    approve: { from: ['pending'], to: 'invoiceGenerated', permission: 'deposits.manage' },
    skip: { from: ['pending'], to: 'skipped', permission: 'deposits.manage' },
    sendInvoice: { from: ['invoiceGenerated'], to: 'invoiceSent', permission: 'deposits.manage', invalidStatus: 'INVALID_INVOICE_STATUS' },
    skipInvoice: {
      from: ['invoiceGenerated', 'skipped'],
      to: { invoiceGenerated: 'invoiceSkipped', skipped: 'skippedNoInvoice' },
      permission: 'deposits.manage',
      invalidStatus: 'INVALID_INVOICE_STATUS',
    },
  },
});
export type DepositAction = (typeof DEPOSIT_WORKFLOW.actionNames)[number];
export const DEPOSIT_ACTIONS = DEPOSIT_WORKFLOW.actionNames;

const PREFIX_LETTERS = REFERENCE_CODE_PREFIX.replace('-', '');
const REFERENCE_PATTERN = new RegExp(`${PREFIX_LETTERS}-?([${REFERENCE_CODE_ALPHABET}]{${REFERENCE_CODE_LENGTH}})`);

/** The company reference code a transfer description carries (banks may change case, add spaces or drop the hyphen). */
export function findReferenceCode(description: string): string | null {
  const compact = description.toUpperCase().replace(/\s+/g, '');
  const code = REFERENCE_PATTERN.exec(compact)?.[1];
  return code ? `${REFERENCE_CODE_PREFIX}${code}` : null;
}
