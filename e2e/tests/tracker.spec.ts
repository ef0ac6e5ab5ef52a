import { expect } from '@playwright/test';
// The stand-in the API tests use: GitHub's, GitLab's and Jira's documented endpoints, recording every call.
import { STAND_IN_TOKEN, startTrackerStandIn } from '../../apps/api/src/modules/integrations/trackers/tracker-stand-in.test-support.ts';
import { DEMO_COMPANY, DEMO_HACKER, expectAccessible, expectNoHorizontalScroll, PHONE, queryDatabase, screenshot, signedInPage, test } from './support.ts';

/**
 * Issue tracker (issue 23): the demo company's admin connects GitHub on the Integrations page, with a stand-in this test
 * starts on 127.0.0.1 as the API base (outside production a loopback http address is allowed), opens a demo report and
 * sends it to the tracker; the page links the issue, and the stand-in received the documented request with the
 * report's title and a link back, and nothing of the hacker. Closing the issue there and refreshing suggests marking
 * the report fixed.
 */

test.use({ actionTimeout: 30_000 });

/** A rewarded, not yet fixed, report of the demo company (apps/api/scripts/demo/demo-reports.ts). */
const REWARDED_REPORT = `select r.id, r.title from reports r
  join company_members m on m.company_id = r.company_id join users u on u.id = m.user_id
  where u.email = $1 and r.status = 'rewarded' order by r.created_at limit 1`;

test('a company admin connects GitHub, sends a report to the tracker and sees its issue come back closed', async ({ browser }) => {
  const standIn = await startTrackerStandIn();
  try {
    const page = await signedInPage(browser, DEMO_COMPANY.email, DEMO_COMPANY.password);
    await page.getByRole('link', { name: 'Integrazioni' }).first().click();
    const card = page.getByRole('region', { name: 'Tracker' });
    await expect(card.getByText(/mai i dati personali dell'hacker/)).toBeVisible();
    await card.getByRole('button', { name: 'Collega un tracker' }).click();

    const dialog = page.getByRole('dialog', { name: 'Collega un tracker' });
    await expect(dialog.getByRole('combobox', { name: 'Servizio' })).toHaveValue('github');
    await dialog.getByRole('textbox', { name: /Repository/ }).fill('acme/webapp');
    await dialog.getByRole('textbox', { name: /Indirizzo delle API/ }).fill(standIn.githubUrl);
    // A wrong token: the stand-in answers 401 as GitHub does, and nothing is saved.
    await dialog.getByLabel(/Token fine-grained/).fill('wrong-token');
    await dialog.getByRole('button', { name: 'Verifica e collega' }).click();
    await expect(dialog.getByText(/rifiutato le credenziali/)).toBeVisible();
    await dialog.getByLabel(/Token fine-grained/).fill(STAND_IN_TOKEN);
    await expectAccessible(page);
    await screenshot(page, 'tracker-01-connect');
    await dialog.getByRole('button', { name: 'Verifica e collega' }).click();
    await expect(card.getByText('Collegato')).toBeVisible();
    await expect(card.getByText('acme/webapp')).toBeVisible();
    await expect(card.getByText(`…${STAND_IN_TOKEN.slice(-4)}`)).toBeVisible();
    await expect(card).not.toContainText(STAND_IN_TOKEN);
    await screenshot(page, 'tracker-02-connected');

    const [report] = await queryDatabase<{ id: string; title: string }>(REWARDED_REPORT, [DEMO_COMPANY.email]);
    await page.goto(`/reports/${report!.id}`);
    await expect(page.getByRole('heading', { name: report!.title, level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Invia al tracker' }).click();
    const link = page.getByRole('link', { name: /GitHub #1/ });
    await expect(link).toHaveAttribute('href', 'https://github.com/acme/webapp/issues/1');
    await expect(page.getByText('Aperta', { exact: true })).toBeVisible();

    // The stand-in received one documented issue: the title, the link back, nothing of the hacker.
    const created = standIn.calls.filter((call) => call.method === 'POST');
    expect(created).toHaveLength(1);
    expect(created[0]!.path).toBe('/repos/acme/webapp/issues');
    expect(created[0]!.headers.authorization).toBe(`Bearer ${STAND_IN_TOKEN}`);
    const body = created[0]!.body as { title: string; body: string };
    expect(body.title).toContain(report!.title);
    expect(body.body).toContain(`/reports/${report!.id}`);
    expect(body.body).not.toContain(DEMO_HACKER.email);

    // Closed over there: a refresh brings it back, with the suggestion next to the actions.
    standIn.close('github', '1');
    await page.getByRole('button', { name: 'Aggiorna lo stato dal tracker' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Issue chiusa nel tracker: segna come risolto?' })).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, 'tracker-03-closed');
    await page.setViewportSize(PHONE);
    await expectNoHorizontalScroll(page);
    await screenshot(page, 'tracker-04-phone');
  } finally {
    await standIn.stop();
  }
});
