import { expect } from '@playwright/test';
import { createAccount, emailedLink, expectAccessible, screenshot, signIn, strongPassword, test } from './support.ts';

test('a forgotten password is reset from the emailed link, which then works no more', async ({ page, request }) => {
  const account = await createAccount(request);
  const newPassword = strongPassword();

  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'Password dimenticata?' }).click();
  await expect(page.getByRole('heading', { name: 'Password dimenticata' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await expectAccessible(page);
  await screenshot(page, 'reset-01-forgot');
  await page.getByRole('button', { name: 'Invia il link' }).click();
  await expect(page.getByRole('heading', { name: 'Email inviata' })).toBeVisible();
  await expect(page.getByText(account.email)).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'reset-02-email-sent');

  // The link from the email: the confirmation must match, then the new password is saved.
  const link = await emailedLink(request, account.email, '/auth/reset-password');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Reimposta la password' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Nuova password' }).fill(newPassword);
  await page.getByRole('textbox', { name: 'Conferma password' }).fill(`${newPassword}x`);
  await page.getByRole('button', { name: 'Salva la nuova password' }).click();
  await expect(page.getByText('Le password non corrispondono')).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'reset-03-mismatch');
  await page.getByRole('textbox', { name: 'Conferma password' }).fill(newPassword);
  await page.getByRole('button', { name: 'Salva la nuova password' }).click();
  const done = page.getByRole('dialog', { name: 'Password aggiornata' });
  await expect(done).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'reset-04-success');

  // The same link again: the invalid-link modal offers a new one.
  await page.goto(link);
  await page.getByRole('textbox', { name: 'Nuova password' }).fill(strongPassword());
  await page.getByRole('textbox', { name: 'Conferma password' }).fill(await page.getByRole('textbox', { name: 'Nuova password' }).inputValue());
  await page.getByRole('button', { name: 'Salva la nuova password' }).click();
  const invalid = page.getByRole('dialog', { name: 'Link non valido' });
  await expect(invalid).toContainText('Il link non è valido o è scaduto: richiedine uno nuovo.');
  await expect(invalid.getByRole('link', { name: 'Richiedi un nuovo link' })).toHaveAttribute('href', '/auth/forgot-password');
  await expectAccessible(page);
  await screenshot(page, 'reset-05-invalid-link');

  // Only the new password signs in.
  await page.goto('/auth/login');
  await signIn(page, account.email, account.password);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Email o password non corretti.');
  await signIn(page, account.email, newPassword);
  await expect(page.getByRole('heading', { name: `Ciao, ${account.username}` })).toBeVisible();
  await screenshot(page, 'reset-06-dashboard');
});
