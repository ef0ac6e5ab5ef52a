import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SiteData } from '@bb/domain';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { PageAnswerer } from '../../plugins/web-app.ts';
import { publicIdentityOf, type SessionsService } from '../accounts/index.ts';
import { siteFileRoutes } from './site-files.ts';
import { loadSiteRenderer, sitePages, type ApiCall } from './site-pages.ts';

/**
 * The public site's pages, sitemap and robots.txt, rendered by the web build's server renderer; undefined (only the
 * signed-in app is served) when the web app is not built.
 */
export async function publicSiteWeb(
  app: FastifyInstance,
  deps: { config: AppConfig; db: Database; sessions: SessionsService; data: SiteData },
): Promise<PageAnswerer | undefined> {
  const loaded = await loadSiteRenderer(deps.config);
  if (!loaded) return undefined;
  siteFileRoutes(app, { publicUrl: deps.config.publicUrl, data: deps.data, sitemapPaths: () => loaded.renderer.sitemapPaths() });
  return sitePages({
    config: deps.config,
    renderer: loaded.renderer,
    template: loaded.template,
    appPage: loaded.appPage,
    data: deps.data,
    resolveSession: (token) => deps.sessions.resolve(token),
    callApiAs: (request) => callApiAs(app, request),
    viewerOf: async (actor) => {
      const identity = await publicIdentityOf(deps.db, actor.userId);
      return { userType: actor.userType, username: identity?.username ?? '', referralCode: identity?.referralCode ?? null };
    },
  });
}

/**
 * The API's GETs as `request`'s visitor would make them from the page: answered in this process (no socket), with the
 * visitor's cookies and address, so that the same session, permissions and rate limits apply. Painting a page never
 * changes anything: any other method is refused.
 */
function callApiAs(app: FastifyInstance, request: FastifyRequest): ApiCall {
  return async (url, init) => {
    const method = (init.method ?? 'GET').toUpperCase();
    if (method !== 'GET') throw new Error(`a page's paint only reads: ${method} ${url}`);
    const asked = new Headers(init.headers);
    const answer = await app.inject({
      method: 'GET',
      url,
      remoteAddress: request.ip,
      headers: {
        accept: asked.get('accept') ?? 'application/json',
        'accept-language': asked.get('accept-language') ?? request.headers['accept-language'] ?? '',
        cookie: request.headers.cookie ?? '',
        'user-agent': request.headers['user-agent'] ?? '',
      },
    });
    return new Response(answer.rawPayload, { status: answer.statusCode, headers: { 'content-type': String(answer.headers['content-type'] ?? '') } });
  };
}
