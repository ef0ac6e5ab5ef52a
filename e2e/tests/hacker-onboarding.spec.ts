import { expect, type Page } from '@playwright/test';
import { createAccount, expectAccessible, expectNoHorizontalScroll, pageInNewContext, PHONE, screenshot, setHackerPoints, signIn, test } from './support.ts';

const COMPANY = { email: 'company@demo.bugbounty.local', password: 'Company-Demo-2026!' };
const DESKTOP = { width: 1280, height: 900 };
/** A valid codice fiscale (check character S) and an Italian IBAN with a valid checksum. */
const CODICE_FISCALE = 'RSSMRA85T10A562S';
const IBAN = 'IT60X0542811101000000123456';

async function screenshots(page: Page, name: string) {
  await screenshot(page, `${name}-1280`);
  await page.setViewportSize(PHONE);
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await expectNoHorizontalScroll(page);
  await screenshot(page, `${name}-375`);
  await page.setViewportSize(DESKTOP);
}

/** The dashboard's completion ring, read as a screen reader does. */
const completion = (page: Page) => page.getByRole('progressbar', { name: /^Completamento/ });

async function checklistAt(page: Page, percent: number) {
  await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expect(completion(page)).toHaveAttribute('aria-valuenow', String(percent));
}

test('a new hacker completes profile, identity verification, tax regime and bank account; companies see the public profile and the leaderboard lists them', async ({
  page,
  browser,
}) => {
  await page.setViewportSize(DESKTOP);
  const hacker = await createAccount(page.request);
  await page.goto('/auth/login');
  await signIn(page, hacker.email, hacker.password);
  await expect(completion(page)).toHaveAttribute('aria-valuenow', '0');
  await expect(page.getByRole('link', { name: 'Vai alla verifica identità' })).toHaveAttribute('href', '/verification');
  await expectAccessible(page);
  await screenshots(page, 'hacker-01-dashboard-start');

  // Profile: bio, skills added on Enter, a link.
  await page.getByRole('link', { name: 'Account', exact: true }).click();
  await expect(page.getByRole('tab', { name: 'Profilo', selected: true })).toBeVisible();
  await expect(page.getByText('Nessuna biografia')).toBeVisible();
  await page.getByRole('button', { name: 'Modifica' }).first().click();
  await page.getByRole('textbox', { name: 'Biografia' }).fill('Penetration tester, appassionato di API e applicazioni web.');
  const skills = page.getByRole('combobox', { name: 'Competenze' });
  await skills.fill('  Web application  ');
  await skills.press('Enter');
  await skills.fill('API');
  await skills.press('Enter');
  await page.getByRole('textbox', { name: 'GitHub' }).fill(`https://github.com/${hacker.username}`);
  await expectAccessible(page);
  await screenshots(page, 'hacker-02-profile-edit');
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByText('Profilo aggiornato')).toBeVisible();
  await expect(page.getByText('Web application', { exact: true })).toBeVisible();

  // Identity verification in the sandbox: first a retry, then the approval.
  await page.getByRole('link', { name: 'Verifica identità' }).click();
  await expect(page.getByRole('heading', { name: 'Verifica identità', level: 1 })).toBeVisible();
  await expect(page.getByTestId('verification-status')).toHaveText('Non iniziata');
  await page.getByRole('button', { name: 'Avvia verifica' }).click();
  const sandbox = page.getByRole('dialog');
  await expect(sandbox.getByText('Ambiente di prova — nessun documento reale')).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'hacker-03-sandbox');
  await sandbox.getByRole('button', { name: 'Chiedi di riprovare' }).click();
  await expect(page.getByTestId('verification-status')).toHaveText('Da ripetere');
  await page.getByRole('button', { name: 'Avvia di nuovo la verifica' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Approva' }).click();
  await expect(page.getByTestId('verification-status')).toHaveText('Accettata');
  await expect(page.getByRole('button', { name: /Avvia/ })).toBeHidden();
  await expectAccessible(page);
  await screenshots(page, 'hacker-04-verified');
  await checklistAt(page, 33);

  // Tax regime: Italian occasional work, with a codice fiscale typed in lower case.
  await page.goto('/account?tab=payments');
  await expect(page.getByText('Nessun regime fiscale configurato')).toBeVisible();
  await page.getByRole('button', { name: 'Modifica' }).first().click();
  await page.getByRole('combobox', { name: 'Paese di residenza' }).fill('Itali');
  await page.getByRole('option', { name: /Italia/ }).click();
  await page.getByRole('radio', { name: 'Prestazione occasionale - lavoratore autonomo' }).check();
  await expect(page.getByRole('textbox', { name: 'Partita IVA' })).toBeHidden();
  await page.getByRole('textbox', { name: 'Codice fiscale' }).fill(CODICE_FISCALE.toLowerCase());
  await expect(page.getByRole('textbox', { name: 'Codice fiscale' })).toHaveValue(CODICE_FISCALE);
  await page.getByRole('textbox', { name: 'Indirizzo di residenza' }).fill('Via Roma 1');
  await page.getByRole('textbox', { name: 'Città' }).fill('Milano');
  await page.getByRole('textbox', { name: 'Provincia' }).fill('mi');
  await page.getByRole('textbox', { name: 'CAP' }).fill('20121');
  await expectAccessible(page);
  await screenshots(page, 'hacker-05-regime-edit');
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByText('Regime fiscale aggiornato')).toBeVisible();

  // Bank account: a mistyped IBAN is refused, then the right one is saved.
  await page.getByRole('button', { name: 'Modifica' }).last().click();
  await page.getByRole('textbox', { name: 'IBAN' }).fill('IT60X0542811101000000123457');
  await page.getByRole('textbox', { name: 'SWIFT/BIC' }).fill('bpmoit22xxx');
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByRole('textbox', { name: 'IBAN' })).toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('textbox', { name: 'IBAN' }).fill(IBAN.toLowerCase());
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByText('Metodo di pagamento aggiornato')).toBeVisible();
  // When the settings were saved, in words; their version number is for payment records, not for the hacker.
  await expect(page.getByText(/^Impostazioni di pagamento aggiornate il /)).toBeVisible();
  await expect(page.getByText(/Versione delle impostazioni/)).toHaveCount(0);
  await expectAccessible(page);
  await screenshots(page, 'hacker-06-payments');
  await checklistAt(page, 100);
  await expectAccessible(page);
  await screenshots(page, 'hacker-07-dashboard-complete');

  // Points come from accepted reports (a later issue); set here so the hacker enters the leaderboard, above the demo hackers (1,200 at most).
  await setHackerPoints(hacker.email, 5_000);

  // A company finds the hacker at the top of the leaderboard and opens the public profile in a new tab.
  const company = await pageInNewContext(browser);
  await company.setViewportSize(DESKTOP);
  await company.goto('/auth/login');
  await signIn(company, COMPANY.email, COMPANY.password);
  await company.getByRole('link', { name: 'Classifica', exact: true }).click();
  await expect(company.getByRole('heading', { name: 'Classifica', level: 1 })).toBeVisible();
  const row = company.getByRole('row').filter({ hasText: hacker.username });
  await expect(row.getByRole('cell', { name: '1', exact: true })).toBeVisible();
  await expectAccessible(company);
  await screenshots(company, 'hacker-08-leaderboard');
  const [profile] = await Promise.all([company.context().waitForEvent('page'), row.getByRole('link', { name: new RegExp(hacker.username) }).click()]);
  await expect(profile).toHaveURL(/\/company\/hackers\//);
  await profile.setViewportSize(DESKTOP);
  await expect(profile.getByRole('heading', { name: `Profilo di ${hacker.username}`, level: 1 })).toBeVisible();
  await expect(profile.getByText('Penetration tester, appassionato di API e applicazioni web.')).toBeVisible();
  await expect(profile.getByText(IBAN)).toBeHidden();
  await expect(profile.getByText(CODICE_FISCALE)).toBeHidden();
  await expectAccessible(profile);
  await screenshots(profile, 'hacker-09-public-profile');

  // Signed out, the leaderboard is public too.
  const visitor = await pageInNewContext(browser);
  await visitor.goto('/leaderboard');
  await expect(visitor.getByRole('row').filter({ hasText: hacker.username })).toBeVisible();
  await expectAccessible(visitor);
});
