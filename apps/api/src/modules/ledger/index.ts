export {
  postTransaction,
  closeAccount,
  walletBalance,
  companyMoney,
  hasAccreditedDeposit,
  isFirstDeposit,
  wallet,
  programBudget,
  hackerPayable,
  platformAccount,
  type AccountRef,
  type Leg,
  type LedgerEntry,
  type PostedTransaction,
} from './ledger.service.ts';
export {
  answeredBefore,
  IDEMPOTENT_WITH_SECRET,
  idempotencyClaim,
  idempotencyRetention,
  runIdempotent,
  sealingSecret,
  type IdempotencyClaim,
  type StoredAnswer,
} from './idempotency.ts';
export { checkLedger, type LedgerReport, type LedgerProblem } from './reconcile.ts';
export { ledgerRepository, type WalletPostingRow } from './ledger.repository.ts';
