import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { AppConfig } from '../config.ts';
import { sendError } from './error-handler.ts';

const DEFAULT_DIST = fileURLToPath(new URL('../../../web/dist', import.meta.url));

/** Paths of the build's files: one that is missing is a 404, never the app's page in its place. */
const ASSETS_PREFIX = '/assets/';

/**
 * Serves the built web app and answers every other non-API path (a deep link: /reports/{id}) with
 * index.html (client-side routing). index.html is read once, at start: read per request, a deep
 * link answered while the build directory was being replaced (a rebuild empties it first) found no
 * file, and @fastify/static handed the request to the not-found handler, whose JSON
 * `{"code":"NOT_FOUND"}` the browser showed instead of the app.
 */
export async function registerWebApp(app: FastifyInstance, config: AppConfig) {
  const root = config.webDistDir ?? DEFAULT_DIST;
  if (!existsSync(`${root}/index.html`)) {
    app.log.warn({ root }, 'web app not built: only the API is served (run npm run build -w apps/web)');
    return;
  }
  const page = await readFile(join(root, 'index.html'));
  const etag = `"${createHash('sha256').update(page).digest('base64url').slice(0, 27)}"`;
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    setHeaders: (res, path) => {
      res.header('cache-control', path.includes(ASSETS_PREFIX) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    if (request.url.startsWith('/api/') || request.url.startsWith(ASSETS_PREFIX)) return sendError(reply, 'NOT_FOUND');
    reply.header('cache-control', 'no-cache').header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('text/html; charset=utf-8').send(page);
  });
}
