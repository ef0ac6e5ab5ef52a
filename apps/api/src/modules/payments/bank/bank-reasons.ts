/**
 * What a bank's reason code means for the hacker's payment: ISO 20022 external status reason codes
 * (pain.002 `StsRsnInf/Rsn/Cd`) and return reason codes (camt.053 `RtrInf/Rsn/Cd`), which the EPC
 * SEPA Credit Transfer rulebook uses for its R-transactions.
 *
 * - ibanNotValid: the beneficiary's account details are wrong or the account cannot take the money.
 *   The hacker corrects their bank settings and confirms again.
 * - failedRetry: temporary and on the platform's side (its funds, the bank's cut-off, settlement).
 *   A super admin puts the transfer back in the next batch (reset-failed-beneficiaries).
 * - failed: anything else, including the platform's own account (AC02, AC13, RR01, RR02: the debtor
 *   is the platform), duplicates (AM05: retrying would pay twice), file errors and unknown codes.
 *   A super admin looks at it: pays externally or skips.
 */
import type { BankOutcome } from '@bb/domain';

export type FailureOutcome = Extract<BankOutcome, 'ibanNotValid' | 'failedRetry' | 'failed'>;

const REASON_OUTCOMES: Record<string, FailureOutcome> = {
  AC01: 'ibanNotValid', // IncorrectAccountNumber
  AC03: 'ibanNotValid', // InvalidCreditorAccountNumber
  AC04: 'ibanNotValid', // ClosedAccountNumber
  AC06: 'ibanNotValid', // BlockedAccount
  AG01: 'ibanNotValid', // TransactionForbidden on this type of account
  BE01: 'ibanNotValid', // InconsistentWithEndCustomer: the name does not match the account
  BE04: 'ibanNotValid', // MissingCreditorAddress
  CNOR: 'ibanNotValid', // CreditorBankIsNotRegistered: the beneficiary's bank is not reachable for SEPA
  RC01: 'ibanNotValid', // BankIdentifierIncorrect: the BIC
  RR03: 'ibanNotValid', // MissingCreditorNameOrAddress
  AM04: 'failedRetry', // InsufficientFunds on the platform's account
  TM01: 'failedRetry', // InvalidCutOffTime: received after the bank's cut-off
  ED05: 'failedRetry', // SettlementFailed
};

/** The outcome of a rejection (pain.002 RJCT) with this reason code; unknown or missing codes are `failed`. */
export function rejectionOutcome(code: string | undefined): FailureOutcome {
  return (code && REASON_OUTCOMES[code.toUpperCase()]) || 'failed';
}

/**
 * The outcome of a returned transfer (camt.053): the account's codes ask the hacker for new details;
 * anything else is final for this transfer and goes to a super admin.
 */
export function returnOutcome(code: string | undefined): FailureOutcome {
  return rejectionOutcome(code) === 'ibanNotValid' ? 'ibanNotValid' : 'failed';
}
