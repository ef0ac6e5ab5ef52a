import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { deriveKey, hmac, randomToken, safeEqual, sha256 } from '../lib/crypto.ts';
import { cookieNames } from './cookies.ts';
import { sendError } from './error-handler.ts';

export const CSRF_HEADER = 'x-csrf-token';
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

declare module 'fastify' {
  interface FastifyReply {
    /** Sets a fresh CSRF cookie bound to this session cookie value (null: no session). */
    issueCsrfToken(sessionToken: string | null): void;
  }
}

export interface CsrfOptions {
  secret: string;
  secureCookies: boolean;
  /** Origins whose state-changing calls are accepted (see appOrigins). */
  allowedOrigins: readonly string[];
}

/**
 * The app's own origins: PUBLIC_URL's; outside production also its loopback aliases, since the
 * same local server answers on localhost and 127.0.0.1 (Vite's dev server prints the latter while
 * `npm run dev` sets PUBLIC_URL to the former).
 */
export function appOrigins(publicUrl: string, production: boolean): string[] {
  const own = new URL(publicUrl);
  if (production || !LOOPBACK_HOSTS.includes(own.hostname)) return [own.origin];
  return LOOPBACK_HOSTS.map((host) => `${own.protocol}//${host}${own.port ? `:${own.port}` : ''}`);
}

/**
 * Signed double-submit CSRF token bound to the session: a readable cookie `nonce.HMAC(nonce.session)`
 * that state-changing calls repeat in `x-csrf-token`, where `session` is the SHA-256 of the session
 * cookie value (or `anonymous`). A token minted for another session, or before signing in, is
 * refused; safe requests replace a missing or stale one, and sign-in and sign-out issue a fresh
 * one in their answer (setSessionCookie / clearSessionCookie). State-changing calls from a
 * browser page of another origin (the `Origin` header) are refused too. Routes with
 * `config.csrf: false` (signed upload URLs, provider webhooks) are exempt from both checks.
 */
export function registerCsrf(app: FastifyInstance, options: CsrfOptions) {
  const key = deriveKey(options.secret, 'csrf');
  const names = cookieNames(options.secureCookies);
  const allowedOrigins = new Set(options.allowedOrigins);

  const signature = (nonce: string, sessionToken: string | null) => hmac(key, `${nonce}.${sessionToken ? sha256(sessionToken) : 'anonymous'}`);
  const isGenuine = (token: string, sessionToken: string | null) => {
    const [nonce, signed, extra] = token.split('.');
    return Boolean(nonce && signed && extra === undefined && safeEqual(signed, signature(nonce, sessionToken)));
  };

  app.decorateReply('issueCsrfToken', function (this: FastifyReply, sessionToken: string | null) {
    const nonce = randomToken(18);
    this.setCookie(names.csrf, `${nonce}.${signature(nonce, sessionToken)}`, { path: '/', sameSite: 'strict', secure: options.secureCookies, httpOnly: false });
  });

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const sessionToken = request.cookies[names.session] || null;
    const token = request.cookies[names.csrf];
    const genuine = token !== undefined && isGenuine(token, sessionToken);
    if (!UNSAFE_METHODS.has(request.method)) {
      if (!genuine) reply.issueCsrfToken(sessionToken);
      return;
    }
    const config = request.routeOptions.config;
    if (!request.url.startsWith('/api/') || !config?.auth || config.csrf === false) return;

    // Browsers send Origin with every POST, PUT, PATCH and DELETE; clients without one are judged by the token alone.
    const origin = request.headers.origin;
    if (origin !== undefined && !allowedOrigins.has(origin)) return sendError(reply, 'CSRF_INVALID');
    const header = request.headers[CSRF_HEADER];
    if (!genuine || typeof header !== 'string' || !safeEqual(header, token)) return sendError(reply, 'CSRF_INVALID');
  });
}
