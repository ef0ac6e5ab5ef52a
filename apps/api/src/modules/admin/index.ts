import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { InvitationsService, SessionsService } from '../accounts/index.ts';
import type { SettingsReader } from '../settings/index.ts';
import { auditLogRoutes } from './audit-log.routes.ts';
import { platformRoutes } from './platform.routes.ts';
import { settingsRoutes } from './settings.routes.ts';
import { settingsAdminService } from './settings.service.ts';
import { usersRoutes } from './users.routes.ts';
import { adminUsersService } from './users.service.ts';

/** The super admin's tools: platform settings, the audit log, user management. */
export function adminModule(
  app: FastifyInstance,
  deps: { db: Database; settings: SettingsReader; sessions: SessionsService; invitations: InvitationsService },
) {
  settingsRoutes(app, { settings: settingsAdminService(deps) });
  platformRoutes(app, { settings: deps.settings });
  auditLogRoutes(app, { db: deps.db });
  usersRoutes(app, { users: adminUsersService(deps) });
}
