/**
 * Every action of the report tables (DECISIONS "Reports"), each one `transition` in a transaction:
 * the table and the caller's relation decide, the action does its part (reservation, reward,
 * points, timeline, emails), the event and the new status are written together. Comments go here
 * too: the reporting hacker's comment on a report waiting for them is the table's `answer`.
 */
import {
  pointsForDecision,
  REJECT_REASONS,
  REPORT_POINTS,
  SEVERITY_LEVEL,
  toCents,
  type ApproveReportInput,
  type ChangeSeverityInput,
  type RejectReason,
  type ReportAction,
  type ReportDetail,
  type ReportSeverity,
  type ReportStatus,
} from '@bb/domain';
import { scoreCvss4 } from '@bb/domain/cvss-score';
import type { Executor } from '../../db/client.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { transition, type Transition } from '../../lib/transition.ts';
import type { Actor } from '../../plugins/types.ts';
import { recordEvent } from '../events/index.ts';
import { recordHackerReports } from '../hackers/hackers.api.ts';
import { runIdempotent, type IdempotencyClaim } from '../ledger/index.ts';
import { addProgramPoints, applyBudgetRules, findProgram } from '../programs/programs.api.ts';
import type { ReportOutcome } from '../email/index.ts';
import { readReport } from './report-detail.ts';
import { reportMachine } from './report-machine.ts';
import { payReward, prizeCents, release, reserve } from './report-money.ts';
import type { ReportsDeps } from './reports.service.ts';
import { canSeeReport } from './reports.policy.ts';
import { reportsRepository, type ReportRecord } from './reports.repository.ts';

type Step = Transition<ReportRecord, ReportStatus>;
type Act = (step: Step, tx: Executor) => Promise<Record<string, unknown> | void>;

const FINAL_OUTCOMES: Partial<Record<ReportStatus, ReportOutcome>> = {
  rewarded: 'rewarded',
  fixed: 'fixed',
  duplicate: 'rejected',
  informative: 'rejected',
  outOfScope: 'rejected',
  invalid: 'rejected',
  spam: 'rejected',
};

/** The severity a change asks for: a vector decides it (the severity follows the score); 0.0 is refused. */
function requestedSeverity(body: { severity: ReportSeverity; severityDescription: string | null }): { severity: ReportSeverity; scoreTenths: number | null } {
  if (!body.severityDescription) return { severity: body.severity, scoreTenths: null };
  const scored = scoreCvss4(body.severityDescription);
  if (!scored) throw fieldError('severityDescription', 'validation.report.cvss');
  if (!scored.severity) throw fieldError('severityDescription', 'validation.report.cvssZero');
  return { severity: scored.severity, scoreTenths: Math.round(scored.score * 10) };
}

