import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { AppConfig } from '../config.ts';
import { sendError } from './error-handler.ts';

/** apps/web/dist, seen from this file in src/plugins/ or from the compiled server in dist/. */
const DEFAULT_DIST = [new URL('../../../web/dist', import.meta.url), new URL('../../web/dist', import.meta.url)]
  .map((url) => fileURLToPath(url))
  .find((path) => existsSync(path));

/** Paths of the build's files: one that is missing is a 404, never the app's page in its place. */
export const ASSETS_PREFIX = '/assets/';

/** Build files that are the server's own (the public site's renderer and page template), never sent as they are. */
const SERVER_ONLY = (path: string) => path.startsWith('/server/') || path === '/site.html' || path.startsWith('/site.html.');

/** Sends a page rendered for this request (compressed on its way out, by the compression plugin, when it is large). */
export async function sendPage(reply: FastifyReply, html: string): Promise<void> {
  await reply.type('text/html; charset=utf-8').header('vary', 'Accept-Encoding, Cookie, Accept-Language').send(html);
}

/** Answers a page request itself (true) or leaves it to the signed-in app (false). */
export type PageAnswerer = (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;

/** Where the web build is: WEB_DIST_DIR, else apps/web/dist. */
export function webDistRoot(config: AppConfig): string {
  return config.webDistDir ?? DEFAULT_DIST ?? fileURLToPath(new URL('../../../web/dist', import.meta.url));
}

/**
 * Serves the built web app and answers every other non-API path: first `pages` (the public site) may answer it, else
 * index.html (the signed-in app's client-side routing, a deep link: /reports/{id}). index.html is read once, at start:
 * read per request, a deep link answered while the build directory was being replaced (a rebuild empties it first)
 * found no file, and @fastify/static handed the request to the not-found handler, whose JSON `{"code":"NOT_FOUND"}`
 * the browser showed instead of the app. Files are sent in the build's precompressed copies (.br, .gz) when the
 * browser takes them.
 */
export async function registerWebApp(app: FastifyInstance, config: AppConfig, pages?: PageAnswerer) {
  const root = webDistRoot(config);
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
    preCompressed: true,
    allowedPath: (path) => !SERVER_ONLY(path),
    setHeaders: (res, path) => {
      res.header('cache-control', path.includes(ASSETS_PREFIX) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    if (request.url.startsWith('/api/') || request.url.startsWith(ASSETS_PREFIX)) return sendError(reply, 'NOT_FOUND');
    if (pages && (await pages(request, reply))) return reply;
    reply.header('cache-control', 'no-cache').header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('text/html; charset=utf-8').send(page);
  });
}
