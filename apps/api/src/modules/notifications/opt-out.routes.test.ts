/**
 * Stopping one kind of email from the email itself (issue 21): every email a setting stops carries a signed link (and
 * the one-click headers), the link's page reads the setting without changing anything and stops it on POST, without
 * signing in; a forged or expired link is refused and changes nothing; account mail carries no link.
 */
import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { emails } from '../../db/schema/index.ts';
import { expectUnchanged } from '../../test/db-snapshot.ts';
import { emailsTo, smtpCatcher, type ReceivedMail } from '../../test/mail.ts';
import { advanceClock } from '../../lib/clock.ts';
import { unpinClock } from '../../test/test-clock.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { TestClient } from '../../test/test-client.ts';
import { signIn, type SignedIn } from '../companies/companies.test-support.ts';
import { createProgram, fundedCompany } from '../programs/programs.test-support.ts';

const OPT_LINK = /http:\/\/localhost:3000\/opt\?token=([\w.%-]+)/;

/** The opt-out token of the newest `template` email to `person`, checked in both bodies. */
async function emailedToken(ctx: TestContext, person: SignedIn, template: string): Promise<string> {
  const [email] = (await emailsTo(ctx.db, person.user.email)).filter((row) => row.template === template);
  expect(email, `no ${template} email to ${person.user.email}`).toBeDefined();
  const token = decodeURIComponent(OPT_LINK.exec(email!.textBody)?.[1] ?? '');
  expect(email!.textBody).toMatch(/(Disattivale qui|Turn them off here): http/);
  expect(email!.htmlBody).toContain(`href="http://localhost:3000/opt?token=${token}"`);
  return token;
}

/** A new program, which every staff member hears of (programCreated). */
async function newProgram(ctx: TestContext) {
  const company = await fundedCompany(ctx);
  return createProgram(company.client, company.companyId, { isManaged: false, verificationService: false });
}

const settingsOf = async (person: SignedIn) => (await person.client.get('/api/users/me/notification-settings')).json() as Record<string, boolean>;
const programCreatedEmails = async (ctx: TestContext, person: SignedIn) =>
  (await emailsTo(ctx.db, person.user.email)).filter((row) => row.template === 'programCreated').length;

