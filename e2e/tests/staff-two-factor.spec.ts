import { expect } from '@playwright/test';
import { expectAccessible, rememberTwoFactor, saveRecoveryCodes, screenshot, signIn, totp, typeCode, test } from './support.ts';

// The demo triager, created by the server on the run's empty database (not in production).
const TRIAGER = { email: 'triager@demo.bugbounty.local', password: 'Triager-Demo-2026!' };

test('a triager reaches only the two-factor enrolment screen until two-factor is set up', async ({ page }) => {
  await page.goto('/auth/login');
  await signIn(page, TRIAGER.email, TRIAGER.password);

  await expect(page).toHaveURL(/\/account\/two-factor$/);
  await expect(page.getByRole('heading', { name: 'Autenticazione a due fattori', level: 1 })).toBeVisible();
  await expect(page.getByText("Attiva l'autenticazione a due fattori per continuare.")).toBeVisible();
  // The sidebar offers no pages, only language and logout.
  const sidebar = page.getByRole('navigation', { name: 'Navigazione principale' });
  await expect(sidebar.getByRole('link')).toHaveCount(0);
  await expect(sidebar.getByRole('button', { name: 'Esci' })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'staff-01-enrolment-required');

  // Every other page leads back here.
  for (const path of ['/dashboard', '/account', '/account?tab=security']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/account\/two-factor$/);
    await expect(page.getByRole('heading', { name: 'Autenticazione a due fattori', level: 1 })).toBeVisible();
  }

  await page.getByRole('button', { name: 'Configura' }).click();
  await expect(page.getByRole('img', { name: "Codice QR per l'app di autenticazione" })).toBeVisible();
  const secret = (await page.getByTestId('otp-secret').textContent())?.trim() ?? '';
  await expectAccessible(page);
  await screenshot(page, 'staff-02-enrolment-qr');
  const enrolmentCode = await totp(secret);
  await typeCode(page, /^Codice a 6 cifre: cifra 1 di 6/, enrolmentCode);
  await page.getByRole('button', { name: 'Attiva', exact: true }).click();
  rememberTwoFactor(TRIAGER.email, secret, enrolmentCode); // the dashboards journey signs the demo triager in later

  // The recovery codes, shown once: the app goes on only once they are saved.
  await expect(page.getByRole('dialog', { name: 'Salva i codici di recupero' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Fatto' })).toBeDisabled();
  await expectAccessible(page);
  await screenshot(page, 'staff-03-recovery-codes');
  const codes = await saveRecoveryCodes(page);

  // Enrolled: the dashboard and the rest of the app open up.
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Ciao, Luca' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Autenticazione a due fattori' }).getByText('Attiva', { exact: true })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Account' })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'staff-04-dashboard');
  await sidebar.getByRole('link', { name: 'Account' }).click();
  await page.getByRole('tab', { name: 'Sicurezza' }).click();
  await expect(page.getByText('Non può essere disattivata per il tuo tipo di account.')).toBeVisible();
  await expect(page.getByText('10 codici su 10 ancora disponibili')).toBeVisible();
  await screenshot(page, 'staff-05-security-required');

  // Signed out, then back in with a recovery code instead of the app's code (the session-bound CSRF token follows along, no reload).
  await sidebar.getByRole('button', { name: 'Esci' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Esci' }).click();
  await expect(page).toHaveURL(/\/auth\/logout$/);
  await page.getByRole('link', { name: 'Accedi' }).first().click();
  await signIn(page, TRIAGER.email, TRIAGER.password);
  await page.getByRole('button', { name: 'Usa un codice di recupero' }).click();
  await page.getByRole('textbox', { name: 'Codice di recupero' }).fill(codes[0] ?? '');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Verifica e accedi' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/account?tab=security');
  await expect(page.getByText('9 codici su 10 ancora disponibili')).toBeVisible();
});
