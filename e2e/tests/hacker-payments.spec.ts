import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import { pdfPageText } from '../../apps/api/src/modules/payments/bank/pdf-text.test-support.ts';
import {
  type Account,
  activeProgramOf,
  approveKycInSandbox,
  camt053Statement,
  createAccount,
  DEMO_COMPANY,
  DEMO_HACKER,
  DESKTOP,
  downloaded,
  endToEndIdOf,
  expectAccessible,
  fundDemoCompany,
  HACKER_TAX,
  pageInNewContext,
  pain002StatusReport,
  postAs,
  putAs,
  reportBody,
  screenshot,
  screenshotBothWidths,
  signedInPage,
  signIn,
  signInDemoSuperAdmin,
  temporaryFile,
  tinyPdf,
  uniqueName,
  test,
} from './support.ts';

/** An amount as the Italian interface prints it ("640,00 €", a no-break space before the sign). */
const euro = (amount: string) => new RegExp(`${amount.replace('.', '\\.')}\\s€`);

/** A hacker resident in Germany, foreign occasional work: no tax, no documents. */
const GERMAN_REGIME = {
  residenceCountry: 'DEU',
  taxRegime: 'foreign_occasional',
  taxId: '12345678901',
  vatNumber: null,
  residenceState: 'BE',
  residenceAddress: 'Unter den Linden 1',
  residenceCity: 'Berlin',
  residenceCap: '10117',
};
/** The account the bank refuses (AC01), and the one the hacker corrects it to (SEPA: no BIC). */
const REFUSED_BANK = { iban: 'DE02120300000000202051', swift: 'BYLADEM1001' };
const CORRECTED_IBAN = 'DE89370400440532013000';
/** Spaced in groups of four, as the account page shows an IBAN. */
const grouped = (iban: string) => iban.replace(/(.{4})(?=.)/g, '$1 ');

// Under a loaded machine a screen may take more than the default 15 s to answer a click.
test.use({ actionTimeout: 30_000 });

interface Hacker {
  page: Page;
  account: Account;
}

/** A new hacker signed in on a page of their own, identity verified, with the given tax regime and bank account (over the API). */
async function readyHacker(browser: Browser, regime: Record<string, unknown>, bank: { iban: string; swift: string }): Promise<Hacker> {
  const page = await pageInNewContext(browser);
  await page.setViewportSize(DESKTOP);
  const account = await createAccount(page.request);
  await page.goto('/auth/login');
  await signIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await approveKycInSandbox(page);
  await putAs(page, '/api/payments/settings/regime', regime);
  await putAs(page, '/api/payments/settings/payment', bank);
  return { page, account };
}

/** The hacker reports on the program; the company takes it in charge and rewards it at the high prize (800 euro). Returns the report's and the payment's ids. */
async function rewardedReport(hacker: Page, company: Page, program: { id: string; targetId: string }, title: string) {
  const report = await postAs(hacker, '/api/reports', reportBody(program.id, program.targetId, { title }));
  const reportId = String(report.id);
  await postAs(company, `/api/reports/${reportId}/start`);
  await postAs(company, `/api/reports/${reportId}/reward`, {}, { 'Idempotency-Key': crypto.randomUUID() });
  const detail = (await (await hacker.request.get(`/api/reports/${reportId}`)).json()) as { payment: { id: string; bountyTotalAmount: number } | null };
  expect(detail.payment?.bountyTotalAmount).toBe(800);
  return { reportId, paymentId: detail.payment?.id ?? '' };
}

/** The super admin, the demo company (funded) and a new self-managed program of theirs. */
async function marketplace(browser: Browser) {
  const admin = await signInDemoSuperAdmin(browser);
  await admin.setViewportSize(DESKTOP);
  const company = await signedInPage(browser, DEMO_COMPANY.email, DEMO_COMPANY.password);
  await fundDemoCompany(company, admin, 20_000);
  const program = await activeProgramOf(company, admin, { name: uniqueName('Portale clienti '), isManaged: false });
  return { admin, company, program };
}

/** A payment dialog's current status: its first badge with that text (the history below repeats the statuses). */
const statusIn = (dialog: Locator, status: string) => dialog.getByText(status, { exact: true }).first();

/** The wallet's table row of the payment for `title`. */
const walletRow = (page: Page, title: string) => page.getByRole('row').filter({ hasText: title });

