/**
 * The one way a balance changes (DECISIONS "Money"): a transaction of postings that sum to zero,
 * written inside the caller's database transaction with every touched account row-locked, so
 * concurrent calls queue on the same wallet and can neither overdraw it nor apply twice.
 */
import type { ErrorCode } from '@bb/domain';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { LedgerAccountKind, LedgerTransactionType, PlatformAccountKind } from './ledger.kinds.ts';
import { ledgerRepository, type AccountKey, type NewPosting } from './ledger.repository.ts';

/** Which account a posting goes to. */
export type AccountRef =
  | { kind: 'company_wallet'; companyId: string }
  | { kind: 'program_budget'; programId: string; companyId: string }
  | { kind: 'hacker_payable'; hackerId: string }
  | { kind: PlatformAccountKind };

export const wallet = (companyId: string): AccountRef => ({ kind: 'company_wallet', companyId });
export const programBudget = (programId: string, companyId: string): AccountRef => ({ kind: 'program_budget', programId, companyId });
/** What the platform owes a hacker for rewards not paid out yet. */
export const hackerPayable = (hackerId: string): AccountRef => ({ kind: 'hacker_payable', hackerId });
export const platformAccount = (kind: PlatformAccountKind): AccountRef => ({ kind });

export interface Leg {
  account: AccountRef;
  /** Integer cents; positive credits the account. */
  amountCents: number;
}

export interface LedgerEntry {
  type: LedgerTransactionType;
  /** The deposit, program or payment the movement belongs to. */
  referenceId?: string | null;
  actorId?: string | null;
  memo?: string | null;
  legs: readonly Leg[];
}

export interface PostedTransaction {
  id: string;
  createdAt: Date;
  /** Balance after the transaction, by account key (`kind:owner`). */
  balances: Map<string, number>;
}

/** What refusing an overdraft answers, by the kind of account that would go negative. */
const INSUFFICIENT: Partial<Record<LedgerAccountKind, ErrorCode>> = {
  company_wallet: 'BALANCE_LOW',
  program_budget: 'PROGRAM_LOW_BUDGET',
};

function accountKey(ref: AccountRef): AccountKey {
  switch (ref.kind) {
    case 'company_wallet':
      return { kind: ref.kind, ownerId: ref.companyId, companyId: ref.companyId, allowNegative: false };
    case 'program_budget':
      return { kind: ref.kind, ownerId: ref.programId, companyId: ref.companyId, allowNegative: false };
    case 'hacker_payable':
      return { kind: ref.kind, ownerId: ref.hackerId, companyId: null, allowNegative: false };
    case 'platform_fees':
    case 'tax_withheld':
    case 'vat_payable':
    case 'bank_clearing':
    case 'platform_adjustments':
    case 'inps_payable':
      return { kind: ref.kind, ownerId: null, companyId: null, allowNegative: true };
  }
}

export const keyString = (key: { kind: string; ownerId: string | null }) => `${key.kind}:${key.ownerId ?? ''}`;

/** Merges legs on the same account and checks the entry is a real double-entry movement. */
function netLegs(legs: readonly Leg[]): { key: AccountKey; amountCents: number }[] {
  const byAccount = new Map<string, { key: AccountKey; amountCents: number }>();
  for (const leg of legs) {
    if (!Number.isSafeInteger(leg.amountCents)) throw new Error(`ledger amounts are integer cents, got ${leg.amountCents}`);
    const key = accountKey(leg.account);
    const entry = byAccount.get(keyString(key)) ?? { key, amountCents: 0 };
    entry.amountCents += leg.amountCents;
    byAccount.set(keyString(key), entry);
  }
  const net = [...byAccount.values()].filter((entry) => entry.amountCents !== 0);
  if (net.reduce((sum, entry) => sum + entry.amountCents, 0) !== 0) throw new Error('ledger legs must sum to zero');
  if (net.length < 2) throw new Error('a ledger transaction moves money between at least two accounts');
  return net;
}

/** Posts the entry in the caller's transaction; throws BALANCE_LOW / PROGRAM_LOW_BUDGET and posts nothing when an account would go negative. */
export async function postTransaction(tx: Executor, entry: LedgerEntry): Promise<PostedTransaction> {
  const legs = netLegs(entry.legs);
  const repository = ledgerRepository(tx);
  const accounts = await repository.lockAccounts(legs.map((leg) => leg.key));

  const postings: NewPosting[] = legs.map(({ key, amountCents }) => {
    const account = accounts.get(keyString(key));
    if (!account) throw new Error(`ledger account ${keyString(key)} missing after upsert`);
    const balanceAfterCents = account.balanceCents + amountCents;
    if (balanceAfterCents < 0 && !account.allowNegative) throw new AppError(INSUFFICIENT[account.kind] ?? 'BALANCE_LOW');
    return { accountId: account.id, amountCents, balanceAfterCents, walletCompanyId: account.kind === 'company_wallet' ? account.companyId : null };
  });

  const transaction = await repository.insertTransaction({
    type: entry.type,
    referenceId: entry.referenceId ?? null,
    actorId: entry.actorId ?? null,
    memo: entry.memo ?? null,
  });
  await repository.insertPostings({ ...transaction, type: entry.type }, postings);
  await repository.applyToAccounts(postings);
  const balances = new Map(legs.map(({ key }, i) => [keyString(key), postings[i]?.balanceAfterCents ?? 0]));
  return { ...transaction, balances };
}

/** A company's wallet balance in cents (0 before its first movement). */
export function walletBalance(executor: Executor, companyId: string): Promise<number> {
  return ledgerRepository(executor).balanceOf('company_wallet', companyId);
}

/** Balance, allocated and remaining budget of a company, in cents. */
export async function companyMoney(executor: Executor, companyId: string): Promise<{ balanceCents: number; allocatedCents: number; remainingCents: number }> {
  const repository = ledgerRepository(executor);
  const [balanceCents, figures] = await Promise.all([repository.balanceOf('company_wallet', companyId), repository.budgetFigures(companyId)]);
  return { balanceCents, ...figures };
}

/** Whether a deposit was ever credited to the company's wallet (the checklist's "budget added"). */
export function hasAccreditedDeposit(executor: Executor, companyId: string): Promise<boolean> {
  return ledgerRepository(executor).hasWalletPosting(companyId, 'deposit');
}

/** Whether the wallet's only deposit is the one just posted (called after posting it, with the wallet row still locked). */
export async function isFirstDeposit(executor: Executor, companyId: string): Promise<boolean> {
  return (await ledgerRepository(executor).walletPostingsOfType(companyId, 'deposit', 2)) === 1;
}

/**
 * Closes a program's budget account once its remainder has been moved out (the program is
 * deleted): it no longer counts in the company's allocated and remaining figures.
 */
export function closeAccount(executor: Executor, ref: Extract<AccountRef, { kind: 'program_budget' }>): Promise<boolean> {
  return ledgerRepository(executor).closeAccount(ref.kind, ref.programId);
}
