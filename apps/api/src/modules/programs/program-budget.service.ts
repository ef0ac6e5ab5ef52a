/**
 * Program money (DECISIONS "Fees, budgets and tiers"): allocations debit the wallet with budget
 * plus fees, deletion refunds what is left, and the budget rule pauses a program that can no
 * longer pay its lowest prize. Every movement goes through the ledger in the caller's transaction.
 */
import {
  budgetRuleOutcome,
  couponInForce,
  programCharge,
  toCents,
  type BudgetRuleOutcome,
  type Coupon,
  type IncreaseBudgetInput,
  type ProgramCharge,
  type ProgramDetail,
} from '@bb/domain';
import type { Database, Executor } from '../../db/client.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { SYSTEM_CALLER, type Caller } from '../../plugins/actor.ts';
import type { Actor } from '../../plugins/types.ts';
import { findCompany } from '../companies/companies.api.ts';
import {
  closeAccount,
  ledgerRepository,
  platformAccount,
  postTransaction,
  programBudget,
  runIdempotent,
  walletBalance,
  wallet,
  type IdempotencyClaim,
  type Leg,
} from '../ledger/index.ts';
import type { SettingsReader } from '../settings/index.ts';
import { transition } from '../../lib/transition.ts';
import { couponsRepository } from './coupons.repository.ts';
import { presentProgram, programMachine } from './program-access.ts';
import { programsRepository, type ProgramRecord } from './programs.repository.ts';

type AllocationType = 'program_creation' | 'program_budget_increase';

/** The company's coupon as it stands now. */
export async function companyCoupon(executor: Executor, companyId: string): Promise<Coupon> {
  const company = await findCompany(executor, companyId);
  return { managementDiscount: company?.couponManagementDiscount ?? null, verificationDiscount: company?.couponVerificationDiscount ?? null };
}

/** The coupon an allocation of this program is charged with now: the program's own if a super admin gave it one, else the company's. */
export async function couponFor(executor: Executor, program: { id: string; companyId: string }): Promise<Coupon> {
  const own = await couponsRepository(executor).findProgramCoupon(program.id);
  return couponInForce(own, await companyCoupon(executor, program.companyId));
}

/** Wallet -(budget + fees), program budget +budget, platform fees +fees; BALANCE_LOW and nothing posted when the wallet is short. */
export async function allocateBudget(
  tx: Executor,
  settings: SettingsReader,
  entry: {
    program: Pick<ProgramRecord, 'id' | 'companyId' | 'isManaged' | 'verificationService'>;
    budgetCents: number;
    coupon: Coupon;
    actor: Caller & { userId: string };
    type: AllocationType;
  },
): Promise<ProgramCharge> {
  const rates = {
    managedFeePercent: await settings.get('MANAGED_FEE_PERCENT', tx),
    verificationFeePercent: await settings.get('VERIFICATION_FEE_PERCENT', tx),
  };
  const { program } = entry;
  const charge = programCharge({
    budgetCents: entry.budgetCents,
    isManaged: program.isManaged,
    verificationService: program.verificationService,
    rates,
    coupon: entry.coupon,
  });
  const fees = charge.managedFee + charge.verificationFee;
  const legs: Leg[] = [
    { account: wallet(program.companyId), amountCents: -charge.total },
    { account: programBudget(program.id, program.companyId), amountCents: charge.budget },
  ];
  if (fees > 0) legs.push({ account: platformAccount('platform_fees'), amountCents: fees });
  await postTransaction(tx, {
    type: entry.type,
    referenceId: program.id,
    actorId: entry.actor.userId,
    memo: `budget ${charge.budget}, managed fee ${charge.managedFee}, verification fee ${charge.verificationFee}`,
    legs,
  });
  return charge;
}

/**
 * What the program can still spend: its budget account less what the reports taken in charge
 * hold back (DECISIONS "Reports": remaining = budget - paid - reserved).
 */
export async function availableBudget(executor: Executor, program: Pick<ProgramRecord, 'id' | 'reservedCents'>): Promise<number> {
  return (await ledgerRepository(executor).balanceOf('program_budget', program.id)) - program.reservedCents;
}

