import { expect, type Page } from '@playwright/test';
import {
  DEMO_COMPANY,
  expectAccessible,
  queryDatabase,
  screenshotBothWidths,
  signedInPage,
  signInDemoSuperAdmin,
  signInNewTriager,
  tinyPng,
  test,
} from './support.ts';

/**
 * Fix verification (issue 20) on the demo data: "Portale clienti e app mobile" has the service and its retests are the
 * platform's. The demo leaves the open CORS report waiting for its retest; here Demo Srl marks the rewarded reflected
 * XSS fixed too, then a platform triager verifies the first fix and fails the second with a note and evidence, and
 * Demo Srl finds the failed one back as rewarded, with the note, and the program's figures moved.
 */

const PROGRAM = 'Portale clienti e app mobile';
/** Waiting for its retest in the demo (demo-retests.ts). */
const CORS = 'CORS aperto a qualunque origine sugli endpoint pubblici delle API';
/** Rewarded in the demo and not yet fixed (demo-payment-reports.ts). */
const XSS = 'XSS riflessa nella ricerca dello storico pagamenti';
const VERIFIED_NOTE = 'Retest da un dominio esterno: /v2/public/branches non manda più Access-Control-Allow-Origin e i recapiti interni non ci sono più.';
const FAILED_NOTE = 'Il parametro cerca è codificato in /pagamenti, ma /pagamenti/export?cerca= ripete ancora il termine senza codifica: alert eseguito.';

async function checked(page: Page, name: string) {
  await expectAccessible(page);
  await screenshotBothWidths(page, name);
}

const main = (page: Page) => page.getByRole('main');
const statusBadge = (page: Page, text: string) => main(page).getByText(text, { exact: true }).first();
const retestCard = (page: Page) => page.getByRole('region', { name: 'Verifica della correzione' });
const timeline = (page: Page) => page.getByRole('region', { name: 'Attività' });

/** The program's retests as the statistics card prints them (pending, verified, failed), read from the database. */
async function retestCounts(programId: string) {
  const [row] = await queryDatabase<{ pending: string; verified: string; failed: string }>(
    `select count(*) filter (where status = 'pending') as pending, count(*) filter (where status = 'verified') as verified,
            count(*) filter (where status = 'failed') as failed
       from report_retests where program_id = $1`,
    [programId],
  );
  return row ?? { pending: '0', verified: '0', failed: '0' };
}

async function expectRetestsCard(page: Page, programId: string, counts: { pending: string; verified: string; failed: string }) {
  await page.goto(`/programs/${programId}`);
  const card = page.getByRole('region', { name: 'Verifica delle correzioni' });
  await expect(card).toContainText('I fix segnati come risolti vengono ricontrollati dallo staff della piattaforma');
  await expect(card).toContainText(new RegExp(`Retest in attesa\\s*${counts.pending}`));
  await expect(card).toContainText(new RegExp(`Fix verificati\\s*${counts.verified}`));
  await expect(card).toContainText(new RegExp(`Fix non riusciti\\s*${counts.failed}`));
  return card;
}

// Under a loaded machine a screen may take more than the default 15 s to answer a click.
test.use({ actionTimeout: 30_000 });

