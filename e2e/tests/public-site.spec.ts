import { execFileSync } from 'node:child_process';
import { expect, type Page } from '@playwright/test';
import { DESKTOP, expectAccessible, expectNoHorizontalScroll, PHONE, queryDatabase, screenshot, watchConsole, test } from './support.ts';

/** Every page of the public site, and an address that is none (the site's 404). */
const STATIC_PAGES = [
  '/',
  '/discover-managed-programs',
  '/discover-self-managed-programs',
  '/discover-fix-verification',
  '/hackers',
  '/programs',
  '/referral',
  '/about-us',
  '/contacts',
  '/for-companies',
  '/thank-you?kind=quote',
  '/terms-and-conditions',
  '/privacy-policy-companies',
  '/privacy-policy-hackers',
  '/wiki',
];

async function publicProgramPath(): Promise<string> {
  const [program] = await queryDatabase<{ id: string }>(
    "select id from programs where is_public and status in ('active', 'paused') order by created_at limit 1",
  );
  if (!program) throw new Error('the demo data has no public program');
  return `/programs/${program.id}`;
}

const nameOf = (path: string) => path.replace(/[/?=]+/g, '-').replace(/^-|-$/g, '') || 'home';

/** A page as a search engine and a visitor see it: status, language, one h1, a title and a description of its own. */
async function expectWellFormed(page: Page, language: 'it' | 'en') {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /.+/);
  expect(await page.title()).toMatch(/.+ · Bug Bounty$/);
}

test.describe('the public site, signed out', () => {
  test('every public page in both languages at 1280 and 375 px: its HTML complete, accessible, no failed request, no script of the app', async ({ page }) => {
    test.setTimeout(600_000);
    const problems: string[] = [];
    watchConsole(page, problems);
    const failed: string[] = [];
    const scripts: string[] = [];
    page.on('response', (response) => {
      const expected404 = response.url().includes('/no-such-page');
      if (response.status() >= 400 && !expected404) failed.push(`${response.status()} ${response.url()}`);
    });
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const titles = new Set<string>();
    for (const language of ['it', 'en'] as const) {
      for (const path of [...STATIC_PAGES, await publicProgramPath()]) {
        await page.setViewportSize(DESKTOP);
        const response = await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=${language}`);
        expect(response?.status(), path).toBe(200);
        await expectWellFormed(page, language);
        titles.add(await page.title());
        await expectAccessible(page);
        await screenshot(page, `site-${nameOf(path)}-${language}-1280`);
        await page.setViewportSize(PHONE);
        await expectNoHorizontalScroll(page);
        await expectAccessible(page);
        await screenshot(page, `site-${nameOf(path)}-${language}-375`);
      }
    }
    // Every page has a title of its own (16 pages, in two languages).
    expect(titles.size).toBe((STATIC_PAGES.length + 1) * 2);
    expect(failed, 'failed requests (a 401 among them)').toEqual([]);
    expect(
      problems.filter((problem) => !problem.includes('/no-such-page')),
      'console errors and warnings',
    ).toEqual([]);
    // The site's own small script (and the contact form's island), never the signed-in app's bundle.
    expect(scripts.filter((path) => /\/assets\/(app|index)-/.test(path))).toEqual([]);
  });

  test('an unknown address answers the 404 page with status 404, with a way home', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Pagina non trovata' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Torna alla home' })).toHaveAttribute('href', '/');
    await expectAccessible(page);
  });

  test('search engines find a sitemap of the public pages and programs, and robots.txt names it', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/Sitemap: http:\/\/\S+\/sitemap\.xml/);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const path of ['/', '/hackers', '/programs', '/discover-fix-verification', '/terms-and-conditions', await publicProgramPath()]) {
      expect(sitemap).toContain(`${path}</loc>`);
    }
    expect(() => execFileSync('xmllint', ['--noout', '-'], { input: sitemap })).not.toThrow();
  });
});
