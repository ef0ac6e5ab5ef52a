/** Sending reports, the lists of every role and a report's page. */
import { createHash, randomUUID } from 'node:crypto';
import {
  isAcceptedReportStatus,
  responseDueDates,
  type ListQuery,
  type ReportDetail,
  type ReportListPage,
  type ReportFormData,
  type ReportSeverity,
} from '@bb/domain';
import { and } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { retryingTransaction } from '../../db/transaction.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { clock } from '../../lib/clock.ts';
import { ONE_PAGE, pageWithCount, planBoundList, searchesWords, type ListReach } from '../../lib/list-query.ts';
import { Bindings } from '../../lib/prepared-statements.ts';
import type { Actor } from '../../plugins/types.ts';
import { assertCanReport, recordHackerReports } from '../hackers/hackers.api.ts';
import { canSeeProgram, findProgram, findTarget, recordProgramReports } from '../programs/programs.api.ts';
import type { UploadedFile, UploadsApi } from '../uploads/uploads.api.ts';
import { activeHacker, type Recipient } from '../accounts/index.ts';
import { prizeCents, reserve } from './report-money.ts';
import { recordReportEvent } from './report-timeline.ts';
import { reportsVisibleTo } from './reports.policy.ts';
import { readReport } from './report-detail.ts';
import { countReports, REPORT_LIST, takeReportFilters } from './report-lists.ts';
import { presentListItem } from './reports.presenter.ts';
import { reportsRepository, type ReportRecord } from './reports.repository.ts';
import { scoreVector } from './report-severity.ts';

/**
 * The receipt's fingerprint (DECISIONS "Reports"): SHA-256 of the canonical content as sent —
 * title, target, severity, vector, content, endpoint, payload, bug chain and the attachments.
 */
