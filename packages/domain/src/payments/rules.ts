/**
 * Hacker payments (spec part 2 sections 3, 4 and 9; DECISIONS "Hacker payments" and "Referral"):
 * the payment intent's state table, the tax figures of a bounty in integer cents, due dates.
 */
import type { InpsRates, TaxRule } from '../admin/settings.ts';
import type { TaxRegime } from '../admin/setting-values.ts';
import { isItalianOccasionalTaxRegime } from '../hackers/rules.ts';
import { percentOf, toCents, type Cents } from '../money.ts';
import { LIST_COUNT_CAP } from '../lists/list-query.ts';
import { defineWorkflow } from '../workflow.ts';

export const PAYMENT_STATUSES = [
  'pendingHackerInformation',
  'pending',
  'pendingHackerDocumentsUpload',
  'pendingStaffApproval',
  'approved',
  'pendingBeneficiaryList',
  'processing',
  'sent',
  'accredited',
  'ibanNotValid',
  'failedRetry',
  'failed',
  'sentExternally',
  'skipped',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Where a payment intent comes from: a rewarded report, a referral bonus (DECISIONS "Referral"), or a hacker's retest fee (Fix verification). */
export const PAYMENT_KINDS = ['reward', 'referral', 'retest'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

/** The hacker still has to act (fill in settings, confirm, upload the signed receipt). */
export const HACKER_ACTION_STATUSES = [
  'pendingHackerInformation',
  'pending',
  'pendingHackerDocumentsUpload',
  'ibanNotValid',
] as const satisfies readonly PaymentStatus[];
/** Closed: the money left (or will never leave) the platform. */
export const CLOSED_PAYMENT_STATUSES = ['accredited', 'sentExternally', 'skipped'] as const satisfies readonly PaymentStatus[];
/** The transfer is with the bank: the payable was split into tax withheld and bank clearing (DECISIONS ledger). */
export const PAID_OUT_STATUSES = ['processing', 'sent', 'accredited', 'sentExternally'] as const satisfies readonly PaymentStatus[];
/** Not paid yet, so an intent past its due date in one of these is overdue. */
export const UNPAID_PAYMENT_STATUSES = PAYMENT_STATUSES.filter(
  (status) => !(PAID_OUT_STATUSES as readonly string[]).includes(status) && status !== 'skipped',
) as readonly PaymentStatus[];

/** The pending beneficiary list: what the next bank batch carries. */
export const PENDING_BENEFICIARY_STATUSES = ['approved', 'pendingBeneficiaryList'] as const satisfies readonly PaymentStatus[];

/** The bank's answer for one transfer, read from a pain.002 status report or a camt.053 statement. */
export const BANK_OUTCOMES = ['sent', 'accredited', 'ibanNotValid', 'failedRetry', 'failed'] as const satisfies readonly PaymentStatus[];
export type BankOutcome = (typeof BANK_OUTCOMES)[number];

const SETTLED_BY_BANK = ['processing', 'sent'] as const satisfies readonly PaymentStatus[];

/**
 * The payment intent's state table. `beneficiary` is the hacker the intent pays. The platform's own
 * steps (settings completed, entering the bank list, the bank's answers) are system actions taken
 * in the transaction of what caused them.
 */
export const PAYMENT_RELATIONS = ['beneficiary'] as const;
export type PaymentRelation = (typeof PAYMENT_RELATIONS)[number];

export const PAYMENT_WORKFLOW = defineWorkflow({
  name: 'payment',
  statuses: PAYMENT_STATUSES,
  relations: PAYMENT_RELATIONS,
  invalidStatus: 'INVALID_PAYMENT_STATUS',
  actions: {
    /** The hacker saved a tax regime and bank account (or corrected the IBAN the bank refused): confirm again. */
    settingsCompleted: { from: ['pendingHackerInformation', 'ibanNotValid'], to: 'pending', permission: 'payment.confirm', relations: ['beneficiary'] },
    /** The hacker confirms the figures with the settings version they saw; the two Italian occasional regimes then upload the signed receipt. */
    confirm: {
      from: ['pending'],
      to: { oneOf: ['pendingHackerDocumentsUpload', 'pendingStaffApproval'] },
      permission: 'payment.confirm',
      relations: ['beneficiary'],
      invalidStatus: 'PAYMENT_ALREADY_CONFIRMED',
    },
    /** The signed receipt of occasional work (PDF); it can be replaced until the payment is approved. */
    uploadDocument: {
      from: ['pendingHackerDocumentsUpload', 'pendingStaffApproval'],
      to: 'pendingStaffApproval',
      permission: 'payment.document',
      relations: ['beneficiary'],
    },
    /** A super admin's uploading of the signed receipt on the hacker's behalf. */
    uploadDocumentForHacker: { from: ['pendingHackerDocumentsUpload', 'pendingStaffApproval'], to: 'pendingStaffApproval', permission: 'payments.manage' },
    approve: { from: ['pendingStaffApproval'], to: 'approved', permission: 'payments.manage' },
    /** Paid outside the bank batch, with the super admin's proof (a failed transfer can still be paid this way). */
    payExternally: { from: ['pendingStaffApproval', 'failed'], to: 'sentExternally', permission: 'payments.manage' },
    /**
     * Exporting the SEPA file hands the pending beneficiary list to the bank: approved payments
     * (their first batch) and payments put back in the list by a reset.
     */
    export: { from: ['approved', 'pendingBeneficiaryList'], to: 'processing', permission: 'payments.manage' },
    /** reset-pending-beneficiaries: an exported batch the bank never received goes back to the list. */
    resetPending: { from: ['processing'], to: 'pendingBeneficiaryList', permission: 'payments.manage' },
    /** reset-failed-beneficiaries: a transfer the bank failed for a temporary reason is retried. */
    resetFailed: { from: ['failedRetry'], to: 'pendingBeneficiaryList', permission: 'payments.manage' },
    bankSent: { from: ['processing'], to: 'sent', permission: 'payments.manage' },
    bankAccredited: { from: SETTLED_BY_BANK, to: 'accredited', permission: 'payments.manage' },
    /** A refusal, or a transfer returned by the hacker's bank after it was booked (a later camt.053 return). */
    bankIbanNotValid: { from: [...SETTLED_BY_BANK, 'accredited'], to: 'ibanNotValid', permission: 'payments.manage' },
    bankFailedRetry: { from: SETTLED_BY_BANK, to: 'failedRetry', permission: 'payments.manage' },
    bankFailed: { from: [...SETTLED_BY_BANK, 'accredited'], to: 'failed', permission: 'payments.manage' },
    /** Closed with no transfer (the hacker waived it, a duplicate reward): the money goes back to the company. */
    skip: {
      from: ['pendingHackerInformation', 'pending', 'pendingHackerDocumentsUpload', 'pendingStaffApproval', 'ibanNotValid', 'failed'],
      to: 'skipped',
      permission: 'payments.manage',
    },
  },
});
export type PaymentAction = keyof typeof PAYMENT_WORKFLOW.actions;

/** The workflow action that records each bank outcome. */
export const BANK_OUTCOME_ACTIONS: Record<BankOutcome, PaymentAction> = {
  sent: 'bankSent',
  accredited: 'bankAccredited',
  ibanNotValid: 'bankIbanNotValid',
  failedRetry: 'bankFailedRetry',
  failed: 'bankFailed',
};

/** What the hacker-facing answer's abilities name (the rest are the super admin's). */
export const PAYMENT_UI_ACTIONS = [
  'confirm',
  'uploadDocument',
  'uploadDocumentForHacker',
  'approve',
  'payExternally',
  'skip',
] as const satisfies readonly PaymentAction[];

/** The two Italian occasional regimes sign a receipt of occasional work before they are paid. */
export const needsSignedReceipt = (regime: TaxRegime): boolean => isItalianOccasionalTaxRegime(regime);

/**
 * The two Italian occasional regimes declare, when confirming, the occasional-work compensation already received in the
 * current calendar year (the spec's `previousYearlyPaymentsAmount`): the INPS threshold concerns the year's total.
 */
export const needsPreviousYearTotal = (regime: TaxRegime): boolean => isItalianOccasionalTaxRegime(regime);

/**
 * What a payment's INPS Gestione Separata contributions are computed with: the regime's threshold (tax table) and the
 * platform's rates, in per cent of the part of the year's total above the threshold.
 */
export interface InpsTerms {
  thresholdCents: Cents;
  hackerPercent: number;
  platformPercent: number;
}

/** The terms of a regime's rule under the platform's rates; null where INPS does not apply (no threshold). */
export function inpsTermsOf(rule: TaxRule, rates: InpsRates): InpsTerms | null {
  return rule.inpsThreshold === null ? null : { thresholdCents: toCents(rule.inpsThreshold), ...rates };
}

export interface InpsFigures {
  /** The year's occasional work goes above the threshold with this bounty. */
  inpsDue: boolean;
  /** The part of this bounty above the threshold: the contributions' base. */
  inpsBaseCents: Cents;
  /** The hacker's third, withheld from the transfer. */
  inpsHackerCents: Cents;
  /** The platform's two thirds, borne as the client. */
  inpsPlatformCents: Cents;
}

const NO_INPS: InpsFigures = { inpsDue: false, inpsBaseCents: 0, inpsHackerCents: 0, inpsPlatformCents: 0 };

/**
 * The Gestione Separata contributions of a bounty: on the part of the year's total (compensation received so far plus
 * this bounty) above the threshold, and no more than the bounty itself; each share half-up to the cent on that base.
 */
export function inpsContributions(grossCents: Cents, yearToDateCents: Cents | null, terms: InpsTerms | null): InpsFigures {
  if (terms === null) return NO_INPS;
  const yearTotal = (yearToDateCents ?? 0) + grossCents;
  const inpsBaseCents = Math.max(0, Math.min(grossCents, yearTotal - terms.thresholdCents));
  return {
    inpsDue: yearTotal > terms.thresholdCents,
    inpsBaseCents,
    inpsHackerCents: percentOf(inpsBaseCents, terms.hackerPercent),
    inpsPlatformCents: percentOf(inpsBaseCents, terms.platformPercent),
  };
}

export interface PaymentFigures extends InpsFigures {
  grossCents: Cents;
  vatCents: Cents;
  withholdingCents: Cents;
  stampDutyCents: Cents;
  /** bounty + VAT - withholding - the hacker's INPS share: what the bank transfers. */
  transferCents: Cents;
}

/** The figures with the INPS part of another year-to-date total (the confirmation dialog previews what the hacker types). */
export function withYearToDate(figures: PaymentFigures, yearToDateCents: Cents | null, terms: InpsTerms | null): PaymentFigures {
  const inps = inpsContributions(figures.grossCents, yearToDateCents, terms);
  return { ...figures, ...inps, transferCents: figures.grossCents + figures.vatCents - figures.withholdingCents - inps.inpsHackerCents };
}

/**
 * The tax figures of a bounty under a regime's rule (the platform's tax table) and the Gestione Separata rates, half-up
 * to the cent: VAT and withholding on the gross bounty; stamp duty strictly above its threshold; INPS on the part of
 * the year's occasional work (`yearToDateCents` received so far plus this bounty) above the regime's threshold.
 */
export function paymentFigures(grossCents: Cents, rule: TaxRule, yearToDateCents: Cents | null, rates: InpsRates): PaymentFigures {
  const vatCents = percentOf(grossCents, rule.vatPercent);
  const withholdingCents = percentOf(grossCents, rule.withholdingPercent);
  const stampDutyCents = rule.stampDutyAmount > 0 && grossCents > toCents(rule.stampDutyThreshold) ? toCents(rule.stampDutyAmount) : 0;
  const base = { grossCents, vatCents, withholdingCents, stampDutyCents, transferCents: 0, ...NO_INPS };
  return withYearToDate(base, yearToDateCents, inpsTermsOf(rule, rates));
}

export const PAYMENT_RULES = {
  /** Days from the report to the payment promise (spec part 2 section 9). */
  dueDays: { managed: 14, selfManaged: 21 },
  /** Days from the referred company's accreditation to a referral bonus's due date. */
  referralDueDays: 21,
  /** The referral bonus, in euro (DECISIONS "Referral"). */
  referralBonus: 1000,
  /** Signed receipt / staff proof: one PDF of at most 10 MB. */
  documentMaxBytes: 10 * 1024 * 1024,
  /** Filter debounce on the payment lists and the hacker wallet (spec section 9). */
  filterDebounceMs: 1000,
  /** A super admin's list whose filters the status and kind counters cannot count counts up to this many (`countCapped` past it). */
  listCountCap: LIST_COUNT_CAP,
} as const;

const DAY_MS = 24 * 3600_000;

/** The payment promise: 14 days after the report for managed programs, 21 otherwise. */
export function paymentDueAt(reportCreatedAt: Date, isManaged: boolean): Date {
  return new Date(reportCreatedAt.getTime() + (isManaged ? PAYMENT_RULES.dueDays.managed : PAYMENT_RULES.dueDays.selfManaged) * DAY_MS);
}

/** Past its due date and not paid out yet. */
export function isPaymentOverdue(payment: { status: PaymentStatus; dueAt: Date }, now: Date = new Date()): boolean {
  return payment.dueAt.getTime() < now.getTime() && UNPAID_PAYMENT_STATUSES.includes(payment.status);
}
