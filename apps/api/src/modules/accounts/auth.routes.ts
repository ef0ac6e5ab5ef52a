import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  acceptInvitationSchema,
  activationQuerySchema,
  emailOnlySchema,
  loginSchema,
  okResponseSchema,
  resetPasswordSchema,
  signupResponseSchema,
  signupSchema,
  userSchema,
} from '@bb/domain';
import { clearSessionCookie, requireActor, sessionCookieOf, setSessionCookie } from '../../plugins/auth.ts';
import { presentUser } from './accounts.presenter.ts';
import type { AuthenticationService } from './authentication.service.ts';
import type { ProfileService } from './profile.service.ts';
import type { RegistrationService } from './registration.service.ts';
import type { InvitationsService } from './invitations.service.ts';

const OK = { ok: true as const };
/** Per-address limits on the anonymous entry points (AUTH_RATE_LIMIT_PER_MINUTE); per-account lockout lives in the service. */
const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

export function authRoutes(
  app: FastifyInstance,
  deps: {
    registration: RegistrationService;
    authentication: AuthenticationService;
    profile: ProfileService;
    invitations: InvitationsService;
    secureCookies: boolean;
    authRateLimitPerMinute: number;
  },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['accounts'];

  r.post(
    '/api/users/signup',
    {
      config: { auth: 'public', ...perMinute(deps.authRateLimitPerMinute) },
      schema: { tags, summary: 'Create a hacker or company account; an activation email follows', body: signupSchema, response: { 201: signupResponseSchema } },
    },
    async (request, reply) => {
      const user = await deps.registration.signup(request.body, request.language);
      return reply.status(201).send(presentUser({ ...user, companyRoles: [] }));
    },
  );

  r.post(
    '/api/users/resend-activation',
    {
      config: { auth: 'public', ...perMinute(deps.authRateLimitPerMinute) },
      schema: { tags, summary: 'Send the activation email again (at most once a minute)', body: emailOnlySchema, response: { 200: okResponseSchema } },
    },
    async (request) => {
      await deps.registration.resendActivation(request.body.email);
      return OK;
    },
  );

  // A GET never changes anything (a mail scanner or a prefetch follows links): it only says whether the code still works.
  r.get(
    '/api/users/activate',
    {
      config: { auth: 'public', ...perMinute(deps.authRateLimitPerMinute) },
      schema: {
        tags,
        summary: 'Whether an activation code still works (REQUEST_EXPIRED otherwise), without using it: the account is activated by POST',
        querystring: activationQuerySchema,
        response: { 200: okResponseSchema },
      },
    },
    async (request) => {
      await deps.registration.checkActivation(request.query.code);
      return OK;
    },
  );

  r.post(
    '/api/users/activate',
    {
      config: { auth: 'public', ...perMinute(deps.authRateLimitPerMinute) },
      schema: {
        tags,
        summary: 'Activate an account with the code of the emailed link (REQUEST_EXPIRED when unknown, used or expired)',
        body: activationQuerySchema,
        response: { 200: okResponseSchema },
      },
    },
    async (request) => {
      await deps.registration.activate(request.body.code);
      return OK;
    },
  );

  r.post(
    '/api/users/login',
    {
      config: { auth: 'public', ...perMinute(deps.authRateLimitPerMinute) },
      // A public route: its 401 (wrong email or password) is the one its declaration does not imply.
      schema: { tags, summary: 'Sign in; sets the session cookie', body: loginSchema, response: { 200: userSchema }, errorStatuses: [401] },
    },
    async (request, reply) => {
      const session = await deps.authentication.login(request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        previousToken: sessionCookieOf(request, deps.secureCookies),
      });
      setSessionCookie(reply, session.token, session.expiresAt, request.body.rememberMe ?? false, deps.secureCookies);
      return presentUser(await deps.profile.load(session.userId));
    },
  );

  r.post(
    '/api/users/logout',
    {
      config: { auth: 'any', permission: 'account.self', duringOtpEnrollment: true },
      schema: { tags, summary: 'Sign out of this session', response: { 200: okResponseSchema } },
    },
    async (request, reply) => {
      const { sessionId } = requireActor(request);
      if (sessionId) await deps.authentication.logout(sessionId);
      clearSessionCookie(reply, deps.secureCookies);
      return OK;
    },
  );

  r.post(
    '/api/users/forgot-password',
    {
      config: { auth: 'public', ...perMinute(deps.authRateLimitPerMinute) },
      schema: {
        tags,
        summary: 'Email a password reset link (same answer whether or not the address exists)',
        body: emailOnlySchema,
        response: { 200: okResponseSchema },
      },
    },
    async (request) => {
      await deps.authentication.forgotPassword(request.body.email);
      return OK;
    },
  );

  r.post(
    '/api/users/reset-password',
    {
      config: { auth: 'public', ...perMinute(deps.authRateLimitPerMinute) },
      schema: { tags, summary: 'Set a new password with the emailed code', body: resetPasswordSchema, response: { 200: okResponseSchema } },
    },
    async (request) => {
      await deps.authentication.resetPassword(request.body.code, request.body.password);
      return OK;
    },
  );

  r.post(
    '/api/users/accept-invitation',
    {
      config: { auth: 'public', ...perMinute(deps.authRateLimitPerMinute) },
      schema: {
        tags,
        summary: 'Choose a first password from an invitation link; activates the account',
        body: acceptInvitationSchema,
        response: { 200: okResponseSchema },
      },
    },
    async (request) => {
      await deps.invitations.accept(request.body.code, request.body.password);
      return OK;
    },
  );
}
