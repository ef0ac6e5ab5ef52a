import type { FastifyInstance } from 'fastify';
import type { SiteData } from '@bb/domain';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { PageAnswerer } from '../../plugins/web-app.ts';
import { publicIdentityOf, type SessionsService } from '../accounts/index.ts';
import { siteFileRoutes } from './site-files.ts';
import { loadSiteRenderer, sitePages } from './site-pages.ts';

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
    viewerOf: async (actor) => {
      const identity = await publicIdentityOf(deps.db, actor.userId);
      return { userType: actor.userType, username: identity?.username ?? '', referralCode: identity?.referralCode ?? null };
    },
  });
}
