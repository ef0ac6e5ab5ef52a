import { expect, type Browser, type Page } from '@playwright/test';
import {
  DEMO_COMPANY,
  DEMO_HACKER,
  expectAccessible,
  expectChartDrawn,
  openWithAppCodeHeld,
  PHONE,
  screenshot,
  signedInPage,
  watchConsole,
  test,
} from './support.ts';

/**
 * A demo account (the hacker unless said) on a phone, and `open`, which loads a page with the app's code held back
 * (openWithAppCodeHeld) and from then on records every API call the page makes in `calls`.
 */
async function demoOnPhone(browser: Browser, account = DEMO_HACKER) {
  const page = await signedInPage(browser, account.email, account.password);
  await page.setViewportSize(PHONE);
  const calls: string[] = [];
  let recording = false;
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (recording && pathname.startsWith('/api/')) calls.push(`${request.method()} ${pathname}`);
  });
  const problems: string[] = [];
  watchConsole(page, problems);
  // Recorded from the new page's commit: the dashboard signing in opened may still be asking until then (its route
  // changed before its own calls went out), and the new page runs nothing of the app's before its code is released.
  const open = async (path: string) => {
    const release = await openWithAppCodeHeld(page, path);
    recording = true;
    return release;
  };
  return { page, calls, problems, open };
}

const appStarted = (page: Page) => expect(page.locator('#root[data-first-paint]')).toHaveCount(0);

/**
 * The calls for answers the page was painted with, which the app starting from them must not make: the page's own
 * (`own`), the session and the unread count in the header (asked for on every mount elsewhere).
 */
const paintedAnswersAskedAgain = (calls: string[], own: (call: string) => boolean) =>
  calls.filter((call) => own(call) || call === 'GET /api/users/session' || call === 'GET /api/notifications/unread-count');

test("the hacker's programs list is painted by the server before its code, inert, then the app takes it over without asking again", async ({ browser }) => {
  const { page, calls, problems, open } = await demoOnPhone(browser);
  const release = await open('/programs');
  // Painted: the page, its programs and the layout, with no script of the app run.
  await expect(page.locator('#root[data-first-paint]')).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'Programmi', level: 1 })).toBeVisible();
  await expect(page.getByText('Portale clienti e app mobile').first()).toBeVisible();
  const myPrograms = page.getByRole('tab', { name: 'I miei programmi' });
  await expect(myPrograms).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByRole('searchbox', { name: 'Nome' })).not.toBeEditable();
  await expectAccessible(page);
  await screenshot(page, 'signed-in-first-paint-programs');

  release();
  await appStarted(page);
  await expect(myPrograms).not.toHaveAttribute('aria-disabled');
  await expect(page.getByRole('searchbox', { name: 'Nome' })).toBeEditable();
  // The app started from the answers the page was painted with: it asked for no list of its own.
  expect(paintedAnswersAskedAgain(calls, (call) => call.startsWith('GET /api/programs'))).toEqual([]);
  await myPrograms.click();
  await expect(page).toHaveURL(/tab=joined/);
  expect(problems).toEqual([]);
});

test('a report is painted by the server with its content, and its comment box takes text once the app has started', async ({ browser }) => {
  const { page, calls, problems, open } = await demoOnPhone(browser);
  const reports = (await (await page.request.get('/api/reports')).json()) as { results: { id: string; title: string }[] };
  const report = reports.results[0]!;
  const release = await open(`/reports/${report.id}`);
  await expect(page.locator('#root[data-first-paint]')).toHaveCount(1);
  await expect(page.getByRole('heading', { name: report.title, level: 1 })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'signed-in-first-paint-report');

  release();
  await appStarted(page);
  expect(paintedAnswersAskedAgain(calls, (call) => call === `GET /api/reports/${report.id}`)).toEqual([]);
  const comment = page.getByRole('textbox', { name: /commento/i }).first();
  await comment.click();
  await comment.pressSequentially('Grazie, verifichiamo.');
  await expect(page.getByText('Grazie, verifichiamo.')).toBeVisible();
  expect(problems).toEqual([]);
});

test("the company's dashboard is painted by the server with its figures before its code, and the app draws its chart without asking again", async ({
  browser,
}) => {
  const { page, calls, problems, open } = await demoOnPhone(browser, DEMO_COMPANY);
  const release = await open('/dashboard');
  await expect(page.locator('#root[data-first-paint]')).toHaveCount(1);
  await expect(page.getByRole('heading', { name: /^Ciao, / })).toBeVisible();
  await expect(page.getByTestId('reports-received')).toHaveText(/^\d+$/);
  // The chart's place is kept, empty until the app draws on it.
  await expect(page.getByRole('img', { name: /ricompense/i })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'signed-in-first-paint-dashboard');

  release();
  await appStarted(page);
  await expectChartDrawn(page, /ricompense/i, 15_000);
  expect(paintedAnswersAskedAgain(calls, (call) => call === 'GET /api/stats/dashboard')).toEqual([]);
  expect(problems).toEqual([]);
});
