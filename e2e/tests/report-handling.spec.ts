import { expect, type Page } from '@playwright/test';
import {
  activeProgramOf,
  approveKycInSandbox,
  completePaymentSettings,
  createAccount,
  DEMO_COMPANY,
  DESKTOP,
  expectAccessible,
  fundDemoCompany,
  postAs,
  reportBody,
  screenshotBothWidths,
  signIn,
  signInDemoSuperAdmin,
  signedInPage,
  switchLanguage,
  tinyPng,
  uniqueName,
  test,
} from './support.ts';

/** What the hacker sent (high, 7.1) and what the company lowers it to (medium, 5.1): user interaction and confidentiality change. */
const HIGH_VECTOR = 'CVSS:4.0/AV:N/AC:L/AT:N/PR:L/UI:N/VC:H/VI:L/VA:N/SC:N/SI:N/SA:N';
const MEDIUM_VECTOR = 'CVSS:4.0/AV:N/AC:L/AT:N/PR:L/UI:P/VC:L/VI:L/VA:N/SC:N/SI:N/SA:N';
const QUESTION = 'Con quale account di test avete riprodotto il problema?';
const ANSWER = "Con l'account tester numero 2, allego la schermata.";
const REASON = "Serve che la vittima apra il link: l'interazione è passiva e si leggono solo dati propri.";
/** The target's medium prize, as the interface prints it. */
const MEDIUM_PRIZE = /300,00\s€/;

async function checked(page: Page, name: string) {
  await expectAccessible(page);
  await screenshotBothWidths(page, name);
}

/** The report's status and severity badges at the top of its page. */
const statusBadge = (page: Page, text: string) => page.getByRole('main').getByText(text, { exact: true }).first();

// Under a loaded machine a screen may take more than the default 15 s to answer a click.
test.use({ actionTimeout: 30_000 });

