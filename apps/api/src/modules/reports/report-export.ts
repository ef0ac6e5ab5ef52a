/**
 * A report exported as JSON or PDF: the detail the caller's report page shows (readReport: the same 404 for a report
 * they may not see, the same fields, so a company's export names the hacker by username only), without what only
 * drives the page's buttons, in the versioned envelope of REPORT_EXPORT_FORMAT.
 */
import { REPORT_EXPORT_FORMAT, REPORT_EXPORT_VERSION, reportExportName, type Language, type ReportDetail, type ReportExport } from '@bb/domain';
import type { Database } from '../../db/client.ts';
import { clock } from '../../lib/clock.ts';
import type { Actor } from '../../plugins/types.ts';
import type { UploadsApi } from '../uploads/uploads.api.ts';
import { readReport } from './report-detail.ts';
import { buildReportPdf } from './report-pdf.ts';

/** The envelope around the caller's detail; abilities and the reward dialog's budget are the page's, not the report's. */
export function presentExport(detail: ReportDetail, language: Language, now: Date): ReportExport {
  const { timeline, abilities: _abilities, rewardBudget: _rewardBudget, ...report } = detail;
  return { format: REPORT_EXPORT_FORMAT, version: REPORT_EXPORT_VERSION, exportedAt: now.toISOString(), language, report, timeline };
}

export function reportExportService(deps: { db: Database; uploads: UploadsApi }) {
  const exported = async (actor: Actor, id: string, language: Language) =>
    presentExport(await readReport(deps.db, deps.uploads, actor, id), language, clock.now());

  return {
    async json(actor: Actor, id: string, language: Language): Promise<{ fileName: string; body: ReportExport }> {
      return { fileName: `${reportExportName(id)}.json`, body: await exported(actor, id, language) };
    },

    async pdf(actor: Actor, id: string, language: Language): Promise<{ fileName: string; bytes: Uint8Array }> {
      return { fileName: `${reportExportName(id)}.pdf`, bytes: await buildReportPdf(await exported(actor, id, language), language) };
    },
  };
}

export type ReportExportService = ReturnType<typeof reportExportService>;
