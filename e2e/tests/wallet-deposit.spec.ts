import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect } from '@playwright/test';
import { formatEuro, toCents } from '@bb/domain';
import { expectAccessible, expectNoHorizontalScroll, PHONE, screenshot, signIn, signInDemoSuperAdmin, uniqueName, test } from './support.ts';

const COMPANY = { email: 'company@demo.bugbounty.local', password: 'Company-Demo-2026!' };
/** The official FatturaPA 1.2.2 schema and its offline catalog, in test-data/fatturapa at the repository root. */
const FATTURAPA = resolve(import.meta.dirname, '../../test-data/fatturapa');

/** An amount as the Italian interface prints it ("1.000,00 €", a no-break space before the sign). */
const euro = (amount: string) => new RegExp(`${amount.replace('.', '\\.')}\\s€`);

test('a company tops up its wallet by bank transfer; the super admin credits it and the invoice validates', async ({ page, context, browser }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const payer = uniqueName('Demo Software ');

  // The demo company (verified, "Demo Srl") opens its wallet. Other journeys of the run may have
  // moved money already: what this one checks is relative to the balance it starts from.
  await page.goto('/auth/login');
  await signIn(page, COMPANY.email, COMPANY.password);
  await expect(page.getByRole('heading', { name: 'Ciao, Marco' })).toBeVisible();
  const startingCents = toCents(((await (await page.request.get('/api/companies/me/balance')).json()) as { balance: number }).balance);
  const credited = euro(formatEuro(startingCents + 100_000).replace(/\s€$/, ''));
  await page.getByRole('link', { name: 'Wallet', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Wallet', level: 1 })).toBeVisible();
  if (startingCents === 0) await expect(page.getByText('Nessun movimento', { exact: true })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'wallet-01-start');

  // The transfer dialog: bank details to copy, and the calculator adds 22% VAT.
  await page.getByRole('button', { name: 'Aggiungi budget tramite bonifico' }).click();
  const transfer = page.getByRole('dialog', { name: 'Aggiungi budget tramite bonifico' });
  await expect(transfer.getByRole('switch', { name: 'Azienda italiana (IVA 22%)' })).toBeChecked();
  await transfer.getByRole('textbox', { name: 'Budget da aggiungere' }).pressSequentially('1x000');
  await expect(transfer.getByRole('textbox', { name: 'Budget da aggiungere' })).toHaveValue('1000');
  const summary = transfer.getByTestId('vat-summary');
  await expect(summary).toHaveText(/^Importo\s*1\.000,00\s€\s*IVA 22%\s*220,00\s€\s*Importo effettivo da bonificare\s*1\.220,00\s€$/);
  const reference = (await transfer.getByText(/^BB-[A-Z0-9]+$/).textContent())?.trim() ?? '';
  expect(reference).toMatch(/^BB-[A-Z0-9]+$/);
  await transfer.getByRole('button', { name: 'Copia Causale' }).click();
  await expect(page.getByText('Copiato!', { exact: true })).toBeVisible();
  await screenshot(page, 'wallet-02-transfer-modal');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(reference);
  // The tooltip goes after a second (spec part 1 section 9).
  await expect(page.getByText('Copiato!', { exact: true })).toBeHidden({ timeout: 3000 });
  await expectAccessible(page);
  await transfer.getByRole('button', { name: 'Chiudi' }).click();

  // The super admin records the 1.220,00 transfer carrying the company's code.
  const admin = await signInDemoSuperAdmin(browser);
  await admin.getByRole('link', { name: 'Pagamenti', exact: true }).click();
  await expect(admin.getByRole('heading', { name: 'Pagamenti', level: 1 })).toBeVisible();
  await admin.getByRole('button', { name: 'Registra bonifico' }).click();
  const record = admin.getByRole('dialog', { name: 'Registra bonifico' });
  await record.getByRole('textbox', { name: /Importo ricevuto/ }).fill('1220');
  await record.getByRole('textbox', { name: /Ordinante/ }).fill(payer);
  await record.getByRole('textbox', { name: /Causale/ }).fill(`Ricarica wallet ${reference}`);
  await expectAccessible(admin);
  await screenshot(admin, 'wallet-03-record-transfer');
  await record.getByRole('button', { name: 'Registra', exact: true }).click();
  await expect(admin.getByText('Bonifico registrato')).toBeVisible();
  const row = admin.getByRole('row', { name: new RegExp(payer) });
  await expect(row.getByText('Demo Srl', { exact: true })).toBeVisible();
  await expect(row.getByText('Da gestire')).toBeVisible();
  await expectAccessible(admin);
  await screenshot(admin, 'wallet-04-payments');

  // Manage: the company is pre-selected from the code; approving credits 1220 / 1.22 = 1.000,00.
  await row.getByRole('button', { name: /^Gestisci il bonifico/ }).click();
  const manage = admin.getByRole('dialog', { name: 'Gestisci bonifico' });
  await expect(manage.getByText(reference, { exact: true })).toBeVisible();
  await expect(manage.getByRole('combobox', { name: 'Azienda' })).toHaveValue('Demo Srl');
  await expect(manage.getByTestId('credit-preview')).toContainText(euro('1.000,00'));
  await expectAccessible(admin);
  await screenshot(admin, 'wallet-05-manage-deposit');
  await manage.getByRole('button', { name: 'Approva' }).click();
  await expect(admin.getByText(/Bonifico accreditato/)).toBeVisible();
  await expect(manage.getByRole('button', { name: 'Invia a SDI' })).toBeVisible();
  await expect(manage.getByText('Accreditato', { exact: true })).toBeVisible();
  await screenshot(admin, 'wallet-06-approved');
  // The generated invoice goes to SDI (the default channel records the submission).
  await manage.getByRole('button', { name: 'Invia a SDI' }).click();
  await expect(manage.getByText('Inviata a SDI', { exact: true })).toBeVisible();
  await expect(manage.getByRole('button', { name: 'Invia a SDI' })).toHaveCount(0);
  await manage.getByRole('button', { name: 'Chiudi' }).click();
  await expect(row.getByText('Inviata a SDI')).toBeVisible();

  // The company's wallet holds 1.000,00 more, with the movement (newest first) and the transfer and its invoice.
  await page.reload();
  await expect(page.getByTestId('wallet-balance')).toHaveText(credited);
  const movement = page.getByRole('row', { name: /Bonifico/ }).first();
  await expect(movement.getByText(new RegExp(`^\\+${euro('1.000,00').source}$`))).toBeVisible();
  const invoiceLink = page.getByRole('link', { name: /^Scarica la fattura .+ in formato XML$/ }).first();
  await expect(invoiceLink).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'wallet-07-credited');

  // The invoice downloads and is a valid FatturaPA 1.2.2 document.
  const [download] = await Promise.all([page.waitForEvent('download'), invoiceLink.click()]);
  expect(download.suggestedFilename()).toMatch(/\.xml$/);
  const file = join(mkdtempSync(join(tmpdir(), 'bb-invoice-')), download.suggestedFilename());
  await download.saveAs(file);
  execFileSync('xmllint', ['--nonet', '--noout', '--schema', join(FATTURAPA, 'Schema_VFPR12_v1.2.2.xsd'), file], {
    env: { ...process.env, XML_CATALOG_FILES: join(FATTURAPA, 'test-support', 'catalog.xml') },
    stdio: 'pipe',
  });

  // The dashboard's checklist counts the budget as added; the wallet fits a phone.
  await page.goto('/dashboard');
  await expect(page.getByTestId('check-isBudgetAdded')).toHaveAttribute('data-done', 'true');
  await page.setViewportSize(PHONE);
  await page.goto('/wallet');
  await expect(page.getByRole('heading', { name: 'Wallet', level: 1 })).toBeVisible();
  await expect(invoiceLink).toBeAttached();
  // On a phone each movement is a row of its own, its amount in sight (no six-column table to scroll).
  await expect(
    page
      .getByRole('list', { name: 'Tabella dei movimenti' })
      .getByText(new RegExp(`^\\+${euro('1.000,00').source}$`))
      .first(),
  ).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
  await screenshot(page, 'wallet-08-phone');

  // The super admin sees the movement on the company's page, where the balance can be adjusted.
  await admin.goto('/users?tab=companies');
  await admin.getByLabel('Cerca per nome o ragione sociale').fill('Demo Srl');
  await admin.getByRole('link', { name: 'Demo Srl' }).click();
  await expect(admin.getByRole('navigation', { name: 'Percorso' }).getByText('Demo Srl')).toBeVisible();
  await admin.getByRole('tab', { name: 'Wallet' }).click();
  await expect(admin.getByTestId('company-balance')).toHaveText(credited);
  await expect(admin.getByRole('row', { name: /Bonifico/ }).first()).toBeVisible();
  await admin.getByRole('button', { name: 'Modifica saldo' }).click();
  const adjust = admin.getByRole('dialog', { name: 'Aggiungi budget come admin' });
  await expect(adjust.getByRole('button', { name: "Diminuisci l'importo di 100" })).toBeDisabled();
  await expectAccessible(admin);
  await screenshot(admin, 'wallet-09-adjust-balance');
  await admin.keyboard.press('Escape');

  // The audit log says what happened in words: amounts in euro, yes and no, names; never an id.
  await admin.goto('/audit-log');
  await expect(admin.getByRole('heading', { name: 'Registro attività', level: 1 })).toBeVisible();
  await admin.getByRole('combobox', { name: 'Azione' }).click();
  await admin.getByRole('option', { name: 'Bonifico accreditato' }).click();
  const entry = admin.getByRole('row', { name: new RegExp(payer) }).first();
  const sentence = `Accreditato il bonifico di ${euro('1.220,00').source} da ${payer} a Demo Srl: ${euro('1.000,00').source} sul saldo, esente IVA: no\\.`;
  await expect(entry.getByText(new RegExp(`^${sentence}$`))).toBeVisible();
  await expect(entry.getByText(new RegExp(`^${payer}, ${euro('1.220,00').source}$`))).toBeVisible();
  await expect(admin.getByRole('table')).not.toContainText(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-/);
  // Its date filters are the shared date fields, not native date inputs.
  await expect(admin.getByRole('button', { name: 'Dal' })).toBeVisible();
  await expect(admin.locator('input[type="date"]')).toHaveCount(0);
  await expectAccessible(admin);
  await screenshot(admin, 'wallet-10-audit-log-1280');
  await admin.setViewportSize(PHONE);
  await expect(entry).toBeAttached();
  await expectNoHorizontalScroll(admin);
  await screenshot(admin, 'wallet-10-audit-log-375');
});