test('on a self-managed program the company starts, asks for more information, lowers the severity, rewards and fixes a report; the hacker answers and sees it all', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize(DESKTOP);
  const title = uniqueName('Reflected XSS nella ricerca ');

  // Set-up over the API: a self-managed program; a hacker ready to report sends a high report (the wizard is report-submit's journey).
  const admin = await signInDemoSuperAdmin(browser);
  const company = await signedInPage(browser, DEMO_COMPANY.email, DEMO_COMPANY.password);
  await fundDemoCompany(company, admin, 20_000);
  const program = await activeProgramOf(company, admin, { name: uniqueName('Negozio online '), isManaged: false });
  const hacker = await createAccount(page.request);
  await page.goto('/auth/login');
  await signIn(page, hacker.email, hacker.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await approveKycInSandbox(page);
  await completePaymentSettings(page);
  const report = await postAs(page, '/api/reports', reportBody(program.id, program.targetId, { title, severity: 'high', severityDescription: HIGH_VECTOR }));
  const reportUrl = `/reports/${String(report.id)}`;

  // The company finds it under "Not taken in charge" and opens it.
  await company.goto('/reports');
  await expect(company.getByRole('heading', { name: 'Report', level: 1 })).toBeVisible();
  await company.getByRole('tab', { name: 'Non presi in carico' }).click();
  const newRow = company.getByRole('row').filter({ hasText: title });
  await expect(newRow).toContainText('Nuovo');
  await expect(newRow).toContainText('Alta');
  await expect(newRow).toContainText(hacker.username);
  await checked(company, 'report-handling-01-company-not-taken');
  await newRow.getByRole('link', { name: title }).click();
  await expect(company.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  const actions = company.getByRole('group', { name: 'Azioni sul report' });
  await expect(actions.getByRole('button')).toHaveText(['Prendi in carico', 'Chiedi informazioni', 'Cambia gravità', 'Rifiuta']);
  await checked(company, 'report-handling-02-company-report-new');

  // Start: new -> triaged.
  await actions.getByRole('button', { name: 'Prendi in carico' }).click();
  const start = company.getByRole('dialog', { name: 'Prendere in carico il report?' });
  await start.getByRole('button', { name: 'Prendi in carico' }).click();
  await expect(company.getByText('Presa in carico avviata')).toBeVisible();
  await expect(statusBadge(company, 'Preso in carico')).toBeVisible();

  // More information: a message for the hacker.
  await actions.getByRole('button', { name: 'Chiedi informazioni' }).click();
  const moreInfo = company.getByRole('dialog', { name: 'Chiedi più informazioni' });
  await moreInfo.getByRole('textbox', { name: "Messaggio per l'hacker" }).fill(QUESTION);
  await expectAccessible(company);
  await screenshotBothWidths(company, 'report-handling-03-company-more-info');
  await moreInfo.getByRole('button', { name: 'Invia la richiesta' }).click();
  await expect(company.getByText('Richiesta di informazioni inviata')).toBeVisible();
  await expect(statusBadge(company, 'Più informazioni')).toBeVisible();
  await expect(actions.getByRole('button', { name: 'Prendi in carico' })).toHaveCount(0);

  // The hacker's list says more information is wanted; on the report page they answer with a comment and a picture.
  await page.getByRole('link', { name: 'I miei report', exact: true }).first().click();
  await expect(page.getByRole('heading', { name: 'I miei report', level: 1 })).toBeVisible();
  const myRow = page.getByRole('row').filter({ hasText: title });
  await expect(myRow).toContainText('Più informazioni');
  await checked(page, 'report-handling-04-hacker-my-reports');
  await myRow.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  const timeline = page.getByRole('region', { name: 'Attività' });
  await expect(timeline.getByText(QUESTION)).toBeVisible();
  await expect(page.getByText('Ti sono state chieste più informazioni')).toBeVisible();
  await page.getByRole('textbox', { name: 'Commento' }).click();
  await page.keyboard.type(ANSWER);
  await page.getByLabel('Allegati del commento').setInputFiles({ name: 'account-tester-2.png', mimeType: 'image/png', buffer: tinyPng() });
  await expect(page.getByRole('list', { name: 'Allegati scelti' })).toContainText('account-tester-2.png');
  await checked(page, 'report-handling-05-hacker-answer');
  await page.getByRole('button', { name: 'Invia la risposta' }).click();
  await expect(page.getByText('Commento aggiunto')).toBeVisible();
  await expect(statusBadge(page, 'Preso in carico')).toBeVisible();
  await expect(timeline.getByText(ANSWER)).toBeVisible();
  await expect(timeline.getByRole('link', { name: "Apri l'allegato account-tester-2.png" })).toBeVisible();

  // The company lowers the severity through the CVSS 4.0 calculator, prefilled with the hacker's vector: the severity
  // follows the live score (no severity to pick that the vector would contradict), and the reason the hacker will read.
  await company.reload();
  await expect(statusBadge(company, 'Preso in carico')).toBeVisible();
  await expect(company.getByRole('region', { name: 'Attività' }).getByText(ANSWER)).toBeVisible();
  await actions.getByRole('button', { name: 'Cambia gravità' }).click();
  const severity = company.getByRole('dialog', { name: 'Cambia la gravità' });
  await expect(severity.getByRole('textbox', { name: 'Vettore CVSS 4.0' })).toHaveValue(HIGH_VECTOR);
  await expect(severity.getByTestId('cvss-score')).toHaveText('7.1 (Alta)');
  await expect(severity.getByRole('combobox', { name: 'Nuova gravità' })).toHaveCount(0);
  await severity.getByRole('radiogroup', { name: "Interazione dell'utente" }).getByText('Passiva', { exact: true }).click();
  await severity.getByRole('radiogroup', { name: 'Riservatezza del sistema vulnerabile' }).getByText('Bassa', { exact: true }).click();
  await expect(severity.getByRole('textbox', { name: 'Vettore CVSS 4.0' })).toHaveValue(MEDIUM_VECTOR);
  await expect(severity.getByTestId('cvss-score')).toHaveText('5.1 (Media)');
  await expect(severity.getByTestId('severity-after')).toHaveText('Media');
  // Lower without a reason: refused on the spot.
  await severity.getByRole('button', { name: 'Salva la gravità' }).click();
  await expect(severity.getByRole('textbox', { name: 'Motivazione' })).toHaveAttribute('aria-invalid', 'true');
  await severity.getByRole('textbox', { name: 'Motivazione' }).fill(REASON);
  await expectAccessible(company);
  await screenshotBothWidths(company, 'report-handling-06-company-change-severity');
  await severity.getByRole('button', { name: 'Salva la gravità' }).click();
  await expect(company.getByText('Gravità modificata')).toBeVisible();
  const cvss = company.getByRole('region', { name: 'Vettore CVSS 4.0' });
  await expect(cvss).toContainText(MEDIUM_VECTOR);
  await expect(cvss).toContainText('CVSS 5.1');
  await expect(cvss).toContainText('Media');
  // The page's severity badge and the timeline say the same: high 7.1 became medium 5.1.
  await expect(statusBadge(company, 'Media')).toBeVisible();
  const severityChange = company.getByRole('region', { name: 'Attività' }).getByLabel('Cambio di gravità');
  await expect(severityChange).toContainText(/Alta\s*CVSS 7\.1.*Media\s*CVSS 5\.1/);
  await checked(company, 'report-handling-06b-company-severity-changed');

  // Reward: the medium prize by default, then the irreversible confirmation.
  await actions.getByRole('button', { name: 'Invia ricompensa' }).click();
  const reward = company.getByRole('dialog', { name: 'Invia la ricompensa' });
  await expect(reward.getByRole('textbox', { name: 'Importo (€)' })).toHaveValue('300');
  await reward.getByRole('button', { name: 'Continua' }).click();
  await expect(reward.getByText("L'operazione è irreversibile")).toBeVisible();
  await expect(reward).toContainText(hacker.username);
  await expectAccessible(company);
  await screenshotBothWidths(company, 'report-handling-07-company-reward-confirm');
  await reward.getByRole('button', { name: /^Invia 300,00\s€$/ }).click();
  await expect(company.getByText('Ricompensa inviata')).toBeVisible();
  await expect(statusBadge(company, 'Ricompensato')).toBeVisible();

  // Fixed: rewarded -> fixed.
  await actions.getByRole('button', { name: 'Segna come risolto' }).click();
  await company.getByRole('dialog', { name: 'Segnare il report come risolto?' }).getByRole('button', { name: 'Segna come risolto' }).click();
  await expect(company.getByText('Report segnato come risolto')).toBeVisible();
  await expect(statusBadge(company, 'Risolto')).toBeVisible();
  await expect(company.getByRole('group', { name: 'Azioni sul report' })).toHaveCount(0);
  await checked(company, 'report-handling-08-company-report-fixed');

  // The company's tabs: gone from "Taken in charge", in "All" as fixed with its reward.
  await company.goto('/reports');
  await company.getByRole('tab', { name: 'Presi in carico', exact: true }).click();
  await expect(company.getByRole('tabpanel')).not.toContainText(title);
  await checked(company, 'report-handling-09-company-taken');
  await company.getByRole('tab', { name: 'Tutti' }).click();
  const fixedRow = company.getByRole('row').filter({ hasText: title });
  await expect(fixedRow).toContainText('Risolto');
  await expect(fixedRow).toContainText(MEDIUM_PRIZE);
  await checked(company, 'report-handling-10-company-all');

  // The hacker's report page: the reward and the whole timeline.
  await page.reload();
  await expect(statusBadge(page, 'Risolto')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Dettagli' })).toContainText(MEDIUM_PRIZE);
  await expect(timeline.getByText(QUESTION)).toBeVisible();
  await expect(timeline.getByText(ANSWER)).toBeVisible();
  await expect(timeline.getByText(REASON)).toBeVisible();
  const diff = timeline.getByRole('table', { name: 'Metriche CVSS cambiate' });
  await expect(diff.getByRole('row', { name: /Interazione dell'utente/ })).toContainText(/Nessuna.*Passiva/);
  await expect(diff.getByRole('row', { name: /Riservatezza del sistema vulnerabile/ })).toContainText(/Alta.*Bassa/);
  await expect(diff.getByRole('row')).toHaveCount(3); // the header and the two metrics that changed
  for (const label of ['ha cambiato la gravità', 'ha commentato']) await expect(timeline.getByText(label).first()).toBeVisible();
  // Submitted; started, more information, answered (back to triaged), rewarded, fixed: five status changes.
  await expect(timeline.getByText('ha cambiato lo stato')).toHaveCount(5);
  for (const status of ['Più informazioni', 'Ricompensato', 'Risolto']) await expect(timeline.getByText(status, { exact: true }).first()).toBeVisible();
  await checked(page, 'report-handling-11-hacker-report-fixed');

  // The reward earned the hacker the points of a medium report (25): the leaderboard shows them.
  await page.getByRole('link', { name: 'Classifica', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Classifica', level: 1 })).toBeVisible();
  // Other journeys and the demo reward hackers too, so the row may be on a later page: page on until it shows.
  const ranking = page.getByRole('row').filter({ hasText: hacker.username });
  const nextPage = page.getByRole('button', { name: 'Pagina successiva' });
  const firstRow = page.getByRole('table').getByRole('row').nth(1);
  await expect(firstRow).toBeVisible();
  while ((await ranking.count()) === 0 && (await nextPage.count()) > 0 && (await nextPage.isEnabled())) {
    const shown = await firstRow.textContent();
    await nextPage.click();
    await expect(firstRow).not.toHaveText(shown ?? '');
  }
  await expect(ranking.getByRole('cell').last()).toHaveText('25');
  await checked(page, 'report-handling-12-leaderboard');

  // In English: the hacker switches from the language dialog; the company's window reads the stored choice.
  await switchLanguage(page, 'en');
  await page.goto('/reports');
  await expect(page.getByRole('heading', { name: 'My reports', level: 1 })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: title })).toContainText('Fixed');
  await checked(page, 'report-handling-13-hacker-my-reports-en');
  await page.goto(reportUrl);
  await expect(page.getByRole('table', { name: 'Changed CVSS metrics' })).toBeVisible();
  await checked(page, 'report-handling-14-hacker-report-en');
  await company.evaluate(() => window.localStorage.setItem('appLanguage', 'en'));
  await company.goto('/reports');
  await expect(company.getByRole('tab', { name: 'All' })).toBeVisible();
  await expect(company.getByRole('row').filter({ hasText: title })).toContainText('Fixed');
  await checked(company, 'report-handling-15-company-all-en');
  await company.goto(reportUrl);
  await expect(company.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await checked(company, 'report-handling-16-company-report-en');
  await company.evaluate(() => window.localStorage.removeItem('appLanguage'));
});
