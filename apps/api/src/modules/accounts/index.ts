import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { EmailService } from '../email/index.ts';
import type { SettingsReader } from '../settings/index.ts';
import type { UploadsApi } from '../uploads/uploads.api.ts';
import { authRoutes } from './auth.routes.ts';
import { authenticationService } from './authentication.service.ts';
import { meRoutes } from './me.routes.ts';
import { otpService } from './otp.service.ts';
import { twoFactorKeys } from './two-factor-keys.ts';
import { profileService } from './profile.service.ts';
import { registrationService } from './registration.service.ts';
import { invitationsService } from './invitations.service.ts';
import type { SessionsService } from './sessions.service.ts';

export {
  actingUser,
  activeHacker,
  eventAudience,
  notificationRecipients,
  notificationSettingsOf,
  publicIdentityOf,
  setNotificationSettings,
  type ActingUser,
  type AudienceMember,
  type AudienceQuery,
  type Recipient,
} from './accounts.api.ts';
export { ensureSuperAdmin, insertActiveUser, resetTwoFactor } from './super-admin.ts';
export { resealTwoFactorSecrets, twoFactorKeys, type ResealOutcome } from './two-factor-keys.ts';
export type { AuthenticationService, SignInBlock } from './authentication.service.ts';
export type { InvitationsService } from './invitations.service.ts';
export type { SessionsService } from './sessions.service.ts';

export async function accountsModule(
  app: FastifyInstance,
  deps: { config: AppConfig; db: Database; sessions: SessionsService; email: EmailService; settings: SettingsReader; uploads: UploadsApi },
) {
  const otp = otpService({ db: deps.db, sealKeys: twoFactorKeys(deps.config), sessions: deps.sessions });
  const shared = { ...deps, otp };
  const registration = registrationService(shared);
  const authentication = authenticationService(shared);
  const profile = profileService(shared);
  const invitations = invitationsService(shared);
  const secureCookies = deps.config.isProduction;

  // A user's picture is public to every signed-in user, like their name.
  deps.uploads.registerAccessPolicy('user_picture', async () => true);

  authRoutes(app, { registration, authentication, profile, invitations, secureCookies, authRateLimitPerMinute: deps.config.authRateLimitPerMinute });
  meRoutes(app, { profile, otp, secureCookies });
  return { registration, authentication, profile, otp, invitations, sessions: deps.sessions };
}
