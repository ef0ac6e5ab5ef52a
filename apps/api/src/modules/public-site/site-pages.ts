import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isLanguage, LANGUAGE_STORAGE_KEY, pickLanguage, type Language, type SiteData, type SiteViewer } from '@bb/domain';
import type { AppConfig } from '../../config.ts';
import { sessionCookieOf } from '../../plugins/auth.ts';
import type { Actor } from '../../plugins/types.ts';
import { sendPage, webDistRoot, type PageAnswerer } from '../../plugins/web-app.ts';

type SignedInRule = 'page' | 'app' | 'dashboard';
type SiteRequest = { path: string; query: URLSearchParams; language: Language; viewer: SiteViewer; publicUrl: string };
type SiteAnswer = { status: 200 | 404; language: Language; head: string; body: string };

/** What the web build's server renderer (apps/web/src/site/entry-server.tsx, built into dist/server) exports. */
export type SiteRenderer = {
  renderSite(request: SiteRequest, data: SiteData): Promise<SiteAnswer>;
  matchSitePage(path: string): { page: { signedIn: SignedInRule } } | null;
  isAppPath(path: string): boolean;
  sitemapPaths(): string[];
};

const RENDERER_FILE = 'server/entry-server.js';
const TEMPLATE_FILE = 'site.html';

/** The renderer and page template of the web build, or null when the web app is not built (the API alone is served). */
export async function loadSiteRenderer(config: AppConfig): Promise<{ renderer: SiteRenderer; template: string } | null> {
  const root = webDistRoot(config);
  if (!existsSync(join(root, RENDERER_FILE)) || !existsSync(join(root, TEMPLATE_FILE))) return null;
  const renderer = (await import(pathToFileURL(join(root, RENDERER_FILE)).href)) as SiteRenderer;
  return { renderer, template: await readFile(join(root, TEMPLATE_FILE), 'utf8') };
}

/** ?lang= first (a shared link in a language), then the visitor's stored choice, then the browser's languages. */
export function siteLanguage(request: FastifyRequest, query: URLSearchParams): Language {
  const asked = query.get('lang');
  if (isLanguage(asked)) return asked;
  const stored = request.cookies[LANGUAGE_STORAGE_KEY];
  if (isLanguage(stored)) return stored;
  return pickLanguage(request.headers['accept-language']);
}

export type SitePagesDeps = {
  config: AppConfig;
  renderer: SiteRenderer;
  template: string;
  data: SiteData;
  /** The session's actor, if the request carries a valid one. */
  resolveSession(token: string): Promise<Actor | null>;
  /** The signed-in visitor's name and referral code. */
  viewerOf(actor: Actor): Promise<SiteViewer>;
};

/**
 * Answers the public site's addresses with their server-rendered page, and any address that is neither the site's
 * nor the signed-in app's with the site's 404 page (status 404). A signed-in visitor at `/` goes to the dashboard; at
 * /programs and /programs/{id} gets the signed-in app, which has its own version of those pages.
 */
export function sitePages(deps: SitePagesDeps): PageAnswerer {
  const { renderer, template, config } = deps;
  const signedInActor = async (request: FastifyRequest) => {
    const token = sessionCookieOf(request, config.isProduction);
    return token ? deps.resolveSession(token) : null;
  };

  return async (request: FastifyRequest, reply: FastifyReply): Promise<boolean> => {
    const url = new URL(request.url, 'http://site');
    const path = url.pathname;
    const match = renderer.matchSitePage(path);
    if (!match && renderer.isAppPath(path)) return false;
    const actor = await signedInActor(request);
    if (match && actor && match.page.signedIn === 'dashboard') {
      await reply.redirect('/dashboard', 302);
      return true;
    }
    if (match && actor && match.page.signedIn === 'app') return false;
    const answer = await renderer.renderSite(
      {
        path,
        query: url.searchParams,
        language: siteLanguage(request, url.searchParams),
        viewer: actor ? await deps.viewerOf(actor) : null,
        publicUrl: config.publicUrl,
      },
      deps.data,
    );
    const html = template
      .replace('<html lang="it"', `<html lang="${answer.language}"`)
      .replace('<!--site-head-->', answer.head)
      .replace('<!--site-body-->', answer.body);
    await sendPage(reply.code(answer.status).header('cache-control', 'no-cache'), html);
    return true;
  };
}