describe('opt-out links', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });

  it('reads the setting without changing anything, stops it on POST without signing in, twice alike, and no such email follows', async () => {
    const staff = await signIn(ctx, 'staff');
    await newProgram(ctx);
    const token = await emailedToken(ctx, staff, 'programCreated');
    const visitor = new TestClient(ctx.app);

    const read = await expectUnchanged(ctx.db, () => visitor.get(`/api/opt?token=${encodeURIComponent(token)}`));
    expect([read.statusCode, read.json()]).toEqual([200, { kind: 'programCreated', enabled: true, emailMasked: expect.stringMatching(/^\w\*\*\*\w@/) }]);
    expect(read.json().emailMasked).not.toBe(staff.user.email);

    const stopped = await visitor.post('/api/opt', { token });
    expect([stopped.statusCode, stopped.json()]).toEqual([200, { ...read.json(), enabled: false }]);
    expect((await settingsOf(staff)).programCreated).toBe(false);
    // The other switches stay as they were.
    expect((await settingsOf(staff)).reportReceived).toBe(true);

    const again = await expectUnchanged(ctx.db, () => visitor.post('/api/opt', { token }), ['users']);
    expect([again.statusCode, again.json()]).toEqual([200, stopped.json()]);
    expect((await visitor.get(`/api/opt?token=${encodeURIComponent(token)}`)).json().enabled).toBe(false);

    const before = await programCreatedEmails(ctx, staff);
    await newProgram(ctx);
    expect(await programCreatedEmails(ctx, staff)).toBe(before);
  });

  it('is a public POST like sign-in: refused without the CSRF token', async () => {
    const staff = await signIn(ctx, 'staff');
    await newProgram(ctx);
    const token = await emailedToken(ctx, staff, 'programCreated');
    const bare = await expectUnchanged(ctx.db, () => ctx.app.inject({ method: 'POST', url: '/api/opt', payload: { token } }));
    expect([bare.statusCode, bare.json().code]).toEqual([403, 'CSRF_INVALID']);
    expect((await settingsOf(staff)).programCreated).toBe(true);
  });

  it('refuses a forged, altered or expired link with OPT_OUT_LINK_INVALID, and changes nothing', async () => {
    const staff = await signIn(ctx, 'staff');
    await newProgram(ctx);
    const token = await emailedToken(ctx, staff, 'programCreated');
    const [payload, signature] = token.split('.') as [string, string];
    const forgedPayload = Buffer.from(Buffer.from(payload, 'base64url').toString().replace('programCreated', 'reportUpdate')).toString('base64url');
    const visitor = new TestClient(ctx.app);
    for (const bad of [`${forgedPayload}.${signature}`, `${payload}.${signature.slice(1)}x`, 'garbage']) {
      const read = await visitor.get(`/api/opt?token=${encodeURIComponent(bad)}`);
      expect([read.statusCode, read.json().code]).toEqual([400, 'OPT_OUT_LINK_INVALID']);
      const stop = await expectUnchanged(ctx.db, () => visitor.post('/api/opt', { token: bad }));
      expect([stop.statusCode, stop.json().code]).toEqual([400, 'OPT_OUT_LINK_INVALID']);
      const oneClick = await expectUnchanged(ctx.db, () => ctx.app.inject({ method: 'POST', url: `/api/opt/one-click?token=${encodeURIComponent(bad)}` }));
      expect([oneClick.statusCode, oneClick.json().code]).toEqual([400, 'OPT_OUT_LINK_INVALID']);
    }

    advanceClock(31 * 86_400_000);
    try {
      const expired = await expectUnchanged(ctx.db, () => visitor.post('/api/opt', { token }));
      expect([expired.statusCode, expired.json().code]).toEqual([400, 'OPT_OUT_LINK_INVALID']);
      expect((await visitor.get(`/api/opt?token=${encodeURIComponent(token)}`)).statusCode).toBe(400);
    } finally {
      unpinClock();
    }
    expect((await settingsOf(staff)).programCreated).toBe(true);
    // Once the clock is back, the same link works.
    expect((await visitor.get(`/api/opt?token=${encodeURIComponent(token)}`)).json().enabled).toBe(true);
  });

  it('stops the setting with one click, as a mail provider posts it (RFC 8058): a form, no cookie, no CSRF token', async () => {
    const staff = await signIn(ctx, 'staff');
    await newProgram(ctx);
    const token = await emailedToken(ctx, staff, 'programCreated');
    const url = `/api/opt/one-click?token=${encodeURIComponent(token)}`;
    const oneClick = await ctx.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example.test' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect([oneClick.statusCode, oneClick.json()]).toMatchObject([200, { kind: 'programCreated', enabled: false }]);
    expect((await settingsOf(staff)).programCreated).toBe(false);
    const twice = await ctx.app.inject({ method: 'POST', url, headers: { 'content-type': 'multipart/form-data; boundary=x' }, payload: '--x--' });
    expect([twice.statusCode, twice.json().enabled]).toEqual([200, false]);
  });

  it('puts no link in account mail', async () => {
    const email = `optout_${Date.now()}@example.test`;
    const signup = await new TestClient(ctx.app).post('/api/users/signup', {
      userType: 'hacker',
      email,
      username: `optout_${Date.now()}`,
      password: 'Val1d-Password',
      termsAccepted: true,
      privacyAccepted: true,
    });
    expect(signup.statusCode, signup.body).toBe(201);
    const [activation] = await ctx.db
      .select()
      .from(emails)
      .where(and(eq(emails.toAddress, email), eq(emails.template, 'activation')));
    expect(activation!.textBody).not.toMatch(/\/opt\?token=/);
    expect(activation!.htmlBody).not.toMatch(/\/opt\?token=/);
    const linked = await ctx.db
      .select({ id: emails.id })
      .from(emails)
      .where(and(eq(emails.toAddress, email), like(emails.textBody, '%/opt?token=%')));
    expect(linked).toEqual([]);
  });
});

describe('opt-out headers', () => {
  let received: ReceivedMail[];
  let ctx: TestContext;

  beforeAll(async () => {
    const smtp = await smtpCatcher();
    received = smtp.received;
    ctx = await createTestApp({ SMTP_URL: smtp.url });
  });

  /** The headers of the message sent to `to`, unfolded. */
  const headersTo = (to: string) => {
    const message = received.find((one) => one.to === to);
    expect(message, `nothing sent to ${to}`).toBeDefined();
    return message!.raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  };

  it('sends a notification with the one-click List-Unsubscribe headers, whose link works, and account mail without', async () => {
    const staff = await signIn(ctx, 'staff');
    await newProgram(ctx);
    await ctx.app.mailer.drain();
    const headers = headersTo(staff.user.email);
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    const link = /^List-Unsubscribe: <http:\/\/localhost:3000(\/api\/opt\/one-click\?token=[\w.%-]+)>$/m.exec(headers)?.[1];
    expect(link, headers).toBeDefined();
    const oneClick = await ctx.app.inject({
      method: 'POST',
      url: link!,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect([oneClick.statusCode, oneClick.json().enabled]).toEqual([200, false]);
    expect((await settingsOf(staff)).programCreated).toBe(false);

    const email = `headers_${Date.now()}@example.test`;
    await new TestClient(ctx.app).post('/api/users/signup', {
      userType: 'hacker',
      email,
      username: `headers_${Date.now()}`,
      password: 'Val1d-Password',
      termsAccepted: true,
      privacyAccepted: true,
    });
    await ctx.app.mailer.drain();
    expect(headersTo(email)).not.toMatch(/List-Unsubscribe/i);
  });
});
