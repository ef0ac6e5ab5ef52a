import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changeEmailSchema,
  changePasswordSchema,
  changeUsernameSchema,
  deleteAccountSchema,
  notificationSettingsPatchSchema,
  notificationSettingsSchema,
  okResponseSchema,
  otpConfirmResponseSchema,
  otpConfirmSchema,
  otpDisableSchema,
  otpInitResponseSchema,
  publicUserProfileSchema,
  recoveryCodesResponseSchema,
  recoveryCodesStatusSchema,
  referralSchema,
  sessionUserSchema,
  regenerateRecoveryCodesSchema,
  updateMeSchema,
  userSchema,
} from '@bb/domain';
import { clearSessionCookie, requireActor } from '../../plugins/auth.ts';
import { presentPublicProfile, presentUser } from './accounts.presenter.ts';
import type { OtpService } from './otp.service.ts';
import type { ProfileService } from './profile.service.ts';

const OK = { ok: true as const };
const idParams = z.object({ id: z.uuid() });

export function meRoutes(app: FastifyInstance, deps: { profile: ProfileService; otp: OtpService; secureCookies: boolean }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['account'];
  const me = (userId: string) => deps.profile.me(userId);

  r.get(
    '/api/users/me',
    {
      config: { auth: 'any', permission: 'account.self', duringOtpEnrollment: true },
      schema: { tags, summary: 'The signed-in user', response: { 200: userSchema } },
    },
    async (request) => me(requireActor(request).userId),
  );

  // What the web app asks on every page load. A visitor is an expected answer there, not an error: a
  // 401 would be logged in the browser's console on every signed-out page (GET /api/users/me keeps its 401).
  r.get(
    '/api/users/session',
    {
      config: { auth: 'public' },
      schema: { tags, summary: 'The signed-in user, or null for a visitor', response: { 200: sessionUserSchema } },
    },
    async (request) => ({ user: request.actor ? await me(request.actor.userId) : null }),
  );

  r.patch(
    '/api/users/me',
    {
      config: { auth: 'any', permission: 'account.self' },
      schema: { tags, summary: 'Change name, picture (an upload id) or language', body: updateMeSchema, response: { 200: userSchema } },
    },
    async (request) => presentUser(await deps.profile.update(requireActor(request), request.body)),
  );

  r.post(
    '/api/users/me/change-username',
    {
      config: { auth: 'any', permission: 'account.self' },
      schema: { tags, summary: 'Change the username', body: changeUsernameSchema, response: { 200: userSchema } },
    },
    async (request) => presentUser(await deps.profile.changeUsername(requireActor(request), request.body.username)),
  );

  r.post(
    '/api/users/me/change-email',
    {
      config: { auth: 'any', permission: 'account.self' },
      schema: { tags, summary: 'Change the email address; every session ends', body: changeEmailSchema, response: { 200: okResponseSchema } },
    },
    async (request, reply) => {
      await deps.profile.changeEmail(requireActor(request), request.body.email);
      clearSessionCookie(reply, deps.secureCookies);
      return OK;
    },
  );

  r.post(
    '/api/users/me/change-password',
    {
      config: { auth: 'any', permission: 'account.self' },
      schema: { tags, summary: 'Change the password; other sessions end', body: changePasswordSchema, response: { 200: okResponseSchema } },
    },
    async (request) => {
      await deps.profile.changePassword(requireActor(request), request.body.oldPassword, request.body.newPassword);
      return OK;
    },
  );

  r.delete(
    '/api/users',
    {
      config: { auth: 'any', permission: 'account.self' },
      schema: { tags, summary: 'Deactivate the account (password required)', body: deleteAccountSchema, response: { 200: okResponseSchema } },
    },
    async (request, reply) => {
      await deps.profile.deactivate(requireActor(request), request.body.password);
      clearSessionCookie(reply, deps.secureCookies);
      return OK;
    },
  );

  r.get(
    '/api/users/me/notification-settings',
    {
      config: { auth: 'any', permission: 'account.self' },
      schema: { tags, summary: "The email notification switches of the user's type", response: { 200: notificationSettingsSchema.partial() } },
    },
    async (request) => deps.profile.notificationSettings(requireActor(request)),
  );

  r.patch(
    '/api/users/me/notification-settings',
    {
      config: { auth: 'any', permission: 'account.self' },
      schema: { tags, summary: 'Change some switches', body: notificationSettingsPatchSchema, response: { 200: notificationSettingsSchema.partial() } },
    },
    async (request) => deps.profile.updateNotificationSettings(requireActor(request), request.body),
  );

  r.post(
    '/api/users/me/otp/init',
    {
      config: { auth: 'any', permission: 'account.self', duringOtpEnrollment: true },
      schema: { tags, summary: 'Start two-factor set-up: a new TOTP secret and its otpauth URI', response: { 200: otpInitResponseSchema } },
    },
    async (request) => deps.otp.init(requireActor(request).userId),
  );

  r.post(
    '/api/users/me/otp/confirm',
    {
      config: { auth: 'any', permission: 'account.self', duringOtpEnrollment: true },
      schema: {
        tags,
        summary: 'Finish two-factor set-up with a code from the app; answers the user and the recovery codes, shown only this once',
        body: otpConfirmSchema,
        response: { 200: otpConfirmResponseSchema },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const recoveryCodes = await deps.otp.confirm(actor.userId, request.body.otp);
      return { ...(await me(actor.userId)), recoveryCodes };
    },
  );

  r.get(
    '/api/users/me/otp/recovery-codes',
    {
      config: { auth: 'any', permission: 'account.self' },
      schema: { tags, summary: 'How many two-factor recovery codes are left unused', response: { 200: recoveryCodesStatusSchema } },
    },
    async (request) => ({ remaining: await deps.otp.remainingRecoveryCodes(requireActor(request).userId) }),
  );

  r.post(
    '/api/users/me/otp/recovery-codes',
    {
      config: { auth: 'any', permission: 'account.self' },
      schema: {
        tags,
        summary: 'Replace every recovery code (a current code from the app required); the new ones are shown only this once',
        body: regenerateRecoveryCodesSchema,
        response: { 200: recoveryCodesResponseSchema },
      },
    },
    async (request) => ({ recoveryCodes: await deps.otp.regenerateRecoveryCodes(requireActor(request).userId, request.body.otp) }),
  );

  r.delete(
    '/api/users/me/otp',
    {
      config: { auth: 'any', permission: 'account.self' },
      schema: { tags, summary: 'Turn two-factor off (hackers and companies only)', body: otpDisableSchema, response: { 200: userSchema } },
    },
    async (request) => {
      const actor = requireActor(request);
      await deps.otp.disable(actor.userId, request.body.otp, request.body.password);
      return me(actor.userId);
    },
  );

  r.post(
    '/api/users/me/referral',
    {
      config: { auth: 'any', permission: 'account.self' },
      schema: { tags, summary: 'Submit the referral code of who brought you (once)', body: referralSchema, response: { 200: userSchema } },
    },
    async (request) => presentUser(await deps.profile.submitReferral(requireActor(request), request.body.code)),
  );

  r.get(
    '/api/users/profile/:id',
    {
      config: { auth: 'any', permission: 'profile.read' },
      schema: { tags, summary: "Another user's public card", params: idParams, response: { 200: publicUserProfileSchema } },
    },
    async (request) => {
      return presentPublicProfile(await deps.profile.publicProfile(request.params.id));
    },
  );
}
