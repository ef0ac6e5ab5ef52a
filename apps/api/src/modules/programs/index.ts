import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { WalletProgramNames } from '../banking/index.ts';
import type { CompanyProgramFacts } from '../companies/index.ts';
import type { NotificationsConsumer } from '../notifications/index.ts';
import type { SettingsReader } from '../settings/index.ts';
import { latePort } from '../../lib/late-port.ts';
import type { UploadsApi } from '../uploads/uploads.api.ts';
import { couponsRoutes } from './coupons.routes.ts';
import { couponsService } from './coupons.service.ts';
import { hallOfFameRoutes } from './hall-of-fame.routes.ts';
import { invitationsRoutes } from './invitations.routes.ts';
import { invitationsService } from './invitations.service.ts';
import { ANNOUNCED_PROGRAM_EVENTS, programAnnouncer } from './program-notifications.ts';
import { programBudgetService } from './program-budget.service.ts';
import { programInsightsRoutes } from './program-insights.routes.ts';
import { programInsightsService } from './program-insights.service.ts';
import { programStatusRoutes } from './program-status.routes.ts';
import { programStatusService, type ProgramDeletedListener } from './program-status.service.ts';
import { companyHasProgram, programsWithCompany, type ProgramReportFigures } from './programs.api.ts';
import { programsRoutes } from './programs.routes.ts';
import { programsService } from './programs.service.ts';
import { testingAccountsRoutes } from './testing-accounts.routes.ts';
import { testingAccountsService } from './testing-accounts.service.ts';

export { applyBudgetRules, companyHasProgram } from './programs.api.ts';
export { programHallOfFameTop, publicProgram, publicProgramDirectory, publicProgramsForSitemap } from './public-programs.service.ts';

export function programsModule(
  app: FastifyInstance,
  deps: {
    config: AppConfig;
    db: Database;
    settings: SettingsReader;
    uploads: UploadsApi;
    notifications: Pick<NotificationsConsumer, 'announceOn'>;
    companies: { useProgramFacts: (facts: CompanyProgramFacts) => void };
    banking: { useProgramNames: (names: WalletProgramNames) => void };
  },
) {
  deps.banking.useProgramNames({ namesOf: async (ids) => new Map((await programsWithCompany(deps.db, ids)).map((program) => [program.id, program.name])) });
  deps.notifications.announceOn(ANNOUNCED_PROGRAM_EVENTS, programAnnouncer);
  // Policy files are public (UPLOAD_LIMITS), like the programs that link them.
  deps.uploads.registerAccessPolicy('program_policy', async () => true);
  deps.companies.useProgramFacts({ hasProgram: (companyId) => companyHasProgram(deps.db, companyId) });
  programsRoutes(app, { programs: programsService(deps) });
  const onDeleted: ProgramDeletedListener[] = [];
  programStatusRoutes(app, { status: programStatusService({ db: deps.db, onDeleted }), budget: programBudgetService(deps) });
  testingAccountsRoutes(app, { testingAccounts: testingAccountsService(deps) });
  const reportFigures = latePort<ProgramReportFigures>('report figures for programs');
  invitationsRoutes(app, { invitations: invitationsService({ db: deps.db, reportFigures: reportFigures.get }) });
  hallOfFameRoutes(app, { db: deps.db });
  couponsRoutes(app, { coupons: couponsService({ db: deps.db }) });
  programInsightsRoutes(app, { insights: programInsightsService({ db: deps.db, reportFigures: reportFigures.get }) });
  return {
    /** Runs `listener` in the transaction of every program deletion. */
    onDeleted: (listener: ProgramDeletedListener) => onDeleted.push(listener),
    /** The hacktivity, a hacker's reports on a program and the programs they reported to, from the reports module. */
    useReportFigures: reportFigures.bind,
  };
}

export type { ProgramDeletedListener } from './program-status.service.ts';
