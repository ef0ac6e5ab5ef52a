import { expect, test, type Page } from '@playwright/test';
import {
  DEMO_COMPANY,
  DEMO_HACKER,
  DEMO_SUPER_ADMIN,
  DEMO_TRIAGER,
  expectAccessible,
  queryDatabase,
  screenshotBothWidths,
  signedInPage,
  signInWithTwoFactor,
} from './support.ts';

// Runs after staff-two-factor.spec.ts (file order), which enrols the demo triager and keeps its secret for this journey.

const OPEN = `('new', 'triaged', 'moreInfo', 'forApproval')`;

async function one<T extends Record<string, unknown>>(sql: string, params: unknown[]): Promise<T> {
  const [row] = await queryDatabase<T>(sql, params);
  if (!row) throw new Error(`no row: ${sql}`);
  return row;
}

async function checked(page: Page, name: string) {
  await expectAccessible(page);
  await screenshotBothWidths(page, name);
}

/** A chart drawn on its canvas: the canvas has a size and pixels that are not blank. */
async function expectChartDrawn(page: Page, name: RegExp | string) {
  const chart = page.getByRole('img', { name });
  await expect(chart).toBeVisible();
  await expect
    .poll(() => chart.evaluate((canvas) => (canvas instanceof HTMLCanvasElement ? canvas.toDataURL().length : 0)), { timeout: 10_000 })
    .toBeGreaterThan(5_000);
}

test('each role opens its dashboard on the demo data, with the figures the database holds and every chart drawn', async ({ browser }) => {
  test.setTimeout(240_000);

  // The hacker: world rank, score, bugs resolved, effectiveness and the rewards trend.
  const hacker = await signedInPage(browser, DEMO_HACKER.email, DEMO_HACKER.password);
  const hackerRow = await one<{ id: string; points: number }>('select id, points from users where email = $1', [DEMO_HACKER.email]);
  const hackerReports = await one<{ resolved: string }>(
    `select count(*) filter (where status in ('rewarded', 'fixed')) as resolved from reports where hacker_id = $1`,
    [hackerRow.id],
  );
  await expect(hacker.getByTestId('hacker-points')).toHaveText(String(hackerRow.points));
  await expect(hacker.getByTestId('hacker-bugs-resolved')).toHaveText(hackerReports.resolved);
  await expect(hacker.getByTestId('hacker-rank')).toHaveText(/^\d+°$/);
  await expectChartDrawn(hacker, /ricompense/i);
  await checked(hacker, 'stats-01-hacker-dashboard');

  // The company: pending and received reports, effectiveness, the trend with its switch, the response times per program.
  const company = await signedInPage(browser, DEMO_COMPANY.email, DEMO_COMPANY.password);
  const companyRow = await one<{ company_id: string }>('select company_id from company_members m join users u on u.id = m.user_id where u.email = $1', [
    DEMO_COMPANY.email,
  ]);
  const companyReports = await one<{ received: string; pending: string }>(
    `select count(*) as received, count(*) filter (where status in ${OPEN}) as pending from reports where company_id = $1`,
    [companyRow.company_id],
  );
  await expect(company.getByTestId('reports-open')).toHaveText(companyReports.pending);
  await expect(company.getByText('Report in attesa')).toBeVisible();
  await expect(company.getByTestId('reports-received')).toHaveText(companyReports.received);
  await expect(company.getByTestId('reports-effectiveness')).toHaveText(/^(\d+(,\d)?\s?%|—)$/);
  await expectChartDrawn(company, /ricompense/i);
  await company.getByRole('radiogroup', { name: 'Statistica da mostrare' }).getByText('Report ricevuti').click();
  await expectChartDrawn(company, /report ricevuti/i);
  await expect(company.getByRole('heading', { name: 'Tempi di risposta' })).toBeVisible();
  await checked(company, 'stats-02-company-dashboard');

  // The triager: work waiting first, then the reports taken in charge and the trend of their rewards.
  const triager = await signInWithTwoFactor(browser, DEMO_TRIAGER);
  await triager.setViewportSize({ width: 1280, height: 900 });
  const triagerRow = await one<{ id: string }>('select id from users where email = $1', [DEMO_TRIAGER.email]);
  const assigned = await one<{ open: string; total: string }>(
    `select count(*) filter (where status in ${OPEN}) as open, count(*) as total from reports where handled_by = $1`,
    [triagerRow.id],
  );
  const notTaken = await one<{ n: string }>(`select count(*) as n from reports where status = 'new' and is_managed`, []);
  await expect(triager.getByRole('heading', { name: 'Da fare ora', level: 2 })).toBeVisible();
  await expect(triager.getByTestId('staff-assigned-open')).toHaveText(assigned.open);
  await expect(triager.getByTestId('staff-assigned-total')).toHaveText(assigned.total);
  if (Number(notTaken.n) > 0) await expect(triager.getByTestId('work-reportsNotTaken')).toContainText(notTaken.n);
  await checked(triager, 'stats-03-triager-dashboard');

  // The super admin: work waiting, the cards, three charts, the nationality card and its map.
  const admin = await signInWithTwoFactor(browser, DEMO_SUPER_ADMIN);
  await admin.setViewportSize({ width: 1280, height: 900 });
  const platform = await one<{ hackers: string; unverified: string; new_reports: string }>(
    `select (select count(*) from users where user_type = 'hacker') as hackers,
            (select count(*) from companies where not is_verified) as unverified,
            (select count(*) from reports where status = 'new') as new_reports`,
    [],
  );
  await expect(admin.getByRole('heading', { name: 'Da fare ora', level: 2 })).toBeVisible();
  await expect(admin.getByTestId('admin-hackers')).toHaveText(platform.hackers);
  if (Number(platform.unverified) > 0) await expect(admin.getByTestId('work-companiesToApprove')).toContainText(platform.unverified);
  await expectChartDrawn(admin, /pagamenti/i);
  await expectChartDrawn(admin, /budget/i);
  await expectChartDrawn(admin, /ricevuti.*accettati/i);
  const countries = await queryDatabase<{ country: string; hackers: string }>(
    `select country_of_residence as country, count(*) as hackers from hacker_profiles p join users u on u.id = p.user_id
      where u.user_type = 'hacker' and country_of_residence is not null group by 1 order by 2 desc, 1 limit 1`,
  );
  const top = countries[0];
  expect(top, 'the demo hackers say where they live').toBeTruthy();
  const map = admin.getByRole('img', { name: /hacker/i }).locator(`[data-country="${top!.country}"]`);
  await expect(map).toHaveAttribute('data-count', top!.hackers);
  // The most represented country is coloured, an empty one is not.
  const fills = await admin.evaluate((country) => {
    const fill = (code: string) => document.querySelector(`[data-country="${code}"]`)?.getAttribute('fill');
    return { top: fill(country), empty: fill('ATA') };
  }, top!.country);
  expect(fills.top).toBeTruthy();
  expect(fills.top).not.toBe(fills.empty);
  await checked(admin, 'stats-04-superadmin-dashboard');

  // A work card opens its filtered list.
  if (Number(platform.new_reports) > 0) {
    await admin.getByTestId('work-reportsNotTaken').getByRole('link').click();
    await expect(admin).toHaveURL(/\/reports/);
    await expect(admin.getByRole('row').filter({ hasText: 'Nuovo' }).first()).toBeVisible();
  }
  await Promise.all([hacker, company, triager, admin].map((page) => page.context().close()));
});

