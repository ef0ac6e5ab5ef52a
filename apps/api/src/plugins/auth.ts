import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pickLanguage, type Permission, type WriteLimitName } from '@bb/domain';
import type { SessionsService } from '../modules/accounts/sessions.service.ts';
import { cookieNames } from './cookies.ts';
import { registerCsrf } from './csrf.ts';
import { sendError } from './error-handler.ts';
import type { Actor, RouteAuth, RoutePermission } from './types.ts';

export interface DeclaredRoute {
  method: string;
  url: string;
  auth: RouteAuth;
  permission: RoutePermission | null;
  /** The per-user limit a write counts against (modules/limits), if any. */
  writeLimit: WriteLimitName | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every /api route with its declared auth level (the authorization test walks them). */
    declaredRoutes: DeclaredRoute[];
  }
}

export interface AuthOptions {
  sessions: SessionsService;
  /** Signs the CSRF tokens; tokens under `previousSecrets` (SESSION_SECRET_PREVIOUS) still pass. */
  secret: string;
  previousSecrets: readonly string[];
  secureCookies: boolean;
  /** Origins whose state-changing calls are accepted (csrf.ts appOrigins). */
  allowedOrigins: readonly string[];
}

/** Whether an actor may call a route with this declaration (the role half of authorization). */
export function isAllowed(auth: RouteAuth, actor: Actor | null): boolean {
  if (auth === 'public') return true;
  if (!actor) return false;
  return auth === 'any' || auth.includes(actor.userType);
}

/** Whether the actor holds the route's permission (any of them, when it names several). */
export function holdsPermission(permission: RoutePermission, actor: Actor): boolean {
  const needed: readonly Permission[] = typeof permission === 'string' ? [permission] : permission;
  return needed.some((one) => actor.permissions.has(one));
}

/**
 * Loads the actor from the session cookie, checks the CSRF token on state-changing calls (csrf.ts)
 * and enforces each route's declared roles. Every /api route must declare `config.auth`.
 */
export function registerAuth(app: FastifyInstance, options: AuthOptions) {
  const sessionCookie = cookieNames(options.secureCookies).session;

  app.decorateRequest('actor', null);
  app.decorateRequest('language', 'it');

  app.decorate('declaredRoutes', [] as DeclaredRoute[]);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const { auth, permission, writeLimit } = route.config ?? {};
    if (!auth) throw new Error(`Route ${route.method} ${route.url} declares no auth level`);
    if (auth !== 'public' && !permission) throw new Error(`Route ${route.method} ${route.url} declares no permission`);
    for (const method of [route.method].flat())
      if (method !== 'HEAD') app.declaredRoutes.push({ method, url: route.url, auth, permission: permission ?? null, writeLimit: writeLimit ?? null });
  });

  // The language first, so that a CSRF refusal speaks it too; then the CSRF checks; then the actor.
  app.addHook('onRequest', async (request: FastifyRequest) => {
    request.language = pickLanguage(request.headers['accept-language']);
  });
  registerCsrf(app, {
    secret: options.secret,
    previousSecrets: options.previousSecrets,
    secureCookies: options.secureCookies,
    allowedOrigins: options.allowedOrigins,
  });

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const config = request.routeOptions.config;
    if (!request.url.startsWith('/api/') || !config?.auth) return;

    const token = request.cookies[sessionCookie];
    request.actor = token ? await options.sessions.resolve(token) : null;

    if (!isAllowed(config.auth, request.actor)) return sendError(reply, request.actor ? 'FORBIDDEN' : 'UNAUTHENTICATED');
    if (request.actor && config.permission && !holdsPermission(config.permission, request.actor)) return sendError(reply, 'FORBIDDEN');
    if (request.actor?.otpEnrollmentRequired && config.auth !== 'public' && !config.duringOtpEnrollment) return sendError(reply, 'OTP_ENROLLMENT_REQUIRED');
  });
}

/** The session cookie the request carries, if any. */
export function sessionCookieOf(request: FastifyRequest, secure: boolean): string | undefined {
  return request.cookies[cookieNames(secure).session] || undefined;
}

/** Signs in the browser: the session cookie, and a CSRF token bound to it in the same answer. */
export function setSessionCookie(reply: FastifyReply, token: string, expiresAt: Date, rememberMe: boolean, secure: boolean) {
  reply.setCookie(cookieNames(secure).session, token, { path: '/', httpOnly: true, sameSite: 'lax', secure, ...(rememberMe ? { expires: expiresAt } : {}) });
  reply.issueCsrfToken(token);
}

/** Signs out the browser: clears the session cookie and issues an anonymous CSRF token. */
export function clearSessionCookie(reply: FastifyReply, secure: boolean) {
  reply.clearCookie(cookieNames(secure).session, { path: '/', httpOnly: true, sameSite: 'lax', secure });
  reply.issueCsrfToken(null);
}

/** The signed-in actor of a route that declared a non-public auth level. */
export function requireActor(request: FastifyRequest): Actor {
  if (!request.actor) throw new Error('requireActor called on a route without an authenticated actor');
  return request.actor;
}
