import { deflateSync } from 'node:zlib';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { partitaIvaCheckDigit } from '@bb/domain';
// The bank's answers as the API's own tests write them (one builder for the API tests, the bank bench and these journeys).
import { camt053Statement as camt053Document, pain002StatusReport as pain002Document } from '../../apps/api/src/modules/payments/bank/sepa.test-support.ts';
import pg from 'pg';
import { DEMO_SUPER_ADMIN } from '../scripts/demo-accounts.ts';

const SCREENSHOTS = join(import.meta.dirname, '..', 'screenshots');
/**
 * E2E_SCREENSHOTS=off (CI) takes none: they are for a person to look at, and 130 of them cost CI about two minutes.
 * The checks around them (a phone width without horizontal scroll, axe) run either way.
 */
const TAKE_SCREENSHOTS = process.env.E2E_SCREENSHOTS !== 'off';
if (TAKE_SCREENSHOTS) mkdirSync(SCREENSHOTS, { recursive: true });

/** Keeps a screenshot of the whole current screen under e2e/screenshots/ (git-ignored). */
export async function screenshot(page: Page, name: string) {
  if (!TAKE_SCREENSHOTS) return;
  // A full-page capture leaves fixed parts (header, sidebar, modal overlay) at one screen's height:
  // instead, the window grows to the page's height for the picture, then returns to its size.
  const viewport = page.viewportSize();
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  if (viewport && height > viewport.height) await page.setViewportSize({ width: viewport.width, height });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), animations: 'disabled' });
  if (viewport && height > viewport.height) await page.setViewportSize(viewport);
}

/** Fails on any serious or critical accessibility violation (WCAG 2 A and AA rules). */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} (${n.failureSummary ?? ''})`).join(', ')}`)).toEqual([]);
}

export const uniqueName = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/**
 * The newest emailed link to `address` whose path ends with `pathEnd`, read from the development
 * mailbox. Emails leave through the job queue, which polls every 2 seconds: wait up to 20.
 */
