import { expect, type Page } from '@playwright/test';
import {
  activeProgramOf,
  approveKycInSandbox,
  createAccount,
  DEMO_COMPANY,
  DESKTOP,
  expectAccessible,
  fundDemoCompany,
  HACKER_TAX,
  pageInNewContext,
  PHONE,
  queryDatabase,
  screenshot,
  screenshotBothWidths,
  signedInPage,
  signIn,
  signInDemoSuperAdmin,
  switchLanguage,
  tinyPng,
  uniqueName,
  test,
} from './support.ts';

/** The vector the hacker builds metric by metric: network, no privileges, high confidentiality and integrity (FIRST's calculator scores it 9.3). */
const PICKS: [metric: string, value: string][] = [
  ['Vettore di attacco', 'Rete'],
  ["Complessità dell'attacco", 'Bassa'],
  ["Requisiti dell'attacco", 'Nessuno'],
  ['Privilegi richiesti', 'Nessuno'],
  ["Interazione dell'utente", 'Nessuna'],
  ['Riservatezza del sistema vulnerabile', 'Alta'],
  ['Integrità del sistema vulnerabile', 'Alta'],
  ['Disponibilità del sistema vulnerabile', 'Nessuna'],
  ['Riservatezza dei sistemi successivi', 'Nessuna'],
  ['Integrità dei sistemi successivi', 'Nessuna'],
  ['Disponibilità dei sistemi successivi', 'Nessuna'],
];
const VECTOR = 'CVSS:4.0/AV:N/AC:L/AT:N/PR:N/UI:N/VC:H/VI:H/VA:N/SC:N/SI:N/SA:N';
/** Pasted in the English pass: the choices fill themselves (6.0, medium). */
const PASTED_VECTOR = 'CVSS:4.0/AV:N/AC:H/AT:N/PR:L/UI:N/VC:H/VI:N/VA:N/SC:N/SI:N/SA:N';

