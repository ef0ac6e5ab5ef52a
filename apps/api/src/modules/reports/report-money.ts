/**
 * A report's money (DECISIONS "Reports" and "Hacker payments"): the prize of its target at its
 * severity is reserved when it is taken in charge, moved when the severity changes, released on a
 * rejection and spent by the reward, which moves the gross bounty from the program budget to the
 * hacker's payable through the ledger and opens the hacker's payment intent. Each of these changes
 * the program's remaining budget, so each ends with the budget rule (DECISIONS "Fees, budgets and
 * tiers"): the program pauses when what is left no longer pays its lowest prize, and one the rule
 * paused resumes when a released reservation lifts it. Everything in the caller's transaction,
 * after the program row was locked.
 */
import { maxRewardCents, paymentDueAt, PRIZE_FIELDS, type ReportSeverity } from '@bb/domain';
import type { Caller } from '../../plugins/actor.ts';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { hackerPayable, postTransaction, programBudget } from '../ledger/index.ts';
import { openPaymentIntent } from '../payments/payments.api.ts';
import { applyBudgetRules, availableBudget, findProgram, findTarget, recordProgramReports, type ProgramRecord } from '../programs/programs.api.ts';
import { reportsRepository, type ReportRecord } from './reports.repository.ts';

/** The target's prize at a severity, in cents (0 when the company pays no money for it). */
export async function prizeCents(executor: Executor, report: Pick<ReportRecord, 'programId' | 'targetId'>, severity: ReportSeverity): Promise<number> {
  const target = await findTarget(executor, report.programId, report.targetId);
  const field = PRIZE_FIELDS[severity];
  return target?.[`${field}Cents` as `${typeof field}Cents`] ?? 0;
}

async function lockedProgram(tx: Executor, programId: string): Promise<ProgramRecord> {
  const program = await findProgram(tx, programId, { lock: true });
  if (!program) throw new AppError('NOT_FOUND');
  return program;
}

/** Sets what the report holds back to `cents` (what the budget allows of it), replacing what it held before. */
async function holdBack(tx: Executor, report: ReportRecord, cents: number): Promise<void> {
  const program = await lockedProgram(tx, report.programId);
  const available = (await availableBudget(tx, program)) + report.reservedCents;
  const held = Math.max(0, Math.min(cents, available));
  if (held === report.reservedCents) return;
  await recordProgramReports(tx, report.programId, { reservedCents: held - report.reservedCents });
  await reportsRepository(tx).update(report.id, { reservedCents: held });
}

/** Holds back `cents` for the report (taken in charge, or its severity moved), then applies the budget rule. */
export async function reserve(tx: Executor, report: ReportRecord, cents: number): Promise<void> {
  await holdBack(tx, report, cents);
  await applyBudgetRules(tx, report.programId);
}

/** Lets go of whatever the report holds back (a rejection); a program the rule paused may resume. */
export const release = (tx: Executor, report: ReportRecord) => reserve(tx, report, 0);

/**
 * Pays the reward: never above what the budget has left plus the report's own reservation
 * (PROGRAM_LOW_BUDGET). A report without a hacker (a staff report without one) earns nothing. The
 * budget rule runs once the reservation is spent, not in between.
 */
export async function payReward(tx: Executor, report: ReportRecord, amountCents: number, caller: Caller & { userId: string }): Promise<void> {
  const program = await lockedProgram(tx, report.programId);
  if (amountCents > maxRewardCents(await availableBudget(tx, program), report.reservedCents)) throw new AppError('PROGRAM_LOW_BUDGET');
  await holdBack(tx, report, 0);
  await reportsRepository(tx).update(report.id, { rewardCents: report.hackerId ? amountCents : 0 });
  if (report.hackerId) await payHacker(tx, { ...report, hackerId: report.hackerId }, amountCents, caller);
  await applyBudgetRules(tx, report.programId);
}

/** The gross bounty from the program budget to the hacker's payable, and the hacker's payment intent. */
async function payHacker(tx: Executor, report: ReportRecord & { hackerId: string }, amountCents: number, caller: Caller & { userId: string }): Promise<void> {
  await postTransaction(tx, {
    type: 'report_reward',
    referenceId: report.id,
    actorId: caller.userId,
    legs: [
      { account: programBudget(report.programId, report.companyId), amountCents: -amountCents },
      { account: hackerPayable(report.hackerId), amountCents },
    ],
  });
  await openPaymentIntent(tx, caller, {
    reportId: report.id,
    hackerId: report.hackerId,
    programId: report.programId,
    companyId: report.companyId,
    grossCents: amountCents,
    dueAt: paymentDueAt(report.createdAt, report.isManaged),
  });
}
