import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { generate } from 'otplib';

const SCREENSHOTS = join(import.meta.dirname, '..', 'screenshots');
mkdirSync(SCREENSHOTS, { recursive: true });

/** Keeps a full-page screenshot of the current screen under e2e/screenshots/ (git-ignored). */
export async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

/** Fails on any serious or critical accessibility violation (WCAG 2 A and AA rules). */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

export const uniqueName = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/** The newest emailed link to `address` whose path ends with `pathEnd`, read from the development mailbox. */
export async function emailedLink(request: APIRequestContext, address: string, pathEnd: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const mailbox = await (await request.get(`/api/dev/mailbox?search=${encodeURIComponent(address)}`)).json();
    for (const email of mailbox.results as { textBody: string }[]) {
      const match = email.textBody.match(new RegExp(`https?://\\S+${pathEnd}\\?code=[\\w%-]+`));
      if (match) return match[0];
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no ${pathEnd} link emailed to ${address}`);
}

export function totp(secret: string): Promise<string> {
  return generate({ secret });
}
