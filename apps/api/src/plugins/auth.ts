import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_TOKEN_RULES, permissionsOf, pickLanguage, scopesWrite, type Permission, type WriteLimitName } from '@bb/domain';
import type { SessionsService } from '../modules/accounts/sessions.service.ts';
import { bearerTokenOf } from './bearer.ts';
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
  /** The actor of an API token (modules/integrations), or null when it does not work. */
  tokens: { resolve(token: string, ip: string | null): Promise<Actor | null> };
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
  return permissionList(permission).some((one) => actor.permissions.has(one));
}

const permissionList = (permission: RoutePermission): readonly Permission[] => (typeof permission === 'string' ? [permission] : permission);
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Why a call made with an API token may not go through a route its user type passes, or null: the route's permission
 * is not among the token's (its user's narrowed to its scopes), or the call writes where the token only reads.
 */
function tokenRefusal(permission: RoutePermission, actor: Actor, method: string): 'FORBIDDEN' | 'TOKEN_SCOPE_MISSING' | null {
  const token = actor.token;
  if (!token) return null;
  const needed = permissionList(permission);
  if (needed.some((one) => actor.permissions.has(one)) && (SAFE_METHODS.has(method) || scopesWrite(token.scopes, needed))) return null;
  const userHolds = permissionsOf(actor.userType, actor.company?.role ?? null);
  return needed.some((one) => userHolds.has(one)) ? 'TOKEN_SCOPE_MISSING' : 'FORBIDDEN';
}

/**
 * Loads the actor from the session cookie or an API token (`Authorization: Bearer`), checks the CSRF token on a
 * session's state-changing calls (csrf.ts) and enforces each route's declared roles, and a token's scopes. Every /api route must declare `config.auth`.
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
  app.addHook('onRequest', (request, _reply, done) => {
    request.language = pickLanguage(request.headers['accept-language']);
    done();
  });
  registerCsrf(app, {
    secret: options.secret,
    previousSecrets: options.previousSecrets,
    secureCookies: options.secureCookies,
    allowedOrigins: options.allowedOrigins,
  });

  // Each token's calls, counted on every instance together (the limits' shared store).
  const tokenCalls = app.createRateLimit({
    max: API_TOKEN_RULES.callsPerMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => `api-token:${request.actor?.token?.id ?? ''}`,
  });

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const config = request.routeOptions.config;
    if (!request.url.startsWith('/api/') || !config?.auth) return;

    const bearer = bearerTokenOf(request);
    if (bearer !== null) {
      request.actor = await options.tokens.resolve(bearer, request.ip);
      if (!request.actor && config.auth !== 'public') return sendError(reply, 'TOKEN_INVALID');
      const counted = request.actor ? await tokenCalls(request) : null;
      if (counted && !counted.isAllowed && counted.isExceeded) {
        reply.header('retry-after', String(Math.max(1, counted.ttlInSeconds)));
        return sendError(reply, 'TOO_MANY_REQUESTS');
      }
    } else {
      const token = request.cookies[sessionCookie];
      request.actor = token ? await options.sessions.resolve(token) : null;
    }

    if (!isAllowed(config.auth, request.actor)) return sendError(reply, request.actor ? 'FORBIDDEN' : 'UNAUTHENTICATED');
    if (request.actor?.token && config.permission) {
      const refusal = tokenRefusal(config.permission, request.actor, request.method);
      if (refusal) return sendError(reply, refusal);
    }
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
