import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pickLanguage } from '@bb/domain';
import { deriveKey, hmac, randomToken, safeEqual } from '../lib/crypto.ts';
import type { SessionsService } from '../modules/accounts/sessions.service.ts';
import { sendError } from './error-handler.ts';
import type { Actor, RouteAuth } from './types.ts';

export const SESSION_COOKIE = 'bb_session';
export const CSRF_COOKIE = 'bb_csrf';
export const CSRF_HEADER = 'x-csrf-token';
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface DeclaredRoute {
  method: string;
  url: string;
  auth: RouteAuth;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every /api route with its declared auth level (the authorization test walks them). */
    declaredRoutes: DeclaredRoute[];
  }
}

export interface AuthOptions {
  sessions: SessionsService;
  secret: string;
  secureCookies: boolean;
}

/** Whether an actor may call a route with this declaration (the role half of authorization). */
export function isAllowed(auth: RouteAuth, actor: Actor | null): boolean {
  if (auth === 'public') return true;
  if (!actor) return false;
  return auth === 'any' || auth.includes(actor.userType);
}

/**
 * Loads the actor from the session cookie, checks the CSRF token on state-changing calls
 * and enforces each route's declared roles. Every /api route must declare `config.auth`.
 */
export function registerAuth(app: FastifyInstance, options: AuthOptions) {
  const csrfKey = deriveKey(options.secret, 'csrf');
  const newCsrfToken = () => {
    const nonce = randomToken(18);
    return `${nonce}.${hmac(csrfKey, nonce)}`;
  };
  const csrfTokenIsGenuine = (token: string) => {
    const [nonce, signature] = token.split('.');
    return Boolean(nonce && signature && safeEqual(signature, hmac(csrfKey, nonce)));
  };

  app.decorateRequest('actor', null);
  app.decorateRequest('language', 'it');

  app.decorate('declaredRoutes', [] as DeclaredRoute[]);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    if (!route.config?.auth) throw new Error(`Route ${route.method} ${route.url} declares no auth level`);
    for (const method of [route.method].flat()) if (method !== 'HEAD') app.declaredRoutes.push({ method, url: route.url, auth: route.config.auth });
  });

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    request.language = pickLanguage(request.headers['accept-language']);
    if (!request.cookies[CSRF_COOKIE]) {
      reply.setCookie(CSRF_COOKIE, newCsrfToken(), { path: '/', sameSite: 'strict', secure: options.secureCookies, httpOnly: false });
    }
    const config = request.routeOptions.config;
    if (!request.url.startsWith('/api/') || !config?.auth) return;

    if (UNSAFE_METHODS.has(request.method) && config.csrf !== false) {
      const cookie = request.cookies[CSRF_COOKIE];
      const header = request.headers[CSRF_HEADER];
      if (!cookie || typeof header !== 'string' || !safeEqual(cookie, header) || !csrfTokenIsGenuine(cookie)) return sendError(reply, 'CSRF_INVALID');
    }

    const token = request.cookies[SESSION_COOKIE];
    request.actor = token ? await options.sessions.resolve(token) : null;

    if (!isAllowed(config.auth, request.actor)) return sendError(reply, request.actor ? 'FORBIDDEN' : 'UNAUTHENTICATED');
    if (request.actor?.otpEnrollmentRequired && config.auth !== 'public' && !config.duringOtpEnrollment) return sendError(reply, 'OTP_ENROLLMENT_REQUIRED');
  });
}

export function setSessionCookie(reply: FastifyReply, token: string, expiresAt: Date, rememberMe: boolean, secure: boolean) {
  reply.setCookie(SESSION_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'lax', secure, ...(rememberMe ? { expires: expiresAt } : {}) });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean) {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
}

/** The signed-in actor of a route that declared a non-public auth level. */
export function requireActor(request: FastifyRequest): Actor {
  if (!request.actor) throw new Error('requireActor called on a route without an authenticated actor');
  return request.actor;
}