/** Whether the program's remaining budget is below its lowest non-zero prize. */
async function shortOfBudget(tx: Executor, program: ProgramRecord): Promise<boolean> {
  if (program.lowestPrizeCents === null) return false;
  return (await availableBudget(tx, program)) < program.lowestPrizeCents;
}

/**
 * The budget rule, for one program: pauses an active program that can no longer pay its lowest
 * prize, resumes one the rule had paused once it can. The platform takes these actions of the
 * state table itself, in the transaction that moved the money (rewards call it too); answers what it did.
 */
export async function applyBudgetRules(tx: Executor, programId: string): Promise<BudgetRuleOutcome> {
  const program = await programsRepository(tx).lock(programId);
  if (!program) return null;
  const remainingCents = await availableBudget(tx, program);
  const outcome = budgetRuleOutcome({
    status: program.status,
    pausedForBudget: program.pausedForBudget,
    remainingCents,
    lowestPrizeCents: program.lowestPrizeCents,
  });
  if (outcome) await transition(tx, programMachine, SYSTEM_CALLER, programId, outcome === 'pause' ? 'budgetPause' : 'budgetResume');
  return outcome;
}

/** Refuses to put back to active a program that cannot pay its lowest prize (PROGRAM_LOW_BUDGET). */
export async function assertCanRun(tx: Executor, program: ProgramRecord): Promise<void> {
  if (await shortOfBudget(tx, program)) throw new AppError('PROGRAM_LOW_BUDGET');
}

/**
 * Moves what is left of the budget back to the wallet and closes the budget account; with `fees`, the fees paid on the
 * program's allocations go back too (a rejection: the platform declined the service they paid for). Answers the cents
 * refunded.
 */
export async function refundRemaining(tx: Executor, program: ProgramRecord, actor: Actor, options: { fees?: boolean } = {}): Promise<number> {
  const ledger = ledgerRepository(tx);
  const remainingCents = await ledger.balanceOf('program_budget', program.id);
  const feesCents = options.fees ? Math.max(0, await ledger.postedToPlatformAccount('platform_fees', program.id)) : 0;
  const legs: Leg[] = [];
  if (remainingCents > 0) legs.push({ account: programBudget(program.id, program.companyId), amountCents: -remainingCents });
  if (feesCents > 0) legs.push({ account: platformAccount('platform_fees'), amountCents: -feesCents });
  if (legs.length) {
    legs.push({ account: wallet(program.companyId), amountCents: remainingCents + feesCents });
    await postTransaction(tx, { type: 'program_refund', referenceId: program.id, actorId: actor.userId, legs });
  }
  await closeAccount(tx, { kind: 'program_budget', programId: program.id, companyId: program.companyId });
  return remainingCents + feesCents;
}

export function programBudgetService(deps: { db: Database; settings: SettingsReader }) {
  return {
    /**
     * POST /api/programs/{id}/increase-budget: at least 100 and never above the wallet balance
     * (422 on budget), fees on the increase (BALANCE_LOW when budget + fees do not fit); a program
     * paused for budget resumes once it can pay its lowest prize again.
     */
    async increase(actor: Actor, id: string, input: IncreaseBudgetInput, claim: IdempotencyClaim | null): Promise<ProgramDetail> {
      return runIdempotent(deps.db, claim, async (tx) => {
        await transition(tx, programMachine, actor, id, 'increaseBudget', async ({ row: program }) => {
          const budgetCents = toCents(input.budget);
          if (budgetCents > (await walletBalance(tx, program.companyId))) throw fieldError('budget', 'validation.program.increaseOverBalance');
          const coupon = await couponFor(tx, program);
          await allocateBudget(tx, deps.settings, { program, budgetCents, coupon, actor, type: 'program_budget_increase' });
          await programsRepository(tx).update(id, { budgetCents: (program.budgetCents ?? 0) + budgetCents });
        });
        await applyBudgetRules(tx, id);
        return presentProgram(tx, actor, id);
      });
    },
  };
}
export type ProgramBudgetService = ReturnType<typeof programBudgetService>;
