import { expect, test } from '@playwright/test';
import { expectAccessible, screenshot, signIn, totp, typeCode } from './support.ts';

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
  await typeCode(page, /^Codice a 6 cifre: cifra 1 di 6/, await totp(secret));
  await page.getByRole('button', { name: 'Attiva', exact: true }).click();

  // Enrolled: the dashboard and the rest of the app open up.
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Ciao, Luca' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Autenticazione a due fattori' }).getByText('Attiva', { exact: true })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Account' })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'staff-03-dashboard');
  await sidebar.getByRole('link', { name: 'Account' }).click();
  await page.getByRole('tab', { name: 'Sicurezza' }).click();
  await expect(page.getByText('Non può essere disattivata per il tuo tipo di account.')).toBeVisible();
  await screenshot(page, 'staff-04-security-required');
});
