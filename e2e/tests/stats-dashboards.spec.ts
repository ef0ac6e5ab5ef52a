import { expect, type Locator, type Page } from '@playwright/test';
import { UNPAID_PAYMENT_STATUSES } from '@bb/domain';
import {
  DEMO_COMPANY,
  DEMO_HACKER,
  DEMO_SUPER_ADMIN,
  DEMO_TRIAGER,
  expectAccessible,
  expectChartDrawn,
  queryDatabase,
  screenshotBothWidths,
  signedInPage,
  signInWithTwoFactor,
  test,
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

// ---------------------------------------------------------------- lists that fit (issue 20)

/** Every status badge in `scope` shows its whole label ("Ricompensato", not "Ricom…"): none is narrower than its text. */
async function expectWholeBadges(scope: Locator) {
  const labels = scope.locator('.mantine-Badge-label');
  await expect(labels.first()).toBeVisible();
  const cut = await labels.evaluateAll((elements) =>
    elements
      .filter((label) => label.scrollWidth > label.clientWidth)
      .map((label) => `${label.textContent ?? ''} (${label.scrollWidth} > ${label.clientWidth})`),
  );
  expect(cut).toEqual([]);
}

/** The table's scrolling region needs no sideways scroll, and its last column ends inside the window. */
async function expectTableFits(page: Page, region: string) {
  const viewport = page.getByRole('region', { name: region });
  const widths = await viewport.evaluate((element) => ({ content: element.scrollWidth, box: element.clientWidth }));
  expect(widths.content, `${region} scrolls sideways at ${page.viewportSize()?.width ?? 0} px`).toBeLessThanOrEqual(widths.box);
  const lastHeader = viewport.getByRole('columnheader').last();
  const box = await lastHeader.boundingBox();
  expect((box?.x ?? Infinity) + (box?.width ?? 0)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
}

const headersOf = (page: Page, region: string) => page.getByRole('region', { name: region }).getByRole('columnheader').allTextContents();

test('the lists fit a 1280 px window beside the sidebar with every status whole, and name only what can differ', async ({ browser }) => {
  test.setTimeout(300_000);

  // The company's reports: no company column (every row would say Demo Srl), the response targets in the window.
  const company = await signedInPage(browser, DEMO_COMPANY.email, DEMO_COMPANY.password);
  await company.goto('/reports');
  const companyList = company.getByRole('region', { name: 'Elenco dei report' });
  await expect(companyList.getByRole('row').nth(1)).toBeVisible();
  expect(await headersOf(company, 'Elenco dei report')).toEqual([
    'Titolo e hacker',
    'Programma',
    'Gravità',
    'Stato',
    'Ricompensa',
    'Inviato il',
    'Tempi di risposta',
  ]);
  await expectWholeBadges(companyList);
  await expectTableFits(company, 'Elenco dei report');
  await checked(company, 'tables-01-company-reports');

  // The wallet's program movements name their program.
  await company.goto('/wallet');
  const movements = company.getByRole('region', { name: 'Tabella dei movimenti' });
  const creation = movements.getByRole('row').filter({ hasText: 'Creazione programma' }).first();
  await expect(creation.getByRole('link')).toHaveAttribute('href', /^\/programs\/[0-9a-f-]{36}$/);
  await checked(company, 'tables-02-company-wallet');

  // The triager sees every company's reports: the company under the program, still in seven columns.
  const triager = await signInWithTwoFactor(browser, DEMO_TRIAGER);
  await triager.setViewportSize({ width: 1280, height: 900 });
  await expect(triager.getByRole('region', { name: 'Codice invito' })).toHaveCount(0);
  await triager.goto('/reports?managed=false');
  const triagerList = triager.getByRole('region', { name: 'Elenco dei report' });
  await expect(triagerList.getByRole('row').nth(1)).toBeVisible();
  expect(await headersOf(triager, 'Elenco dei report')).toEqual([
    'Titolo e hacker',
    'Programma e azienda',
    'Gravità',
    'Stato',
    'Ricompensa',
    'Inviato il',
    'Tempi di risposta',
  ]);
  await expectWholeBadges(triagerList);
  await expectTableFits(triager, 'Elenco dei report');
  await checked(triager, 'tables-03-triager-reports');

  // The hacker: their reports, the wallet's due date as it stands, the profile's figures agreeing.
  const hacker = await signedInPage(browser, DEMO_HACKER.email, DEMO_HACKER.password);
  await expect(hacker.getByRole('region', { name: 'Codice invito' })).toBeVisible();
  await hacker.goto('/reports');
  const hackerList = hacker.getByRole('region', { name: 'Elenco dei report' });
  await expect(hackerList.getByRole('row').nth(1)).toBeVisible();
  await expectWholeBadges(hackerList);
  await expectTableFits(hacker, 'Elenco dei report');
  await checked(hacker, 'tables-04-hacker-reports');

  const hackerRow = await one<{ id: string }>('select id from users where email = $1', [DEMO_HACKER.email]);
  const due = await one<{ next: Date | null }>('select min(due_at) as next from payment_intents where hacker_id = $1 and status = any($2)', [
    hackerRow.id,
    [...UNPAID_PAYMENT_STATUSES],
  ]);
  await hacker.goto('/wallet');
  await expect(hacker.getByTestId('wallet-nextDueDate')).toBeVisible();
  if (due.next) await expect(hacker.getByText(due.next.getTime() < Date.now() ? 'Pagamento scaduto dal' : 'Prossima scadenza')).toBeVisible();
  await expect(hacker.getByRole('tab', { name: 'Pagamenti effettuati' })).toBeVisible();
  await checked(hacker, 'tables-05-hacker-wallet');

  await hacker.goto(`/hackers/${hackerRow.id}`);
  const accepted = (await hacker.getByTestId('hacker-reportsAccepted').textContent())?.trim() ?? '';
  await expect(hacker.getByText(new RegExp(`^${accepted} report accettat[oi]$`))).toBeVisible();
  const hacktivity = hacker.getByRole('region', { name: "Report accettati dell'hacker" });
  await expect(hacktivity.getByRole('row')).toHaveCount(Math.min(Number(accepted), 10) + 1);
  // Each row names its company, or says the program is private.
  for (const row of await hacktivity.getByRole('row').all())
    if (!(await row.getByRole('columnheader').count())) await expect(row.getByRole('cell').first()).not.toBeEmpty();
  await checked(hacker, 'tables-06-hacker-profile');

  // The super admin: the hacker payments with status and details in the window, the whole transfer reference, the cards.
  const admin = await signInWithTwoFactor(browser, DEMO_SUPER_ADMIN);
  await admin.setViewportSize({ width: 1280, height: 900 });
  await expect(admin.getByRole('region', { name: 'Codice invito' })).toHaveCount(0);
  const months = await one<{ first: string; last: string }>(
    `select to_char(min(month), 'YYYY-MM') as first, to_char(max(month), 'YYYY-MM') as last
       from (select distinct month from report_months order by month desc limit 12) recent`,
    [],
  );
  const monthIndex = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7));
  const span = monthIndex(months.last) - monthIndex(months.first) + 1;
  await expect(admin.getByText(new RegExp(`^${span} mes[ei], da `)).first()).toBeVisible();

  await admin.goto('/payments?tab=hackers');
  const payments = admin.getByRole('region', { name: 'Storico dei pagamenti agli hacker' });
  await expect(payments.getByRole('row').nth(1)).toBeVisible();
  await expectWholeBadges(payments);
  await expectTableFits(admin, 'Storico dei pagamenti agli hacker');
  // The details button lies within the window's width (the row itself may be below the fold).
  const details = await payments
    .getByRole('button', { name: /^Dettagli/ })
    .first()
    .boundingBox();
  expect((details?.x ?? Infinity) + (details?.width ?? 0)).toBeLessThanOrEqual(1280);
  await checked(admin, 'tables-07-admin-hacker-payments');

  await admin.goto('/payments');
  const deposits = admin.getByRole('region', { name: 'Storico dei bonifici' });
  const referenced = deposits.getByRole('row').filter({ hasText: 'Codice azienda' }).first();
  const code = await one<{ reference_code: string }>("select reference_code from companies where name = 'Demo Srl'", []);
  await expect(referenced.getByText(code.reference_code, { exact: true })).toBeVisible();
  await expectTableFits(admin, 'Storico dei bonifici');
  await checked(admin, 'tables-08-admin-deposits');

  await admin.goto('/users');
  const counts = (await (await admin.request.get('/api/users/count')).json()) as { companies: number };
  await expect(admin.getByText('Utenti aziendali')).toBeVisible();
  await expect(admin.getByText('Utenti aziendali').locator('xpath=..')).toContainText(String(counts.companies));
  await checked(admin, 'tables-09-admin-users');

  await Promise.all([company, triager, hacker, admin].map((page) => page.context().close()));
});
