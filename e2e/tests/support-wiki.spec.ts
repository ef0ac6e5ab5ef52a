import { expect } from '@playwright/test';
import { DEMO_COMPANY, expectAccessible, PHONE, screenshot, signedInPage, test } from './support.ts';

test('the account’s support opens the wiki, searches it, and an entry opened by its query id is expanded and in view', async ({ browser }) => {
  const page = await signedInPage(browser, DEMO_COMPANY.email, DEMO_COMPANY.password);
  await page.goto('/account');
  await page.getByRole('button', { name: 'Supporto' }).click();
  const wiki = page.getByRole('dialog', { name: 'Supporto' });
  await expect(wiki.getByTestId('support-email')).toBeVisible();
  await wiki.getByRole('searchbox', { name: 'Cerca nella guida' }).fill('fattura');
  await expect(wiki.getByRole('button', { name: /FatturaPA/ }).first()).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'wiki-01-search');

  // A link to one entry (from an email or another page) opens it expanded and scrolled into view, on a phone too.
  await page.setViewportSize(PHONE);
  await page.goto('/account?wiki=budget-rule-pause');
  const entry = page.getByRole('dialog', { name: 'Supporto' }).getByRole('button', { name: /pausa/i, expanded: true });
  await expect(entry).toBeVisible();
  await expect(entry).toBeInViewport();
  await expectAccessible(page);
  await screenshot(page, 'wiki-02-entry-by-id-375');
});