test('on a Fix verification program the company marks a fix, a platform triager verifies one fix and fails another with evidence, and the company gets the failed one back', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const reports = await queryDatabase<{ id: string; title: string; program_id: string }>(
    `select r.id, r.title, r.program_id from reports r join programs p on p.id = r.program_id where p.name = $1 and r.title = any($2)`,
    [PROGRAM, [CORS, XSS]],
  );
  const cors = reports.find((report) => report.title === CORS);
  const xss = reports.find((report) => report.title === XSS);
  expect(cors && xss, 'the demo reports of the Fix verification program').toBeTruthy();
  if (!cors || !xss) return;
  const programId = cors.program_id;
  const before = await retestCounts(programId);
  expect(Number(before.pending)).toBeGreaterThanOrEqual(1);

  // 1. The company marks the rewarded XSS fixed: a retest opens, the platform's.
  const company = await signedInPage(browser, DEMO_COMPANY.email, DEMO_COMPANY.password);
  await company.goto(`/reports/${xss.id}`);
  await expect(company.getByRole('heading', { name: XSS, level: 1 })).toBeVisible();
  await expect(statusBadge(company, 'Ricompensato')).toBeVisible();
  const actions = company.getByRole('group', { name: 'Azioni sul report' });
  await actions.getByRole('button', { name: 'Segna come risolto' }).click();
  await company.getByRole('dialog', { name: 'Segnare il report come risolto?' }).getByRole('button', { name: 'Segna come risolto' }).click();
  await expect(company.getByText('Report segnato come risolto')).toBeVisible();
  await expect(statusBadge(company, 'Risolto')).toBeVisible();
  await expect(statusBadge(company, 'Retest in attesa')).toBeVisible();
  await expect(retestCard(company)).toContainText('Lo staff della piattaforma');
  await expect(retestCard(company)).toContainText('Entro il');
  await expect(timeline(company).getByText('ha segnato il fix: retest aperto')).toBeVisible();
  // The company records no outcome of its own fix.
  await expect(company.getByRole('group', { name: 'Azioni sul retest' })).toHaveCount(0);
  await checked(company, 'report-retest-01-company-retest-pending');

  // The report list's retest filter: both waiting reports, nothing verified among them.
  await company.goto('/reports');
  await company.getByRole('tab', { name: 'Tutti' }).click();
  const retestFilter = company.getByRole('combobox', { name: 'Retest' });
  await retestFilter.click();
  // The list of options is built as it opens, and the field names it from then on (lib/mantine-use-combobox.ts).
  await expect(retestFilter).toHaveAttribute('aria-expanded', 'true');
  await expect(retestFilter).toHaveAttribute('aria-controls', (await company.getByRole('listbox').getAttribute('id')) ?? 'a listbox');
  await company.getByRole('option', { name: 'Retest in attesa' }).click();
  await expect(company.getByRole('listbox')).toHaveCount(0);
  await expect(company).toHaveURL(/retest=pending/);
  const waiting = main(company).getByRole('row').filter({ hasText: 'Retest in attesa' });
  await expect(waiting.filter({ hasText: XSS })).toHaveCount(1);
  await expect(waiting.filter({ hasText: CORS })).toHaveCount(1);
  await expect(main(company).getByRole('row').filter({ hasText: 'Fix verificato' })).toHaveCount(0);
  await checked(company, 'report-retest-02-company-list-retest-pending');

  // The program's statistics: one more retest waiting.
  const opened = await retestCounts(programId);
  expect(Number(opened.pending)).toBe(Number(before.pending) + 1);
  const openedCard = await expectRetestsCard(company, programId, opened);
  // Its waiting figure opens the program's reports filtered to the retests waiting.
  await openedCard.getByRole('link', { name: opened.pending, exact: true }).click();
  await expect(company).toHaveURL(/tab=reports&retest=pending/);
  await expect(main(company).getByRole('row').filter({ hasText: XSS })).toContainText('Retest in attesa');
  await expect(main(company).getByRole('row').filter({ hasText: CORS })).toContainText('Retest in attesa');

  // 2. A platform triager (staff, two-factor) verifies the CORS fix with a note.
  const admin = await signInDemoSuperAdmin(browser);
  const triager = await signInNewTriager(browser, admin);
  await triager.goto(`/reports/${cors.id}`);
  await expect(triager.getByRole('heading', { name: CORS, level: 1 })).toBeVisible();
  await expect(statusBadge(triager, 'Retest in attesa')).toBeVisible();
  const retestActions = triager.getByRole('group', { name: 'Azioni sul retest' });
  await expect(retestActions.getByRole('button')).toHaveText(['Fix verificato', 'Fix non riuscito']);
  await checked(triager, 'report-retest-03-triager-retest-pending');
  await retestActions.getByRole('button', { name: 'Fix verificato' }).click();
  const verify = triager.getByRole('dialog', { name: 'Registra il fix come verificato' });
  await verify.getByRole('textbox', { name: 'Cosa hai verificato' }).fill(VERIFIED_NOTE);
  await checked(triager, 'report-retest-04-triager-verify-dialog');
  await verify.getByRole('button', { name: 'Conferma il fix' }).click();
  await expect(verify).toBeHidden();
  await expect(statusBadge(triager, 'Fix verificato')).toBeVisible();
  await expect(statusBadge(triager, 'Risolto')).toBeVisible();
  await expect(retestActions).toHaveCount(0);
  await expect(retestCard(triager)).toContainText(VERIFIED_NOTE);
  await expect(timeline(triager).getByText('ha verificato il fix')).toBeVisible();
  await expect(timeline(triager).getByText(VERIFIED_NOTE)).toBeVisible();
  await checked(triager, 'report-retest-05-triager-fix-verified');

  // ... and fails the XSS fix: a note, and the evidence the dialog asks for.
  await triager.goto(`/reports/${xss.id}`);
  await expect(triager.getByRole('heading', { name: XSS, level: 1 })).toBeVisible();
  await retestActions.getByRole('button', { name: 'Fix non riuscito' }).click();
  const fail = triager.getByRole('dialog', { name: 'Registra il fix come non riuscito' });
  await fail.getByRole('textbox', { name: 'Cosa non funziona ancora' }).fill(FAILED_NOTE);
  await fail.getByRole('button', { name: 'Registra il fix non riuscito' }).click();
  // Evidence is required for a failed fix: refused without it, the dialog stays open and says so.
  await expect(fail.getByRole('alert')).toHaveText('Allega almeno una prova del fix non riuscito');
  await expect(statusBadge(triager, 'Retest in attesa')).toBeVisible();
  await fail.locator('input[type="file"]').setInputFiles({ name: 'retest-export-xss.png', mimeType: 'image/png', buffer: tinyPng() });
  await expect(fail.getByRole('list', { name: 'Prove scelte' })).toContainText('retest-export-xss.png');
  await expect(fail.getByTestId('upload-announcer')).toHaveText('retest-export-xss.png: caricato');
  await expect(fail.getByRole('alert')).toHaveCount(0);
  await checked(triager, 'report-retest-06-triager-fail-dialog');
  await fail.getByRole('button', { name: 'Registra il fix non riuscito' }).click();
  await expect(fail).toBeHidden();
  await expect(statusBadge(triager, 'Fix non riuscito')).toBeVisible();
  await expect(statusBadge(triager, 'Ricompensato')).toBeVisible();
  await expect(timeline(triager).getByText('ha registrato un fix non riuscito')).toBeVisible();

  // 3. The company finds the XSS back on its side: rewarded, the note and evidence, and the way to fix it again.
  await company.goto(`/reports/${xss.id}`);
  await expect(statusBadge(company, 'Ricompensato')).toBeVisible();
  await expect(statusBadge(company, 'Fix non riuscito')).toBeVisible();
  await expect(retestCard(company)).toContainText(FAILED_NOTE);
  await expect(retestCard(company).getByRole('link', { name: 'retest-export-xss.png' })).toBeVisible();
  await expect(retestCard(company)).toContainText('Correggi di nuovo la vulnerabilità');
  await expect(actions.getByRole('button', { name: 'Segna come risolto' })).toBeVisible();
  const events = timeline(company);
  await expect(events.getByText('ha segnato il fix: retest aperto')).toBeVisible();
  await expect(events.getByText('ha registrato un fix non riuscito')).toBeVisible();
  await expect(events.getByText(FAILED_NOTE)).toBeVisible();
  await checked(company, 'report-retest-07-company-fix-failed');

  // The program's statistics card counts the retests: one verified and one failed more, one fewer waiting.
  const after = await retestCounts(programId);
  expect(after).toEqual({
    pending: String(Number(before.pending) - 1),
    verified: String(Number(before.verified) + 1),
    failed: String(Number(before.failed) + 1),
  });
  const card = await expectRetestsCard(company, programId, after);
  await card.scrollIntoViewIfNeeded();
  await checked(company, 'report-retest-08-company-program-retests');

  await Promise.all([company, admin, triager].map((page) => page.context().close()));
});
