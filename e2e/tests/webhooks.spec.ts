import { expect } from '@playwright/test';
// The receiver the API tests use: its signature check is the one docs/webhooks.md gives a receiver.
import { startReceiver, verify } from '../../apps/api/src/modules/integrations/webhooks/webhook-receiver.test-support.ts';
import { DEMO_COMPANY, expectAccessible, expectNoHorizontalScroll, PHONE, screenshot, signedInPage, test } from './support.ts';

/**
 * Webhooks (issue 23): the demo company's admin adds a webhook pointing at a receiver this test starts on 127.0.0.1,
 * copies its secret from the dialog that shows it once, sends a test delivery, and sees it delivered in the log; the
 * receiver got one request whose signature checks out with that secret. Then the admin deletes the webhook.
 */

test.use({ actionTimeout: 30_000 });

test('a company admin adds a webhook, sends a test delivery to a local receiver and sees it in the log', async ({ browser }) => {
  const receiver = await startReceiver();
  try {
    const url = `${receiver.url}/e2e-${Date.now().toString(36)}`;
    const page = await signedInPage(browser, DEMO_COMPANY.email, DEMO_COMPANY.password);
    await page.getByRole('link', { name: 'Integrazioni' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Integrazioni' })).toBeVisible();

    await page.getByRole('button', { name: 'Aggiungi webhook' }).click();
    const dialog = page.getByRole('dialog', { name: 'Aggiungi un webhook' });
    await dialog.getByRole('textbox', { name: /URL dell'endpoint/ }).fill(url);
    await dialog.getByRole('checkbox', { name: 'Report creato' }).check();
    await dialog.getByRole('checkbox', { name: 'Commento aggiunto' }).check();
    await expectAccessible(page);
    await screenshot(page, 'webhooks-01-create');
    await dialog.getByRole('button', { name: 'Aggiungi webhook' }).click();

    const shown = page.getByRole('dialog', { name: 'Segreto di firma' });
    const secret = (await shown.getByTestId('webhook-secret').textContent()) ?? '';
    expect(secret).toMatch(/^whsec_[\w-]{43}$/);
    await screenshot(page, 'webhooks-02-secret-once');
    await shown.getByRole('button', { name: 'Chiudi' }).click();

    const card = page.getByRole('article', { name: url });
    await expect(card.getByText('Attivo')).toBeVisible();
    await card.getByRole('button', { name: 'Invia test' }).click();
    await expect(page.getByText('Test consegnato (HTTP 200).')).toBeVisible();
    await card.getByRole('button', { name: 'Mostra le consegne' }).click();
    const row = card.getByTestId('webhook-delivery').first();
    await expect(row).toContainText('Consegnata');
    await expect(row).toContainText('ping');
    await expect(row).toContainText('200');
    await expectAccessible(page);
    await screenshot(page, 'webhooks-03-log');

    // The receiver got exactly the test, signed with the secret shown once.
    const received = receiver.received.filter((entry) => entry.path === new URL(url).pathname);
    expect(received).toHaveLength(1);
    expect(received[0]!.headers['x-bb-event']).toBe('ping');
    expect(verify(secret, String(received[0]!.headers['x-bb-signature']), received[0]!.rawBody)).toBe(true);
    expect(verify(secret, String(received[0]!.headers['x-bb-signature']), `${received[0]!.rawBody} `)).toBe(false);

    await page.setViewportSize(PHONE);
    await expectNoHorizontalScroll(page);
    await screenshot(page, 'webhooks-04-phone');

    await card.getByRole('button', { name: 'Elimina' }).click();
    await page.getByRole('dialog', { name: 'Eliminare il webhook?' }).getByRole('button', { name: 'Elimina' }).click();
    await expect(page.getByRole('article', { name: url })).toHaveCount(0);
  } finally {
    await receiver.close();
  }
});
