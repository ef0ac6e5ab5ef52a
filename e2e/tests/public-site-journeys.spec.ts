import { execFileSync } from 'node:child_process';
import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO_HACKER, downloaded, expectAccessible, PHONE, queryDatabase, screenshot, signIn, temporaryFile, uniqueName, test } from './support.ts';

/** The subjects of the emails sent to `address`, newest first (the development mailbox). */
async function subjectsTo(request: APIRequestContext, address: string): Promise<string[]> {
  const mailbox = (await (await request.get(`/api/dev/mailbox?search=${encodeURIComponent(address)}`)).json()) as { results: { subject: string }[] };
  return mailbox.results.map((email) => email.subject);
}

test('a company asks for a quote on the landing page, reaches the thank-you page, and the receipt and the team’s copy are emailed', async ({
  page,
  request,
}) => {
  const email = `${uniqueName('quote')}@example.test`;
  await page.goto('/for-companies');
  const form = page.locator('[data-kind="quote"]');
  await form.getByLabel('Nome e cognome').fill('Giulia Ferri');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Azienda (facoltativo)').fill('Ferri Logistica Srl');
  await form.getByLabel('Raccontaci il tuo progetto (facoltativo)').fill('Portale clienti e API di tracciamento, budget indicativo 15.000 €.');
  await screenshot(page, 'site-quote-form');
  await form.getByRole('button', { name: 'Richiedi il preventivo' }).click();
  await expect(page).toHaveURL(/\/thank-you\?kind=quote$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Grazie, abbiamo ricevuto la tua richiesta di preventivo' })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'site-quote-thank-you');
  await expect.poll(() => subjectsTo(request, email), { timeout: 20_000 }).toContain('Abbiamo ricevuto la tua richiesta di preventivo');
  // The team's copy goes to the support address, named after the company.
  await expect.poll(() => subjectsTo(request, 'Ferri Logistica Srl'), { timeout: 20_000 }).toContain('Richiesta di preventivo: Ferri Logistica Srl');
  const [stored] = await queryDatabase<{ kind: string; company: string }>('select kind, company from contact_requests where email = $1', [email]);
  expect(stored).toEqual({ kind: 'quote', company: 'Ferri Logistica Srl' });
});

test('the demo form refuses what the domain refuses, in the page’s language, before sending anything', async ({ page }) => {
  await page.goto('/for-companies?lang=en');
  const form = page.locator('[data-kind="demo"]');
  // The form's script loads as it comes near the screen (or a field takes the focus); until then its button waits.
  await form.scrollIntoViewIfNeeded();
  await form.getByRole('button', { name: 'Book the demo' }).click();
  await expect(form.getByText('This field is mandatory').first()).toBeVisible();
  await expectAccessible(page);
});

test('each legal page offers its text as a PDF, in both languages, whose text holds the document’s title', async ({ page }) => {
  const documents = [
    ['/terms-and-conditions', "Termini e condizioni d'uso", 'Terms and conditions of use'],
    ['/privacy-policy-companies', 'Informativa privacy per le aziende', 'Privacy policy for companies'],
    ['/privacy-policy-hackers', 'Informativa privacy per gli hacker', 'Privacy policy for hackers'],
  ] as const;
  const pdfText = async (linkName: string) => {
    const pdf = await downloaded(page, () => page.getByRole('link', { name: linkName }).click());
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    return execFileSync('pdftotext', [temporaryFile(pdf.name, pdf.bytes), '-'])
      .toString()
      .replace(/\s+/g, ' ');
  };
  for (const [path, italian, english] of documents) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: italian })).toBeVisible();
    expect(await pdfText('Scarica il PDF')).toContain(italian);
    expect(await pdfText('Scarica la versione in inglese (PDF)')).toContain(english);
  }
});

test('a wiki entry opened by its query id is expanded and in view, on a phone too', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/wiki?id=budget-rule-pause');
  const entry = page.locator('details#budget-rule-pause');
  await expect(entry).toHaveAttribute('open', '');
  await expect(entry.locator('summary')).toBeInViewport();
  await expectAccessible(page);
  await screenshot(page, 'site-wiki-entry-375');
});

test('sign-up links to the terms and the privacy policy of the account type chosen', async ({ page }) => {
  await page.goto('/auth/signup');
  await expect(page.getByRole('link', { name: 'termini e le condizioni' })).toHaveAttribute('href', '/terms-and-conditions');
  await page.getByText('Azienda', { exact: true }).click();
  await expect(page.getByRole('link', { name: 'informativa sulla privacy' })).toHaveAttribute('href', '/privacy-policy-companies');
});

test('a visitor who wants to report on a public program signs in and comes back to it; signed in, / is the dashboard and /referral shows the code', async ({
  page,
}) => {
  await page.goto('/programs');
  const card = page.getByRole('link', { name: 'Portale clienti e app mobile' });
  await card.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Portale clienti e app mobile' })).toBeVisible();
  await page.getByRole('link', { name: 'Segnala una vulnerabilità' }).first().click();
  await expect(page).toHaveURL(/\/auth\/login\?next=/);
  await signIn(page, DEMO_HACKER.email, DEMO_HACKER.password);
  // Back on the program, now in the signed-in app, where reporting happens.
  await expect(page).toHaveURL(/\/programs\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('link', { name: 'Invia un report' })).toBeVisible();
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
  const [hacker] = await queryDatabase<{ referral_code: string }>('select referral_code from users where email = $1', [DEMO_HACKER.email]);
  await page.goto('/referral');
  await expect(page.getByRole('textbox', { name: 'Il tuo codice' })).toHaveValue(hacker!.referral_code);
  await expect(page.getByRole('button', { name: 'Copia il codice' })).toBeVisible();
  await expectAccessible(page);
});
