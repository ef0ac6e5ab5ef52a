import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { deriveKeyRing, hmac, randomToken, safeEqual, sha256, signerIndex } from '../lib/crypto.ts';
import { bearerTokenOf } from './bearer.ts';
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
  /** Secrets `secret` replaced: their tokens still pass, and a safe request swaps one for a token under `secret`. */
  previousSecrets: readonly string[];
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
 * `config.csrf: false` (signed upload URLs, provider webhooks), and calls made with an API token (bearer.ts), are
 * exempt from both checks.
 */
export function registerCsrf(app: FastifyInstance, options: CsrfOptions) {
  const keys = deriveKeyRing(options.secret, options.previousSecrets, 'csrf');
  const names = cookieNames(options.secureCookies);
  const allowedOrigins = new Set(options.allowedOrigins);

  const signed = (nonce: string, sessionToken: string | null) => `${nonce}.${sessionToken ? sha256(sessionToken) : 'anonymous'}`;
  /** Which key signed the token for this session (0: the current secret's), -1 when none did. */
  const signerOf = (token: string, sessionToken: string | null) => {
    const [nonce, signature, extra] = token.split('.');
    return nonce && signature && extra === undefined ? signerIndex(keys, signed(nonce, sessionToken), signature) : -1;
  };

  app.decorateReply('issueCsrfToken', function (this: FastifyReply, sessionToken: string | null) {
    const nonce = randomToken(18);
    this.setCookie(names.csrf, `${nonce}.${hmac(keys.signing, signed(nonce, sessionToken))}`, {
      path: '/',
      sameSite: 'strict',
      secure: options.secureCookies,
      httpOnly: false,
    });
  });

  /**
   * What a safe request's check found, by the token and session cookie it was made with: a browser sends the same pair
   * with every read, and the answer only says whether to issue a new token, so a read pays no hash and no HMAC for a
   * pair already checked. State-changing calls are always checked in full.
   */
  const checkedOnReads = new LRUCache<string, number>({ max: 10_000 });
  const signerOnRead = (token: string, sessionToken: string | null) => {
    const pair = `${token}\u0000${sessionToken ?? ''}`;
    let signer = checkedOnReads.get(pair);
    if (signer === undefined) checkedOnReads.set(pair, (signer = signerOf(token, sessionToken)));
    return signer;
  };

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    // A call with an API token uses no cookie: nothing to protect, nothing to issue.
    if (bearerTokenOf(request) !== null) return;
    const sessionToken = request.cookies[names.session] || null;
    const token = request.cookies[names.csrf];
    if (!UNSAFE_METHODS.has(request.method)) {
      // Missing, stale, or under a previous secret: replaced, so a rotation's old tokens fade out with use.
      if (token === undefined || signerOnRead(token, sessionToken) !== 0) reply.issueCsrfToken(sessionToken);
      return;
    }
    const signer = token === undefined ? -1 : signerOf(token, sessionToken);
    const config = request.routeOptions.config;
    if (!request.url.startsWith('/api/') || !config?.auth || config.csrf === false) return;

    // Browsers send Origin with every POST, PUT, PATCH and DELETE; clients without one are judged by the token alone.
    const origin = request.headers.origin;
    if (origin !== undefined && !allowedOrigins.has(origin)) return sendError(reply, 'CSRF_INVALID');
    const header = request.headers[CSRF_HEADER];
    if (token === undefined || signer < 0 || typeof header !== 'string' || !safeEqual(header, token)) return sendError(reply, 'CSRF_INVALID');
  });
}
