/**
 * Fix verification (DECISIONS "Reports"): a fix on a program with the service opens a retest of the report, given to
 * the program's staff or, where the program lets them, to the reporting hacker with the retest fee held on the budget.
 * Its outcome goes through the retest table (`retestMachine`): verified, or failed, and then the platform gives the
 * report back to the company (the report table's `reopen`: rewarded until it is fixed again, which opens the next
 * retest). Events `retest.*` about the report keep its timeline and tell its parties (report-notifications.ts).
 */
import { clock } from '../../lib/clock.ts';
import { retestDueAt, toCents, type ReportDetail, type RetestAction, type Retester } from '@bb/domain';
import type { Executor } from '../../db/client.ts';
import { retryingTransaction } from '../../db/transaction.ts';
import { AppError } from '../../lib/app-error.ts';
import { transition } from '../../lib/transition.ts';
import { SYSTEM_CALLER, type Caller } from '../../plugins/actor.ts';
import type { Actor } from '../../plugins/types.ts';
import type { SettingsReader } from '../settings/index.ts';
import { findProgram } from '../programs/programs.api.ts';
import { readReport } from './report-detail.ts';
import { reportMachine } from './report-machine.ts';
import { recordReportEvent } from './report-timeline.ts';
import { canSeeReport } from './reports.policy.ts';
import type { ReportsDeps } from './reports.service.ts';
import { reportsRepository, type ReportRecord } from './reports.repository.ts';
import { retestMachine, type RetestRow } from './retest-machine.ts';
import { holdRetestFee, payRetestFee, releaseRetestFee } from './retest-money.ts';
import { retestsRepository } from './retests.repository.ts';

export interface RetestsDeps extends ReportsDeps {
  settings: Pick<SettingsReader, 'get'>;
}

/** What a retester records: what they saw, and their evidence (uploads of purpose commentAttachment). */
export interface RetestOutcome {
  note: string;
  evidence: string[];
}

export function retestsService(deps: RetestsDeps) {
  /**
   * Who retests a fix: the reporting hacker where the program says so and the budget can hold the whole fee (held
   * now), staff otherwise. Answers the retester and the fee held.
   */
  async function assign(tx: Executor, report: ReportRecord, programRetester: Retester): Promise<{ retester: Retester; feeCents: number | null }> {
    if (programRetester !== 'hacker' || !report.hackerId) return { retester: 'staff', feeCents: null };
    const feeCents = toCents(await deps.settings.get('RETEST_FEE', tx));
    return (await holdRetestFee(tx, report, feeCents)) ? { retester: 'hacker', feeCents } : { retester: 'staff', feeCents: null };
  }

  /** The fee of the retest being decided: paid when its hacker recorded the outcome, let go when staff did. */
  async function settleFee(tx: Executor, row: RetestRow, actor: Actor): Promise<number | null> {
    if (row.retest.retester !== 'hacker') return null;
    if (actor.userId === row.report.hackerId) return payRetestFee(tx, row, actor);
    await releaseRetestFee(tx, row);
    return null;
  }

  /** An outcome in its own transaction, answering the report as the caller now sees it. */
  function record(actor: Actor, id: string, action: RetestAction, outcome: RetestOutcome): Promise<ReportDetail> {
    return retryingTransaction(deps.db, async (tx) => {
      const report = await reportsRepository(tx).find(id);
      if (!report || !canSeeReport(actor, report)) throw new AppError('NOT_FOUND');
      if (!(await retestsRepository(tx).exists(id))) throw new AppError('INVALID_RETEST_STATUS');
      const step = await transition(tx, retestMachine, actor, id, action, async (locked) => {
        for (const [index, uploadId] of outcome.evidence.entries()) {
          const file = { ownerId: actor.userId, uploadId, purpose: 'commentAttachment', field: `evidence.${index}` } as const;
          await deps.uploads.attach({ ...file, kind: 'report_retest', recordId: locked.row.retest.id }, tx);
        }
        return { note: outcome.note, evidence: outcome.evidence, feeCents: await settleFee(tx, locked.row, actor) };
      });
      if (step.to === 'failed') await transition(tx, reportMachine(step.row.report.isManaged), SYSTEM_CALLER, id, 'reopen');
      return readReport(tx, deps.uploads, actor, id);
    });
  }

  return {
    /**
     * After a fix (in its transaction, the program and report locked): on a program with Fix verification, opens the
     * report's retest, due in 5 business days, and announces it.
     */
    async open(tx: Executor, caller: Caller, report: ReportRecord): Promise<void> {
      const program = await findProgram(tx, report.programId);
      if (!program?.verificationService) return;
      const { retester, feeCents } = await assign(tx, report, program.retester);
      const openedAt = clock.now();
      const dueAt = retestDueAt(openedAt);
      const retest = await retestsRepository(tx).open({
        reportId: report.id,
        programId: report.programId,
        companyId: report.companyId,
        retester,
        hackerId: retester === 'hacker' ? report.hackerId : null,
        feeCents,
        dueAt,
        createdAt: openedAt,
      });
      await recordReportEvent(tx, caller, {
        type: 'retest.open',
        subject: { type: 'report', id: report.id },
        companyId: report.companyId,
        payload: { retestId: retest.id, retester, feeCents, dueAt: dueAt.toISOString() },
      });
    },

    /** retest pending -> fix verified, with the note and optional evidence; a hacker retester is paid the fee. */
    verify: (actor: Actor, id: string, outcome: RetestOutcome) => record(actor, id, 'verify', outcome),

    /** retest pending -> fix failed, with the note and evidence: the report returns to rewarded for the company to fix again. */
    fail: (actor: Actor, id: string, outcome: RetestOutcome) => record(actor, id, 'fail', outcome),
  };
}
export type RetestsService = ReturnType<typeof retestsService>;
