import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_LANES, emails } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { PRODUCTION_PLATFORM_ENV } from '../../test/production-env.ts';
import { smtpCatcher, waitFor, type ReceivedMail } from '../../test/mail.ts';
import { TestClient } from '../../test/test-client.ts';
import { renderEmail } from './email.templates.ts';

let received: ReceivedMail[];
let smtpUrl: string;

beforeAll(async () => {
  const smtp = await smtpCatcher({
    refuse: (address) => address.endsWith('@reject.example.test'),
    // A slow mail server for the queued notifications of the lane test: 400 of them keep their lane busy for seconds.
    hold: (to) => (to.startsWith('note_') ? 40 : 0),
  });
  received = smtp.received;
  smtpUrl = smtp.url;
});

describe('email delivery by the mailer', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ SMTP_URL: smtpUrl }, { runJobs: true });
  });

  it('sends the activation email over SMTP in the chosen language and marks it sent', async () => {
    const email = `smtp_${Date.now()}@example.test`;
    await new TestClient(ctx.app).post('/api/users/signup', {
      userType: 'hacker',
      email,
      username: `smtp_${Date.now()}`,
      password: 'Val1d-Password',
      termsAccepted: true,
      privacyAccepted: true,
      language: 'en',
    });
    const message = await waitFor(() => received.find((m) => m.to === email));
    expect(message.raw).toMatch(/^Subject: Activate your account\r?$/m);
    const decoded = message.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    expect(decoded).toMatch(/http:\/\/localhost:3000\/auth\/activate\?code=/);
    const row = await waitFor(async () => (await ctx.db.select().from(emails).where(eq(emails.toAddress, email)))[0]?.status === 'sent' || undefined);
    expect(row).toBe(true);
  });
});

describe('the mailer', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    // Its loops are not started: each test drains the queue itself, or starts them to measure.
    ctx = await createTestApp({ SMTP_URL: smtpUrl });
  });

  /** `count` notification emails queued at once, as a busy dispatcher leaves them. */
  async function queueNotifications(count: number, tag: string) {
    await ctx.db.execute(sql`
      insert into emails (to_address, template, language, subject, text_body, html_body, priority)
      select 'note_' || ${tag} || '_' || n || '@example.test', 'reportUpdate', 'it', 'Aggiornamento', 'testo', '<p>testo</p>', ${EMAIL_LANES.notification}
        from generate_series(1, ${count}) as n`);
  }

  it('sends account mail ahead of a queue of notifications, in its own lane', async () => {
    const tag = String(Date.now());
    await queueNotifications(400, tag);
    ctx.app.mailer.start();
    try {
      const email = `lane_${tag}@example.test`;
      const started = Date.now();
      await new TestClient(ctx.app).post('/api/users/signup', {
        userType: 'hacker',
        email,
        username: `lane_${tag}`,
        password: 'Val1d-Password',
        termsAccepted: true,
        privacyAccepted: true,
      });
      await waitFor(() => received.find((m) => m.to === email));
      const activationAfter = Date.now() - started;
      const notificationsBefore = received.filter((m) => m.to.startsWith(`note_${tag}_`)).length;
      expect(activationAfter).toBeLessThan(5000);
      // It did not wait for the 400 notifications queued before it.
      expect(notificationsBefore).toBeLessThan(400);
      await waitFor(() => received.filter((m) => m.to.startsWith(`note_${tag}_`)).length === 400 || undefined, 30_000);
    } finally {
      await ctx.app.mailer.stop();
    }
    const left = await ctx.db.execute<{ n: number }>(sql`select count(*)::int as n from emails where to_address like ${`note_${tag}_%`} and status <> 'sent'`);
    expect(left.rows[0]?.n).toBe(0);
  });

  it('keeps an email the server refuses for a later attempt, and gives up after the last', async () => {
    const [row] = await ctx.db
      .insert(emails)
      .values({ toAddress: 'refused@reject.example.test', template: 'reportUpdate', language: 'it', subject: 's', textBody: 't', htmlBody: '<p>t</p>' })
      .returning();
    await ctx.app.mailer.drain();
    const [retried] = await ctx.db.select().from(emails).where(eq(emails.id, row!.id));
    expect(retried).toMatchObject({ status: 'queued', attempts: 1, error: expect.stringContaining('550') });
    expect(retried!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    await ctx.db
      .update(emails)
      .set({ attempts: 5, nextAttemptAt: new Date(0) })
      .where(eq(emails.id, row!.id));
    await ctx.app.mailer.drain();
    const [failed] = await ctx.db.select().from(emails).where(eq(emails.id, row!.id));
    expect(failed).toMatchObject({ status: 'failed', attempts: 6 });
  });
});

describe('email without SMTP', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({}, { runJobs: true });
  });

  it('keeps the email as stored, readable in the development mailbox', async () => {
    const email = `box_${Date.now()}@example.test`;
    await new TestClient(ctx.app, 'it').post('/api/users/signup', {
      userType: 'hacker',
      email,
      username: `box_${Date.now()}`,
      password: 'Val1d-Password',
      termsAccepted: true,
      privacyAccepted: true,
    });
    await waitFor(async () => (await ctx.db.select().from(emails).where(eq(emails.toAddress, email)))[0]?.status === 'stored' || undefined);
    const mailbox = (await ctx.app.inject({ method: 'GET', url: `/api/dev/mailbox?search=${encodeURIComponent(email)}` })).json();
    expect(mailbox.count).toBe(1);
    expect(mailbox.results[0]).toMatchObject({ toAddress: email, subject: 'Attiva il tuo account', template: 'activation' });
  });

  it('is not served in production', async () => {
    const production = await createTestApp({ NODE_ENV: 'production', ...PRODUCTION_PLATFORM_ENV });
    expect((await production.app.inject({ method: 'GET', url: '/api/dev/mailbox' })).statusCode).toBe(404);
  });
});

describe('templates', () => {
  it('escapes user-controlled text in the HTML body', () => {
    const { html } = renderEmail('activation', 'it', { firstName: '<script>alert(1)</script>', username: 'x', link: 'http://x/?a="b"', hours: 24 });
    expect(html).not.toContain('<script>');
    expect(html).toContain('&#60;script&#62;');
  });
});
