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
  /** The HTML of the app's page at `path` to paint before the app's script arrives, or null (the app paints it). */
  renderAppFirstPaint(path: string, language: Language): Promise<string | null>;
  /**
   * The signed-in app's page at `url` (path and query) painted with the answers of the calls its first render makes,
   * each asked through `callApi`, or null (the app paints it).
   */
  renderSignedInFirstPaint(url: string, language: Language, callApi: ApiCall): Promise<{ html: string; answers: unknown } | null>;
};

/** A GET of the API, answered in process on the session of the visitor whose page is painted. */
export type ApiCall = (url: string, init: RequestInit) => Promise<Response>;

const RENDERER_FILE = 'server/entry-server.js';
const TEMPLATE_FILE = 'site.html';
const APP_PAGE_FILE = 'index.html';

type LoadedRenderer = { renderer: SiteRenderer; template: string; appPage: string };

/**
 * The renderer, the site's page template and the app's page of the web build, or null when the web app is not built
 * (the API alone is served).
 */
export async function loadSiteRenderer(config: AppConfig): Promise<LoadedRenderer | null> {
  const root = webDistRoot(config);
  if ([RENDERER_FILE, TEMPLATE_FILE, APP_PAGE_FILE].some((file) => !existsSync(join(root, file)))) return null;
  const renderer = (await import(pathToFileURL(join(root, RENDERER_FILE)).href)) as SiteRenderer;
  const [template, appPage] = await Promise.all([readFile(join(root, TEMPLATE_FILE), 'utf8'), readFile(join(root, APP_PAGE_FILE), 'utf8')]);
  return { renderer, template, appPage };
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
  /** The app's page (index.html), for the pages the server paints first. */
  appPage: string;
  data: SiteData;
  /** The session's actor, if the request carries a valid one. */
  resolveSession(token: string): Promise<Actor | null>;
  /** The signed-in visitor's name and referral code. */
  viewerOf(actor: Actor): Promise<SiteViewer>;
  /** The API's GETs as `request`'s visitor would make them: the same session, address and permissions. */
  callApiAs(request: FastifyRequest): ApiCall;
};

const APP_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * When a painted page's app starts: at once, once the page is painted, or at the visitor's first sign (a pointer, a
 * key, a focus), for a page that has nothing to do before they act (the sign-in page).
 */
type AppStart = 'after-paint' | 'on-intent';

/**
 * The app's page with its code fetched only once the page is painted (the web build's first-paint.js in place of the
 * module script and its preloads): on a slow network the code no longer competes with the styles that paint it.
 * Unchanged if the build wrote its script in another form.
 */
function withCodeAfterPaint(appPage: string, start: AppStart): string {
  const app = APP_SCRIPT.exec(appPage)?.[1];
  if (!app) return appPage;
  const preloads = [...appPage.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const startsOn = start === 'on-intent' ? ' data-start="intent"' : '';
  const loader = `<script async src="/first-paint.js" data-app="${app}" data-preload="${preloads.join(' ')}"${startsOn}></script>`;
  return appPage.replace(APP_SCRIPT, loader).replace(MODULE_PRELOAD, '');
}

/**
 * The app's page with the server's first paint of `path` in its root (the sign-in page, so that it shows before the
 * app's script has arrived), or null. Painted once per address and language (the page holds nothing of the visitor);
 * only painted pages are kept, so that addresses the app paints itself, however many, keep nothing. Its app starts
 * when the visitor acts: until then the painted form is all they need.
 */
function appFirstPaints(renderer: SiteRenderer, appPage: string) {
  const deferredPage = withCodeAfterPaint(appPage, 'on-intent');
  const painted = new Map<string, string>();
  return async (path: string, language: Language): Promise<string | null> => {
    const key = `${language} ${path}`;
    const kept = painted.get(key);
    if (kept !== undefined) return kept;
    const markup = await renderer.renderAppFirstPaint(path, language);
    if (markup === null) return null;
    const page = paintedAppPage(deferredPage, language, markup);
    painted.set(key, page);
    return page;
  };
}

/** The app's page with `markup` painted in its root, in `language`, and what else the root needs after it. */
function paintedAppPage(deferredPage: string, language: Language, markup: string, after = ''): string {
  return deferredPage
    .replace('<html lang="it"', `<html lang="${language}"`)
    .replace('<div id="root"></div>', `<div id="root" data-first-paint>${markup}</div>${after}`);
}

/** JSON inside a `<script type="application/json">` block: no `<` of its own can close the block or open a comment. */
function jsonDataBlock(id: string, value: unknown): string {
  return `<script type="application/json" id="${id}">${JSON.stringify(value).replaceAll('<', '\\u003c')}</script>`;
}

/**
 * The signed-in app's page at `url` painted for the visitor of `request` (their data, never kept or shared: sent with
 * no-store), with the answers it was painted from, or null when the app paints it itself.
 */
function signedInFirstPaints(renderer: SiteRenderer, appPage: string, callApiAs: (request: FastifyRequest) => ApiCall) {
  const deferredPage = withCodeAfterPaint(appPage, 'after-paint');
  return async (request: FastifyRequest, url: URL): Promise<string | null> => {
    const language = siteLanguage(request, url.searchParams);
    const painted = await renderer.renderSignedInFirstPaint(`${url.pathname}${url.search}`, language, callApiAs(request));
    return painted && paintedAppPage(deferredPage, language, painted.html, jsonDataBlock('first-paint-answers', painted.answers));
  };
}

/**
 * Answers the public site's addresses with their server-rendered page, and any address that is neither the site's
 * nor the signed-in app's with the site's 404 page (status 404). A signed-in visitor at `/` goes to the dashboard; at
 * /programs and /programs/{id} gets the signed-in app, which has its own version of those pages. The app's sign-in page
 * is sent painted to a visitor without a session (a signed-in one is sent on by the app at once).
 */
export function sitePages(deps: SitePagesDeps): PageAnswerer {
  const { renderer, template, config } = deps;
  const firstPaint = appFirstPaints(renderer, deps.appPage);
  const signedInFirstPaint = signedInFirstPaints(renderer, deps.appPage, deps.callApiAs);
  const signedInActor = async (request: FastifyRequest) => {
    const token = sessionCookieOf(request, config.isProduction);
    return token ? deps.resolveSession(token) : null;
  };

  /** The painted page, or false (the app paints it itself, only later: a visitor never gets an error page for it). */
  const sendPainted = async (request: FastifyRequest, reply: FastifyReply, painting: Promise<string | null>, cacheControl: string) => {
    const painted = await painting.catch((error: unknown) => {
      request.log.error({ err: error, url: request.url }, 'the first paint of an app page failed');
      return null;
    });
    if (painted === null) return false;
    await sendPage(reply.header('cache-control', cacheControl), painted);
    return true;
  };

  return async (request: FastifyRequest, reply: FastifyReply): Promise<boolean> => {
    const url = new URL(request.url, 'http://site');
    const path = url.pathname;
    const match = renderer.matchSitePage(path);
    const appOnly = !match && renderer.isAppPath(path);
    const sessionCookie = sessionCookieOf(request, config.isProduction);
    if (appOnly && !sessionCookie) return sendPainted(request, reply, firstPaint(path, siteLanguage(request, url.searchParams)), 'no-cache');
    const actor = await signedInActor(request);
    if (match && actor && match.page.signedIn === 'dashboard') {
      await reply.redirect('/dashboard', 302);
      return true;
    }
    if (appOnly || (match && actor && match.page.signedIn === 'app')) {
      return actor ? sendPainted(request, reply, signedInFirstPaint(request, url), 'no-store') : false;
    }
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
