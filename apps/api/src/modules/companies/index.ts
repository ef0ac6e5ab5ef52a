import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { AuthenticationService, InvitationsService, SessionsService } from '../accounts/index.ts';
import type { ContactsApi } from '../contacts/index.ts';
import { latePort } from '../../lib/late-port.ts';
import type { NotificationsConsumer } from '../notifications/index.ts';
import type { UploadsApi } from '../uploads/uploads.api.ts';
import { companyAdminRoutes } from './admin.routes.ts';
import { companyAdminService } from './admin.service.ts';
import { ANNOUNCED_DATA_CHANGE_EVENTS, dataChangeAnnouncer } from './data-change-notifications.ts';
import { dataChangesRoutes } from './data-changes.routes.ts';
import { dataChangesService } from './data-changes.service.ts';
import { assertCompanyActive, type CompanyProgramFacts } from './companies.api.ts';
import { isBlockedInEveryCompany } from './members.repository.ts';
import { companyProfileRoutes } from './profile.routes.ts';
import { companyProfileService } from './profile.service.ts';
import { teamRoutes } from './team.routes.ts';
import { teamService } from './team.service.ts';

export { assertCompanyActive, type CompanyProgramFacts, type CompanyStanding } from './companies.api.ts';

export function companiesModule(
  app: FastifyInstance,
  deps: {
    db: Database;
    sessions: SessionsService;
    invitations: InvitationsService;
    authentication: Pick<AuthenticationService, 'blockSignInWhen'>;
    uploads: UploadsApi;
    /** The first call is stored as a demo request of the landing's (contacts sits below companies). */
    contacts: ContactsApi;
  },
) {
  const programFacts = latePort<CompanyProgramFacts>('program facts for companies');
  const profile = companyProfileService({ ...deps, programFacts: programFacts.get });
  const team = teamService(deps);
  const admin = companyAdminService(deps);

  // A company's picture is public to every signed-in user, like its name.
  deps.uploads.registerAccessPolicy('company_picture', async () => true);
  deps.invitations.onAccepted(team.acceptInvitation);
  // A company user blocked in every company they belong to is refused like a blocked account (ACCOUNT_BLOCKED).
  deps.authentication.blockSignInWhen(async (user) => user.userType === 'company' && (await isBlockedInEveryCompany(deps.db, user.id)));

  companyProfileRoutes(app, { profile });
  teamRoutes(app, { team });
  companyAdminRoutes(app, { admin });
  dataChangesRoutes(app, { changes: dataChangesService({ db: deps.db }) });
  return {
    assertCompanyActive,
    /** The fiscal data change requests' announcements, handed to the notifications consumer once it exists. */
    announceDataChangesOn: (notifications: Pick<NotificationsConsumer, 'announceOn'>) =>
      notifications.announceOn(ANNOUNCED_DATA_CHANGE_EVENTS, dataChangeAnnouncer),
    /** The checklist's program facts, from the programs module. */
    useProgramFacts: programFacts.bind,
    /** Whether a company is approved, and its checklist (the company dashboard's). */
    standing: profile.standing,
  };
}
