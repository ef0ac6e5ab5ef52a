/** How reports take part in their program's report workflow (packages/domain reports/rules.ts) through `transition`. */
import {
  isAcceptedReportStatus,
  isClosedReportStatus,
  OPEN_REPORT_STATUSES,
  reportWorkflow,
  type ReportAction,
  type ReportRelation,
  type ReportStatus,
  type ReportTransitionPayload,
} from '@bb/domain';
import type { Executor } from '../../db/client.ts';
import { clock } from '../../lib/clock.ts';
import type { StateMachine } from '../../lib/transition.ts';
import { recordHackerReports } from '../hackers/hackers.api.ts';
import { findProgram, recordProgramReports } from '../programs/programs.api.ts';
import { canSeeReport, relationsTo } from './reports.policy.ts';
import { projectReportTimeline } from './report-timeline.ts';
import { reportsRepository, type ReportRecord, type ReportValues } from './reports.repository.ts';

/** What a report action tells besides its statuses (its event's payload); see ReportTransitionPayload. */
export type ReportActionDetails = Omit<ReportTransitionPayload, 'from' | 'to'>;
type ReportMachine = StateMachine<ReportRecord, ReportStatus, ReportAction, ReportRelation, ReportActionDetails>;

const isOpen = (status: ReportStatus) => (OPEN_REPORT_STATUSES as readonly ReportStatus[]).includes(status);
const delta = (test: (status: ReportStatus) => boolean, from: ReportStatus, to: ReportStatus) => Number(test(to)) - Number(test(from));

/** The columns and counters a move touches: when it was triaged, rewarded, fixed or closed, and the program's and hacker's figures. */
async function moveStatus(tx: Executor, report: ReportRecord, to: ReportStatus): Promise<void> {
  const now = clock.now();
  const values: Partial<ReportValues> = {
    status: to,
    statusBeforeMoreInfo: to === 'moreInfo' ? report.status : null,
    ...(to === 'triaged' && !report.triagedAt ? { triagedAt: now } : {}),
    // A fix that failed its retest returns the report to rewarded: it keeps its reward's time and is no longer resolved.
    ...(to === 'rewarded' && !report.rewardedAt ? { rewardedAt: now } : {}),
    ...(to === 'fixed' ? { fixedAt: now } : {}),
    ...(report.status === 'fixed' && to === 'rewarded' ? { fixedAt: null } : {}),
    ...(isClosedReportStatus(to) && !report.closedAt ? { closedAt: now } : {}),
  };
  await reportsRepository(tx).update(report.id, values);
  const from = report.status;
  const closed = delta(isClosedReportStatus, from, to);
  const accepted = delta(isAcceptedReportStatus, from, to);
  await recordProgramReports(tx, report.programId, { open: delta(isOpen, from, to), closed, accepted });
  if (report.hackerId && (closed || accepted)) await recordHackerReports(tx, report.hackerId, { closed, accepted });
}

const machines = new Map<boolean, ReportMachine>();

/** The machine of a report whose program is (or is not) managed: the two tables differ. */
export function reportMachine(isManaged: boolean): ReportMachine {
  let machine = machines.get(isManaged);
  if (!machine) {
    machine = {
      workflow: reportWorkflow(isManaged),
      // The program row first, then the report: the order every program operation locks in.
      async lock(tx, id) {
        const meta = await reportsRepository(tx).meta(id);
        if (!meta) return null;
        await findProgram(tx, meta.programId, { lock: true });
        return reportsRepository(tx).lock(id);
      },
      canSee: (_tx, caller, report) => canSeeReport(caller, report),
      relations: (_tx, caller, report) => relationsTo(caller, report),
      status: (report) => report.status,
      previous: (report) => report.statusBeforeMoreInfo,
      writeStatus: (tx, report, to) => moveStatus(tx, report, to),
      event: (_tx, { row, from, to }, action, details) => ({
        type: `report.${action}`,
        subject: { type: 'report', id: row.id },
        companyId: row.companyId,
        payload: { from, to, reason: details.reason ?? null, severity: details.severity ?? null, rewardCents: details.rewardCents ?? null },
      }),
      project: projectReportTimeline,
    };
    machines.set(isManaged, machine);
  }
  return machine;
}
