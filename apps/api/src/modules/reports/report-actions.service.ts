/**
 * Every action of the report tables (DECISIONS "Reports"), each one `transition` in a transaction:
 * the table and the caller's relation decide, the action does its part (reservation, reward,
 * points), then the new status and the event are written together; the timeline is kept from the
 * event and the notifications are derived from it after commit. Comments go here too: the reporting
 * hacker's comment on a report waiting for them is the table's `answer`.
 */
import { randomUUID } from 'node:crypto';
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
  type ReportStatus,
  type SeverityChange,
} from '@bb/domain';
import type { Executor } from '../../db/client.ts';
import { retryingTransaction } from '../../db/transaction.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { clock } from '../../lib/clock.ts';
import { transition, type Transition } from '../../lib/transition.ts';
import type { Actor } from '../../plugins/types.ts';
import { recordHackerReports } from '../hackers/hackers.api.ts';
import { runIdempotent, type IdempotencyClaim } from '../ledger/index.ts';
import { addProgramPoints } from '../programs/programs.api.ts';
import { readReport } from './report-detail.ts';
import { reportMachine, type ReportActionDetails } from './report-machine.ts';
import { payReward, prizeCents, release, reserve } from './report-money.ts';
import type { ReportsDeps } from './reports.service.ts';
import { canSeeReport } from './reports.policy.ts';
import { recordReportEvent } from './report-timeline.ts';
import { severityAfter, type SeverityRequest } from './report-severity.ts';
import { reportsRepository, type ReportRecord } from './reports.repository.ts';
import type { RetestsService } from './retests.service.ts';

type Step = Transition<ReportRecord, ReportStatus>;
type Act = (step: Step, tx: Executor) => Promise<Partial<ReportActionDetails> | void>;

