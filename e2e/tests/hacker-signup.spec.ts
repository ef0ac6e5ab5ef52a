import { expect } from '@playwright/test';
import { expectAccessible, nextTotp, screenshot, signIn, strongPassword, totp, typeCode, uniqueName, test } from './support.ts';

test('a hacker signs up, activates from the mailbox, and manages language, password, two-factor and sign-out', async ({ page }) => {
  test.setTimeout(180_000);
  const username = uniqueName('hacker');
  const email = `${username}@example.com`;
  const password = strongPassword();

  // Account type, with the terms and privacy confirmations.
  await page.goto('/auth/signup');
  await expect(page.getByRole('heading', { name: 'Crea il tuo account' })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'hacker-01-choice');
  await page.getByRole('button', { name: 'Continua' }).click();
  await expect(page.getByText('Devi accettare per continuare')).toHaveCount(2);
  await screenshot(page, 'hacker-02-choice-errors');
  await page.getByRole('radio', { name: /^Hacker/ }).click();
  await page.getByRole('checkbox', { name: 'Ho letto e accetto i termini e le condizioni' }).check();
  await page.getByRole('checkbox', { name: "Ho letto e accetto l'informativa sulla privacy" }).check();
  await page.getByRole('button', { name: 'Continua' }).click();

  // The form: a weak password first shows the first rule it breaks.
  await expect(page.getByRole('heading', { name: 'Registrazione hacker' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('abc');
  await page.getByRole('textbox', { name: 'Conferma password' }).click();
  await expect(page.getByText('La password deve contenere almeno 8 caratteri e una lettera minuscola')).toBeVisible();
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('abcdefg1');
  await expect(page.getByText('La password deve contenere almeno una lettera maiuscola')).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'hacker-03-form-weak-password');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('textbox', { name: 'Conferma password' }).fill(password);
  await expect(page.getByText(/La password deve/)).toHaveCount(0);
  await screenshot(page, 'hacker-04-form-filled');
  await page.getByRole('button', { name: 'Registrati' }).click();

  // Check your email, with the resend countdown running.
  await expect(page.getByRole('heading', { name: 'Controlla la tua email' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  const resend = page.getByRole('button', { name: /Invia di nuovo tra \d+ s/ });
  await expect(resend).toBeDisabled();
  const secondsLeft = async () => Number((await resend.textContent())?.match(/(\d+) s/)?.[1]);
  const first = await secondsLeft();
  await expect.poll(secondsLeft).toBeLessThan(first);
  await expectAccessible(page);
  await screenshot(page, 'hacker-05-verify-email');

  // The development mailbox: find the activation email and open its link.
  await page.goto('/dev/mailbox');
  await page.getByRole('searchbox', { name: 'Cerca tra le email' }).fill(email);
  // The email leaves through the job queue: refresh until it is there.
  await expect(async () => {
    await page.getByRole('button', { name: 'Aggiorna' }).click();
    await expect(page.getByText('1 email, dalla più recente')).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await page.getByRole('button', { name: /Attiva il tuo account/ }).click();
  const activationLink = page.getByTestId('mailbox-body').getByRole('link', { name: /\/auth\/activate\?code=/ });
  await expect(activationLink).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'hacker-06-mailbox');
  // The link names PUBLIC_URL's host (localhost), as every emailed link does; the journey goes on on the page's own
  // origin, whose cookies the API calls below carry.
  const activation = new URL((await activationLink.getAttribute('href')) ?? '');
  await page.goto(`${activation.pathname}${activation.search}`);

  await expect(page.getByRole('heading', { name: 'Account attivato' })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'hacker-07-activated');
  await page.getByRole('link', { name: 'Accedi' }).click();

  // Sign in, dashboard.
  await expect(page.getByRole('heading', { name: 'Accedi' })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'hacker-08-login');
  await signIn(page, email, password, 'Accedi');
  await expect(page.getByRole('heading', { name: `Ciao, ${username}` })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expectAccessible(page);
  await screenshot(page, 'hacker-09-dashboard');

  // Language: stored under appLanguage, the page reloads in English, and the account remembers it.
  await page.getByRole('button', { name: 'Lingua' }).click();
  const languageDialog = page.getByRole('dialog', { name: 'Cambia lingua' });
  await languageDialog.getByRole('radio', { name: 'English' }).check();
  await expectAccessible(page);
  await screenshot(page, 'hacker-10-language');
  await languageDialog.getByRole('button', { name: 'Cambia lingua' }).click();
  await expect(page.getByRole('heading', { name: `Hello, ${username}` })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('appLanguage'))).toBe('en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(((await (await page.request.get('/api/users/me')).json()) as { language: string }).language).toBe('en');
  await screenshot(page, 'hacker-11-dashboard-english');

  // Change password; the notice goes out in the account's new language.
  const newPassword = strongPassword();
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Account' }).click();
  await page.getByRole('tab', { name: 'Security' }).click();
  await page.getByRole('textbox', { name: 'Current password' }).fill(password);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
  await page.getByRole('textbox', { name: 'Repeat the new password' }).fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed')).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'hacker-12-password-changed');
  const subjects = async () => {
    const mailbox = (await (await page.request.get(`/api/dev/mailbox?search=${encodeURIComponent(email)}`)).json()) as { results: { subject: string }[] };
    return mailbox.results.map((notice) => notice.subject);
  };
  await expect.poll(subjects, { timeout: 20_000 }).toContain('Your password was changed');

  // Sign out (confirmed), then only the new password works.
  await page.getByRole('button', { name: 'Log out' }).click();
  const logoutDialog = page.getByRole('dialog', { name: 'Log out?' });
  await expect(logoutDialog).toBeVisible();
  await screenshot(page, 'hacker-13-logout-confirm');
  await logoutDialog.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('heading', { name: 'You are signed out' })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'hacker-14-signed-out');
  await page.getByRole('link', { name: 'Login' }).click();
  await signIn(page, email, password, 'Sign in');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Wrong email or password.');
  await screenshot(page, 'hacker-15-login-old-password');
  await signIn(page, email, newPassword, 'Sign in');
  await expect(page.getByRole('heading', { name: `Hello, ${username}` })).toBeVisible();

  // Two-factor: the secret next to the QR code gives the code.
  await page.getByRole('link', { name: 'Turn it on now' }).click();
  await page.getByRole('button', { name: 'Set it up' }).click();
  await expect(page.getByRole('img', { name: 'QR code for the authenticator app' })).toBeVisible();
  const secret = (await page.getByTestId('otp-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await expectAccessible(page);
  await screenshot(page, 'hacker-16-two-factor-setup');
  const enrolmentCode = await totp(secret);
  await typeCode(page, /^6-digit code: digit 1 of 6/, enrolmentCode);
  await page.getByRole('button', { name: 'Turn on', exact: true }).click();
  await expect(page.getByText('Two-factor authentication turned on')).toBeVisible();
  // The recovery codes, shown once: closed only once the user says they are saved.
  const codesDialog = page.getByRole('dialog', { name: 'Save your recovery codes' });
  await expect(codesDialog.getByRole('listitem')).toHaveCount(10);
  await screenshot(page, 'hacker-17-recovery-codes');
  await codesDialog.getByRole('checkbox', { name: 'I have saved these codes' }).check();
  await codesDialog.getByRole('button', { name: 'Done' }).click();
  await expect(codesDialog).toBeHidden();
  await expect(page.getByText('10 of 10 codes left')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Turn off two-factor authentication' })).toBeVisible();
  await screenshot(page, 'hacker-17-two-factor-enabled');

  // Sign out, then sign in again with the 6-digit code.
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('dialog', { name: 'Log out?' }).getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('link', { name: 'Login' }).click();
  await signIn(page, email, newPassword, 'Sign in');
  await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'hacker-18-two-factor-code');
  await typeCode(page, /^Verification code: digit 1 of 6/, await nextTotp(secret, enrolmentCode));
  await expect(page.getByRole('heading', { name: `Hello, ${username}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Two-factor authentication' }).getByText('On', { exact: true })).toBeVisible();
  await screenshot(page, 'hacker-19-dashboard-two-factor-on');
});