/** Loads the wallet page. */
async function gotoWallet(page: Page) {
  await page.goto('/wallet');
  // A whole page load (the chart's code too) can take a while on a loaded machine.
  await expect(page.getByRole('heading', { name: 'Wallet', level: 1 })).toBeVisible({ timeout: 30_000 });
}

/** Loads the wallet and opens the detail of the payment for `title`. */
async function openWalletPayment(page: Page, title: string): Promise<Locator> {
  await gotoWallet(page);
  await walletRow(page, title)
    .getByRole('button', { name: `Dettagli del pagamento: ${title}` })
    .click();
  const detail = page.getByRole('dialog', { name: 'Dettaglio del pagamento' });
  await expect(detail.getByRole('link', { name: title })).toBeVisible();
  return detail;
}

/** In the detail, "Confirm payment info" opens its dialog. */
async function openConfirmation(page: Page, detail: Locator): Promise<Locator> {
  await detail.getByRole('button', { name: 'Conferma i dati di pagamento' }).click();
  const confirm = page.getByRole('dialog', { name: 'Conferma i dati di pagamento' });
  await expect(confirm.getByRole('button', { name: 'Conferma', exact: true })).toBeEnabled();
  return confirm;
}

/** The super admin's Payments page, Hackers tab, the history narrowed to one hacker. */
async function openHackersTab(admin: Page, username: string) {
  await admin.goto('/dashboard');
  await admin.getByRole('link', { name: 'Pagamenti', exact: true }).click();
  await expect(admin.getByRole('heading', { name: 'Pagamenti', level: 1 })).toBeVisible({ timeout: 30_000 });
  await admin.getByRole('tab', { name: 'Hacker' }).click();
  await expect(admin.getByRole('region', { name: 'Prossimo lotto per la banca' })).toBeVisible();
  await admin.getByRole('searchbox', { name: 'Hacker' }).fill(username);
  await expect(admin).toHaveURL(new RegExp(`hacker=${username}`));
}

/** The history's row of the hacker's payment. */
const adminRow = (admin: Page, username: string) =>
  admin.getByRole('region', { name: 'Storico dei pagamenti agli hacker' }).getByRole('row').filter({ hasText: username });

/** Opens the payment's detail from the history and approves it for the next bank batch. */
async function approveInBrowser(admin: Page, username: string, checks: (dialog: Locator) => Promise<void> = async () => {}) {
  await adminRow(admin, username)
    .getByRole('button', { name: new RegExp(`^Dettagli del pagamento a ${username} del `) })
    .click();
  const dialog = admin.getByRole('dialog', { name: 'Dettaglio pagamento' });
  await expect(statusIn(dialog, 'In attesa di approvazione')).toBeVisible();
  await checks(dialog);
  await dialog.getByRole('button', { name: 'Approva', exact: true }).click();
  await expect(dialog.getByText('Approvare il pagamento?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Approva il pagamento' }).click();
  await expect(admin.getByText('Pagamento approvato')).toBeVisible();
  await expect(statusIn(dialog, 'Approvato')).toBeVisible();
  await dialog.getByRole('button', { name: 'Chiudi' }).first().click();
  await expect(dialog).toBeHidden();
}

/**
 * "Create the bank batch" in the batch panel: a confirmation naming how many payments the pending list holds and what
 * follows, then the new batch's files as plain downloads (GET ?batch=, which change nothing): the pain.001 file of
 * everything the list held (checked against the list's count and the payments' end-to-end ids), then its CSV.
 */