export function reportActionsService(deps: ReportsDeps & { retests: Pick<RetestsService, 'open'> }) {
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
    await reportsRepository(tx).update(report.id, { firstResponseAt: clock.now() });
  }

  /** Runs `action` on the report in `tx` with its program's table; answers the step. */
  async function take(
    tx: Executor,
    actor: Actor,
    id: string,
    action: ReportAction,
    options: { act?: Act; reason?: string | null; choice?: ReportStatus } = {},
  ) {
    const meta = await reportsRepository(tx).meta(id);
    if (!meta) throw new AppError('NOT_FOUND');
    const { act, reason, choice } = options;
    return transition(tx, reportMachine(meta.isManaged), actor, id, action, act && ((step) => act(step, tx)), {
      ...(choice ? { choice } : {}),
      details: { reason: reason ?? null },
    });
  }

  /** One action in its own transaction, with the handler's words (`reason`), answering the report as the caller now sees it. */
  const run = (actor: Actor, id: string, action: ReportAction, options: { act?: Act; reason?: string | null; choice?: ReportStatus } = {}) =>
    retryingTransaction(deps.db, async (tx) => {
      await take(tx, actor, id, action, options);
      return readReport(tx, deps.uploads, actor, id);
    });

  /**
   * A change of severity and vector (`severityAfter`: with a vector the severity follows its score, a contradiction is
   * 422): the reservation follows the new prize if the report was taken in charge. Answers the change for the action's
   * event (null when nothing changed); a removed vector is `vectorTo: null`.
   */
  async function moveSeverity(
    tx: Executor,
    report: ReportRecord,
    request: SeverityRequest,
    reason: string | null,
    options: { lowerNeedsReason: boolean } = { lowerNeedsReason: true },
  ): Promise<SeverityChange | null> {
    const { severity, vector, scoreTenths } = severityAfter(report, request);
    if (severity === report.severity && vector === report.cvssVector) return null;
    if (options.lowerNeedsReason && SEVERITY_LEVEL[severity] < SEVERITY_LEVEL[report.severity] && !reason) {
      throw fieldError('reason', 'validation.report.lowerSeverityReason');
    }
    await reportsRepository(tx).update(report.id, { severity, cvssVector: vector, cvssScoreTenths: scoreTenths });
    if (report.triagedAt) await reserve(tx, report, await prizeCents(tx, report, severity));
    return { from: report.severity, to: severity, vectorFrom: report.cvssVector, vectorTo: vector };
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
      body: ApproveReportInput & { payload: string | null; bugChain: ReportRecord['bugChain']; severityDescription?: string | null | undefined },
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
          // The review may score the vector anew (the severity follows) or remove it; the review document is the reason.
          const severity = await moveSeverity(tx, row, { severityDescription: body.severityDescription }, null, { lowerNeedsReason: false });
          return { severity };
        },
      }),

    /**
     * for approval (managed) or triaged (self-managed) -> rewarded: the amount (the target's prize by
     * default) moves from the budget to the hacker's payable, once per Idempotency-Key.
     */
    async reward(actor: Actor, id: string, amount: number | undefined, claim: IdempotencyClaim | null): Promise<ReportDetail> {
      return runIdempotent(deps.db, claim, async (tx) => {
        // payReward ends with the budget rule, like every change of the remaining budget (report-money.ts).
        await take(tx, actor, id, 'reward', {
          act: async ({ row }) => {
            const cents = amount === undefined ? await prizeCents(tx, row, row.severity) : toCents(amount);
            if (cents < 100) throw fieldError('amount', 'validation.report.reward');
            await payReward(tx, row, cents, actor);
            await award(tx, row, REPORT_POINTS.rewarded[row.severity]);
            return { rewardCents: cents };
          },
        });
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

    /** rewarded -> fixed; on a program with Fix verification the fix opens a retest (retests.service.ts). */
    fix: (actor: Actor, id: string) =>
      retryingTransaction(deps.db, async (tx) => {
        const step = await take(tx, actor, id, 'fix');
        await deps.retests.open(tx, actor, step.row);
        return readReport(tx, deps.uploads, actor, id);
      }),

    /**
     * The severity and vector of an open report (`severityAfter`); a lower severity needs a reason, shown to the hacker.
     * A change that changes nothing is refused (422 on `severity`), never answered as saved.
     */
    changeSeverity: (actor: Actor, id: string, body: ChangeSeverityInput & { severityDescription?: string | null | undefined; reason: string | null }) =>
      run(actor, id, 'changeSeverity', {
        reason: body.reason,
        act: async ({ row }, tx) => {
          await markFirstResponse(tx, row, actor);
          const severity = await moveSeverity(tx, row, { severity: body.severity, severityDescription: body.severityDescription }, body.reason);
          if (!severity) throw fieldError('severity', 'validation.report.severityUnchanged');
          return { severity };
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
      return retryingTransaction(deps.db, async (tx) => {
        const meta = await reportsRepository(tx).meta(id);
        const report = meta ? await reportMachine(meta.isManaged).lock(tx, id) : null;
        if (!report || !canSeeReport(actor, report)) throw new AppError('NOT_FOUND');
        if (!actor.permissions.has('report.comment')) throw new AppError('FORBIDDEN');
        if (report.status === 'moreInfo' && actor.userId === report.hackerId) await take(tx, actor, id, 'answer');
        const commentId = randomUUID();
        for (const [index, uploadId] of body.media.entries()) {
          await deps.uploads.attach(
            { ownerId: actor.userId, uploadId, purpose: 'commentAttachment', field: `media.${index}`, kind: 'report_comment', recordId: commentId },
            tx,
          );
        }
        await markFirstResponse(tx, report, actor);
        await recordReportEvent(tx, actor, {
          type: 'report.comment',
          subject: { type: 'report', id },
          companyId: report.companyId,
          payload: { commentId, content: body.content, media: body.media },
        });
        return readReport(tx, deps.uploads, actor, id);
      });
    },
  };
}
export type ReportActionsService = ReturnType<typeof reportActionsService>;
