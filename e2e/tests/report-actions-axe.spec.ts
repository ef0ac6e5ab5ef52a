import { expect, type Browser, type Page } from '@playwright/test';
import {
  DEMO_COMPANY,
  DEMO_HACKER,
  DEMO_SUPER_ADMIN,
  DEMO_TRIAGER,
  DESKTOP,
  expectAccessible,
  expectNoHorizontalScroll,
  pageInNewContext,
  PHONE,
  queryDatabase,
  screenshot,
  signIn,
  signInDemoSuperAdmin,
  signInNewTriager,
  signInWithTwoFactor,
  watchConsole,
  test,
} from './support.ts';

/**
 * Axe on every action state of the report page: the demo data's reports in every status (both kinds of program where
 * the demo has them) opened by each role that sees them, at 1280 px and 375 px; every action's dialog once. Serious and
 * critical violations fail, so does a page wider than a phone, and so does anything the pages log as an error.
 */

const COMPANY_TRIAGER = { email: 'security@demo.bugbounty.local', password: 'Security-Demo-2026!' };
const COMPANY_VIEWER = { email: 'viewer@demo.bugbounty.local', password: 'Viewer-Demo-2026!' };

interface Role {
  key: string;
  account: { email: string; password: string };
  /** Staff and super admins sign in with a second factor. */
  twoFactor?: boolean;
  /** A platform triager the super admin invites now: the demo triager stays unenrolled for the journey that enrols him. */
  newTriager?: boolean;
}

/** Who opens the report pages; the hacker opens their own reports only (any other is a 404 to them). */
const HANDLERS: readonly Role[] = [
  { key: 'company-admin', account: DEMO_COMPANY },
  { key: 'company-triager', account: COMPANY_TRIAGER },
  { key: 'company-viewer', account: COMPANY_VIEWER },
  { key: 'staff', account: DEMO_TRIAGER, newTriager: true },
  { key: 'superadmin', account: DEMO_SUPER_ADMIN, twoFactor: true },
];
const HACKER: Role = { key: 'hacker', account: DEMO_HACKER };

type DemoReport = {
  id: string;
  title: string;
  status: string;
  is_managed: boolean;
};

/** One report per status and kind of program (the seed's own, the oldest), or only `hackerEmail`'s. */
function reportsInEveryStatus(hackerEmail?: string): Promise<DemoReport[]> {
  return queryDatabase<DemoReport>(
    `select distinct on (r.status, r.is_managed) r.id, r.title, r.status, r.is_managed
       from reports r left join users u on u.id = r.hacker_id
      where ($1::text is null or u.email = $1)
      order by r.status, r.is_managed, r.created_at, r.id`,
    [hackerEmail ?? null],
  );
}

/** A page signed in as `role` (the sign-in page is a visitor's page load: it is watched too). */
async function signedIn(browser: Browser, role: Role, problems: string[]): Promise<Page> {
  if (role.newTriager) {
    const page = await signInNewTriager(browser, await signInDemoSuperAdmin(browser));
    watchConsole(page, problems);
    return page;
  }
  if (role.twoFactor) {
    const page = await signInWithTwoFactor(browser, role.account);
    watchConsole(page, problems);
    await page.setViewportSize(DESKTOP);
    return page;
  }
  const page = await pageInNewContext(browser);
  watchConsole(page, problems);
  await page.setViewportSize(DESKTOP);
  await page.goto('/auth/login');
  await signIn(page, role.account.email, role.account.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  return page;
}

const actionBar = (page: Page) => page.getByRole('group', { name: 'Azioni sul report' });

/** Opens the report at 1280 px, runs axe, then at 375 px checks nothing is wider than the phone and runs axe again. */
async function checkReportPage(page: Page, role: Role, report: DemoReport): Promise<string[]> {
  const name = `report-actions-${role.key}-${report.status}-${report.is_managed ? 'managed' : 'self'}`;
  await page.setViewportSize(DESKTOP);
  await page.goto(`/reports/${report.id}`);
  await expect(page.getByRole('heading', { level: 1, name: report.title })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Ricevuta di invio' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Attività' })).toBeVisible();
  const actions = (await actionBar(page).count()) > 0 ? await actionBar(page).getByRole('button').allTextContents() : [];
  await test.step(`${name} at 1280 px: ${actions.join(', ') || 'no actions'}`, async () => {
    await expectAccessible(page);
    await screenshot(page, `${name}-1280`);
  });
  await test.step(`${name} at 375 px`, async () => {
    await page.setViewportSize(PHONE);
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);
    await screenshot(page, `${name}-375`);
  });
  await page.setViewportSize(DESKTOP);
  return actions;
}

