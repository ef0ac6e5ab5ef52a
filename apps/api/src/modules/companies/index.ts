import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { InvitationsService, SessionsService } from '../accounts/index.ts';
import type { UploadsApi } from '../uploads/uploads.api.ts';
import { companyAdminRoutes } from './admin.routes.ts';
import { companyAdminService } from './admin.service.ts';
import { assertCompanyActive } from './companies.api.ts';
import { companyProfileRoutes } from './profile.routes.ts';
import { companyProfileService } from './profile.service.ts';
import { teamRoutes } from './team.routes.ts';
import { teamService } from './team.service.ts';

export { assertCompanyActive } from './companies.api.ts';

export function companiesModule(app: FastifyInstance, deps: { db: Database; sessions: SessionsService; invitations: InvitationsService; uploads: UploadsApi }) {
  const profile = companyProfileService(deps);
  const team = teamService(deps);
  const admin = companyAdminService(deps);

  // A company's picture is public to every signed-in user, like its name.
  deps.uploads.registerAccessPolicy('company_picture', async () => true);
  deps.invitations.onAccepted(team.acceptInvitation);

  companyProfileRoutes(app, { profile });
  teamRoutes(app, { team });
  companyAdminRoutes(app, { admin });
  return { assertCompanyActive };
}
