import { reportWorkflow, type ReportDetail } from '@bb/domain';
import type { Executor } from '../../db/client.ts';
import { readTogether } from '../../db/transaction.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../../plugins/types.ts';
import { paymentSummaryOfReport } from '../payments/payments.api.ts';
import { availableBudget, findProgram } from '../programs/programs.api.ts';
import type { UploadsApi } from '../uploads/uploads.api.ts';
import { canSeeReport, relationsTo } from './reports.policy.ts';
import { presentDetail } from './reports.presenter.ts';
import { reportsRepository, type ReportRecord } from './reports.repository.ts';
import { presentRetest } from './retests.presenter.ts';
import { retestsRepository } from './retests.repository.ts';

/** The program's remaining budget and what the report holds back (cents), for the reward dialog. */
async function rewardBudgetOf(executor: Executor, report: ReportRecord): Promise<{ remaining: number; reserved: number } | null> {
  const program = await findProgram(executor, report.programId);
  return program ? { remaining: await availableBudget(executor, program), reserved: report.reservedCents } : null;
}

/** A report's page for the caller, with their abilities: 404 for what they may not see. */
export async function readReport(executor: Executor, uploads: UploadsApi, actor: Actor, id: string): Promise<ReportDetail> {
  const repository = reportsRepository(executor);
  const row = await repository.detail(id);
  if (!row || !canSeeReport(actor, row.full)) throw new AppError('NOT_FOUND');
  const report = row.full;
  const { duplicateOfId, rewardCents, retestStatus } = report;
  const [timeline, original, payment, retest] = await readTogether(executor, [
    () => repository.timeline(id),
    async () => (duplicateOfId ? repository.find(duplicateOfId) : null),
    async () => (rewardCents ? paymentSummaryOfReport(executor, id) : null),
    async () => (retestStatus ? retestsRepository(executor).latest(id) : null),
  ]);
  // The review document is named only to those who may download it (the uploads policy of report_review reads the same permission).
  const reviewUploadId = actor.permissions.has('report.readReview') ? report.reviewUploadId : null;
  const fileIds = [
    ...report.media,
    ...timeline.flatMap((entry) => entry.event.media),
    ...(reviewUploadId ? [reviewUploadId] : []),
    ...(retest?.retest.evidence ?? []),
  ];
  const files = new Map((await uploads.describe(fileIds, executor)).map((file) => [file.id, file]));
  const caller = { permissions: actor.permissions, relations: relationsTo(actor, report) };
  const abilities = {
    ...reportWorkflow(report.isManaged).abilities(caller, report.status),
    comment: actor.permissions.has('report.comment'),
  };
  const prize = row.targetPrizes[`${report.severity}PrizeCents` as const];
  // Only those who may reward it now read the program's budget here: the figures are the reward dialog's.
  const rewardBudgetCents = abilities.reward ? await rewardBudgetOf(executor, report) : null;
  const retestShown = retest ? presentRetest(retest, { actor, report, files }) : null;
  return presentDetail({
    row,
    timeline,
    files,
    original,
    defaultRewardCents: prize,
    rewardBudgetCents,
    abilities,
    payment,
    retest: retestShown,
    reviewUploadId,
  });
}
