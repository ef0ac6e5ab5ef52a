import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { AppConfig } from '../config.ts';
import { sendError } from './error-handler.ts';

const DEFAULT_DIST = fileURLToPath(new URL('../../../web/dist', import.meta.url));

/** Serves the built web app and answers unknown non-API paths with index.html (client-side routing). */
export async function registerWebApp(app: FastifyInstance, config: AppConfig) {
  const root = config.webDistDir ?? DEFAULT_DIST;
  if (!existsSync(`${root}/index.html`)) {
    app.log.warn({ root }, 'web app not built: only the API is served (run npm run build -w apps/web)');
    return;
  }
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    setHeaders: (res, path) => {
      res.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    if (request.url.startsWith('/api/')) return sendError(reply, 'NOT_FOUND');
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
