import { expect, type Page } from '@playwright/test';
import {
  activeProgramOf,
  approveKycInSandbox,
  completePaymentSettings,
  createAccount,
  DEMO_COMPANY,
  expectAccessible,
  fundDemoCompany,
  postAs,
  reportBody,
  screenshotBothWidths,
  signedInPage,
  signInDemoSuperAdmin,
  signInNewTriager,
  tinyPdf,
  uniqueName,
  test,
} from './support.ts';

/** The original's content: its hacker and the handlers read it, the duplicate's hacker never does. */
const ORIGINAL_SECRET = 'Il token JWT firmato con la chiave di default permette di impersonare chiunque.';
/** The target's high prize, as the interface prints it. */
const HIGH_PRIZE = /800,00\s€/;

async function checked(page: Page, name: string) {
  await expectAccessible(page);
  await screenshotBothWidths(page, name);
}

/** A new hacker ready to report (identity verified, tax regime and IBAN), signed in on a page of their own. */
async function readyHacker(browser: Parameters<typeof signedInPage>[0], page: Page) {
  const account = await createAccount(page.request);
  const hacker = await signedInPage(browser, account.email, account.password);
  await approveKycInSandbox(hacker);
  await completePaymentSettings(hacker);
  return { account, page: hacker };
}

const statusBadge = (page: Page, text: string) => page.getByRole('main').getByText(text, { exact: true }).first();

// Under a loaded machine a screen may take more than the default 15 s to answer a click.
test.use({ actionTimeout: 30_000 });

