import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { HackerReportFigures } from '../hackers/hackers.api.ts';
import type { NotificationsConsumer } from '../notifications/index.ts';
import type { ProgramDeletedListener } from '../programs/index.ts';
import type { ProgramReportFigures } from '../programs/programs.api.ts';
import type { SettingsReader } from '../settings/index.ts';
import type { UploadsApi } from '../uploads/uploads.api.ts';
import { reportActionsRoutes } from './report-actions.routes.ts';
import { reportActionsService } from './report-actions.service.ts';
import { reportExportService } from './report-export.ts';
import { reportExportRoutes } from './report-export.routes.ts';
import { reportFigures } from './report-figures.ts';
import { ANNOUNCED_REPORT_EVENTS, reportAnnouncer } from './report-notifications.ts';
import { reportStats } from './report-stats.ts';
import { canSeeReport } from './reports.policy.ts';
import { reportsRepository } from './reports.repository.ts';
import { reportsRoutes } from './reports.routes.ts';
import { reportsService } from './reports.service.ts';
import { retestsRepository } from './retests.repository.ts';
import { retestsRoutes } from './retests.routes.ts';
import { retestsService } from './retests.service.ts';

export function reportsModule(
  app: FastifyInstance,
  deps: {
    config: AppConfig;
    db: Database;
    uploads: UploadsApi;
    notifications: Pick<NotificationsConsumer, 'announceOn'>;
    programs: { onDeleted: (listener: ProgramDeletedListener) => void; useReportFigures: (figures: ProgramReportFigures) => void };
    hackers: { useReportFigures: (figures: HackerReportFigures) => void };
    /** Platform settings read by reports (the retest fee). */
    settings: Pick<SettingsReader, 'get'>;
  },
) {
  deps.notifications.announceOn(ANNOUNCED_REPORT_EVENTS, reportAnnouncer({ publicUrl: deps.config.publicUrl }));
  const shared = { db: deps.db, uploads: deps.uploads };

  // Attachments are private: whoever may see the report reads them; the review document needs report.readReview too.
  const repository = reportsRepository(deps.db);
  const reportVisible = async (actor: Parameters<typeof canSeeReport>[0], reportId: string | null) => {
    const report = reportId ? await repository.find(reportId) : null;
    return report !== null && canSeeReport(actor, report);
  };
  deps.uploads.registerAccessPolicy('report_attachment', (actor, id) => reportVisible(actor, id));
  deps.uploads.registerAccessPolicy('report_comment', async (actor, eventId) => reportVisible(actor, await repository.reportOfEvent(eventId)));
  // A retest's evidence: whoever may see its report.
  deps.uploads.registerAccessPolicy('report_retest', async (actor, retestId) => reportVisible(actor, await retestsRepository(deps.db).reportOf(retestId)));
  deps.uploads.registerAccessPolicy('report_review', async (actor, id) => actor.permissions.has('report.readReview') && (await reportVisible(actor, id)));

  // A deleted program's budget goes back to the wallet whole: its reports hold nothing any more.
  deps.programs.onDeleted((tx, program) => reportsRepository(tx).releaseProgramReservations(program.id));

  const figures = reportFigures(deps.db);
  deps.programs.useReportFigures(figures);
  deps.hackers.useReportFigures(figures);

  reportsRoutes(app, { reports: reportsService(shared), stats: reportStats(deps.db) });
  reportExportRoutes(app, { exports: reportExportService(shared) });
  const retests = retestsService({ ...shared, settings: deps.settings });
  reportActionsRoutes(app, { actions: reportActionsService({ ...shared, retests }) });
  retestsRoutes(app, { retests });
}

/** A report as the caller's report page shows it (404 for one they may not see): the tracker pushes this. */
export { readReport } from './report-detail.ts';
/** Report figures from the aggregates (the dashboards compose them). */
export { reportStats, type ReportStatsService } from './report-stats.ts';
/** Open reports by their next response due (the dashboards' about-to-breach and breached counts). */
export { countOpenReportsDueBetween, countOpenReportsDueOf } from './report-due.ts';
