import type { FastifyInstance } from 'fastify';
import { DOCS_PATH } from './api-docs.ts';
import { ASSETS_PREFIX } from './web-app.ts';

/**
 * Sumsub's WebSDK (identity verification) runs in an iframe served from its domains (in.sumsub.com,
 * or the API host named in the access token); its builder script may come from static.sumsub.com.
 */
const SUMSUB_SOURCES = 'https://*.sumsub.com https://static.sumsub.com';

/** The web app's policy: no inline scripts (Mantine needs inline styles), nothing may frame us. */
const WEB_CSP = [
  "default-src 'self'",
  `script-src 'self' ${SUMSUB_SOURCES}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  `connect-src 'self' ${SUMSUB_SOURCES}`,
  // The dev mailbox shows email HTML in a sandboxed srcdoc iframe; the KYC screen frames Sumsub's WebSDK.
  `frame-src 'self' ${SUMSUB_SOURCES}`,
  "frame-ancestors 'none'",
  "form-action 'self'",
  "base-uri 'self'",
  "object-src 'none'",
].join('; ');

/** JSON answers render nothing: the strictest policy. Routes that serve files may replace it. */
const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

/**
 * The API reference (api-docs.ts): Swagger UI's script and styles from this origin, the document and "Try it out"
 * calls to it, the data: icons of its stylesheet. No inline script; nothing else is reached.
 */
const DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "form-action 'none'",
  "base-uri 'none'",
].join('; ');

function headerSet(csp: string, isProduction: boolean): Record<string, string> {
  return {
    'content-security-policy': isProduction ? `${csp}; upgrade-insecure-requests` : csp,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'x-dns-prefetch-control': 'off',
    'x-permitted-cross-domain-policies': 'none',
    ...(isProduction ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/**
 * The build's scripts, styles and fonts: what applies to a document (its policy, framing, referrer, opener) means
 * nothing on them, and a signed-in page fetches a few dozen of them, each carrying its headers: 0.6 KB of them per
 * file on a slow network. They keep what a subresource needs: its type is not sniffed, other sites may not embed it.
 * (A web worker's script would take its policy from its own answer; the app starts none.)
 */
function assetHeaderSet(isProduction: boolean): Record<string, string> {
  const {
    'x-content-type-options': nosniff,
    'cross-origin-resource-policy': resourcePolicy,
    'strict-transport-security': hsts,
  } = headerSet(API_CSP, isProduction);
  return {
    'x-content-type-options': nosniff!,
    'cross-origin-resource-policy': resourcePolicy!,
    ...(hsts ? { 'strict-transport-security': hsts } : {}),
  };
}

/**
 * Security headers on every answer, computed once at start: this runs on every request,
 * including the hottest reads, so nothing is parsed or built per request.
 */
export function registerSecurityHeaders(app: FastifyInstance, isProduction: boolean) {
  const web = headerSet(WEB_CSP, isProduction);
  const api = headerSet(API_CSP, isProduction);
  const docs = headerSet(DOCS_CSP, isProduction);
  const asset = assetHeaderSet(isProduction);
  app.addHook('onRequest', (request, reply, done) => {
    const url = request.url;
    reply.headers(url.startsWith('/api/') ? (url.startsWith(DOCS_PATH) ? docs : api) : url.startsWith(ASSETS_PREFIX) ? asset : web);
    done();
  });
}
