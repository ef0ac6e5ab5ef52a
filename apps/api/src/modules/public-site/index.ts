import type { FastifyInstance } from 'fastify';
import { publicProgramsRoutes } from './public-programs.routes.ts';
import { siteData, type SiteDataDeps } from './site-data.ts';

export type { SiteDataDeps } from './site-data.ts';
export { publicSiteWeb } from './site-web.ts';

/**
 * The public site (issue 21): composes the public views of the other modules (programs, stats, hackers, legal, wiki)
 * and hands the site's renderer its data (SiteData). It sits above them all: no module imports it.
 */
export function publicSiteModule(app: FastifyInstance, deps: SiteDataDeps) {
  publicProgramsRoutes(app, { db: deps.db });
  // The site's HTML pages, sitemap and robots.txt: publicSiteWeb (site-web.ts), handed to the web app's catch-all.
  return { siteData: siteData(deps) };
}