async function exportBatch(admin: Page, paymentIds: string[]) {
  const pending = (await (await admin.request.get('/api/payments/pending-beneficiaries')).json()) as { count: number; results: { id: string }[] };
  expect(pending.results.map((payment) => payment.id)).toEqual(expect.arrayContaining(paymentIds));
  const panel = admin.getByRole('region', { name: 'Prossimo lotto per la banca' });
  await panel.getByRole('button', { name: 'Crea il lotto per la banca' }).click();
  const confirm = admin.getByRole('dialog', { name: 'Creare il lotto per la banca?' });
  await expect(confirm).toContainText(pending.count === 1 ? 'Il pagamento in attesa' : `I ${pending.count} pagamenti in attesa`);
  await expect(confirm).toContainText('in lavorazione in banca');
  await confirm.getByRole('button', { name: 'Crea il lotto', exact: true }).click();
  await expect(confirm).toBeHidden();
  const created = panel.getByRole('status', { name: /^Lotto \S+ creato: / });
  await expect(created).toBeFocused();
  const sepa = await downloaded(admin, () => created.getByRole('link', { name: 'Scarica il file SEPA (XML)' }).click());
  expect(sepa.name).toMatch(/\.xml$/);
  const xml = sepa.bytes.toString('utf8');
  expect(xml).toContain(`<NbOfTxs>${pending.count}</NbOfTxs>`);
  for (const id of paymentIds) expect(xml).toContain(`<EndToEndId>${endToEndIdOf(id)}</EndToEndId>`);
  const messageId = /<MsgId>([^<]+)<\/MsgId>/.exec(xml)?.[1] ?? '';
  expect(messageId).not.toBe('');
  await expect(created).toContainText(`Lotto ${messageId} creato`);
  const csv = await downloaded(admin, () => created.getByRole('link', { name: 'Scarica il CSV dei beneficiari' }).click());
  expect(csv.name).toMatch(/\.csv$/);
  expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = csv.bytes.toString('utf8');
  for (const id of paymentIds) expect(text).toContain(endToEndIdOf(id));
  // The batch is among the recent ones, and its payments are with the bank now.
  await expect(panel.getByRole('table', { name: 'Lotti recenti' }).getByRole('row').filter({ hasText: messageId })).toBeVisible();
  return { xml, csv: text, messageId };
}