export function receiptOf(form: ReportFormData, attachments: readonly UploadedFile[]): string {
  const canonical = JSON.stringify([
    form.title,
    form.target,
    form.severity,
    form.severityDescription,
    form.content,
    form.endpoint,
    form.payload,
    form.bugChain,
    attachments.map((file) => [file.sha256, file.contentType]),
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}

export interface ReportsDeps {
  db: Database;
  uploads: UploadsApi;
}

export function reportsService(deps: ReportsDeps) {
  /** Whom the report counts for: the hacker sending it, or the one staff name (422 on `hacker` for anyone else; none earns nothing). */
  async function reporter(executor: Executor, actor: Actor, form: ReportFormData): Promise<Recipient | null> {
    if (actor.userType !== 'staff') return activeHacker(executor, { id: actor.userId });
    if (!form.hacker) return null;
    const hacker = await activeHacker(executor, { username: form.hacker });
    if (!hacker) throw fieldError('hacker', 'validation.report.hackerNotFound');
    return hacker;
  }

  /** The severity a vector means (the severity follows the score); 0.0 is refused. */
  function severityOf(form: ReportFormData): { severity: ReportSeverity; scoreTenths: number | null } {
    if (!form.severityDescription) return { severity: form.severity, scoreTenths: null };
    return scoreVector(form.severityDescription);
  }

  return {
    detail: (actor: Actor, id: string) => readReport(deps.db, deps.uploads, actor, id),

    /**
     * POST /api/reports. A hacker passes the reporting gate first (KYC, tax regime, IBAN), then the
     * program must be one they may see and active, the target one of its scope. Staff report on a
     * company's behalf: the report starts taken in charge, counting for the hacker they name.
     */
    async submit(actor: Actor, form: ReportFormData): Promise<ReportDetail> {
      const byStaff = actor.userType === 'staff';
      if (!byStaff) await assertCanReport(deps.db, actor.userId);
      const { severity, scoreTenths } = severityOf(form);
      // Database writes only (the emails are queued in the transaction): run again after a deadlock or serialization failure.
      return retryingTransaction(deps.db, async (tx) => {
        const hacker = await reporter(tx, actor, form);
        const program = await findProgram(tx, form.programId, { lock: true });
        if (!program || !(await canSeeProgram(tx, actor, program))) throw new AppError('NOT_FOUND');
        if (program.status !== 'active') throw new AppError('PROGRAM_NOT_ACTIVE');
        if (!(await findTarget(tx, program.id, form.target))) throw new AppError('TARGET_NOT_FOUND');

        const id = randomUUID();
        const attachments: UploadedFile[] = [];
        for (const [index, uploadId] of form.media.entries()) {
          const file = await deps.uploads.attach(
            { ownerId: actor.userId, uploadId, purpose: 'reportAttachment', field: `media.${index}`, kind: 'report_attachment', recordId: id },
            tx,
          );
          attachments.push(file);
        }
        const repository = reportsRepository(tx);
        const now = clock.now();
        const due = responseDueDates(now, program.isManaged);
        const report = await repository.insert({
          id,
          programId: program.id,
          companyId: program.companyId,
          isManaged: program.isManaged,
          targetId: form.target,
          hackerId: hacker?.id ?? null,
          createdBy: actor.userId,
          title: form.title,
          severity,
          cvssVector: form.severityDescription,
          cvssScoreTenths: scoreTenths,
          content: form.content,
          endpoint: form.endpoint,
          payload: form.payload,
          bugChain: form.bugChain,
          media: form.media,
          environment: form.environment,
          ipAddress: form.ipAddress,
          status: byStaff ? 'triaged' : 'new',
          handledBy: byStaff ? actor.userId : null,
          receiptSha256: receiptOf({ ...form, severity }, attachments),
          firstResponseAt: byStaff ? now : null,
          triagedAt: byStaff ? now : null,
          firstResponseDueAt: due.firstResponse,
          triageDueAt: due.triage,
          bountyDueAt: due.bounty,
          resolutionDueAt: due.resolution,
          createdAt: now,
          updatedAt: now,
        });
        await recordProgramReports(tx, program.id, { total: 1, open: 1 });
        if (hacker) await recordHackerReports(tx, hacker.id, { sent: 1 });
        if (byStaff) await reserve(tx, report, await prizeCents(tx, report, severity));
        await recordReportEvent(
          tx,
          actor,
          {
            type: 'report.submit',
            subject: { type: 'report', id },
            companyId: program.companyId,
            payload: { programId: program.id, hackerId: hacker?.id ?? null, status: report.status, severity, vector: form.severityDescription },
          },
          { at: now },
        );
        return readReport(tx, deps.uploads, actor, id);
      });
    },

    /**
     * The lists of every role: what the caller may see (reports.policy.ts), filtered and sorted by the allow-list; an
     * export reads its `reach` of rows, uncounted.
     */
    async list(actor: Actor, query: ListQuery, reach: ListReach = ONE_PAGE): Promise<ReportListPage> {
      const repository = reportsRepository(deps.db);
      // The caller's ids and the query's values are placeholders: the statements are built once per shape.
      const bindings = new Bindings();
      const { rest, conditions } = takeReportFilters(actor, query);
      // A search by words is counted from its page (countFromPage): one row more tells whether more follow. A hacker's
      // own reports are few and counted exactly.
      const searching = searchesWords(rest) && actor.userType !== 'hacker';
      const plan = planBoundList(rest, REPORT_LIST, bindings, { oneMore: searching, reach });
      const filter = and(plan.where, ...conditions);
      const where = and(reportsVisibleTo(actor, bindings.bind), filter);
      const count = () => countReports(repository, actor, query, filter, bindings);
      const { rows, ...counted } = await pageWithCount(plan.page, repository.page(where, plan, bindings.values), count, searching);
      const now = clock.now();
      return { ...counted, results: rows.map((row) => presentListItem(row, now)) };
    },

    /** A rewarded report of the hacker as a picture to share (their bounty, not the report's content). */
    async shareable(actor: Actor, id: string): Promise<{ report: ReportRecord; program: string | null; company: string }> {
      const row = await reportsRepository(deps.db).detail(id);
      if (!row || row.full.hackerId !== actor.userId) throw new AppError('NOT_FOUND');
      if (!isAcceptedReportStatus(row.full.status)) throw new AppError('INVALID_REPORT_STATUS');
      return { report: row.full, program: row.program.name, company: row.company.name };
    },
  };
}

export type ReportsService = ReturnType<typeof reportsService>;