export async function emailedLink(request: APIRequestContext, address: string, pathEnd: string): Promise<string> {
  for (const deadline = Date.now() + 20_000; Date.now() < deadline;) {
    const mailbox = await (await request.get(`/api/dev/mailbox?search=${encodeURIComponent(address)}`)).json();
    for (const email of mailbox.results as { textBody: string }[]) {
      const match = email.textBody.match(new RegExp(`https?://\\S+${pathEnd}\\?code=[\\w%-]+`));
      // The link names PUBLIC_URL's host (localhost), the browser opens 127.0.0.1: the path and code, on the page's own origin, keep its cookies.
      if (match) {
        const link = new URL(match[0]);
        return `${link.pathname}${link.search}`;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no ${pathEnd} link emailed to ${address}`);
}

/** The code of the newest emailed link to `address` whose path ends with `pathEnd`. */
export async function emailedCode(request: APIRequestContext, address: string, pathEnd: string): Promise<string | null> {
  return new URLSearchParams((await emailedLink(request, address, pathEnd)).split('?')[1]).get('code');
}

export function totp(secret: string): Promise<string> {
  return generate({ secret });
}

/** A phone's viewport (spec: the sidebar collapses below 575 px). */
export const PHONE = { width: 375, height: 812 };

/** Nothing on the page is wider than the viewport (no sideways scrolling on a phone). */
export async function expectNoHorizontalScroll(page: Page) {
  // Polled: a resize reflows for a moment (a popover or toast placed for the old width), then settles.
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), { message: 'the page scrolls sideways' })
    .toBeLessThanOrEqual(0);
}

/** A password that meets every rule. */
export const strongPassword = () => `Sicura-${Math.floor(Math.random() * 1e6)}!a`;

export interface Account {
  email: string;
  username: string;
  password: string;
}

async function csrfHeader(request: APIRequestContext): Promise<Record<string, string>> {
  await request.get('/api/health'); // the server sets bb_csrf on the first answer without it
  const token = (await request.storageState()).cookies.find((cookie) => cookie.name === 'bb_csrf')?.value ?? '';
  return { 'x-csrf-token': token };
}

/**
 * An account made through the API (for journeys that start after sign-up): a hacker (or a company user) signed up
 * and, unless `activate` is false, activated through the emailed link.
 */
export async function createAccount(request: APIRequestContext, { activate = true, userType = 'hacker' as 'hacker' | 'company' } = {}): Promise<Account> {
  const account = { email: `${uniqueName('e2e')}@example.com`, username: uniqueName('e2e'), password: strongPassword() };
  const names = userType === 'company' ? { firstName: 'Grace', lastName: 'Hopper' } : {};
  const signup = await request.post('/api/users/signup', {
    headers: await csrfHeader(request),
    data: { userType, ...names, ...account, termsAccepted: true, privacyAccepted: true, language: 'it' },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  if (activate) {
    const code = await emailedCode(request, account.email, '/auth/activate');
    const activation = await request.post('/api/users/activate', { data: { code }, headers: await csrfHeader(request) });
    expect(activation.status(), await activation.text()).toBe(200);
  }
  return account;
}

/** Changes one user's row in the run's database (the one scripts/start-server.ts created), for set-up no screen offers. */
async function updateUser(email: string, assignments: string, values: unknown[]) {
  const runDir = process.env.E2E_RUN_DIR;
  if (!runDir) throw new Error('E2E_RUN_DIR is not set: run the tests with playwright.config.ts');
  const client = new pg.Client({ connectionString: readFileSync(join(runDir, 'database-url'), 'utf8').trim() });
  await client.connect();
  try {
    const result = await client.query(`update users set ${assignments} where email = $1`, [email, ...values]);
    expect(result.rowCount).toBe(1);
  } finally {
    await client.end();
  }
}

/** Blocks an account, as the journey that checks a blocked sign-in needs before the user reaches any screen. */
export function blockAccount(email: string) {
  return updateUser(email, 'is_blocked = true', []);
}

/** Gives a hacker points, as accepted reports will (the reports issue); the leaderboard reads them. */
export function setHackerPoints(email: string, points: number) {
  return updateUser(email, 'points = $2', [points]);
}

/** The next two-factor code that differs from `used`: a code is accepted once, so wait for the next 30 s step. */
export async function nextTotp(secret: string, used: string): Promise<string> {
  for (;;) {
    const code = await totp(secret);
    if (code !== used) return code;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** Fills the sign-in form and sends it (`submit`: the button's name in the page's language). */
export async function signIn(page: Page, email: string, password: string, submit = 'Accedi') {
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: submit }).click();
}

/**
 * The recovery codes dialog that follows turning two-factor on (or making new codes): reads the
 * codes, ticks "Ho salvato i codici" and closes it.
 */
export async function saveRecoveryCodes(page: Page): Promise<string[]> {
  const dialog = page.getByRole('dialog', { name: 'Salva i codici di recupero' });
  await expect(dialog).toBeVisible();
  const codes = await dialog.getByRole('listitem').allTextContents();
  expect(codes).toHaveLength(10);
  await dialog.getByRole('checkbox', { name: 'Ho salvato i codici' }).check();
  await dialog.getByRole('button', { name: 'Fatto' }).click();
  await expect(dialog).toBeHidden();
  return codes;
}

/** Types a 6-digit code into the six boxes of a code field, whose first box is named by `firstBox`. */
export async function typeCode(page: Page, firstBox: RegExp, code: string) {
  await page.getByRole('textbox', { name: firstBox }).click();
  await page.keyboard.type(code);
}

/** A valid 1x1 red PNG, built from bytes (for picture uploads). */
export function tinyPng(): Buffer {
  const table = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let value = 0xffffffff;
    for (const byte of bytes) value = table[(value ^ byte) & 0xff]! ^ (value >>> 8);
    return (value ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const checksum = Buffer.alloc(4);
    checksum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, checksum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.from([0, 255, 0, 0]))), chunk('IEND', Buffer.alloc(0))]);
}

/** A valid partita IVA no other journey uses (a VAT number registers one company). */
export function uniquePartitaIva(): string {
  const firstTen = `1${Array.from({ length: 9 }, () => Math.floor(Math.random() * 10)).join('')}`;
  return `${firstTen}${partitaIvaCheckDigit(firstTen)}`;
}

/**
 * Sends a state-changing API call as the page's signed-in user (its session and CSRF cookies), for
 * the set-up a journey does not walk through in the browser.
 */
export async function postAs(page: Page, path: string, data?: unknown, headers: Record<string, string> = {}) {
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'bb_csrf')?.value ?? '';
  const response = await page.request.post(path, { data, headers: { 'x-csrf-token': csrf, ...headers } });
  expect(response.ok(), `${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return response.json() as Promise<Record<string, unknown>>;
}

export { DEMO_COMPANY, DEMO_HACKER, DEMO_SUPER_ADMIN, DEMO_TRIAGER } from '../scripts/demo-accounts.ts';

function runDirectory(): string {
  const runDir = process.env.E2E_RUN_DIR;
  if (!runDir) throw new Error('E2E_RUN_DIR is not set: run the tests with playwright.config.ts');
  return runDir;
}

/** Where the run keeps a staff account's two-factor secret and last code (the super admin's under its historic name). */
const twoFactorFile = (email: string) =>
  join(runDirectory(), email === DEMO_SUPER_ADMIN.email ? 'superadmin-two-factor.json' : `two-factor-${email.replace(/[^a-z0-9]/gi, '_')}.json`);

/** Keeps the super admin's two-factor secret and last code for the run's later journeys. */
export function rememberSuperAdminTwoFactor(secret: string, lastCode: string) {
  rememberTwoFactor(DEMO_SUPER_ADMIN.email, secret, lastCode);
}

/** Keeps a staff account's two-factor secret and last code, so the run's later journeys sign it in with a fresh code. */
export function rememberTwoFactor(email: string, secret: string, lastCode: string) {
  writeFileSync(twoFactorFile(email), JSON.stringify({ secret, lastCode }));
}

/**
 * A page signed in as a staff account (two-factor required). The run's first sign-in enrols
 * two-factor (the secret is kept in the run's directory); later ones type a fresh code, as the user would.
 */
export async function signInWithTwoFactor(browser: Browser, account: { email: string; password: string }): Promise<Page> {
  const page = await pageInNewContext(browser);
  await page.goto('/auth/login');
  await signIn(page, account.email, account.password);
  const file = twoFactorFile(account.email);
  if (existsSync(file)) {
    const { secret, lastCode } = JSON.parse(readFileSync(file, 'utf8')) as { secret: string; lastCode: string };
    await expect(page.getByRole('heading', { name: 'Verifica in due passaggi' })).toBeVisible();
    const code = await nextTotp(secret, lastCode);
    await typeCode(page, /^Codice di verifica: cifra 1 di 6/, code);
    rememberTwoFactor(account.email, secret, code);
  } else {
    await expect(page).toHaveURL(/\/account\/two-factor$/);
    await page.getByRole('button', { name: 'Configura' }).click();
    const secret = (await page.getByTestId('otp-secret').textContent())?.trim() ?? '';
    const code = await totp(secret);
    await typeCode(page, /^Codice a 6 cifre: cifra 1 di 6/, code);
    await page.getByRole('button', { name: 'Attiva', exact: true }).click();
    await saveRecoveryCodes(page);
    rememberTwoFactor(account.email, secret, code);
  }
  await expect(page).toHaveURL(/\/dashboard$/);
  return page;
}

/** A page signed in as the demo super admin. */
export function signInDemoSuperAdmin(browser: Browser): Promise<Page> {
  return signInWithTwoFactor(browser, DEMO_SUPER_ADMIN);
}

/** Runs a read-only query on the run's database (to check a screen's figures against the data). */
export async function queryDatabase<T extends Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: readFileSync(join(runDirectory(), 'database-url'), 'utf8').trim() });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

// ---------------------------------------------------------------- reports journeys (issue 12)

/** A desktop window (the other journeys' 1280 px). */
export const DESKTOP = { width: 1280, height: 900 };

/** A screenshot at 1280 px and one at 375 px (no sideways scrolling there), back to 1280 px after. */
export async function screenshotBothWidths(page: Page, name: string) {
  await page.setViewportSize(DESKTOP);
  await screenshot(page, `${name}-1280`);
  await page.setViewportSize(PHONE);
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await expectNoHorizontalScroll(page);
  await screenshot(page, `${name}-375`);
  await page.setViewportSize(DESKTOP);
}

/** Sends a PUT as the page's signed-in user (its session and CSRF cookies), for set-up the journey does not walk through. */
export async function putAs(page: Page, path: string, data: unknown) {
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'bb_csrf')?.value ?? '';
  const response = await page.request.put(path, { data, headers: { 'x-csrf-token': csrf } });
  expect(response.ok(), `${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return response.json() as Promise<Record<string, unknown>>;
}

/** A new page in its own context (Italian), signed in with email and password; the dashboard is open. */
export async function signedInPage(browser: Browser, email: string, password: string): Promise<Page> {
  const page = await pageInNewContext(browser);
  await page.setViewportSize(DESKTOP);
  await page.goto('/auth/login');
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
  return page;
}

/** The page's hacker passes identity verification in the sandbox (as hacker-onboarding does through its screen). */
export async function approveKycInSandbox(page: Page) {
  await postAs(page, '/api/verification/sumsub/token');
  const status = await postAs(page, '/api/verification/sandbox/complete', { outcome: 'approve' });
  expect(status.verificationStatus).toBe('approved');
}

/** A valid codice fiscale and an Italian IBAN with a valid checksum (as hacker-onboarding types them). */
export const HACKER_TAX = {
  regime: {
    residenceCountry: 'ITA',
    taxRegime: 'it_occasional_self_employed',
    taxId: 'RSSMRA85T10A562S',
    vatNumber: null,
    residenceAddress: 'Via Roma 1',
    residenceCity: 'Milano',
    residenceState: 'MI',
    residenceCap: '20121',
  },
  bank: { iban: 'IT60X0542811101000000123456', swift: 'BPMOIT22XXX' },
};

/** The page's hacker sets tax regime and IBAN over the API: with KYC approved, they may report. */
export async function completePaymentSettings(page: Page) {
  await putAs(page, '/api/payments/settings/regime', HACKER_TAX.regime);
  await putAs(page, '/api/payments/settings/payment', HACKER_TAX.bank);
}

const richParagraph = (text: string) => ({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] });

/** The demo company's program, created over the API and approved by the super admin: active. Returns its id and first target's id. */
export async function activeProgramOf(
  company: Page,
  admin: Page,
  { name, isManaged }: { name: string; isManaged: boolean },
): Promise<{ id: string; targetId: string }> {
  const context = (await (await company.request.get('/api/programs/context')).json()) as { company: { id: string } };
  const program = await postAs(company, '/api/programs', {
    company: context.company.id,
    name,
    isPublic: true,
    content: richParagraph(`Testate ${name}.`),
    language: 'it',
    policy: null,
    scope: [{ name: 'app.demo.example', type: 'WEB_APPLICATION', lowPrize: 100, mediumPrize: 300, highPrize: 800, criticalPrize: 2000 }],
    outOfScope: null,
    nonQualifying: richParagraph('Nessuna.'),
    budget: 7500,
    isManaged,
    verificationService: false,
  });
  const id = String(program.id);
  await postAs(admin, `/api/programs/${id}/approve`);
  const detail = (await (await company.request.get(`/api/programs/${id}`)).json()) as { status: string; scope: { id: string }[] };
  expect(detail.status).toBe('active');
  return { id, targetId: detail.scope[0]?.id ?? '' };
}

/** Gives the demo company money to spend (the super admin's adjustment), so programs can be funded and rewards paid. */
export async function fundDemoCompany(company: Page, admin: Page, amount: number) {
  const context = (await (await company.request.get('/api/programs/context')).json()) as { company: { id: string } };
  await postAs(admin, `/api/companies/${context.company.id}/add-balance`, { amount }, { 'Idempotency-Key': crypto.randomUUID() });
}

/** A report's body as the wizard sends it, for the journeys whose subject is what happens after the submission. */
export function reportBody(programId: string, targetId: string, overrides: Record<string, unknown> = {}) {
  return {
    programId,
    title: 'Reflected XSS nella ricerca',
    target: targetId,
    severity: 'high',
    severityDescription: 'CVSS:4.0/AV:N/AC:L/AT:N/PR:L/UI:N/VC:H/VI:L/VA:N/SC:N/SI:N/SA:N',
    content: richParagraph('Il parametro q della ricerca viene riflesso senza codifica.'),
    endpoint: 'https://app.demo.example/search?q=',
    payload: '<script>alert(1)</script>',
    bugChain: null,
    media: [],
    environment: 'Chromium 130 su Debian 12',
    ipAddress: '127.0.0.1',
    ...overrides,
  };
}

/** Switches the interface's language from the sidebar's language dialog (`from`: the page's current language). */
export async function switchLanguage(page: Page, to: 'it' | 'en') {
  const texts =
    to === 'en' ? { button: 'Lingua', dialog: 'Cambia lingua', radio: 'English' } : { button: 'Language', dialog: 'Change language', radio: 'Italiano' };
  await page.getByRole('button', { name: texts.button }).click();
  const dialog = page.getByRole('dialog', { name: texts.dialog });
  await dialog.getByRole('radio', { name: texts.radio }).check();
  await dialog.getByRole('button', { name: texts.dialog }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', to);
}

/** A minimal valid one-page PDF (for the triager's review document). */
export function tinyPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    '<< /Length 44 >>\nstream\nBT /F1 12 Tf 20 100 Td (Revisione) Tj ET\nendstream',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/**
 * A new triager, invited by the super admin (over the API, with the emailed link), signed in and
 * enrolled in two-factor through its screen as staff must be: a page on the dashboard. A new one
 * leaves the demo triager untouched for the journey that enrols him.
 */
export async function signInNewTriager(browser: Browser, admin: Page): Promise<Page> {
  const account = { email: `${uniqueName('triager')}@example.com`, username: uniqueName('triager'), password: strongPassword() };
  await postAs(admin, '/api/users/staff', { email: account.email, firstName: 'Ada', lastName: 'Triage', username: account.username });
  const code = await emailedCode(admin.request, account.email, '/auth/accept-invitation');
  await postAs(admin, '/api/users/accept-invitation', { code, password: account.password });
  const page = await pageInNewContext(browser);
  await page.setViewportSize(DESKTOP);
  await page.goto('/auth/login');
  await signIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/account\/two-factor$/);
  await page.getByRole('button', { name: 'Configura' }).click();
  const secret = (await page.getByTestId('otp-secret').textContent())?.trim() ?? '';
  await typeCode(page, /^Codice a 6 cifre: cifra 1 di 6/, await totp(secret));
  await page.getByRole('button', { name: 'Attiva', exact: true }).click();
  await saveRecoveryCodes(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  return page;
}

// ---------------------------------------------------------------- hacker payments journeys (issue 13)

/** Writes `content` to a new temporary directory under `name` and returns its path, for a file input. */
export function temporaryFile(name: string, content: Buffer | string): string {
  const file = join(mkdtempSync(join(tmpdir(), 'bb-e2e-file-')), name);
  writeFileSync(file, content);
  return file;
}

/** The file the page downloads when `trigger` runs (a click): its suggested name and its bytes. */
export async function downloaded(page: Page, trigger: () => Promise<void>): Promise<{ name: string; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), trigger()]);
  const file = join(mkdtempSync(join(tmpdir(), 'bb-e2e-download-')), download.suggestedFilename());
  await download.saveAs(file);
  return { name: download.suggestedFilename(), bytes: readFileSync(file) };
}

/** The end-to-end id the SEPA file gives a payment's transfer: the payment's id without dashes. */
export const endToEndIdOf = (paymentId: string) => paymentId.replaceAll('-', '');

/** The bank's pain.002 status report on a batch (`messageId`, read from its SEPA file): one status per transfer, a rejection with its reason code. */
export const pain002StatusReport = (messageId: string, answers: { paymentId: string; status: 'ACSC' | 'ACCC' | 'RJCT'; reason?: string }[]): string =>
  pain002Document(
    messageId,
    answers.map(({ paymentId, ...answer }) => ({ endToEndId: endToEndIdOf(paymentId), ...answer })),
  );

/** The platform account's camt.053 statement booking each transfer (`amount` as "640.00") as a debit: accredited. */
export const camt053Statement = (transfers: { paymentId: string; amount: string }[]): string =>
  camt053Document(transfers.map(({ paymentId, amount }) => ({ endToEndId: endToEndIdOf(paymentId), amount })));

/** What a page logs as an error (a failed request, a CSP violation, an exception) or as a warning, with where. */
export function watchConsole(page: Page, problems: string[]) {
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()} on ${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`exception on ${page.url()}: ${error.message}`));
}

/** The contexts pageInNewContext opened in the running test; `test` closes them when it ends. */
const contextsOpened = new Set<BrowserContext>();

/**
 * Playwright's `test`, which also closes, as each test ends, the browser contexts the test opened through
 * pageInNewContext. Playwright closes only its own fixture's context: every other page left open kept its timers and
 * polls running for the rest of the run (38 of them by the 50th test). Every spec takes `test` from here.
 */
export const test = base.extend<{ closesOpenedContexts: void }>({
  closesOpenedContexts: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern; it has none
    async ({}, use) => {
      await use();
      const opened = [...contextsOpened];
      contextsOpened.clear();
      await Promise.all(opened.map((context) => context.close()));
    },
    { auto: true },
  ],
});

/** A page in a browser context of its own (another person in the same test: the company beside the hacker, a visitor). */
export async function pageInNewContext(browser: Browser, locale = 'it-IT'): Promise<Page> {
  const context = await browser.newContext({ locale });
  contextsOpened.add(context);
  return context.newPage();
}

/**
 * Opens `path` with the app's code held back until `release` is called: the page is what the server painted. The
 * navigation is awaited up to its answer only: a painted page fetches its code after its first frame, and a load
 * event that has not fired by then waits for the held code (on a slow machine, until the test times out).
 */
export async function openWithAppCodeHeld(page: Page, path: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'commit' });
  return release;
}

/** A chart drawn on its canvas: the canvas has a size and pixels that are not blank. */
export async function expectChartDrawn(page: Page, name: RegExp | string, timeout = 10_000) {
  const chart = page.getByRole('img', { name });
  await expect(chart).toBeVisible();
  await expect
    .poll(() => chart.evaluate((canvas) => (canvas instanceof HTMLCanvasElement ? canvas.toDataURL().length : 0)), { timeout })
    .toBeGreaterThan(5_000);
}
