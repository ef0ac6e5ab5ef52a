/**
 * The API reference at GET /api/docs: Swagger UI reading /api/openapi.json, served from the swagger-ui-dist package
 * (no CDN). Swagger UI rather than Scalar: one 12 MB package with no dependencies to install at run time, against
 * Scalar's 190 packages (300 MB), and it runs under a policy without inline scripts (security-headers.ts DOCS_CSP).
 */
import { createReadStream } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../lib/app-error.ts';
import { CSRF_HEADER } from './csrf.ts';

export const DOCS_PATH = '/api/docs';

/** Resolved from this module, as the built server in dist/ resolves its other packages (npm ci --omit=dev keeps it). */
const SWAGGER_UI = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

/** The package's files the page loads; nothing else of the folder is served. */
const ASSETS = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
} as const;

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>API reference · Bug bounty marketplace</title>
    <!-- No icon: without this line the browser asks for /favicon.ico, a 404 in the console. -->
    <link rel="icon" href="data:,">
    <link rel="stylesheet" href="${DOCS_PATH}/swagger-ui.css">
  </head>
  <body>
    <main id="reference"></main>
    <script src="${DOCS_PATH}/swagger-ui-bundle.js"></script>
    <script src="${DOCS_PATH}/reference.js"></script>
  </body>
</html>
`;

/**
 * The page's own script (a file, not inline, so that the policy needs no 'unsafe-inline'). "Try it out" calls run in
 * the page's own session: a state-changing one repeats the CSRF cookie in its header, as the web app does.
 */
const REFERENCE_SCRIPT = `"use strict";
function csrfToken() {
  var match = document.cookie.match(/(?:^|; )(?:__Host-)?bb_csrf=([^;]*)/);
  return match ? decodeURIComponent(match[1]) : null;
}
window.ui = SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#reference',
  deepLinking: true,
  displayOperationId: true,
  showExtensions: true,
  filter: true,
  docExpansion: 'none',
  defaultModelsExpandDepth: 0,
  validatorUrl: null,
  requestInterceptor: function (request) {
    var token = csrfToken();
    if (token && request.method !== 'GET') request.headers['${CSRF_HEADER}'] = token;
    return request;
  }
});
`;

const isAsset = (file: string): file is keyof typeof ASSETS => Object.hasOwn(ASSETS, file);

const fileParams = z.object({ file: z.string().max(64) });

/** GET /api/docs and the files it loads: public, like the document; not themselves in the document. */
export function registerApiDocs(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(DOCS_PATH, { config: { auth: 'public' }, schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(PAGE),
  );
  r.get(`${DOCS_PATH}/:file`, { config: { auth: 'public' }, schema: { hide: true, params: fileParams } }, async (request, reply) => {
    const { file } = request.params;
    if (file === 'reference.js') return reply.header('cache-control', 'no-cache').type('text/javascript; charset=utf-8').send(REFERENCE_SCRIPT);
    if (!isAsset(file)) throw new AppError('NOT_FOUND');
    // A new package version changes the files: a day's cache at most.
    return reply
      .header('cache-control', 'public, max-age=86400')
      .type(ASSETS[file])
      .send(createReadStream(join(SWAGGER_UI, file)));
  });
}