test('on a managed program a triager starts and approves a report with a review PDF, the company rewards it, and a later duplicate shows its hacker only the original’s fingerprint', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const originalTitle = uniqueName('Token JWT con chiave di default ');
  const duplicateTitle = uniqueName('Firma JWT debole ');

  // Set-up over the API: a managed program; two hackers ready to report, the second one reporting the same flaw later.
  const admin = await signInDemoSuperAdmin(browser);
  const company = await signedInPage(browser, DEMO_COMPANY.email, DEMO_COMPANY.password);
  await fundDemoCompany(company, admin, 20_000);
  const program = await activeProgramOf(company, admin, { name: uniqueName('App mobile gestita '), isManaged: true });
  const first = await readyHacker(browser, page);
  const original = await postAs(
    first.page,
    '/api/reports',
    reportBody(program.id, program.targetId, {
      title: originalTitle,
      content: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: ORIGINAL_SECRET }] }] },
    }),
  );
  const second = await readyHacker(browser, page);
  const duplicate = await postAs(second.page, '/api/reports', reportBody(program.id, program.targetId, { title: duplicateTitle }));

  // A triager (two-factor at the first sign-in) finds both under "Not taken in charge".
  const triager = await signInNewTriager(browser, admin);
  await triager.getByRole('link', { name: 'Report', exact: true }).click();
  await expect(triager.getByRole('heading', { name: 'Report', level: 1 })).toBeVisible();
  await triager.getByRole('tab', { name: 'Non presi in carico' }).click();
  await expect(triager.getByRole('row').filter({ hasText: duplicateTitle })).toContainText('Nuovo');
  const originalRow = triager.getByRole('row').filter({ hasText: originalTitle });
  await expect(originalRow).toContainText('Nuovo');
  await checked(triager, 'report-managed-01-triager-not-taken');

  // Start, then approve with the reviewed text and the review PDF: the report waits for the company.
  await originalRow.getByRole('link', { name: originalTitle }).click();
  await expect(triager.getByRole('heading', { name: originalTitle, level: 1 })).toBeVisible();
  await expect(triager.getByText(ORIGINAL_SECRET)).toBeVisible();
  const actions = triager.getByRole('group', { name: 'Azioni sul report' });
  await actions.getByRole('button', { name: 'Prendi in carico' }).click();
  await triager.getByRole('dialog', { name: 'Prendere in carico il report?' }).getByRole('button', { name: 'Prendi in carico' }).click();
  await expect(statusBadge(triager, 'Preso in carico')).toBeVisible();
  await expect(actions.getByRole('button', { name: 'Invia ricompensa' })).toHaveCount(0);
  await actions.getByRole('button', { name: 'Approva' }).click();
  const approve = triager.getByRole('dialog', { name: 'Approva il report' });
  await expect(approve.getByRole('textbox', { name: 'Titolo' })).toHaveValue(originalTitle);
  await approve.locator('input[type="file"]').setInputFiles({ name: 'revisione.pdf', mimeType: 'application/pdf', buffer: tinyPdf() });
  await expect(approve.getByText('revisione.pdf')).toBeVisible();
  await checked(triager, 'report-managed-02-triager-approve');
  await approve.getByRole('button', { name: 'Approva' }).click();
  await expect(triager.getByText('Report approvato')).toBeVisible();
  await expect(triager).toHaveURL(/\/reports$/);

  // The company finds it under "For approval", sees the review document and rewards the high prize.
  await company.goto('/reports');
  await company.getByRole('tab', { name: 'In approvazione' }).click();
  const forApproval = company.getByRole('row').filter({ hasText: originalTitle });
  await expect(forApproval).toContainText('In approvazione');
  await checked(company, 'report-managed-03-company-for-approval');
  await forApproval.getByRole('link', { name: originalTitle }).click();
  await expect(company.getByRole('link', { name: 'revisione.pdf' })).toBeVisible();
  const companyActions = company.getByRole('group', { name: 'Azioni sul report' });
  await expect(companyActions.getByRole('button')).toHaveText(['Invia ricompensa', 'Rimanda in valutazione']);
  await checked(company, 'report-managed-04-company-report');
  await companyActions.getByRole('button', { name: 'Invia ricompensa' }).click();
  const reward = company.getByRole('dialog', { name: 'Invia la ricompensa' });
  await expect(reward.getByRole('textbox', { name: 'Importo (€)' })).toHaveValue('800');
  await reward.getByRole('button', { name: 'Continua' }).click();
  await reward.getByRole('button', { name: /^Invia 800,00\s€$/ }).click();
  await expect(company.getByText('Ricompensa inviata')).toBeVisible();
  await expect(statusBadge(company, 'Ricompensato')).toBeVisible();
  await expect(company.getByRole('region', { name: 'Dettagli' })).toContainText(HIGH_PRIZE);

  // The triager rejects the second report as a duplicate of the first.
  await triager.goto(`/reports/${String(duplicate.id)}`);
  await expect(triager.getByRole('heading', { name: duplicateTitle, level: 1 })).toBeVisible();
  await actions.getByRole('button', { name: 'Rifiuta' }).click();
  const reject = triager.getByRole('dialog', { name: 'Rifiuta il report' });
  await reject.getByRole('combobox', { name: 'Motivo' }).click();
  await triager.getByRole('option', { name: 'Duplicato' }).click();
  await reject.getByRole('combobox', { name: 'Report originale' }).click();
  await triager.getByRole('option', { name: new RegExp(originalTitle) }).click();
  await reject.getByRole('textbox', { name: 'Dettagli' }).fill('Lo stesso problema era già stato segnalato e ricompensato.');
  await checked(triager, 'report-managed-05-triager-reject-duplicate');
  await reject.getByRole('button', { name: 'Continua' }).click();
  await expect(reject.getByText("L'operazione è irreversibile")).toBeVisible();
  await reject.getByRole('button', { name: 'Rifiuta il report' }).click();
  await expect(triager.getByText('Report rifiutato')).toBeVisible();
  await expect(statusBadge(triager, 'Duplicato')).toBeVisible();

  // The second hacker sees the rejection and the original's fingerprint (its receipt's SHA-256), never its content.
  const fingerprint = ((await (await first.page.request.get(`/api/reports/${String(original.id)}`)).json()) as { receipt: { sha256: string } }).receipt.sha256;
  expect(fingerprint).toMatch(/^[0-9a-f]{64}$/);
  await second.page.goto(`/reports/${String(duplicate.id)}`);
  await expect(second.page.getByRole('heading', { name: duplicateTitle, level: 1 })).toBeVisible();
  await expect(second.page.getByText('Report rifiutato: Duplicato')).toBeVisible();
  const originalCard = second.page.getByRole('region', { name: 'Report originale' });
  await expect(originalCard).toContainText(fingerprint);
  await expect(originalCard).toContainText(String(original.id));
  await expect(second.page.getByText(ORIGINAL_SECRET)).toHaveCount(0);
  await expect(second.page.getByText(originalTitle)).toHaveCount(0);
  await checked(second.page, 'report-managed-06-hacker-duplicate');
  // The original's page stays closed to them.
  expect((await second.page.request.get(`/api/reports/${String(original.id)}`)).status()).toBe(404);
  await second.page.goto(`/reports/${String(original.id)}`);
  await expect(second.page.getByText('Il report non esiste o non hai i permessi per vederlo.')).toBeVisible();
  await expect(second.page.getByText(ORIGINAL_SECRET)).toHaveCount(0);

  // The first hacker sees the reward on their report.
  await first.page.goto(`/reports/${String(original.id)}`);
  await expect(statusBadge(first.page, 'Ricompensato')).toBeVisible();
  await expect(first.page.getByRole('region', { name: 'Dettagli' })).toContainText(HIGH_PRIZE);
  await expect(first.page.getByRole('region', { name: 'Ricevuta di invio' })).toContainText(fingerprint);
  await checked(first.page, 'report-managed-07-hacker-rewarded');
});
