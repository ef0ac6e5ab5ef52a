import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO_COMPANY, expectAccessible, PHONE, screenshot, signedInPage, uniqueName, test } from './support.ts';

/**
 * API tokens (issue 23): the demo company's admin creates a read-only reports token on the account page, copies it
 * from the dialog that shows it once, and a script's call with it answers the company's reports (no cookie, no CSRF
 * token) but may not write; after the revocation the same call is refused.
 */

test.use({ actionTimeout: 30_000 });

/** A script's call: the token in Authorization, no cookie (the request fixture shares nothing with the browser). */
const callWith = (request: APIRequestContext, token: string, path: string, data?: unknown) =>
  request.fetch(path, { method: data === undefined ? 'GET' : 'POST', headers: { authorization: `Bearer ${token}` }, ...(data === undefined ? {} : { data }) });

test('a company admin creates an API token, a script calls with it, and the admin revokes it', async ({ browser, request }) => {
  const page = await signedInPage(browser, DEMO_COMPANY.email, DEMO_COMPANY.password);
  await page.goto('/account?tab=tokens');
  const name = uniqueName('Export Jira ');
  await page.getByRole('button', { name: 'Crea token' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuovo token API' });
  await dialog.getByRole('textbox', { name: 'Nome' }).fill(name);
  // Nothing chosen yet: the form asks for a scope instead of sending.
  await dialog.getByRole('button', { name: 'Crea token' }).click();
  await expect(dialog.getByText('Scegli almeno un ambito')).toBeVisible();
  await dialog.getByRole('radiogroup', { name: 'Report' }).getByText('Lettura', { exact: true }).click();
  await expectAccessible(page);
  await screenshot(page, 'api-tokens-01-create');
  await dialog.getByRole('button', { name: 'Crea token' }).click();

  const shown = page.getByRole('dialog', { name: 'Token creato' });
  const token = (await shown.getByTestId('new-api-token').textContent()) ?? '';
  expect(token).toMatch(/^bbt_[\w-]{43}$/);
  await screenshot(page, 'api-tokens-02-shown-once');
  await shown.getByRole('button', { name: 'Chiudi' }).click();

  // A script: the token alone reads the company's reports, and may not write with a read scope.
  const reports = await callWith(request, token, '/api/reports');
  expect(reports.status()).toBe(200);
  expect(((await reports.json()) as { count: number }).count).toBeGreaterThan(0);
  const write = await callWith(request, token, '/api/programs', {});
  expect(write.status()).toBe(403);
  expect(((await write.json()) as { code: string }).code).toBe('TOKEN_SCOPE_MISSING');

  // The list says it was used, then the admin revokes it and the same call is refused.
  await page.reload();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row.getByText('Attivo')).toBeVisible();
  await expect(row.getByText('Mai usato')).toHaveCount(0);
  await page.setViewportSize(PHONE);
  await screenshot(page, 'api-tokens-03-list-phone');
  await row.getByRole('button', { name: `Revoca il token ${name}` }).click();
  await page.getByRole('dialog', { name: 'Revocare il token?' }).getByRole('button', { name: 'Revoca' }).click();
  await expect(row.getByText('Revocato')).toBeVisible();
  const refused = await callWith(request, token, '/api/reports');
  expect(refused.status()).toBe(401);
  expect(((await refused.json()) as { code: string }).code).toBe('TOKEN_INVALID');
});
