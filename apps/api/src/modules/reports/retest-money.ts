/**
 * A hacker retester's fee (DECISIONS "Reports", Fix verification): held on the report's reservation when the retest
 * opens (a rewarded report holds nothing else), paid when the hacker records the outcome like a reward of kind retest
 * (the budget to the hacker's payable through the ledger, and a payment intent), released when staff record it instead.
 * Everything in the caller's transaction, after the program row was locked; the budget rule follows each change.
 */
import { clock } from '../../lib/clock.ts';
import { paymentDueAt } from '@bb/domain';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Caller } from '../../plugins/actor.ts';
import { hackerPayable, postTransaction, programBudget } from '../ledger/index.ts';
import { openIntent } from '../payments/payments.api.ts';
import { availableBudget, findProgram } from '../programs/programs.api.ts';
import { release, reserve } from './report-money.ts';
import type { ReportRecord } from './reports.repository.ts';
import type { RetestRow } from './retest-machine.ts';

/** What the program can still give the report: its remaining budget plus what the report already holds. */
async function spendableFor(tx: Executor, report: ReportRecord): Promise<number> {
  const program = await findProgram(tx, report.programId, { lock: true });
  return program ? (await availableBudget(tx, program)) + report.reservedCents : 0;
}

/** Holds the fee back for the report when the budget can hold it whole; answers whether it could. */
export async function holdRetestFee(tx: Executor, report: ReportRecord, feeCents: number): Promise<boolean> {
  if (feeCents > (await spendableFor(tx, report))) return false;
  if (feeCents > 0) await reserve(tx, report, feeCents);
  return true;
}

/**
 * The hacker recorded the outcome: the fee held goes from the budget to their payable and opens their payment of kind
 * retest (PROGRAM_LOW_BUDGET if the hold is gone, a deleted program). Answers the fee paid, in cents.
 */
export async function payRetestFee(tx: Executor, { retest, report }: RetestRow, caller: Caller & { userId: string }): Promise<number> {
  const fee = retest.feeCents ?? 0;
  if (fee === 0 || !report.hackerId) return 0;
  if (fee > (await spendableFor(tx, report))) throw new AppError('PROGRAM_LOW_BUDGET');
  await postTransaction(tx, {
    type: 'retest_fee',
    referenceId: retest.id,
    actorId: caller.userId,
    legs: [
      { account: programBudget(report.programId, report.companyId), amountCents: -fee },
      { account: hackerPayable(report.hackerId), amountCents: fee },
    ],
  });
  await openIntent(tx, caller, {
    kind: 'retest',
    reportId: report.id,
    retestId: retest.id,
    hackerId: report.hackerId,
    programId: report.programId,
    companyId: report.companyId,
    grossCents: fee,
    dueAt: paymentDueAt(clock.now(), report.isManaged),
  });
  // The budget account paid what the reservation held: letting the hold go leaves the remaining budget as it was.
  await release(tx, report);
  return fee;
}

/** Staff recorded a hacker's retest: the fee held goes back to the budget. */
export const releaseRetestFee = (tx: Executor, { report }: RetestRow) => release(tx, report);
