import { expect } from '@playwright/test';
import { createAccount, expectAccessible, screenshot, signIn, tinyPng, uniquePartitaIva, test } from './support.ts';

test('a company user registers the company in the two-step wizard and completes the profile checklist', async ({ page, request }) => {
  const account = await createAccount(request, { userType: 'company' });
  await page.goto('/auth/login');
  await signIn(page, account.email, account.password);

  // Without a company, the dashboard asks to register it.
  await expect(page.getByRole('heading', { name: 'Ciao, Grace' })).toBeVisible();
  await page
    .getByRole('link', { name: "Registra l'azienda" })
    .or(page.getByRole('button', { name: "Registra l'azienda" }))
    .click();
  await expect(page.getByRole('heading', { name: 'Registra la tua azienda', level: 1 })).toBeVisible();

  // Step 1: company and legal address; the province keeps 2 uppercase letters as typed.
  await page.getByRole('textbox', { name: "Nome dell'azienda" }).fill('Acme Sicurezza');
  await page.getByRole('textbox', { name: 'Ragione sociale' }).fill('Acme Sicurezza S.r.l.');
  await page.getByRole('textbox', { name: 'Partita IVA' }).fill('12345678900');
  await page.getByRole('textbox', { name: 'PEC' }).fill('acme@pec.example.com');
  await page.getByRole('textbox', { name: 'Codice destinatario (SDI)' }).fill('m5uxcr1');
  await page.getByRole('textbox', { name: 'Indirizzo' }).fill('Via Roma 10');
  await page.getByRole('textbox', { name: 'Città' }).fill('Milano');
  await page.getByRole('textbox', { name: 'CAP' }).fill('20121');
  await page.getByRole('textbox', { name: 'Provincia' }).fill('mi1lano');
  await expect(page.getByRole('textbox', { name: 'Provincia' })).toHaveValue('MI');
  await page.getByRole('button', { name: 'Avanti' }).click();
  // A partita IVA with a wrong check digit keeps the wizard on step 1.
  await expect(page.getByText(/Partita IVA non valida|partita IVA/i).first()).toBeVisible();
  await screenshot(page, 'company-registration-01-bad-vat');
  // The demo company's VAT number: valid, so only the server can refuse it (already registered).
  await page.getByRole('textbox', { name: 'Partita IVA' }).fill('01234567897');
  await page.getByRole('button', { name: 'Avanti' }).click();

  // Step 2: sector and size.
  await page.getByRole('combobox', { name: 'Settore' }).click();
  await page.getByRole('option', { name: 'Tecnologia' }).click();
  await page.getByRole('radio', { name: 'Meno di 50 dipendenti' }).check();
  await expectAccessible(page);
  await screenshot(page, 'company-registration-02-step-two');
  await page.getByRole('button', { name: 'Conferma' }).click();

  // The server's 422 on vat sends the wizard back to step 1, with the message on the field.
  await expect(page.getByText('Questa partita IVA è già registrata', { exact: false })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Partita IVA' })).toBeVisible();
  await screenshot(page, 'company-registration-03-server-422');
  await page.getByRole('textbox', { name: 'Partita IVA' }).fill(uniquePartitaIva());
  await page.getByRole('button', { name: 'Avanti' }).click();
  await page.getByRole('button', { name: 'Conferma' }).click();

  // The dashboard: awaiting approval, the checklist at 0 %, then the first call booked (25 %).
  await expect(page.getByText('Azienda in attesa di approvazione')).toBeVisible();
  await expect(page.getByText('0%', { exact: true })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'company-registration-04-dashboard');
  await page.getByRole('button', { name: 'Prenota una call' }).click();
  await expect(page.getByText('25%', { exact: true })).toBeVisible();
  await screenshot(page, 'company-registration-05-call-booked');

  // Logo, description and website complete the profile: its check turns on (50 %).
  await page.getByRole('link', { name: 'Vai al profilo aziendale' }).click();
  await expect(page.getByRole('heading', { name: 'Profilo azienda', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Modifica: Profilo pubblico' }).click();
  await page.locator('input[type=file]').first().setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: tinyPng() });
  await expect(page.getByText('Immagine aziendale aggiornata')).toBeVisible();
  await page.getByRole('textbox', { name: 'Sito web' }).fill('https://acme.example.com');
  await page.getByRole('textbox', { name: 'Descrizione' }).fill('Sicurezza applicativa per il retail.');
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByText('Informazioni aziendali aggiornate')).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'company-registration-06-profile');
  await page.goto('/dashboard');
  await expect(page.getByText('50%', { exact: true })).toBeVisible();
  await screenshot(page, 'company-registration-07-profile-complete');
});
