import { expect, type Page } from '@playwright/test';
import {
  createAccount,
  DEMO_SUPER_ADMIN as SUPER_ADMIN,
  expectAccessible,
  pageInNewContext,
  rememberSuperAdminTwoFactor,
  saveRecoveryCodes,
  screenshot,
  signIn,
  totp,
  typeCode,
  uniquePartitaIva,
  test,
} from './support.ts';

/** Registers a company for the signed-in company user through the API, as the wizard does. */
async function registerCompany(page: Page, name: string) {
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'bb_csrf')?.value ?? '';
  const response = await page.request.post('/api/companies', {
    headers: { 'x-csrf-token': csrf },
    data: {
      name,
      businessname: `${name} S.r.l.`,
      vat: uniquePartitaIva(),
      pec: 'pec@example.com',
      sdi: 'M5UXCR1',
      address: 'Via Roma 1',
      city: 'Torino',
      cap: '10121',
      state: 'TO',
      country: 'ITA',
      sector: 'TECHNOLOGY',
      employees: 'SMALL',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

test('the super admin approves a pending company, and the company sees it approved', async ({ page, browser, request }) => {
  const name = `Approvami ${Date.now()}`;
  const account = await createAccount(request, { userType: 'company' });
  await page.goto('/auth/login');
  await signIn(page, account.email, account.password);
  await expect(page.getByRole('heading', { name: 'Ciao, Grace' })).toBeVisible();
  await registerCompany(page, name);
  await page.reload();
  await expect(page.getByText('Azienda in attesa di approvazione')).toBeVisible();

  // The super admin enrols two-factor at first sign-in, then finds the company among the pending ones.
  const admin = await pageInNewContext(browser);
  await admin.goto('/auth/login');
  await signIn(admin, SUPER_ADMIN.email, SUPER_ADMIN.password);
  await expect(admin).toHaveURL(/\/account\/two-factor$/);
  await admin.getByRole('button', { name: 'Configura' }).click();
  const secret = (await admin.getByTestId('otp-secret').textContent())?.trim() ?? '';
  const code = await totp(secret);
  await typeCode(admin, /^Codice a 6 cifre: cifra 1 di 6/, code);
  await admin.getByRole('button', { name: 'Attiva', exact: true }).click();
  await saveRecoveryCodes(admin);
  await expect(admin).toHaveURL(/\/dashboard$/);
  rememberSuperAdminTwoFactor(secret, code);

  await admin.goto('/users?tab=companies');
  await expect(admin.getByRole('heading', { name: 'Utenti', level: 1 })).toBeVisible();
  await admin.getByLabel('Cerca per nome o ragione sociale').fill(name);
  const row = admin.getByRole('row', { name: new RegExp(name) });
  await expect(row.getByText('In attesa di approvazione')).toBeVisible();
  await expectAccessible(admin);
  await screenshot(admin, 'admin-01-companies-pending');
  await row.getByRole('link', { name }).click();
  // The breadcrumb names the company, not its id.
  const trail = admin.getByRole('navigation', { name: 'Percorso' });
  await expect(trail.getByText(name)).toHaveAttribute('aria-current', 'page');
  await expect(trail).not.toContainText(/[0-9a-f]{8}-[0-9a-f]{4}-/);
  await admin.getByRole('button', { name: 'Approva azienda' }).click();
  const modal = admin.getByRole('dialog', { name: 'Approva azienda' });
  await screenshot(admin, 'admin-02-approve-modal');
  await modal.getByRole('button', { name: 'Approva', exact: true }).click();
  await expect(admin.getByText(`${name} approvata`)).toBeVisible();
  await expect(admin.getByText('Approvata', { exact: true }).first()).toBeVisible();
  await screenshot(admin, 'admin-03-approved');

  // The company's dashboard no longer says it is waiting for approval.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Completa il tuo account' })).toBeVisible();
  await expect(page.getByText('Azienda in attesa di approvazione')).toHaveCount(0);
  // Every open check leads somewhere: creating a program exists, nothing is "available soon".
  await expect(page.getByTestId('check-isProgramCreated').getByRole('link', { name: 'Crea il programma' })).toHaveAttribute('href', '/programs/new');
  await expect(page.getByText('Disponibile a breve')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Programmi' }).getByText('Non hai ancora inviato programmi.')).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'admin-04-company-approved');
});