export function reportActionsService(deps: ReportsDeps) {
  /** Points the decision earns the reporting hacker, on the platform and on the program. */
  async function award(tx: Executor, report: ReportRecord, points: number) {
    if (!report.hackerId || points === 0) return;
    await recordHackerReports(tx, report.hackerId, { points });
    await addProgramPoints(tx, report.programId, report.hackerId, points);
    await reportsRepository(tx).update(report.id, { pointsAwarded: report.pointsAwarded + points });
  }

  /** The first handler action or comment answers the first-response target. */
  async function markFirstResponse(tx: Executor, report: ReportRecord, actor: Actor) {
    if (report.firstResponseAt || actor.userId === report.hackerId) return;
    await reportsRepository(tx).update(report.id, { firstResponseAt: new Date() });
  }

  /** The timeline entry and the emails of a status move. */
  async function announceMove(tx: Executor, actor: Actor, step: Step, reason: string | null) {
    if (step.to === step.from) return;
    const repository = reportsRepository(tx);
    await repository.insertEvent({ reportId: step.row.id, type: 'statusChange', actorId: actor.userId, status: step.to, oldStatus: step.from, reason });
    const program = await findProgram(tx, step.row.programId);
    const notice = { report: step.row, program: { name: program?.name ?? null } };
    const outcome = FINAL_OUTCOMES[step.to];
    if (outcome) {
      const rewarded = await repository.find(step.row.id);
      await deps.notifier.finalized(tx, notice, outcome, rewarded?.rewardCents ?? null, actor.userId);
    }
    await deps.notifier.updated(tx, notice, { kind: 'status', status: step.to }, actor.userId);
  }

  /** Runs `action` on the report in `tx` with its program's table; answers the step. */
  async function take(tx: Executor, actor: Actor, id: string, action: ReportAction, act?: Act, choice?: ReportStatus): Promise<Step> {
    const meta = await reportsRepository(tx).meta(id);
    if (!meta) throw new AppError('NOT_FOUND');
    return transition(tx, reportMachine(meta.isManaged), actor, id, action, act && ((step) => act(step, tx)), choice ? { choice } : {});
  }

  /** One action in its own transaction, its move announced with `reason`, answering the report as the caller now sees it. */
  const run = (actor: Actor, id: string, action: ReportAction, options: { act?: Act; reason?: string | null; choice?: ReportStatus } = {}) =>
    deps.db.transaction(async (tx) => {
      const step = await take(tx, actor, id, action, options.act, options.choice);
      await announceMove(tx, actor, step, options.reason ?? null);
      return readReport(tx, deps.uploads, actor, id);
    });

  /** A change of severity (and vector): the reservation follows the new prize if the report was taken in charge. */
  async function moveSeverity(
    tx: Executor,
    actor: Actor,
    report: ReportRecord,
    body: { severity: ReportSeverity; severityDescription: string | null },
    reason: string | null,
    options: { lowerNeedsReason: boolean } = { lowerNeedsReason: true },
  ) {
    const { severity, scoreTenths } = requestedSeverity(body);
    if (severity === report.severity && body.severityDescription === report.cvssVector) return;
    if (options.lowerNeedsReason && SEVERITY_LEVEL[severity] < SEVERITY_LEVEL[report.severity] && !reason) {
      throw fieldError('reason', 'validation.report.lowerSeverityReason');
    }
    const repository = reportsRepository(tx);
    await repository.update(report.id, { severity, cvssVector: body.severityDescription, cvssScoreTenths: scoreTenths });
    await repository.insertEvent({
      reportId: report.id,
      type: 'severityChange',
      actorId: actor.userId,
      severity,
      oldSeverity: report.severity,
      vector: body.severityDescription,
      oldVector: report.cvssVector,
      reason,
    });
    if (report.triagedAt) await reserve(tx, report, await prizeCents(tx, report, severity));
    const program = await findProgram(tx, report.programId);
    await deps.notifier.updated(
      tx,
      { report: { ...report, severity }, program: { name: program?.name ?? null } },
      { kind: 'severity', severity },
      actor.userId,
    );
  }

  return {
    /** new -> triaged: the target's prize at the severity is reserved (REPORT_ALREADY_STARTED otherwise). */
    start: (actor: Actor, id: string) =>
      run(actor, id, 'start', {
        act: async ({ row }, tx) => {
          await reportsRepository(tx).update(row.id, { handledBy: actor.userId });
          await markFirstResponse(tx, row, actor);
          await reserve(tx, row, await prizeCents(tx, row, row.severity));
        },
      }),

    /** new or triaged -> more info, with the question for the hacker. */
    moreInfo: (actor: Actor, id: string, message: string) =>
      run(actor, id, 'moreInfo', { reason: message, act: ({ row }, tx) => markFirstResponse(tx, row, actor) }),

    /** triaged -> for approval (staff, managed programs): the reviewed text, the severity it deserves and the review PDF. */
    approve: (
      actor: Actor,
      id: string,
      body: ApproveReportInput & { payload: string | null; bugChain: ReportRecord['bugChain']; severityDescription: string | null },
    ) =>
      run(actor, id, 'approve', {
        act: async ({ row }, tx) => {
          await deps.uploads.attach(
            {
              ownerId: actor.userId,
              uploadId: body.reviewDocument,
              purpose: 'reviewDocument',
              field: 'reviewDocument',
              kind: 'report_review',
              recordId: row.id,
            },
            tx,
          );
          await reportsRepository(tx).update(row.id, {
            title: body.title,
            content: body.content as ReportRecord['content'],
            payload: body.payload,
            bugChain: body.bugChain,
            reviewUploadId: body.reviewDocument,
          });
          await markFirstResponse(tx, row, actor);
          // The review may score the vector anew: the severity follows (the review document is the reason).
          if (body.severityDescription && body.severityDescription !== row.cvssVector) {
            await moveSeverity(tx, actor, row, { severity: row.severity, severityDescription: body.severityDescription }, null, { lowerNeedsReason: false });
          }
        },
      }),

    /**
     * for approval (managed) or triaged (self-managed) -> rewarded: the amount (the target's prize by
     * default) moves from the budget to the hacker's payable, once per Idempotency-Key.
     */
    async reward(actor: Actor, id: string, amount: number | undefined, claim: IdempotencyClaim | null): Promise<ReportDetail> {
      return runIdempotent(deps.db, claim, async (tx) => {
        const step = await take(tx, actor, id, 'reward', async ({ row }) => {
          const cents = amount === undefined ? await prizeCents(tx, row, row.severity) : toCents(amount);
          if (cents < 100) throw fieldError('amount', 'validation.report.reward');
          await payReward(tx, row, cents, actor);
          await award(tx, row, REPORT_POINTS.rewarded[row.severity]);
          return { amount: cents / 100 };
        });
        await applyBudgetRules(tx, step.row.programId);
        await announceMove(tx, actor, step, null);
        return readReport(tx, deps.uploads, actor, id);
      });
    },

    /** for approval -> triaged, with the reason. */
    sendBack: (actor: Actor, id: string, reason: string) => run(actor, id, 'sendBack', { reason }),

    /**
     * Any open status -> the reason's status: the reservation is released; a duplicate names an
     * earlier report of the same program that was not rejected; duplicates and informative reports earn points.
     */
    reject: (actor: Actor, id: string, body: { reason: RejectReason; details: string; duplicateOf?: string | null | undefined }) =>
      run(actor, id, 'reject', {
        choice: body.reason,
        reason: body.details,
        act: async ({ row }, tx) => {
          if (body.reason === 'duplicate') {
            const original = body.duplicateOf ? await reportsRepository(tx).find(body.duplicateOf) : null;
            const rejected = original && (REJECT_REASONS as readonly ReportStatus[]).includes(original.status);
            if (!original || original.id === row.id || original.programId !== row.programId || original.createdAt >= row.createdAt || rejected) {
              throw fieldError('duplicateOf', 'validation.report.duplicateOriginal');
            }
            await reportsRepository(tx).update(row.id, { duplicateOfId: original.id });
          }
          await markFirstResponse(tx, row, actor);
          await release(tx, row);
          await award(tx, row, pointsForDecision(body.reason, row.severity));
        },
      }),

    /** rewarded -> fixed. */
    fix: (actor: Actor, id: string) => run(actor, id, 'fix'),

    /** The severity (and its vector) of an open report; a lower one needs a reason, shown to the hacker. */
    changeSeverity: (actor: Actor, id: string, body: ChangeSeverityInput & { severityDescription: string | null; reason: string | null }) =>
      run(actor, id, 'changeSeverity', {
        act: async ({ row }, tx) => {
          await markFirstResponse(tx, row, actor);
          await moveSeverity(tx, actor, row, { severity: body.severity, severityDescription: body.severityDescription }, body.reason);
        },
      }),

    /** The hacker shares a rewarded report: 5 points, once (INVALID_REPORT_PUBLISH). */
    redeemPoints: (actor: Actor, id: string) =>
      run(actor, id, 'redeemPoints', {
        act: async ({ row }, tx) => {
          if (row.pointsRedeemedAt) throw new AppError('INVALID_REPORT_PUBLISH');
          await reportsRepository(tx).update(row.id, { pointsRedeemedAt: new Date() });
          await award(tx, row, REPORT_POINTS.share);
        },
      }),

    /**
     * A comment with its attachments. The reporting hacker's comment on a report waiting for more
     * information answers it: the report goes back to where it was (the table's `answer`).
     */
    async comment(actor: Actor, id: string, body: { content: ReportRecord['content']; media: string[] }): Promise<ReportDetail> {
      return deps.db.transaction(async (tx) => {
        const meta = await reportsRepository(tx).meta(id);
        const report = meta ? await reportMachine(meta.isManaged).lock(tx, id) : null;
        if (!report || !canSeeReport(actor, report)) throw new AppError('NOT_FOUND');
        if (!actor.permissions.has('report.comment')) throw new AppError('FORBIDDEN');
        if (report.status === 'moreInfo' && actor.userId === report.hackerId) {
          const step = await take(tx, actor, id, 'answer');
          await announceMove(tx, actor, step, null);
        }
        const repository = reportsRepository(tx);
        const event = await repository.insertEvent({ reportId: id, type: 'comment', actorId: actor.userId, content: body.content, media: body.media });
        for (const [index, uploadId] of body.media.entries()) {
          await deps.uploads.attach(
            { ownerId: actor.userId, uploadId, purpose: 'commentAttachment', field: `media.${index}`, kind: 'report_comment', recordId: event.id },
            tx,
          );
        }
        await markFirstResponse(tx, report, actor);
        await recordEvent(tx, actor, { type: 'report.comment', subject: { type: 'report', id }, companyId: report.companyId, payload: { eventId: event.id } });
        const program = await findProgram(tx, report.programId);
        const by = actor.userId === report.hackerId ? 'hacker' : 'team';
        await deps.notifier.updated(tx, { report, program: { name: program?.name ?? null } }, { kind: 'comment', by }, actor.userId);
        return readReport(tx, deps.uploads, actor, id);
      });
    },
  };
}
export type ReportActionsService = ReturnType<typeof reportActionsService>;
