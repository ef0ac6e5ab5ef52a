import { expect } from '@playwright/test';
import { emailedLink, expectAccessible, expectNoHorizontalScroll, PHONE, screenshot, signIn, strongPassword, uniqueName, test } from './support.ts';

// The whole journey on a phone: every screen must fit 375 px without sideways scrolling.
test.use({ viewport: PHONE });

test('a company signs up with first and last name on a phone, activates, signs in and reaches the dashboard', async ({ page, request }) => {
  const username = uniqueName('company');
  const email = `${username}@example.com`;
  const password = strongPassword();

  await page.goto('/auth/signup');
  await page.getByRole('radio', { name: /^Azienda/ }).click();
  await page.getByRole('checkbox', { name: 'Ho letto e accetto i termini e le condizioni' }).check();
  await page.getByRole('checkbox', { name: "Ho letto e accetto l'informativa sulla privacy" }).check();
  await expectNoHorizontalScroll(page);
  await screenshot(page, 'company-01-choice-phone');
  await page.getByRole('button', { name: 'Continua' }).click();

  // The company form asks for first and last name, both required.
  await expect(page.getByRole('heading', { name: 'Registrazione azienda' })).toBeVisible();
  await page.getByRole('button', { name: 'Registrati' }).click();
  await expect(page.getByText('Questo campo è obbligatorio')).toHaveCount(6);
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await screenshot(page, 'company-02-form-errors-phone');
  await page.getByRole('textbox', { name: 'Nome', exact: true }).fill('Ada');
  await page.getByRole('textbox', { name: 'Cognome' }).fill('Lovelace');
  await page.getByRole('textbox', { name: 'Email aziendale' }).fill(email);
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('textbox', { name: 'Conferma password' }).fill(password);
  await expect(page.getByText('Questo campo è obbligatorio')).toHaveCount(0);
  await screenshot(page, 'company-03-form-filled-phone');
  await page.getByRole('button', { name: 'Registrati' }).click();

  await expect(page.getByRole('heading', { name: 'Controlla la tua email' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await screenshot(page, 'company-04-verify-email-phone');

  // The activation link from the email, opened in the browser.
  await page.goto(await emailedLink(request, email, '/auth/activate'));
  await expect(page.getByRole('heading', { name: 'Account attivato' })).toBeVisible();
  await screenshot(page, 'company-05-activated-phone');
  await page.getByRole('link', { name: 'Accedi' }).click();

  await expectNoHorizontalScroll(page);
  await screenshot(page, 'company-06-login-phone');
  await signIn(page, email, password);

  // The dashboard greets by first name; the sidebar sits behind the burger below 575 px.
  await expect(page.getByRole('heading', { name: 'Ciao, Ada' })).toBeVisible();
  // A company user without a company is asked to register it.
  await expect(page.getByText('Registra la tua azienda')).toBeVisible();
  // The closed sidebar is out of view and out of reach: its links cannot take the focus.
  const sidebar = page.getByRole('navigation', { name: 'Navigazione principale' });
  const accountLink = sidebar.getByRole('link', { name: 'Account', exact: true });
  await expect(sidebar).not.toBeInViewport();
  await accountLink.focus();
  await expect(accountLink).not.toBeFocused();
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await screenshot(page, 'company-07-dashboard-phone');
  await page.getByRole('button', { name: 'Apri il menu' }).click();
  await expect(sidebar).toBeInViewport();
  await expect(sidebar.getByText('Ada', { exact: true })).toBeVisible();
  await expect(sidebar.getByText(`@${username}`)).toBeVisible();
  await accountLink.focus();
  await expect(accountLink).toBeFocused();
  await expectAccessible(page);
  await screenshot(page, 'company-08-menu-phone');
  await accountLink.click();
  await expect(page.getByRole('heading', { name: 'Account', level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Nome', exact: true })).toHaveValue('Ada');
  await expect(page.getByRole('textbox', { name: 'Cognome' })).toHaveValue('Lovelace');
  await expectNoHorizontalScroll(page);
  await screenshot(page, 'company-09-account-phone');
});