/** "Import the bank's answer": the XML file through the dialog's file field; checks the summary it answers. */
async function importBankAnswer(admin: Page, name: string, xml: string, summary: RegExp[]) {
  const panel = admin.getByRole('region', { name: 'Prossimo lotto per la banca' });
  await panel.getByRole('button', { name: 'Importa risposta della banca' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Importa risposta della banca' });
  await dialog.locator('input[type="file"]').setInputFiles(temporaryFile(name, xml));
  await expect(dialog.getByText(name)).toBeVisible();
  await dialog.getByRole('button', { name: 'Importa', exact: true }).click();
  const result = dialog.getByRole('status');
  for (const line of summary) await expect(result).toContainText(line);
  await dialog.getByRole('button', { name: 'Chiudi' }).last().click();
  await expect(dialog).toBeHidden();
}

test('an Italian occasional worker confirms, signs the receipt and is paid; the super admin approves, exports the batch and imports the statement', async ({
  browser,
}) => {
  test.setTimeout(480_000);
  const title = uniqueName('IDOR sulle fatture ');
  const { admin, company, program } = await marketplace(browser);
  const { page, account } = await readyHacker(browser, { ...HACKER_TAX.regime, taxRegime: 'it_occasional_employee' }, HACKER_TAX.bank);
  const { reportId, paymentId } = await rewardedReport(page, company, program, title);

  // The hacker opens the wallet: 800 earned, one payment waiting for them.
  await page.getByRole('link', { name: 'Wallet', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Wallet', level: 1 })).toBeVisible();
  await expect(page.getByTestId('wallet-earned')).toHaveText(euro('800,00'));
  await expect(page.getByTestId('wallet-actionRequired')).toHaveText('1 pagamento');
  const row = walletRow(page, title);
  await expect(row).toContainText('In attesa di conferma');
  await expect(row).toContainText(euro('640,00'));
  await expectAccessible(page);
  await screenshotBothWidths(page, 'hacker-payments-01-wallet-to-confirm');

  // The payment's detail: 800 gross, 20% withheld, 640 transferred.
  await row.getByRole('button', { name: `Dettagli del pagamento: ${title}` }).click();
  const detail = page.getByRole('dialog', { name: 'Dettaglio del pagamento' });
  const figures = detail.getByTestId('payment-figures');
  await expect(figures).toContainText(/Ricompensa lorda\s*800,00\s€/);
  await expect(figures).toContainText(/Ritenuta d'acconto\s*-160,00\s€/);
  await expect(figures).toContainText(/Bonifico netto\s*640,00\s€/);
  await expect(detail).toContainText('Prestazione occasionale - lavoratore dipendente');
  await expectAccessible(page);
  await screenshot(page, 'hacker-payments-02-payment-detail');

  // Confirm payment info: this year's occasional compensation so far is required for this regime.
  const confirm = await openConfirmation(page, detail);
  const previousYear = confirm.getByRole('textbox', { name: "Compensi per prestazioni occasionali già ricevuti quest'anno" });
  await confirm.getByRole('button', { name: 'Conferma', exact: true }).click();
  await expect(previousYear).toHaveAttribute('aria-invalid', 'true');
  await previousYear.pressSequentially('4x500');
  await expect(previousYear).toHaveValue('4500');
  // The figures follow what is typed: 4.500 + 800 goes 300 above the INPS threshold of 5.000; the hacker's 11,24% of it
  // (33,72) is withheld, the platform's 22,48% (67,44) is the platform's: 800 - 160 - 33,72 = 606,28.
  const preview = confirm.getByTestId('payment-figures');
  await expect(preview).toContainText(/Contributi INPS a carico dell'hacker \(11,24% di 300,00\s€\)\s*-33,72\s€/);
  await expect(preview).toContainText(/Bonifico netto\s*606,28\s€/);
  await expect(confirm.getByTestId('inps-note')).toContainText(/la quota della piattaforma \(22,48%, 67,44\s€\)/);
  await expectAccessible(page);
  await screenshot(page, 'hacker-payments-03-confirm-dialog');
  await confirm.getByRole('button', { name: 'Conferma', exact: true }).click();
  await expect(page.getByText('Dati di pagamento confermati')).toBeVisible();

  // Back in the detail: documents missing; the confirmed figures with the INPS share.
  await expect(statusIn(detail, 'Documenti mancanti')).toBeVisible();
  await expect(detail).toContainText(/Compensi occasionali già ricevuti nell'anno\s*4\.500,00\s€/);
  await expect(figures).toContainText(/Contributi INPS a carico dell'hacker \(11,24% di 300,00\s€\)\s*-33,72\s€/);
  await expect(figures).toContainText(/Bonifico netto\s*606,28\s€/);
  await expect(detail.getByText(/sono dovuti i contributi alla Gestione separata INPS/)).toBeVisible();
  const receiptSection = detail.getByRole('region', { name: 'Ricevuta di prestazione occasionale' });
  const receipt = await downloaded(page, () => receiptSection.getByRole('link', { name: 'Scarica la ricevuta precompilata' }).click());
  expect(receipt.name).toMatch(/\.pdf$/);
  expect(receipt.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  // The receipt to sign: the INPS share withheld beside the withholding, and what the platform bears.
  const receiptText = await pdfPageText(receipt.bytes);
  expect(receiptText).toContain('Contributo INPS a carico del percipiente (11,24% di 300,00 €)');
  expect(receiptText).toContain('- 33,72 €');
  expect(receiptText).toContain('606,28 €');
  expect(receiptText).toContain('22,48% a carico del committente (67,44 €)');

  // The signed copy, a PDF from the hacker's disk.
  await receiptSection.getByLabel('Carica la ricevuta firmata (PDF)').setInputFiles(temporaryFile('ricevuta-firmata.pdf', tinyPdf()));
  await expect(page.getByText('Documento caricato', { exact: true })).toBeVisible();
  await expect(receiptSection.getByTestId('hacker-document')).toContainText('ricevuta-firmata.pdf');
  await expect(statusIn(detail, 'In attesa di approvazione')).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'hacker-payments-04-receipt-uploaded');
  await detail.getByRole('button', { name: 'Chiudi' }).click();
  await expect(row).toContainText('In attesa di approvazione');

  // The super admin: Payments > Hackers, the payment's detail with the signed receipt, approve.
  await openHackersTab(admin, account.username);
  await expect(adminRow(admin, account.username)).toContainText('In attesa di approvazione');
  await expect(adminRow(admin, account.username)).toContainText('Prestazione occasionale - lavoratore dipendente');
  await expectAccessible(admin);
  await screenshotBothWidths(admin, 'hacker-payments-05-admin-hackers-tab');
  await approveInBrowser(admin, account.username, async (dialog) => {
    await expect(dialog.getByRole('link', { name: /ricevuta-firmata\.pdf/ })).toBeVisible();
    await expect(dialog).toContainText(/Contributi INPS a carico dell'hacker \(11,24% di 300,00\s€\)\s*33,72\s€/);
    await expect(dialog).toContainText(/Contributi INPS a carico della piattaforma \(22,48% di 300,00\s€\)\s*67,44\s€/);
    await expect(dialog).toContainText(/Bonifico netto\s*606,28\s€/);
    await expectAccessible(admin);
    await screenshot(admin, 'hacker-payments-06-admin-payment-detail');
  });
  await expect(adminRow(admin, account.username)).toContainText('Approvato');

  // The batch: the SEPA file and its CSV; the payment is with the bank.
  const batch = await exportBatch(admin, [paymentId]);
  expect(batch.xml).toMatch(/<InstdAmt Ccy="EUR">606\.28<\/InstdAmt>/);
  expect(batch.xml).toContain(HACKER_TAX.bank.iban);
  // Transfer, gross, VAT, withholding and the hacker's INPS share.
  expect(batch.csv).toMatch(/606\.28,.*,800\.00,0\.00,160\.00,33\.72,/);
  await expect(adminRow(admin, account.username)).toContainText('In lavorazione');
  await screenshotBothWidths(admin, 'hacker-payments-07-admin-batch-exported');

  // The bank's statement books the transfer.
  await importBankAnswer(admin, 'estratto-conto.xml', camt053Statement([{ paymentId, amount: '606.28' }]), [
    /Risposta importata \(camt\.053\)/,
    /1 pagamento aggiornato/,
    /1 → Accreditato/,
  ]);
  await expect(adminRow(admin, account.username)).toContainText('Accreditato');

  // The hacker's wallet: accredited, 606,28 paid, 160 + 33,72 withheld; listed under the payments made too.
  await page.reload();
  await expect(row).toContainText('Accreditato', { timeout: 30_000 });
  await expect(row).toContainText(euro('606,28'));
  await expect(page.getByTestId('wallet-paid')).toHaveText(euro('606,28'));
  await expect(page.getByTestId('wallet-withheld')).toHaveText(euro('193,72'));
  await expect(page.getByTestId('wallet-actionRequired')).toHaveText('Nulla da fare');
  await page.getByRole('tab', { name: 'Pagamenti effettuati' }).click();
  await expect(page.getByRole('region', { name: 'Tabella dei pagamenti effettuati' }).getByRole('row').filter({ hasText: title })).toContainText('Accreditato');
  await expectAccessible(page);
  await screenshotBothWidths(page, 'hacker-payments-08-wallet-accredited');

  // The company's report page: the same payout, accredited, with its amounts and no bank details.
  await company.goto(`/reports/${reportId}`);
  await expect(company.getByRole('heading', { name: title, level: 1 })).toBeVisible({ timeout: 30_000 });
  const payout = company.getByRole('region', { name: 'Pagamento della ricompensa' });
  await expect(payout.getByText('Accreditato', { exact: true })).toBeVisible();
  await expect(payout).toContainText(/Ricompensa lorda\s*800,00\s€/);
  await expect(payout).toContainText(/Ritenuta d'acconto\s*160,00\s€/);
  await expect(payout).toContainText(/Contributi INPS a carico dell'hacker \(11,24% di 300,00\s€\)\s*33,72\s€/);
  await expect(payout).toContainText(/Contributi INPS a carico della piattaforma \(22,48% di 300,00\s€\)\s*67,44\s€/);
  await expect(payout).toContainText(/Bonifico netto\s*606,28\s€/);
  await expect(payout).not.toContainText(HACKER_TAX.regime.taxId);
  for (const iban of [HACKER_TAX.bank.iban, grouped(HACKER_TAX.bank.iban)]) await expect(company.locator('body')).not.toContainText(iban);
  await expect(company.getByText(/IBAN/)).toHaveCount(0);
  await expectAccessible(company);
  await screenshot(company, 'hacker-payments-09-company-report-payout');
});

test('a foreign occasional worker is paid without documents; a refused IBAN is corrected on the account page and paid in the next batch', async ({
  browser,
}) => {
  test.setTimeout(600_000);
  const { admin, company, program } = await marketplace(browser);
  const foreign = await readyHacker(browser, GERMAN_REGIME, { iban: 'DE75512108001245126199', swift: '' });
  const refused = await readyHacker(browser, GERMAN_REGIME, REFUSED_BANK);
  const foreignTitle = uniqueName('CSRF sul profilo ');
  const refusedTitle = uniqueName('Open redirect nel login ');
  const foreignPayment = await rewardedReport(foreign.page, company, program, foreignTitle);
  const refusedPayment = await rewardedReport(refused.page, company, program, refusedTitle);

  // The foreign hacker confirms: no tax, no previous-year total, no receipt to sign.
  const detail = await openWalletPayment(foreign.page, foreignTitle);
  await expect(detail.getByTestId('payment-figures')).toContainText(/Bonifico netto\s*800,00\s€/);
  const confirm = await openConfirmation(foreign.page, detail);
  await expect(confirm).toContainText('Prestazione occasionale estera');
  await expect(confirm.getByRole('textbox', { name: /anno precedente/ })).toHaveCount(0);
  await expectAccessible(foreign.page);
  await confirm.getByRole('button', { name: 'Conferma', exact: true }).click();
  await expect(foreign.page.getByText('Dati di pagamento confermati')).toBeVisible();
  await expect(statusIn(detail, 'In attesa di approvazione')).toBeVisible();
  await expect(detail.getByRole('region', { name: 'Ricevuta di prestazione occasionale' })).toHaveCount(0);
  await detail.getByRole('button', { name: 'Chiudi' }).click();

  // Set-up: the other hacker's first confirmation and its approval, over the API.
  const intent = (await (await refused.page.request.get(`/api/payments/intents/${refusedPayment.paymentId}`)).json()) as { settingsVersion: number };
  await postAs(refused.page, `/api/payments/intents/${refusedPayment.paymentId}/confirm`, { version: intent.settingsVersion });
  await postAs(admin, `/api/payments/intents/${refusedPayment.paymentId}/approve`, { payExternally: false });

  // The super admin approves the foreign payment in the browser and exports the batch with both.
  await openHackersTab(admin, foreign.account.username);
  await approveInBrowser(admin, foreign.account.username, async (dialog) => {
    await expect(dialog).toContainText(/Ricevuta precompilata\s*Non prevista/);
    await expect(dialog).toContainText('Non richiesti per questo regime');
    await expect(dialog.getByRole('button', { name: 'Carica ricevuta firmata' })).toHaveCount(0);
    await expectAccessible(admin);
    await screenshot(admin, 'hacker-payments-10-admin-foreign-payment-detail');
  });
  const batch = await exportBatch(admin, [foreignPayment.paymentId, refusedPayment.paymentId]);
  expect(batch.xml).toContain(REFUSED_BANK.iban);

  // The bank's status report: the first credited, the second refused (AC01, wrong account number).
  await importBankAnswer(
    admin,
    'esito-lotto.xml',
    pain002StatusReport(batch.messageId, [
      { paymentId: foreignPayment.paymentId, status: 'ACCC' },
      { paymentId: refusedPayment.paymentId, status: 'RJCT', reason: 'AC01' },
    ]),
    [/Risposta importata \(pain\.002\)/, /2 pagamenti aggiornati/, /1 → Accreditato/, /1 → IBAN non valido/],
  );
  await expect(adminRow(admin, foreign.account.username)).toContainText('Accreditato');

  await gotoWallet(foreign.page);
  await expect(walletRow(foreign.page, foreignTitle)).toContainText('Accreditato');
  await expect(foreign.page.getByTestId('wallet-paid')).toHaveText(euro('800,00'));

  // The refused hacker: "IBAN not valid", with the way to the account's payment settings.
  const refusedDetail = await openWalletPayment(refused.page, refusedTitle);
  await expect(walletRow(refused.page, refusedTitle)).toContainText('IBAN non valido');
  const fix = refusedDetail.getByRole('alert').filter({ hasText: 'IBAN non valido' });
  await expect(fix).toContainText("Correggi l'IBAN");
  await expect(refusedDetail).toContainText('AC01');
  await expectAccessible(refused.page);
  await screenshotBothWidths(refused.page, 'hacker-payments-11-wallet-iban-not-valid');
  await fix.getByRole('link', { name: 'Vai alle impostazioni di pagamento' }).click();

  // Account > Payments: the bank form takes the new IBAN; a SEPA IBAN needs no BIC.
  await expect(refused.page).toHaveURL(/\/account\?tab=payments$/);
  await refused.page.getByRole('button', { name: 'Modifica: Conto bancario' }).click();
  await refused.page.getByRole('textbox', { name: /^IBAN/ }).fill(CORRECTED_IBAN);
  await refused.page.getByRole('textbox', { name: /^SWIFT\/BIC/ }).fill('');
  await refused.page.getByRole('button', { name: 'Salva' }).click();
  await expect(refused.page.getByText('Metodo di pagamento aggiornato')).toBeVisible();
  await expect(refused.page.getByText(grouped(CORRECTED_IBAN))).toBeVisible();

  // Confirm again, with the corrected account.
  const reopened = await openWalletPayment(refused.page, refusedTitle);
  await expect(statusIn(reopened, 'In attesa di conferma')).toBeVisible();
  await screenshot(refused.page, 'hacker-payments-12-payment-reopened');
  const again = await openConfirmation(refused.page, reopened);
  await expect(again).toContainText(CORRECTED_IBAN);
  await again.getByRole('button', { name: 'Conferma', exact: true }).click();
  await expect(refused.page.getByText('Dati di pagamento confermati')).toBeVisible();
  await expect(statusIn(reopened, 'In attesa di approvazione')).toBeVisible();
  await reopened.getByRole('button', { name: 'Chiudi' }).click();

  // The super admin approves it again; the next batch carries the new IBAN; the statement books it.
  await openHackersTab(admin, refused.account.username);
  await approveInBrowser(admin, refused.account.username, async (dialog) => {
    await expect(dialog).toContainText(CORRECTED_IBAN);
  });
  const next = await exportBatch(admin, [refusedPayment.paymentId]);
  expect(next.messageId).not.toBe(batch.messageId);
  expect(next.xml).toContain(CORRECTED_IBAN);
  expect(next.xml).not.toContain(REFUSED_BANK.iban);
  await importBankAnswer(admin, 'estratto-conto-2.xml', camt053Statement([{ paymentId: refusedPayment.paymentId, amount: '800.00' }]), [
    /Risposta importata \(camt\.053\)/,
    /1 → Accreditato/,
  ]);
  await expect(adminRow(admin, refused.account.username)).toContainText('Accreditato');
  await screenshotBothWidths(admin, 'hacker-payments-13-admin-hackers-tab-paid');

  await gotoWallet(refused.page);
  await expect(walletRow(refused.page, refusedTitle)).toContainText('Accreditato');
  await expect(refused.page.getByTestId('wallet-paid')).toHaveText(euro('800,00'));
  await expectAccessible(refused.page);
  await screenshotBothWidths(refused.page, 'hacker-payments-14-wallet-corrected-paid');
});

test('the demo shows occasional work above the INPS threshold: the demo hacker’s payment and one the super admin approves', async ({ browser }) => {
  test.setTimeout(240_000);
  // The demo hacker's reward after 5.300 € received this year: all 2.700 € above 5.000 €; 2.700 - 540 - 303,48.
  const hacker = await signedInPage(browser, DEMO_HACKER.email, DEMO_HACKER.password);
  await hacker.setViewportSize(DESKTOP);
  const title = "IDOR sulle fatture di altri studi tramite l'API documenti";
  const detail = await openWalletPayment(hacker, title);
  const figures = detail.getByTestId('payment-figures');
  await expect(figures).toContainText(/Contributi INPS a carico dell'hacker \(11,24% di 2\.700,00\s€\)\s*-303,48\s€/);
  await expect(figures).toContainText(/Bonifico netto\s*1\.856,52\s€/);
  await expect(detail).toContainText(/Compensi occasionali già ricevuti nell'anno\s*5\.300,00\s€/);
  await expectAccessible(hacker);
  await screenshot(hacker, 'hacker-payments-15-demo-wallet-inps');

  // bytequeen's, waiting for approval: 4.500 € + 1.080 € crosses it; on the 580 € above, 65,19 € withheld, 130,38 € borne.
  const admin = await signInDemoSuperAdmin(browser);
  await admin.setViewportSize(DESKTOP);
  await openHackersTab(admin, 'bytequeen');
  await adminRow(admin, 'bytequeen')
    .filter({ hasText: 'In attesa di approvazione' })
    .getByRole('button', { name: /^Dettagli del pagamento a bytequeen del / })
    .click();
  const dialog = admin.getByRole('dialog', { name: 'Dettaglio pagamento' });
  await expect(dialog).toContainText(/Contributi INPS a carico dell'hacker \(11,24% di 580,00\s€\)\s*65,19\s€/);
  await expect(dialog).toContainText(/Contributi INPS a carico della piattaforma \(22,48% di 580,00\s€\)\s*130,38\s€/);
  await expect(dialog).toContainText(/Bonifico netto\s*798,81\s€/);
  await expectAccessible(admin);
  await screenshot(admin, 'hacker-payments-16-demo-admin-inps');
});
