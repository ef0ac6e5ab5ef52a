import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO_HACKER, DESKTOP, expectAccessible, pageInNewContext, PHONE, screenshot, signedInPage, test } from './support.ts';

/** The newest email to `address` whose text carries an unsubscribe link: its path and token (the link names PUBLIC_URL's host). */
async function optOutLinkTo(request: APIRequestContext, address: string): Promise<string> {
  for (const deadline = Date.now() + 20_000; Date.now() < deadline;) {
    const mailbox = (await (await request.get(`/api/dev/mailbox?search=${encodeURIComponent(address)}`)).json()) as { results: { textBody: string }[] };
    const link = mailbox.results.map((email) => email.textBody.match(/https?:\/\/\S+\/opt\?token=[\w.-]+/)?.[0]).find(Boolean);
    if (link) {
      const url = new URL(link);
      return `${url.pathname}${url.search}`;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no email to ${address} carries an unsubscribe link`);
}

test('a notification email’s unsubscribe link turns that kind of email off without signing in, and the account shows it', async ({ browser, request }) => {
  const link = await optOutLinkTo(request, DEMO_HACKER.email);

  // Signed out, on a phone: the page names the emails and the masked address, and changes nothing until the click.
  const visitor = await pageInNewContext(browser);
  await visitor.setViewportSize(PHONE);
  await visitor.goto(link);
  await expect(visitor.getByRole('heading', { name: 'Non ricevere più queste email' })).toBeVisible();
  const sentence = (await visitor.getByText(/^Le email «.+» inviate a h\*\*\*r@demo\.bugbounty\.local/).textContent()) ?? '';
  const kind = sentence.match(/«(.+)»/)?.[1] ?? '';
  expect(kind).not.toBe('');
  await expectAccessible(visitor);
  await screenshot(visitor, 'opt-out-01-link-375');
  await visitor.getByRole('button', { name: 'Disattiva queste email' }).click();
  await expect(visitor.getByRole('heading', { name: 'Email disattivate' })).toBeVisible();
  await screenshot(visitor, 'opt-out-02-done-375');

  // The same link again says it is done; a forged one is refused.
  await visitor.reload();
  await expect(visitor.getByRole('heading', { name: 'Email disattivate' })).toBeVisible();
  await visitor.goto('/opt?token=forged');
  await expect(visitor.getByRole('heading', { name: 'Link non valido o scaduto' })).toBeVisible();
  await expectAccessible(visitor);

  // The hacker's notification settings show that email off; she turns it back on there.
  const hacker = await signedInPage(browser, DEMO_HACKER.email, DEMO_HACKER.password);
  await hacker.setViewportSize(DESKTOP);
  await hacker.goto('/account?tab=notifications');
  const toggle = hacker.getByRole('switch', { name: kind });
  await expect(toggle).not.toBeChecked();
  await screenshot(hacker, 'opt-out-03-settings-1280');
  await toggle.click();
  await expect(toggle).toBeChecked();
});
