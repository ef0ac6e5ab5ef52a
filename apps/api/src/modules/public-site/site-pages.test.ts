import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { clientAs } from '../../test/factories.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

// As Vite writes it: the entry's module script and the preloads of what it imports.
const APP_PAGE = [
  '<!doctype html><html lang="it"><head>',
  '<script type="module" crossorigin src="/assets/app-1a.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/runtime-2b.js">',
  '<link rel="modulepreload" crossorigin href="/assets/shared-3c.js">',
  '</head><body><div id="root"></div></body></html>',
].join('\n');
const TEMPLATE = '<!doctype html>\n<html lang="it" data-mantine-color-scheme="light"><head><!--site-head--></head><body><!--site-body--></body></html>';

/**
 * A stand-in for the web build's server renderer (apps/web/src/site/entry-server.tsx, whose pages its own tests cover):
 * it echoes what the API handed it, so these tests see the API's part — who gets the site, the app or a redirect, in
 * which language, for which visitor, with what status.
 */
const RENDERER = `
const PAGES = { '/': 'dashboard', '/programs': 'app', '/hackers': 'page' };
export const matchSitePage = (path) => (PAGES[path] ? { page: { signedIn: PAGES[path] } } : null);
export const isAppPath = (path) => path === '/dashboard' || path === '/programs' || path === '/auth/login' || path.startsWith('/reports/');
export const renderAppFirstPaint = async (path, language) => {
  if (path === '/dashboard' && language === 'en') throw new Error('a renderer that fails');
  return path === '/auth/login' ? '<form><p>sign-in ' + language + '</p></form>' : null;
};
export const sitemapPaths = () => ['/', '/hackers'];
// Paints /programs and /reports/… from the API's answers on the visitor's session; ?write tries a POST, which the API
// refuses; /reports/missing asks for a report that is not there.
export const renderSignedInFirstPaint = async (url, language, callApi) => {
  if (!url.startsWith('/programs') && !url.startsWith('/reports/')) return null;
  if (url.includes('write')) await callApi('/api/users/logout', { method: 'POST' });
  const session = await callApi('/api/users/session', { headers: { 'accept-language': language } });
  const { user } = await session.json();
  if (url === '/reports/missing') {
    const report = await callApi('/api/reports/00000000-0000-4000-8000-000000000000', {});
    if (!report.ok) return null;
  }
  return { html: '<p>painted ' + url + ' for ' + user.username + ' in ' + language + '</p>', answers: { user: user.username, note: '</script><script>alert(1)</script>' } };
};
export async function renderSite(request, data) {
  const offer = await data.offer();
  const known = Boolean(PAGES[request.path]);
  return {
    status: known ? 200 : 404,
    language: request.language,
    // Over the 1 KB above which answers leave compressed, as a real page is.
    head: '<title>' + request.path + '</title><meta name="description" content="' + 'x'.repeat(1200) + '">',
    body: '<p>' + [known ? request.path : 'not-found', request.language, request.viewer ? request.viewer.username + ':' + request.viewer.referralCode : 'visitor', offer.supportEmail].join(' ') + '</p>',
  };
}`;

function buildDirectory(): string {
  const root = mkdtempSync(join(tmpdir(), 'bb-site-dist-'));
  mkdirSync(join(root, 'server'));
  writeFileSync(join(root, 'index.html'), APP_PAGE);
  writeFileSync(join(root, 'site.html'), TEMPLATE);
  writeFileSync(join(root, 'server', 'entry-server.js'), RENDERER);
  return root;
}

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ WEB_DIST_DIR: buildDirectory() });
});

const visit = (url: string, headers: Record<string, string> = {}, cookies: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers }, cookies });
const signedIn = async () => {
  const { user, client } = await clientAs(ctx.app, ctx.db, 'hacker');
  return { user, cookies: Object.fromEntries(client.cookies) };
};