/** The address of the newest email to `address` linking to `path`, from the development mailbox (sent after commit: wait up to 20 s). */
async function emailedLinkTo(page: Page, address: string, path: string): Promise<URL> {
  for (const deadline = Date.now() + 20_000; Date.now() < deadline;) {
    const mailbox = (await (await page.request.get(`/api/dev/mailbox?search=${encodeURIComponent(address)}`)).json()) as { results: { textBody: string }[] };
    const link = mailbox.results.map((email) => email.textBody.match(new RegExp(`https?://[^\\s/]+${path}`))?.[0]).find(Boolean);
    if (link) return new URL(link);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no email to ${address} links to ${path}`);
}

async function checkedStep(page: Page, name: string) {
  await expectAccessible(page);
  await screenshotBothWidths(page, name);
}

/** The metric's choice, picked as a user does: a click on its label in the metric's group. */
async function pick(page: Page, metric: string, value: string) {
  await page.getByRole('radiogroup', { name: metric, exact: true }).getByText(value, { exact: true }).click();
}

// Under a loaded machine a screen may take more than the default 15 s to answer a click.
test.use({ actionTimeout: 30_000 });

test('a verified hacker is stopped by the missing tax regime and IBAN, sets them, and sends a report through the four steps (Italian, then English)', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize(DESKTOP);
  const programName = uniqueName('Portale clienti ');
  const title = uniqueName('SQL injection nel login ');

  // Set-up over the API: an active self-managed program of the demo company; a hacker with identity verified, nothing else.
  const admin = await signInDemoSuperAdmin(browser);
  const company = await signedInPage(browser, DEMO_COMPANY.email, DEMO_COMPANY.password);
  await fundDemoCompany(company, admin, 20_000);
  const program = await activeProgramOf(company, admin, { name: programName, isManaged: false });
  const hacker = await createAccount(page.request);
  await page.goto('/auth/login');
  await signIn(page, hacker.email, hacker.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await approveKycInSandbox(page);

  // The program's report button opens the checks: exactly the tax regime and the IBAN are missing.
  await page.goto(`/programs/${program.id}`);
  await expect(page.getByRole('heading', { name: programName, level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Invia un report' }).click();
  await expect(page).toHaveURL(new RegExp(`/create-report/${program.id}$`));
  const checks = page.getByRole('dialog', { name: 'Prima di inviare un report' });
  const missing = checks.getByRole('list', { name: 'Cosa manca' }).getByRole('listitem');
  await expect(missing).toHaveCount(2);
  await expect(missing.nth(0)).toContainText('Il regime fiscale');
  await expect(missing.nth(1)).toContainText("L'IBAN per ricevere i premi");
  await expect(checks.getByText("La verifica dell'identità approvata")).toHaveCount(0);
  await checkedStep(page, 'report-submit-01-checks');

  // The modal's link leads to the payment settings: tax regime, then bank account, through their screen.
  await checks.getByRole('link', { name: 'Imposta il regime fiscale' }).click();
  await expect(page).toHaveURL(/\/account\?tab=payments$/);
  await page.getByRole('button', { name: 'Modifica' }).first().click();
  await page.getByRole('combobox', { name: 'Paese di residenza' }).fill('Itali');
  await page.getByRole('option', { name: /Italia/ }).click();
  await page.getByRole('radio', { name: 'Prestazione occasionale - lavoratore autonomo' }).check();
  await page.getByRole('textbox', { name: 'Codice fiscale' }).fill(HACKER_TAX.regime.taxId);
  await page.getByRole('textbox', { name: 'Indirizzo di residenza' }).fill(HACKER_TAX.regime.residenceAddress);
  await page.getByRole('textbox', { name: 'Città' }).fill(HACKER_TAX.regime.residenceCity);
  await page.getByRole('textbox', { name: 'Provincia' }).fill(HACKER_TAX.regime.residenceState);
  await page.getByRole('textbox', { name: 'CAP' }).fill(HACKER_TAX.regime.residenceCap);
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByText('Regime fiscale aggiornato')).toBeVisible();
  await page.getByRole('button', { name: 'Modifica' }).last().click();
  await page.getByRole('textbox', { name: 'IBAN' }).fill(HACKER_TAX.bank.iban);
  await page.getByRole('textbox', { name: 'SWIFT/BIC' }).fill(HACKER_TAX.bank.swift);
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByText('Metodo di pagamento aggiornato')).toBeVisible();

  // Pressed again, the button opens the wizard. Step 1: title, target, and the CVSS 4.0 vector metric by metric.
  await page.goto(`/programs/${program.id}`);
  await page.getByRole('link', { name: 'Invia un report' }).click();
  await expect(page.getByRole('heading', { name: 'Invia un report', level: 1 })).toBeVisible();
  await expect(page.getByText('Passaggio 1 di 4')).toBeVisible();
  // The breadcrumb names the wizard without linking it: /create-report is no page (it was a 404).
  const trail = page.getByRole('navigation', { name: 'Percorso' });
  await expect(trail.getByText('Nuovo report')).toBeVisible();
  await expect(trail.getByRole('link')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Informazioni generali', level: 2 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Titolo' }).fill(title);
  await page.getByRole('combobox', { name: 'Obiettivo' }).click();
  await page.getByRole('option', { name: /^app\.demo\.example/ }).click();
  await expect(page.getByText('Scegli tutte le metriche per calcolare il punteggio')).toBeVisible();
  for (const [metric, value] of PICKS) await pick(page, metric, value);
  await expect(page.getByRole('textbox', { name: 'Vettore CVSS 4.0' })).toHaveValue(VECTOR);
  await expect(page.getByTestId('cvss-score')).toHaveText('9.3 (Critica)');
  await expect(page.getByRole('combobox', { name: 'Gravità' })).toHaveValue('Critica');
  await expect(page.getByText('La gravità segue il punteggio CVSS.')).toBeVisible();
  await checkedStep(page, 'report-submit-02-general');
  await page.getByRole('button', { name: 'Avanti' }).click();

  // Step 2: the content starts from the template's four headings; endpoint and payload.
  await expect(page.getByText('Passaggio 2 di 4')).toBeVisible();
  const content = page.getByRole('textbox', { name: 'Contenuto' });
  await expect(content.locator('h2')).toHaveText(['Descrizione', 'Proof of Concept', 'Impatto', 'Mitigazione']);
  const sections = [
    'Il campo username del login finisce nella query senza parametri.',
    "Inviare ' OR 1=1 -- come username.",
    'Accesso a qualunque account.',
    'Usare query parametrizzate.',
  ];
  for (const [index, text] of sections.entries()) {
    await content.locator('p').nth(index).click();
    await page.keyboard.type(text);
  }
  await page.getByRole('textbox', { name: 'Endpoint' }).fill('https://app.demo.example/login');
  await page.getByRole('textbox', { name: 'Payload' }).fill("username=' OR 1=1 --&password=x");
  await checkedStep(page, 'report-submit-03-description');
  await page.getByRole('button', { name: 'Avanti' }).click();

  // Step 3: a picture and a Markdown file, the environment; the IP address is the one the server sees.
  // The page is on 127.0.0.1 while the server's PUBLIC_URL names localhost (scripts/start-server.ts): the bytes go to the
  // page's own origin, the only one its CSP lets it reach.
  await expect(page.getByText('Passaggio 3 di 4')).toBeVisible();
  const uploads: string[] = [];
  page.on('requestfinished', (request) => {
    if (request.method() === 'PUT' && request.url().includes('/api/uploads/')) uploads.push(request.url());
  });
  await page.getByLabel('Allegati del report').setInputFiles([
    { name: 'login-bypass.png', mimeType: 'image/png', buffer: tinyPng() },
    { name: 'passi.md', mimeType: 'text/markdown', buffer: Buffer.from('# Passi\n\n1. Apri il login\n2. Invia il payload\n') },
  ]);
  const uploaded = page.getByRole('list', { name: 'Allegati caricati' });
  await expect(uploaded.getByRole('listitem')).toHaveCount(2);
  await expect(uploaded).toContainText('login-bypass.png');
  await expect(uploaded).toContainText('passi.md');
  // The files go one after the other, in the order chosen.
  await expect.poll(() => uploads.length).toBe(2);
  for (const url of uploads) expect(new URL(url).origin).toBe(new URL(page.url()).origin);
  expect(new URL(page.url()).hostname).toBe('127.0.0.1');
  await expect(page.getByRole('textbox', { name: 'Indirizzo IP' })).toHaveValue('127.0.0.1');
  await page.getByRole('textbox', { name: 'Ambiente' }).fill('Chromium 130 su Debian 12');
  await checkedStep(page, 'report-submit-04-attachments');
  await page.getByRole('button', { name: 'Avanti' }).click();

  // Step 4: the recap of everything, then Confirm and send; back on the program page.
  await expect(page.getByText('Passaggio 4 di 4')).toBeVisible();
  const general = page.getByRole('region', { name: 'Informazioni generali' });
  await expect(general).toContainText(title);
  await expect(general).toContainText('app.demo.example');
  await expect(general).toContainText('Critica');
  await expect(general).toContainText(VECTOR);
  await expect(page.getByRole('region', { name: 'Descrizione' })).toContainText('Usare query parametrizzate.');
  const attachments = page.getByRole('region', { name: 'Allegati e ambiente' });
  await expect(attachments).toContainText('login-bypass.png, passi.md');
  await expect(attachments).toContainText('127.0.0.1');
  await checkedStep(page, 'report-submit-05-recap');
  await page.getByRole('button', { name: 'Conferma e invia' }).click();

  // The new report opens on its receipt: in view, focused (a screen reader reads it out), the fingerprint the server kept.
  await expect(page).toHaveURL(/\/reports\/[0-9a-f-]{36}$/);
  const reportId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  const receipt = page.getByRole('region', { name: 'Ricevuta di invio' });
  await expect(receipt).toBeFocused();
  await expect(receipt).toBeInViewport();
  await expect(receipt).toContainText('Report inviato. Riceverai una notifica a ogni aggiornamento.');
  const [stored] = await queryDatabase<{ receipt_sha256: string }>('select receipt_sha256 from reports where id = $1', [reportId]);
  await expect(receipt.getByLabel('Impronta SHA-256')).toHaveText(stored?.receipt_sha256 ?? 'missing');
  await expect(receipt).toContainText(/Ricevuto il \d/);
  const reportContent = page.getByRole('region', { name: 'Contenuto del report' });
  await expect(reportContent.getByRole('link', { name: "Apri l'allegato login-bypass.png" })).toBeVisible();
  await expect(reportContent.getByRole('link', { name: 'passi.md' })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'report-submit-05b-receipt-1280');
  await page.setViewportSize(PHONE);
  await page.reload();
  await expect(receipt).toBeVisible();
  await screenshot(page, 'report-submit-05c-report-375');
  await page.setViewportSize(DESKTOP);
  // The receipt email's link is built from PUBLIC_URL: another host than the page's, as with `npm start` opened on 127.0.0.1.
  expect((await emailedLinkTo(page, hacker.email, `/reports/${reportId}`)).hostname).toBe('localhost');

  // The report is in the hacker's list, new and critical.
  await page.getByRole('link', { name: 'I miei report', exact: true }).first().click();
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Nuovo');
  await expect(row).toContainText('Critica');

  // In English: the same wizard, the vector pasted this time (the choices fill themselves), no attachments.
  await switchLanguage(page, 'en');
  await page.goto(`/programs/${program.id}`);
  await page.getByRole('link', { name: 'Send a report' }).click();
  await expect(page.getByText('Step 1 of 4')).toBeVisible();
  await page.getByRole('textbox', { name: 'Title' }).fill(`${title} en`);
  await page.getByRole('combobox', { name: 'Target' }).click();
  await page.getByRole('option', { name: /^app\.demo\.example/ }).click();
  await page.getByRole('textbox', { name: 'CVSS 4.0 vector' }).fill(PASTED_VECTOR);
  await expect(page.getByRole('radiogroup', { name: 'Attack Complexity', exact: true }).getByRole('radio', { name: 'High' })).toBeChecked();
  await expect(page.getByTestId('cvss-score')).toHaveText('6.0 (Medium)');
  await expect(page.getByRole('combobox', { name: 'Severity' })).toHaveValue('Medium');
  await checkedStep(page, 'report-submit-06-general-en');
  await page.getByRole('button', { name: 'Forward' }).click();
  const contentEn = page.getByRole('textbox', { name: 'Content' });
  await expect(contentEn.locator('h2')).toHaveText(['Description', 'Proof of Concept', 'Impact', 'Mitigation']);
  await contentEn.locator('p').first().click();
  await page.keyboard.type('The session cookie lacks the Secure flag.');
  await checkedStep(page, 'report-submit-07-description-en');
  await page.getByRole('button', { name: 'Forward' }).click();
  await expect(page.getByRole('textbox', { name: 'IP address' })).toHaveValue('127.0.0.1');
  await page.getByRole('textbox', { name: 'Environment' }).fill('Firefox 128 on Windows 11');
  await checkedStep(page, 'report-submit-08-attachments-en');
  await page.getByRole('button', { name: 'Forward' }).click();
  await expect(page.getByRole('region', { name: 'Attachments and environment' })).toContainText('No attachments');
  await checkedStep(page, 'report-submit-09-recap-en');
  await page.getByRole('button', { name: 'Confirm and send' }).click();
  const receiptEn = page.getByRole('region', { name: 'Submission receipt' });
  await expect(receiptEn).toBeFocused();
  await expect(receiptEn).toContainText('Report sent. You will be notified of every update.');
  await expect(page.getByRole('heading', { name: `${title} en`, level: 1 })).toBeVisible();

  // A new hacker in an English browser, nothing done yet: the checks name verification, tax regime and IBAN, each with its link.
  const newcomer = await createAccount(page.request);
  const english = await pageInNewContext(browser, 'en-GB');
  await english.setViewportSize(DESKTOP);
  await english.goto('/auth/login');
  await signIn(english, newcomer.email, newcomer.password, 'Sign in');
  await expect(english).toHaveURL(/\/dashboard$/);
  await english.goto(`/programs/${program.id}`);
  await english.getByRole('link', { name: 'Send a report' }).click();
  const checksEn = english.getByRole('dialog', { name: 'Before you send a report' });
  await expect(checksEn.getByRole('list', { name: 'What is missing' }).getByRole('listitem')).toHaveText([
    /An approved identity verification\s*Go to verification/,
    /Your tax regime\s*Set your tax regime/,
    /An IBAN to receive rewards\s*Add your IBAN/,
  ]);
  await checkedStep(english, 'report-submit-10-checks-en');
  await checksEn.getByRole('button', { name: 'Back to the program' }).click();
  await expect(english).toHaveURL(new RegExp(`/programs/${program.id}$`));
});
