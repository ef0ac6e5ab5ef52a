import { expect, type Page } from '@playwright/test';
import { expectAccessible, expectNoHorizontalScroll, PHONE, postAs, screenshot, signIn, signInDemoSuperAdmin, uniqueName, test } from './support.ts';

const COMPANY = { email: 'company@demo.bugbounty.local', password: 'Company-Demo-2026!' };
const DESKTOP = { width: 1280, height: 900 };

/** An amount as the Italian interface prints it ("8.625,00 €", a no-break space before the sign). */
const euro = (amount: string) => `${amount}\u00a0€`;

/** A screenshot at 1280 px and one at 375 px, then back to the desktop width. */
async function screenshots(page: Page, name: string) {
  await screenshot(page, `${name}-1280`);
  await page.setViewportSize(PHONE);
  // The layout follows the width a frame later (media queries re-render): wait for it, then check.
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await expectNoHorizontalScroll(page);
  await screenshot(page, `${name}-375`);
  await page.setViewportSize(DESKTOP);
}

async function forward(page: Page, nextStep: string) {
  await page.getByRole('button', { name: 'Avanti' }).click();
  await expect(page.getByRole('heading', { name: nextStep, level: 2 })).toBeVisible();
}

test('a company creates a managed program through the wizard; staff approve it; the company pauses and resumes it', async ({ page, browser }) => {
  // The whole life of a program (wizard, review, approval, pause, resume) with screenshots and axe at two widths: about
  // 75 s on a quiet machine, past the default 90 s on a busy 2-core CI machine.
  test.setTimeout(240_000);
  const programName = uniqueName('Portale clienti ');
  await page.setViewportSize(DESKTOP);

  // The demo company (verified, "Demo Srl") opens its programs: the demo data's, with its draft above them.
  await page.goto('/auth/login');
  await signIn(page, COMPANY.email, COMPANY.password);
  await expect(page.getByRole('heading', { name: 'Ciao, Marco' })).toBeVisible();
  await page.getByRole('link', { name: 'Programmi', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Programmi', level: 1 })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Portale clienti e app mobile' })).toBeVisible();
  await expect(page.getByText('App fedeltà')).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, 'program-01-list');

  // The super admin credits 20.000 to the company's wallet.
  const context = (await (await page.request.get('/api/programs/context')).json()) as { company: { id: string } };
  const admin = await signInDemoSuperAdmin(browser);
  await postAs(admin, `/api/companies/${context.company.id}/add-balance`, { amount: 20_000 }, { 'Idempotency-Key': crypto.randomUUID() });
  const before = (await (await page.request.get('/api/companies/me/balance')).json()) as { balance: number };

  // Step 1: description.
  await page.getByRole('link', { name: 'Crea programma' }).click();
  await expect(page.getByRole('heading', { name: 'Descrizione', level: 2 })).toBeVisible();
  await page.getByRole('button', { name: 'Avanti' }).click();
  await expect(page.getByRole('textbox', { name: 'Nome del programma' })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('La descrizione non può essere vuota')).toBeVisible();
  await page.getByRole('textbox', { name: 'Nome del programma' }).fill(programName);
  await page.getByRole('textbox', { name: 'Descrizione' }).click();
  await page.keyboard.type('Testate il portale clienti e le sue API.');
  await expectAccessible(page);
  await screenshots(page, 'program-02-step-description');
  await forward(page, 'Obiettivi');

  // Step 2: two targets.
  await page.getByRole('textbox', { name: 'Nome del target 1' }).fill('portale.demo.example');
  await page.getByRole('combobox', { name: 'Tipologia del target 1' }).click();
  await page.getByRole('option', { name: 'Applicazione web' }).click();
  await page.getByRole('button', { name: 'Aggiungi target' }).click();
  await page.getByRole('textbox', { name: 'Nome del target 2' }).fill('api.demo.example');
  await page.getByRole('combobox', { name: 'Tipologia del target 2' }).click();
  await page.getByRole('option', { name: 'API', exact: true }).click();
  await expectAccessible(page);
  await screenshots(page, 'program-03-step-objectives');
  await forward(page, 'Premi');

  // Step 3: the Base tier's prizes.
  await expect(page.getByRole('radio', { name: 'Base' })).toBeChecked();
  await expectAccessible(page);
  await screenshots(page, 'program-04-step-rewards');
  await forward(page, 'Budget');

  // Step 4: the Base package, 7.500.
  await expect(page.getByRole('radio', { name: /Base/ })).toBeChecked();
  await expectAccessible(page);
  await screenshots(page, 'program-05-step-budget');
  await forward(page, 'Gestione');

  // Step 5: managed (default) and fix verification ("Verifica delle correzioni").
  await page.getByRole('switch', { name: /Verifica delle correzioni/ }).check();
  await expect(page.getByTestId('fees-total')).toHaveText(euro('8.625,00'));
  await expectAccessible(page);
  await screenshots(page, 'program-06-step-management');
  await forward(page, 'Extra');

  // Step 6: the non-qualifying findings are prefilled; the default policy applies.
  await expect(page.getByText('Clickjacking su pagine senza azioni sensibili')).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, 'program-07-step-extra');
  await forward(page, 'Riepilogo');

  // Step 7: the recap and its total, 7.500 + 750 + 375.
  await expect(page.getByTestId('charge-formula')).toHaveText(`${euro('7.500,00')} + ${euro('750,00')} + ${euro('375,00')} = ${euro('8.625,00')}`);
  await expectAccessible(page);
  await screenshots(page, 'program-08-step-recap');

  // A prize under its floor: sending goes back to Rewards with the floor shown.
  await page.getByRole('button', { name: 'Modifica Premi' }).click();
  const mediumPrize = page.getByRole('textbox', { name: 'Premio Media per portale.demo.example' });
  await mediumPrize.fill('1');
  await page.getByRole('button', { name: 'Riepilogo' }).click();
  await page.getByRole('button', { name: 'Conferma e invia' }).click();
  await expect(page.getByRole('heading', { name: 'Premi', level: 2 })).toBeVisible();
  await expect(page.getByText(/Il premio minimo per questa gravità è di/)).toBeVisible();
  await screenshot(page, 'program-09-floor-violation');
  await page.getByRole('radio', { name: 'Base' }).check();
  await page.getByRole('button', { name: 'Riepilogo' }).click();
  await page.getByRole('button', { name: 'Conferma e invia' }).click();

  // Sent: the success modal, then the list with the program pending.
  const success = page.getByRole('dialog', { name: 'Programma inviato' });
  await expect(success.getByText(/entro 48 ore/)).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'program-10-success');
  await success.getByRole('button', { name: 'Vai ai programmi' }).click();
  const card = page.getByRole('article', { name: programName });
  await expect(card.getByText('In attesa di approvazione')).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, 'program-11-list');

  // The wallet paid 8.625.
  const after = (await (await page.request.get('/api/companies/me/balance')).json()) as { balance: number };
  expect(before.balance - after.balance).toBe(8_625);

  // The super admin asks for a change first: the message goes back to the company, which resubmits the program.
  await card.getByRole('link', { name: programName }).click();
  const detailUrl = page.url();
  await expect(page.getByRole('heading', { name: programName, level: 1 })).toBeVisible();
  await admin.goto(new URL(detailUrl).pathname);
  await admin.getByRole('button', { name: 'Richiedi modifiche' }).click();
  const changes = admin.getByRole('dialog', { name: "Richiedi modifiche all'azienda" });
  await changes.getByRole('button', { name: 'Invia la richiesta' }).click();
  await expect(changes.getByRole('textbox', { name: 'Cosa deve cambiare' })).toHaveAttribute('aria-invalid', 'true');
  const message = 'Indicate anche le app mobili nello scope, con i rispettivi identificativi.';
  await changes.getByRole('textbox', { name: 'Cosa deve cambiare' }).fill(message);
  await expectAccessible(admin);
  await screenshot(admin, 'program-11b-request-changes');
  await changes.getByRole('button', { name: 'Invia la richiesta' }).click();
  await expect(admin.getByText("Richiesta di modifiche inviata all'azienda")).toBeVisible();
  await page.reload();
  const note = page.getByTestId('program-review-note');
  await expect(note).toContainText(message);
  await expect(note).toContainText("Modifica il programma, poi invialo di nuovo per l'approvazione.");
  await expectAccessible(page);
  await screenshot(page, 'program-11c-changes-requested');
  await page.getByRole('button', { name: "Invia di nuovo per l'approvazione" }).click();
  await page.getByRole('dialog', { name: 'Inviare di nuovo il programma?' }).getByRole('button', { name: "Invia di nuovo per l'approvazione" }).click();
  await expect(page.getByText("Programma inviato di nuovo per l'approvazione")).toBeVisible();

  // The super admin approves it, through a confirmation.
  await admin.reload();
  await admin.getByRole('button', { name: 'Approva' }).click();
  const approval = admin.getByRole('dialog', { name: 'Approvare il programma?' });
  await expect(approval).toContainText(programName);
  await approval.getByRole('button', { name: 'Approva' }).click();
  await expect(admin.getByText('Programma approvato: ora è attivo.')).toBeVisible();
  await expect(admin.getByText('Attivo', { exact: true }).first()).toBeVisible();

  // The company pauses and resumes it.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Metti in pausa' })).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, 'program-12-detail-overview');
  await page.getByRole('button', { name: 'Metti in pausa' }).click();
  await expect(page.getByText('Programma messo in pausa.')).toBeVisible();
  await page.getByRole('button', { name: 'Riprendi' }).click();
  await expect(page.getByText('Programma ripreso.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Metti in pausa' })).toBeVisible();

  await page.getByRole('tab', { name: 'Descrizione' }).click();
  await expect(page.getByText('Testate il portale clienti e le sue API.')).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, 'program-13-detail-description');
  await page.getByRole('tab', { name: 'Premi' }).click();
  await expect(page.getByRole('cell', { name: 'api.demo.example' })).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, 'program-14-detail-rewards');

  // The increase-budget dialog shows what the wallet would pay.
  await page.getByRole('button', { name: 'Aumenta budget' }).click();
  const increase = page.getByRole('dialog', { name: 'Aumenta budget' });
  await increase.getByRole('button', { name: 'Aumenta di 100' }).click();
  await expect(increase.getByTestId('fees-total')).toHaveText(euro('230,00'));
  await expectAccessible(page);
  await screenshot(page, 'program-15-increase-budget');
});
