import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emails } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { PRODUCTION_PLATFORM_ENV } from '../../test/production-env.ts';
import { TestClient } from '../../test/test-client.ts';
import { renderEmail } from './email.templates.ts';

interface Received {
  to: string;
  raw: string;
}

const received: Received[] = [];
let smtp: SMTPServer;
let port: number;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  port = (smtp.server.address() as { port: number }).port;
});
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

async function waitFor<T>(check: () => Promise<T | undefined> | T | undefined, timeoutMs = 15_000): Promise<T> {
  const start = Date.now();
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() - start > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('email delivery through the job queue', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` }, { runJobs: true });
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