describe('the public site', () => {
  it('answers a visitor with the rendered page in the template, in Italian by default', async () => {
    const response = await visit('/hackers');
    expect([response.statusCode, response.headers['content-type'], response.headers['cache-control']]).toEqual([200, 'text/html; charset=utf-8', 'no-cache']);
    expect(response.body).toContain('<html lang="it"');
    expect(response.body).toContain('<title>/hackers</title>');
    expect(response.body).toContain('<p>/hackers it visitor supporto@');
  });

  it('speaks the asked language: ?lang= first, then the stored choice, then the browser', async () => {
    expect((await visit('/hackers?lang=en', {}, { appLanguage: 'it' })).body).toContain('<html lang="en"');
    expect((await visit('/hackers', {}, { appLanguage: 'en' })).body).toContain('<p>/hackers en');
    expect((await visit('/hackers', { 'accept-language': 'en-GB,en;q=0.9' })).body).toContain('<p>/hackers en');
    expect((await visit('/hackers?lang=xx', { 'accept-language': 'de' })).body).toContain('<p>/hackers it');
  });

  it('sends the home to the dashboard, the programs to the app, and the other pages with the visitor named, once signed in', async () => {
    const { user, cookies } = await signedIn();
    const home = await visit('/', {}, cookies);
    expect([home.statusCode, home.headers.location]).toEqual([302, '/dashboard']);
    expect((await visit('/programs', {}, cookies)).body).toContain(`<div id="root" data-first-paint><p>painted /programs for ${user.username} in it</p></div>`);
    expect((await visit('/programs')).body).toContain('<p>/programs it visitor');
    const hackers = await visit('/hackers', {}, cookies);
    expect(hackers.body).toMatch(new RegExp(`<p>/hackers it ${user.username}:[A-Z0-9]+ `));
  });

  it('answers an address that is neither the site nor the app with the 404 page and status, and leaves app pages to the app', async () => {
    const unknown = await visit('/no-such-page');
    expect([unknown.statusCode, unknown.body.includes('<p>not-found')]).toEqual([404, true]);
    expect((await visit('/dashboard')).body).toBe(APP_PAGE);
  });

  it("paints the app's sign-in page for a visitor, in their language, with the app's code fetched once it is painted and run when they act", async () => {
    const page = (await visit('/auth/login', { 'accept-language': 'en-GB,en;q=0.9' })).body;
    expect(page).toContain('<html lang="en"');
    expect(page).toContain('<div id="root" data-first-paint><form><p>sign-in en</p></form></div>');
    expect(page).toContain(
      '<script async src="/first-paint.js" data-app="/assets/app-1a.js" data-preload="/assets/runtime-2b.js /assets/shared-3c.js" data-start="intent"></script>',
    );
    expect(page).not.toMatch(/type="module"|modulepreload/);
    expect((await visit('/auth/login', {}, { appLanguage: 'it' })).body).toContain('<p>sign-in it</p>');
    // A signed-in visitor is sent on by the app at once: no sign-in form first. Other app pages are the app's to paint.
    const { cookies } = await signedIn();
    expect((await visit('/auth/login', {}, cookies)).body).toBe(APP_PAGE);
    expect((await visit('/dashboard')).body).toBe(APP_PAGE);
    // A renderer that fails leaves the page to the app.
    const failed = await visit('/dashboard', { 'accept-language': 'en' });
    expect([failed.statusCode, failed.body]).toEqual([200, APP_PAGE]);
  });

  it("paints a signed-in visitor's page from the API's answers on their own session, kept by no one", async () => {
    const first = await signedIn();
    const second = await signedIn();
    for (const { user, cookies } of [first, second]) {
      const response = await visit('/programs?tab=all', { 'accept-language': 'en' }, cookies);
      expect([response.statusCode, response.headers['cache-control']]).toEqual([200, 'no-store']);
      expect(response.body).toContain('<html lang="en"');
      expect(response.body).toContain(`<div id="root" data-first-paint><p>painted /programs?tab=all for ${user.username} in en</p></div>`);
      // A signed-in page's app starts once the page is painted, not when the visitor acts: it keeps the page current.
      expect(response.body).toMatch(/<script async src="\/first-paint.js" data-app="\/assets\/app-1a.js" data-preload="[^"]*"><\/script>/);
      // The answers follow the root as data that nothing runs, and no text in them can end the block early.
      const answers = /<script type="application\/json" id="first-paint-answers">(.*?)<\/script>/.exec(response.body)?.[1];
      expect(JSON.parse(answers!)).toEqual({ user: user.username, note: '</script><script>alert(1)</script>' });
      expect(response.body).not.toContain('<script>alert(1)');
    }
  });

  it('leaves the page to the app when the paint fails or would write, or the session is not one', async () => {
    const { cookies } = await signedIn();
    // A call that fails (a report the visitor cannot see): the app asks itself, and says why.
    expect((await visit('/reports/missing', {}, cookies)).body).toBe(APP_PAGE);
    // A paint only reads: the API refuses it any other method, and the session is still there after.
    expect((await visit('/programs?write=1', {}, cookies)).body).toBe(APP_PAGE);
    expect((await visit('/programs', {}, cookies)).body).toContain('data-first-paint><p>painted /programs');
    // A cookie that is no session is not painted for (the app sends its visitor to sign in).
    expect((await visit('/reports/any', {}, { [Object.keys(cookies).find((name) => name.includes('session'))!]: 'not-a-session' })).body).toBe(APP_PAGE);
  });

  it('compresses the page for a browser that takes brotli', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/hackers', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('<p>/hackers it visitor');
  });

  it('never sends the renderer or the page template as files', async () => {
    for (const url of ['/site.html', '/server/entry-server.js']) expect((await visit(url)).statusCode).toBe(404);
  });

  it('publishes robots.txt and a valid sitemap of the public pages, both languages named', async () => {
    const robots = await visit('/robots.txt');
    expect(robots.body).toContain('Disallow: /api/');
    expect(robots.body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
    const sitemap = await visit('/sitemap.xml');
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(sitemap.body).toContain('<loc>http://localhost:3000/hackers</loc>');
    expect(sitemap.body).toContain('hreflang="en" href="http://localhost:3000/hackers?lang=en"');
    // Well-formed XML, as a crawler parses it.
    expect(() => execFileSync('xmllint', ['--noout', '-'], { input: sitemap.body })).not.toThrow();
  });
});
