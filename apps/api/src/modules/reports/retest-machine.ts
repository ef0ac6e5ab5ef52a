/**
 * How a report's latest retest takes part in the retest table (packages/domain reports/retests.ts) through
 * `transition`: the record is addressed by its report's id (the routes are the report's), locked after the program and
 * the report, visible to whoever sees the report; its outcome is the event `retest.<action>` about the report, from
 * which the report's timeline is kept.
 */
import { RETEST_WORKFLOW, retestRelations, type RetestAction, type RetestRelation, type RetestStatus, type RetestTransitionPayload } from '@bb/domain';
import type { Executor } from '../../db/client.ts';
import type { StateMachine } from '../../lib/transition.ts';
import { reportMachine } from './report-machine.ts';
import { projectReportTimeline } from './report-timeline.ts';
import { canSeeReport } from './reports.policy.ts';
import { reportsRepository, type ReportRecord } from './reports.repository.ts';
import { retestsRepository, type RetestRecord } from './retests.repository.ts';

/** A retest with its report, as locked for an outcome. */
export interface RetestRow {
  retest: RetestRecord;
  report: ReportRecord;
}

/** What an outcome tells besides its statuses: the retester's note and evidence, the fee paid (cents) or null. */
export type RetestDetails = Pick<RetestTransitionPayload, 'note' | 'evidence' | 'feeCents'>;

/** The program, the report, then its latest retest, each locked (the order every report action locks in). */
async function lockRetestOf(tx: Executor, reportId: string): Promise<RetestRow | null> {
  const meta = await reportsRepository(tx).meta(reportId);
  const report = meta ? await reportMachine(meta.isManaged).lock(tx, reportId) : null;
  const retest = report ? await retestsRepository(tx).lockLatest(reportId) : null;
  return report && retest ? { retest, report } : null;
}

export const retestMachine: StateMachine<RetestRow, RetestStatus, RetestAction, RetestRelation, RetestDetails> = {
  workflow: RETEST_WORKFLOW,
  lock: lockRetestOf,
  canSee: (_tx, caller, row) => canSeeReport(caller, row.report),
  relations: (_tx, caller, { retest, report }) =>
    retestRelations({
      isStaff: caller.userType === 'staff',
      retester: retest.retester,
      isReporter: caller.userId !== null && caller.userId === report.hackerId,
    }),
  status: (row) => row.retest.status,
  writeStatus: (tx, { retest }, to, { caller, details, at }) =>
    retestsRepository(tx).decide(retest, {
      status: to,
      note: details.note ?? null,
      evidence: details.evidence ?? [],
      feeCents: details.feeCents ?? null,
      decidedBy: caller.userId,
      decidedAt: at,
    }),
  event: (_tx, { row, from, to }, action, details) => ({
    type: `retest.${action}`,
    subject: { type: 'report', id: row.report.id },
    companyId: row.report.companyId,
    payload: {
      from,
      to,
      retestId: row.retest.id,
      retester: row.retest.retester,
      note: details.note ?? '',
      evidence: details.evidence ?? [],
      feeCents: details.feeCents ?? null,
    },
  }),
  project: projectReportTimeline,
};
