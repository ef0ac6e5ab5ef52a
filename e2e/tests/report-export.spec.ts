import { expect } from '@playwright/test';
import { pdfText } from '../../apps/api/src/test/pdf-text.ts';
import { DEMO_HACKER, downloaded, expectAccessible, PHONE, screenshot, signedInPage, test } from './support.ts';

/**
 * Exports (issue 23): the demo hacker opens one of their rewarded demo reports and downloads it from the Export menu,
 * first as PDF (a real PDF in the interface's Italian, with the title and the CVSS vector), then as JSON (the
 * versioned envelope around the report their page shows). The menu works at phone width too.
 */

/** Sent by the demo hacker and rewarded (apps/api/scripts/demo/demo-reports.ts). */
const TITLE = "IDOR sulle fatture di altri studi tramite l'API documenti";

// Under a loaded machine a screen may take more than the default 15 s to answer a click.
test.use({ actionTimeout: 30_000 });

test('the demo hacker exports a report as PDF and as JSON from its page', async ({ browser }) => {
  const page = await signedInPage(browser, DEMO_HACKER.email, DEMO_HACKER.password);
  await page.getByRole('link', { name: 'I miei report', exact: true }).first().click();
  await page.getByRole('row').filter({ hasText: TITLE }).getByRole('link', { name: TITLE }).click();
  await expect(page.getByRole('heading', { name: TITLE, level: 1 })).toBeVisible();
  const reportId = page.url().split('/').at(-1) ?? '';

  await page.getByRole('button', { name: 'Esporta' }).click();
  await expect(page.getByRole('menuitem', { name: 'PDF' })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'report-export-menu');
  const pdf = await downloaded(page, () => page.getByRole('menuitem', { name: 'PDF' }).click());
  expect(pdf.name).toBe(`report-${reportId.slice(0, 8)}.pdf`);
  expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  // The title (wrapped over two lines), the Italian headings, the report's CVSS 4.0 vector, as pdftotext reads them.
  const text = pdfText(pdf.bytes).replace(/\s+/g, ' ');
  expect(text).toContain(TITLE);
  expect(text).toContain('Dati del report');
  expect(text).toMatch(/CVSS:4\.0\/AV:\w/);

  await page.getByRole('button', { name: 'Esporta' }).click();
  const json = await downloaded(page, () => page.getByRole('menuitem', { name: 'JSON' }).click());
  expect(json.name).toBe(`report-${reportId.slice(0, 8)}.json`);
  const exported = JSON.parse(json.bytes.toString('utf8')) as {
    format: string;
    version: number;
    language: string;
    report: { id: string; title: string };
    timeline: unknown[];
  };
  expect(exported).toMatchObject({ format: 'bb-report-export', version: 1, language: 'it', report: { id: reportId, title: TITLE } });
  expect(exported.timeline.length).toBeGreaterThan(1);

  // From the keyboard: Enter opens the menu, the arrow keys move between the files.
  await page.getByRole('button', { name: 'Esporta' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'PDF' })).toBeVisible();
  const focusedItem = () => page.evaluate(() => (document.activeElement?.getAttribute('role') === 'menuitem' ? document.activeElement.textContent : null));
  // The menu takes the focus just after it shows (Mantine's focus trap): an arrow pressed before that went to the button.
  await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[role="menu"]') != null)).toBe(true);
  await page.keyboard.press('ArrowDown');
  const first = await focusedItem();
  expect(['PDF', 'JSON']).toContain(first);
  await page.keyboard.press('ArrowDown');
  expect(await focusedItem()).toBe(first === 'PDF' ? 'JSON' : 'PDF');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);

  // At phone width the menu still opens and offers both files.
  await page.setViewportSize(PHONE);
  await page.getByRole('button', { name: 'Esporta' }).click();
  await expect(page.getByRole('menuitem', { name: 'JSON' })).toBeVisible();
  await screenshot(page, 'report-export-menu-375');
});
