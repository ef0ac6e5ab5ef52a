import { expect, type Page } from '@playwright/test';
import { DEFAULT_NON_QUALIFYING } from '@bb/domain';
import {
  createAccount,
  expectAccessible,
  expectNoHorizontalScroll,
  pageInNewContext,
  PHONE,
  postAs,
  screenshot,
  signIn,
  signInDemoSuperAdmin,
  uniqueName,
  test,
} from './support.ts';

const COMPANY = { email: 'company@demo.bugbounty.local', password: 'Company-Demo-2026!' };
const DESKTOP = { width: 1280, height: 900 };
const CREDENTIALS = 'utente: tester@demo.example / password: Prova-2026!';

const richText = (text: string) => ({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] });

/** A complete, unmanaged program form as the wizard sends it. */
function programForm(companyId: string, name: string, isPublic: boolean) {
  return {
    company: companyId,
    name,
    isPublic,
    content: richText(`Testate ${name}.`),
    language: 'it',
    policy: null,
    scope: [{ name: 'app.demo.example', type: 'WEB_APPLICATION', lowPrize: 100, mediumPrize: 300, highPrize: 800, criticalPrize: 2000 }],
    outOfScope: null,
    nonQualifying: DEFAULT_NON_QUALIFYING.it,
    budget: 7500,
    isManaged: false,
    verificationService: false,
  };
}

/** The demo company's program, created and funded over the API and approved by the super admin: active. */
async function activeProgram(company: Page, admin: Page, companyId: string, name: string, isPublic: boolean): Promise<string> {
  const program = await postAs(company, '/api/programs', programForm(companyId, name, isPublic));
  await postAs(admin, `/api/programs/${String(program.id)}/approve`);
  return String(program.id);
}

async function screenshots(page: Page, name: string) {
  await screenshot(page, `${name}-1280`);
  await page.setViewportSize(PHONE);
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await expectNoHorizontalScroll(page);
  await screenshot(page, `${name}-375`);
  await page.setViewportSize(DESKTOP);
}

test('a hacker sees public programs, joins a private one through an invitation and copies a testing account', async ({ page, browser }) => {
  await page.setViewportSize(DESKTOP);
  const publicName = uniqueName('Sito pubblico ');
  const privateName = uniqueName('Area riservata ');

  // Set-up over the API: the demo company, funded by the super admin, has a public and a private program, both active.
  const company = await pageInNewContext(browser);
  await company.setViewportSize(DESKTOP);
  await company.goto('/auth/login');
  await signIn(company, COMPANY.email, COMPANY.password);
  await expect(company.getByRole('heading', { name: 'Ciao, Marco' })).toBeVisible();
  const context = (await (await company.request.get('/api/programs/context')).json()) as { company: { id: string } };
  const admin = await signInDemoSuperAdmin(browser);
  await postAs(admin, `/api/companies/${context.company.id}/add-balance`, { amount: 20_000 }, { 'Idempotency-Key': crypto.randomUUID() });
  await activeProgram(company, admin, context.company.id, publicName, true);
  const privateId = await activeProgram(company, admin, context.company.id, privateName, false);

  // A new hacker signs in: the public program is listed under All, the private one is not.
  const hacker = await createAccount(page.request);
  await page.goto('/auth/login');
  await signIn(page, hacker.email, hacker.password);
  await page.getByRole('link', { name: 'Programmi', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Programmi', level: 1 })).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Nome' });
  await search.fill(publicName);
  await expect(page.getByRole('article', { name: publicName })).toBeVisible();
  await expect(page.getByRole('article', { name: publicName }).getByText('Pubblico', { exact: true })).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, 'hacker-programs-01-all');
  await search.fill(privateName);
  await expect(page.getByText('Nessun programma corrisponde alla ricerca.')).toBeVisible();
  await page.getByRole('tab', { name: 'Inviti' }).click();
  await expect(page.getByText('Non hai ricevuto inviti.')).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, 'hacker-programs-02-no-invitations');
  await page.goto(`/programs/${privateId}`);
  await expect(page.getByText('Programma non trovato o privato')).toBeVisible();

  // The company adds a testing account and invites the hacker by username (with the @).
  await company.goto(`/programs/${privateId}`);
  await company.getByRole('tab', { name: 'Account di test' }).click();
  await company.getByRole('textbox', { name: 'Credenziali 1' }).fill(CREDENTIALS);
  await company.getByRole('button', { name: 'Salva account' }).click();
  await expect(company.getByText(CREDENTIALS)).toBeVisible();
  await expectAccessible(company);
  await screenshots(company, 'hacker-programs-02-company-testing-accounts');
  await company.getByRole('tab', { name: 'Invita hacker' }).click();
  await company.getByRole('searchbox', { name: 'Cerca hacker' }).fill(`@${hacker.username}`);
  await company.getByRole('listitem').filter({ hasText: hacker.username }).getByRole('button', { name: 'Invita' }).click();
  await expect(company.getByText('Invito inviato')).toBeVisible();
  await expectAccessible(company);
  await screenshots(company, 'hacker-programs-03-company-invite');

  // The hacker accepts the invitation: the private program opens.
  await page.goto('/programs?tab=invitations');
  const invitation = page.getByRole('article', { name: privateName });
  await expect(invitation).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, 'hacker-programs-04-invitation');
  await invitation.getByRole('button', { name: 'Accetta' }).click();
  await expect(page.getByText('Invito accettato')).toBeVisible();
  await page.getByRole('tab', { name: 'I miei programmi' }).click();
  const joined = page.getByRole('article', { name: privateName });
  await expect(joined).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, 'hacker-programs-05-my-programs');
  await joined.getByRole('link', { name: 'Vai al programma' }).click();
  await expect(page.getByRole('heading', { name: privateName, level: 1 })).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, 'hacker-programs-06-detail');

  // The hacker requests the testing account: its credentials stay hidden until shown, and copy.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('tab', { name: 'Account di test' }).click();
  await expect(page.getByText('Disponibile')).toBeVisible();
  await page.getByRole('button', { name: 'Richiedi account' }).click();
  await expect(page.getByText('Account di test assegnato')).toBeVisible();
  await expect(page.getByText(CREDENTIALS)).toBeHidden();
  await page.getByRole('button', { name: 'Mostra credenziali' }).click();
  await expect(page.getByText(CREDENTIALS)).toBeVisible();
  await page.getByRole('button', { name: 'Copia credenziali' }).click();
  await expect(page.getByText('Copiato!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(CREDENTIALS);
  await expectAccessible(page);
  await screenshots(page, 'hacker-programs-07-testing-account');
});