/** Opens the action's dialog, runs axe on it at both widths, and closes it without acting. */
async function checkActionDialog(page: Page, role: Role, report: DemoReport, action: string) {
  await test.step(`dialog "${action}" (${role.key}, ${report.status})`, async () => {
    await actionBar(page).getByRole('button', { name: action, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, `report-actions-dialog-${action.toLowerCase().replaceAll(/\W+/g, '-')}-1280`);
    await page.setViewportSize(PHONE);
    await expectAccessible(page);
    await screenshot(page, `report-actions-dialog-${action.toLowerCase().replaceAll(/\W+/g, '-')}-375`);
    await page.setViewportSize(DESKTOP);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });
}

/** Every dialog is checked once, by the first role whose page offers its button. */
const dialogsChecked = new Set<string>();

async function walkReports(browser: Browser, role: Role, reports: readonly DemoReport[]) {
  const problems: string[] = [];
  const page = await signedIn(browser, role, problems);
  const seen: string[] = [];
  for (const report of reports) {
    const actions = await checkReportPage(page, role, report);
    seen.push(`${report.status}/${report.is_managed ? 'managed' : 'self'}: ${actions.join(', ') || '-'}`);
    for (const action of actions.filter((label) => !dialogsChecked.has(label))) {
      dialogsChecked.add(action);
      await checkActionDialog(page, role, report, action);
    }
  }
  test.info().annotations.push({ type: `${role.key} actions`, description: seen.join(' | ') });
  expect(problems, 'console errors and warnings').toEqual([]);
  await page.context().close();
}

// Under a loaded machine a screen may take more than the default 15 s to answer a click.
test.use({ actionTimeout: 30_000 });
test.describe.configure({ timeout: 900_000 });

test('the demo has a report in every status, on both kinds of program where the workflow differs', async () => {
  const reports = await reportsInEveryStatus();
  const statuses = new Set(reports.map((report) => report.status));
  expect([...statuses].sort()).toEqual(
    ['duplicate', 'fixed', 'forApproval', 'informative', 'invalid', 'moreInfo', 'new', 'outOfScope', 'rewarded', 'spam', 'triaged'].sort(),
  );
  expect((await reportsInEveryStatus(DEMO_HACKER.email)).length).toBeGreaterThan(3);
});

test('a visitor loads the sign-in page and the hall of fame without an error in the console (no 401, no CSP violation)', async ({ browser }) => {
  const problems: string[] = [];
  const page = await pageInNewContext(browser);
  watchConsole(page, problems);
  for (const path of ['/auth/login', '/hall-of-fame', '/leaderboard', '/auth/signup']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }
  expect(problems).toEqual([]);
});

test('the hacker opens their own reports in every status they have: axe, 375 px, no console errors', async ({ browser }) => {
  await walkReports(browser, HACKER, await reportsInEveryStatus(DEMO_HACKER.email));
});

for (const role of HANDLERS) {
  test(`the ${role.key} opens a report in every status: axe, 375 px, every action's dialog, no console errors`, async ({ browser }) => {
    await walkReports(browser, role, await reportsInEveryStatus());
  });
}