test("a hacker's comment reaches the company as a notification, which opens the report; the unread count drops", async ({ browser }) => {
  test.setTimeout(180_000);
  const company = await signedInPage(browser, DEMO_COMPANY.email, DEMO_COMPANY.password);
  const hacker = await signedInPage(browser, DEMO_HACKER.email, DEMO_HACKER.password);

  // One of the hacker's open reports on Demo Srl's programs.
  const report = await one<{ id: string; title: string }>(
    `select r.id, r.title from reports r join users u on u.id = r.hacker_id join company_members m on m.company_id = r.company_id
       join users c on c.id = m.user_id
      where u.email = $1 and c.email = $2 and r.status in ${OPEN} order by r.created_at desc limit 1`,
    [DEMO_HACKER.email, DEMO_COMPANY.email],
  );
  const unreadBefore = await one<{ n: string }>(
    'select count(*) as n from notifications n join users u on u.id = n.user_id where u.email = $1 and n.read_at is null',
    [DEMO_COMPANY.email],
  );
  const sidebar = company.getByRole('navigation', { name: 'Navigazione principale' });
  const notificationsLink = sidebar.getByRole('link', { name: /^Notifiche/ });
  if (Number(unreadBefore.n) > 0) await expect(notificationsLink).toContainText(unreadBefore.n);

  // The hacker comments from the report's page.
  const { now: before } = await one<{ now: Date }>('select now()', []);
  const comment = `Ho verificato di nuovo: il problema è ancora presente (${Date.now().toString(36)}).`;
  await hacker.goto(`/reports/${report.id}`);
  await hacker.getByRole('textbox', { name: 'Commento' }).click();
  await hacker.keyboard.type(comment);
  await hacker.getByRole('button', { name: /^(Commenta|Invia la risposta)$/ }).click();
  await expect(hacker.getByText('Commento aggiunto')).toBeVisible();

  // One notification for the one event (also when the comment answered a question: the answer is announced by its comment).
  const entriesSince = async () =>
    Number(
      (
        await one<{ n: string }>(
          'select count(*) as n from notifications n join users u on u.id = n.user_id where u.email = $1 and n.subject_id = $2 and n.created_at >= $3',
          [DEMO_COMPANY.email, report.id, before],
        )
      ).n,
    );
  await expect.poll(entriesSince).toBe(1);

  // The company's badge counts it (the badge polls; a reload is what a returning user does).
  const unreadAfter = Number(unreadBefore.n) + 1;
  await company.reload();
  await expect(notificationsLink).toContainText(String(unreadAfter));
  await notificationsLink.click();
  await expect(company.getByRole('heading', { name: 'Notifiche', level: 1 })).toBeVisible();
  const entry = company.getByRole('link', { name: new RegExp(report.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).first();
  await expect(entry).toBeVisible();
  await checked(company, 'stats-05-company-notifications');

  await entry.click();
  await expect(company).toHaveURL(new RegExp(`/reports/${report.id}$`));
  await expect(company.getByRole('region', { name: 'Attività' }).getByText(comment)).toBeVisible();
  // Opened, the entry is read: one fewer unread (no badge at all once none is left).
  if (unreadAfter > 1) await expect(notificationsLink).toContainText(String(unreadAfter - 1));
  else await expect(notificationsLink).toHaveText('Notifiche');
  await checked(company, 'stats-06-company-report-from-notification');
  await Promise.all([hacker, company].map((page) => page.context().close()));
});
