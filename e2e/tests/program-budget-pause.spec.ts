import { expect, type Page } from '@playwright/test';
import { DEMO_COMPANY, DEMO_HACKER, expectAccessible, screenshotBothWidths, signedInPage, test } from './support.ts';

/**
 * The budget rule on the demo data (DECISIONS "Fees, budgets and tiers"): "Area riservata partner" spent its budget on
 * rewards and its last new report, taken in charge, reserved the 380 € left of its 720 € prize; the platform paused
 * it. Nothing here changes the demo: the reward dialog is cancelled at its confirmation.
 */
const PROGRAM = 'Area riservata partner';
const REPORT = "Token di sessione nella query string dell'export CSV";

async function checked(page: Page, name: string) {
  await expectAccessible(page);
  await screenshotBothWidths(page, name);
}

/** The demo program's id and its taken-in-charge report's, as the company reads them. */
async function demoIds(company: Page): Promise<{ programId: string; reportId: string }> {
  const programs = (await (await company.request.get('/api/programs/my-company')).json()) as { results: { id: string; name: string }[] };
  const programId = programs.results.find((program) => program.name === PROGRAM)?.id ?? '';
  const reports = (await (await company.request.get(`/api/reports?program=${programId}&status=triaged`)).json()) as {
    results: { id: string; title: string }[];
  };
  return { programId, reportId: reports.results.find((report) => report.title === REPORT)?.id ?? '' };
}

test.use({ actionTimeout: 30_000 });

test('a program that cannot pay is paused by the budget rule: its company reads why, a hacker finds it paused and cannot report', async ({ browser }) => {
  test.setTimeout(180_000);
  const company = await signedInPage(browser, DEMO_COMPANY.email, DEMO_COMPANY.password);
  const { programId } = await demoIds(company);
  expect(programId).not.toBe('');

  await company.goto(`/programs/${programId}`);
  const notice = company.getByTestId('program-paused-notice');
  await expect(notice).toContainText('In pausa automatica: il budget non basta');
  await expect(notice).toContainText(/Il budget residuo \(0,00\s€\) non copre il premio più basso del programma \(200,00\s€\)/);
  await expect(notice).toContainText('Aumenta il budget: il programma riprende da solo');
  await expect(company.getByRole('button', { name: 'Aumenta budget' })).toBeVisible();
  // Resuming by hand would be refused (PROGRAM_LOW_BUDGET): not offered.
  await expect(company.getByRole('button', { name: 'Riprendi' })).toHaveCount(0);
  await checked(company, 'budget-pause-company');

  const hacker = await signedInPage(browser, DEMO_HACKER.email, DEMO_HACKER.password);
  await hacker.goto('/programs?tab=joined');
  const card = hacker.getByRole('article', { name: PROGRAM });
  await expect(card).toContainText('Nessuno finché è in pausa');
  await expect(card).not.toContainText('fino a');
  await expect(card.getByRole('button', { name: 'Vai al programma' })).toBeDisabled();
  await checked(hacker, 'budget-pause-hacker-programs');

  // Opened by its address, the page says why and the report button says it takes none.
  await hacker.goto(`/programs/${programId}`);
  await expect(hacker.getByTestId('program-paused-notice')).toContainText("Riprende da solo quando l'azienda aumenta il budget.");
  await expect(hacker.getByRole('button', { name: 'Invia un report' })).toBeDisabled();
  await expect(hacker.getByText('Programma in pausa: non accetta report finché non riprende.')).toBeVisible();
  await checked(hacker, 'budget-pause-hacker-program');
});

test('the reward dialog shows the remaining budget and the report’s reservation, and refuses more than they pay before the confirmation', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const company = await signedInPage(browser, DEMO_COMPANY.email, DEMO_COMPANY.password);
  const { reportId } = await demoIds(company);
  expect(reportId).not.toBe('');

  await company.goto(`/reports/${reportId}`);
  await company.getByRole('button', { name: 'Invia ricompensa' }).click();
  const dialog = company.getByRole('dialog', { name: 'Invia la ricompensa' });
  const budget = dialog.getByRole('region', { name: 'Budget del programma' });
  await expect(budget).toContainText(/Budget residuo\s*0,00\s€/);
  await expect(budget).toContainText(/Riservato per questo report\s*380,00\s€/);
  await expect(budget).toContainText(/Puoi inviare al massimo\s*380,00\s€/);
  const amount = dialog.getByRole('textbox', { name: /Importo/ });
  await expect(amount).toHaveValue('720');

  // The target's prize is more than the budget can pay: refused in the form, in the API's words, with no confirmation.
  await dialog.getByRole('button', { name: 'Continua' }).click();
  await expect(dialog.getByText('Il budget del programma non è sufficiente.')).toBeVisible();
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText("L'operazione è irreversibile")).toHaveCount(0);
  await checked(company, 'reward-dialog-refused');

  await amount.fill('380');
  await dialog.getByRole('button', { name: 'Continua' }).click();
  await expect(dialog.getByText("L'operazione è irreversibile")).toBeVisible();
  await expect(dialog.getByRole('region', { name: 'Budget del programma' })).toContainText(/Budget residuo dopo l'invio\s*0,00\s€/);
  await checked(company, 'reward-dialog-confirm');
  // Not sent: the demo stays as it is for the other journeys.
  await dialog.getByRole('button', { name: 'Annulla' }).click();
  await expect(dialog.getByRole('button', { name: 'Continua' })).toBeVisible();
});
