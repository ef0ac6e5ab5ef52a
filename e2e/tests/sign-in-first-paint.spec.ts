import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { createAccount, expectAccessible, openWithAppCodeHeld, PHONE, screenshot, type Account, test } from './support.ts';

test('the sign-in page is painted by the server before its code, and sends nothing while the app has not started', async ({ page }) => {
  await page.setViewportSize(PHONE);
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/users/login')) calls.push(request.url());
  });
  await openWithAppCodeHeld(page, '/auth/login');
  await expect(page.getByRole('heading', { name: 'Accedi' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'sign-in-first-paint');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('not-a-real-one');
  await page.getByRole('textbox', { name: 'Password', exact: true }).press('Enter');
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
  // Nothing left the page: no call, no address holding what was typed.
  await expect(page).toHaveURL(/\/auth\/login$/);
  expect(calls).toEqual([]);
});

test("the painted sign-in page fetches the app's code but runs it only once the visitor acts", async ({ page }) => {
  const sessionChecks: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/users/session')) sessionChecks.push(request.url());
  });
  await page.goto('/auth/login');
  await page.waitForLoadState('networkidle');
  // The code has arrived (preloaded) and nothing of it ran: the page is the painted one, and the app asked nothing.
  await expect(page.locator('link[rel="modulepreload"]')).not.toHaveCount(0);
  await expect(page.locator('#root[data-first-paint]')).toHaveCount(1);
  expect(sessionChecks).toEqual([]);
  // A field taking the focus starts it: the painted page is replaced, the field keeps the focus.
  await page.getByRole('textbox', { name: 'Email' }).focus();
  await expect(page.locator('#root[data-first-paint]')).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeFocused();
  expect(sessionChecks).toHaveLength(1);
});

test('the language button clicked first on the painted page opens the language choice once the app has started', async ({ page }) => {
  await page.goto('/auth/login');
  await page.waitForLoadState('networkidle');
  await expect(page.locator('#root[data-first-paint]')).toHaveCount(1);
  // The click starts the app and is noted: the painted button cannot open anything itself.
  await page.getByRole('button', { name: /^Lingua/ }).click();
  await expect(page.getByRole('dialog', { name: 'Cambia lingua' })).toBeVisible();
  await expect(page.locator('#root[data-first-paint]')).toHaveCount(0);
});

test("the password's show button clicked first on the painted page shows the password once the app has started", async ({ page }) => {
  await page.goto('/auth/login');
  await page.waitForLoadState('networkidle');
  await expect(page.locator('#root[data-first-paint]')).toHaveCount(1);
  await page.getByRole('button', { name: 'Mostra la password' }).click();
  await expect(page.locator('#root[data-first-paint]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Mostra la password' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveAttribute('type', 'text');
});

/** A new account's credentials typed into the painted sign-in page while the app's code is held back. */
async function typeIntoPaintedPage(page: Page, request: APIRequestContext): Promise<{ account: Account; release: () => void }> {
  const account = await createAccount(request);
  const release = await openWithAppCodeHeld(page, '/auth/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  return { account, release };
}

test('what was typed before the app started is still there after, in the field that had the focus', async ({ page, request }) => {
  const { account, release } = await typeIntoPaintedPage(page, request);
  release();
  await expect(page.locator('#root[data-first-paint]')).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(account.email);
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toBeFocused();
  await page.getByRole('textbox', { name: 'Password', exact: true }).press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('"Accedi" clicked before the app started signs in once it has', async ({ page, request }) => {
  const { release } = await typeIntoPaintedPage(page, request);
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
  release();
  await expect(page).toHaveURL(/\/dashboard$/);
});
