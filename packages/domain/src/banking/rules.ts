/**
 * Wallet, deposit and invoice rules (spec part 1 sections 3-5 and 9, part 2 section 4,
 * DECISIONS "Money" and "Deposits and invoices").
 */
import { REFERENCE_CODE_ALPHABET, REFERENCE_CODE_LENGTH, REFERENCE_CODE_PREFIX } from '../companies/rules.ts';

/** Transaction types a company sees on its wallet. */
export const TRANSACTION_TYPES = ['deposit', 'program_creation', 'program_budget_increase', 'program_refund', 'admin_adjustment'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

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

export const DEPOSIT_ACTIONS = ['approve', 'skip', 'sendInvoice', 'skipInvoice'] as const;
export type DepositAction = (typeof DEPOSIT_ACTIONS)[number];

/**
 * Which action each state allows. Accreditation moves once (pending -> accredited or skipped);
 * the invoice of an accredited deposit is generated at approval and then sent or skipped; a
 * skipped deposit has no customer to invoice, so its invoice can only be skipped.
 */
const ALLOWED: Record<DepositAction, { accreditation: readonly AccreditationStatus[]; invoice: readonly InvoiceStatus[] }> = {
  approve: { accreditation: ['pending'], invoice: ['pending'] },
  skip: { accreditation: ['pending'], invoice: ['pending'] },
  sendInvoice: { accreditation: ['accredited'], invoice: ['generated'] },
  skipInvoice: { accreditation: ['accredited', 'skipped'], invoice: ['pending', 'generated'] },
};

export function depositActionAllowed(action: DepositAction, state: { accreditationStatus: AccreditationStatus; invoiceStatus: InvoiceStatus }): boolean {
  const allowed = ALLOWED[action];
  return allowed.accreditation.includes(state.accreditationStatus) && allowed.invoice.includes(state.invoiceStatus);
}

/** The actions a deposit allows now, for the manage-deposit modal. */
export function depositAbilities(state: { accreditationStatus: AccreditationStatus; invoiceStatus: InvoiceStatus }): Record<DepositAction, boolean> {
  return Object.fromEntries(DEPOSIT_ACTIONS.map((action) => [action, depositActionAllowed(action, state)])) as Record<DepositAction, boolean>;
}

const PREFIX_LETTERS = REFERENCE_CODE_PREFIX.replace('-', '');
const REFERENCE_PATTERN = new RegExp(`${PREFIX_LETTERS}-?([${REFERENCE_CODE_ALPHABET}]{${REFERENCE_CODE_LENGTH}})`);

/** The company reference code a transfer description carries (banks may change case, add spaces or drop the hyphen). */
export function findReferenceCode(description: string): string | null {
  const compact = description.toUpperCase().replace(/\s+/g, '');
  const code = REFERENCE_PATTERN.exec(compact)?.[1];
  return code ? `${REFERENCE_CODE_PREFIX}${code}` : null;
}
