/**
 * The ledger's vocabulary. Sign convention: every account's balance is the sum of its postings
 * and every transaction sums to zero. Accounts the platform owes (wallets, budgets, payables,
 * VAT, tax and INPS contributions due, fee revenue) grow positive; the bank clearing account mirrors the money held
 * at the bank and so runs negative, as does the adjustments account when credits are granted (and when the platform
 * bears its share of a hacker's INPS contributions).
 */
import { TRANSACTION_TYPES } from '@bb/domain';

export const LEDGER_ACCOUNT_KINDS = [
  'company_wallet',
  'program_budget',
  'platform_fees',
  'hacker_payable',
  'tax_withheld',
  'vat_payable',
  'bank_clearing',
  'platform_adjustments',
  /** INPS Gestione Separata contributions due on occasional work: the hacker's third withheld, the platform's two thirds. */
  'inps_payable',
] as const;
export type LedgerAccountKind = (typeof LEDGER_ACCOUNT_KINDS)[number];

/** Company-visible types first (the wallet statement), then the platform's own movements. */
export const LEDGER_TRANSACTION_TYPES = [
  ...TRANSACTION_TYPES,
  'report_reward',
  /** Fix verification: a hacker's retest fee, from the program budget to their payable (like a reward). */
  'retest_fee',
  /** The ordinary VAT regime's VAT, added to the hacker's payable when they confirm. */
  'payment_vat',
  /** The payable split into tax withheld and the bank transfer. */
  'payment_payout',
  /** A failed transfer: the payout reversed, the money owed again. */
  'payment_return',
] as const;
export type LedgerTransactionType = (typeof LEDGER_TRANSACTION_TYPES)[number];

/** Accounts owned by the platform itself: one each, no owner, allowed below zero. */
export const PLATFORM_ACCOUNT_KINDS = [
  'platform_fees',
  'tax_withheld',
  'vat_payable',
  'bank_clearing',
  'platform_adjustments',
  'inps_payable',
] as const satisfies readonly LedgerAccountKind[];
export type PlatformAccountKind = (typeof PLATFORM_ACCOUNT_KINDS)[number];
