import type { FastifyInstance } from 'fastify';
import { XMLBuilder } from 'fast-xml-parser';
import type { SiteData } from '@bb/domain';

const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';
const builder = new XMLBuilder({
  format: true,
  indentBy: '  ',
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  processEntities: true,
  suppressEmptyNode: true,
});

type SitemapEntry = { path: string; lastmod?: string };

/** One <url>: the Italian address, with its English version (?lang=en) named as the alternate. */
function urlElement(publicUrl: string, entry: SitemapEntry) {
  const italian = `${publicUrl}${entry.path}`;
  const english = `${italian}?lang=en`;
  return {
    loc: italian,
    ...(entry.lastmod ? { lastmod: entry.lastmod.slice(0, 10) } : {}),
    'xhtml:link': [
      { '@_rel': 'alternate', '@_hreflang': 'it', '@_href': italian },
      { '@_rel': 'alternate', '@_hreflang': 'en', '@_href': english },
    ],
  };
}

/** The sitemap (sitemaps.org 0.9) of the public pages and the public programs' pages. */
export function sitemapXml(publicUrl: string, entries: readonly SitemapEntry[]): string {
  const urlset = { '@_xmlns': SITEMAP_NAMESPACE, '@_xmlns:xhtml': XHTML_NAMESPACE, url: entries.map((entry) => urlElement(publicUrl, entry)) };
  return `<?xml version="1.0" encoding="UTF-8"?>\n${builder.build({ urlset })}`;
}

/** Crawlers may read everything but the API and the developer mailbox; the sitemap says where the public pages are. */
export function robotsTxt(publicUrl: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /dev/', '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n');
}

/** GET /sitemap.xml and /robots.txt (outside the API: no auth level, not in the OpenAPI document). */
export function siteFileRoutes(app: FastifyInstance, deps: { publicUrl: string; data: SiteData; sitemapPaths: () => readonly string[] }) {
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(robotsTxt(deps.publicUrl)),
  );
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const programs = await deps.data.sitemapPrograms();
    const entries = [
      ...deps.sitemapPaths().map((path) => ({ path })),
      ...programs.map((program) => ({ path: `/programs/${program.id}`, lastmod: program.updatedAt })),
    ];
    return reply.header('cache-control', 'public, max-age=600').type('application/xml; charset=utf-8').send(sitemapXml(deps.publicUrl, entries));
  });
}
