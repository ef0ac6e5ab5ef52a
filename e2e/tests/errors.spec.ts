import { expect } from '@playwright/test';
import { blockAccount, createAccount, expectAccessible, screenshot, signIn, test } from './support.ts';

test('a wrong password and an unknown address get the same message on the form', async ({ page, request }) => {
  const account = await createAccount(request);
  await page.goto('/auth/login');
  await signIn(page, account.email, `${account.password}x`);
  const alert = page.getByRole('main').getByRole('alert');
  await expect(alert).toHaveText('Email o password non corretti.');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectAccessible(page);
  await screenshot(page, 'errors-01-wrong-password');
  await signIn(page, `nobody-${account.email}`, account.password);
  await expect(alert).toHaveText('Email o password non corretti.');
});

test('an account not yet activated is told so, and can have the activation email sent again', async ({ page, request }) => {
  const account = await createAccount(request, { activate: false });
  await page.goto('/auth/login');
  await signIn(page, account.email, account.password);
  const alert = page.getByRole('main').getByRole('alert');
  await expect(alert).toContainText('Account non ancora attivo');
  await expect(alert).toContainText("L'account non è attivo: controlla la tua email per attivarlo.");
  await expectAccessible(page);
  await screenshot(page, 'errors-02-inactive');
  await alert.getByRole('button', { name: "Invia di nuovo l'email di attivazione" }).click();
  await expect(page.getByRole('heading', { name: 'Controlla la tua email' })).toBeVisible();
  await expect(page.getByText(account.email)).toBeVisible();
});

test('a blocked account gets the error modal, "Si è verificato un problema"', async ({ page, request }) => {
  const account = await createAccount(request);
  await blockAccount(account.email);
  await page.goto('/auth/login');
  await signIn(page, account.email, account.password);
  const dialog = page.getByRole('dialog', { name: 'Si è verificato un problema' });
  await expect(dialog).toContainText("L'account è stato bloccato. Contatta il supporto.");
  await expectAccessible(page);
  await screenshot(page, 'errors-03-blocked');
  await dialog.getByRole('button', { name: 'Chiudi' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('in English the error modal reads "A problem has occurred"', async ({ page, request }) => {
  const account = await createAccount(request);
  await blockAccount(account.email);
  await page.addInitScript(() => window.localStorage.setItem('appLanguage', 'en'));
  await page.goto('/auth/login');
  await signIn(page, account.email, account.password, 'Sign in');
  const dialog = page.getByRole('dialog', { name: 'A problem has occurred' });
  await expect(dialog).toContainText('The account has been blocked. Contact support.');
  await screenshot(page, 'errors-04-blocked-english');
});
