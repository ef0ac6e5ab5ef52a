/**
 * Rotating SESSION_SECRET (README, "Rotating SESSION_SECRET"): three instances of the product on one database, as an
 * operator's three steps: before (the old secret), rotated (the new one, the old in SESSION_SECRET_PREVIOUS) and
 * dropped (the new one alone). What the old secret signed or sealed keeps working on the rotated instance and is
 * refused once it is dropped; sessions are random tokens looked up by their hash, never signed, so no step ends them.
 */
import { eq } from 'drizzle-orm';
import { generateSecret } from 'otplib';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.ts';
import { runOperator } from '../scripts/operator.test-support.ts';
import { deriveKey, seal, unseal } from '../lib/crypto.ts';
import { optOutKey, signOptOut } from '../modules/notifications/opt-out.ts';
import { itemFor, presignOne, putContent, tinyPng } from '../modules/uploads/uploads.test-support.ts';
import { createUser, DEFAULT_PASSWORD, otpFor, signedInClient, type TestUser } from './factories.ts';
import { createTestApp, TEST_SECRET, type TestContext } from './test-app.ts';
import { TestClient } from './test-client.ts';
import { testNow } from './test-clock.ts';

const NEW_SECRET = 'the-new-secret-after-rotation-0123456789-abcdefghij';

let before: TestContext;
let rotated: TestContext;
let dropped: TestContext;
beforeAll(async () => {
  before = await createTestApp();
  const databaseUrl = before.config.databaseUrl;
  rotated = await createTestApp({ SESSION_SECRET: NEW_SECRET, SESSION_SECRET_PREVIOUS: TEST_SECRET }, { databaseUrl });
  dropped = await createTestApp({ SESSION_SECRET: NEW_SECRET }, { databaseUrl });
});

/** The same browser (its cookies) talking to another instance. */
function browserOn(ctx: TestContext, browser: TestClient): TestClient {
  const other = new TestClient(ctx.app);
  for (const [name, value] of browser.cookies) other.cookies.set(name, value);
  return other;
}

const csrfOf = (browser: TestClient) => browser.cookies.get(browser.names.csrf);
const turnOffReportUpdates = (browser: TestClient) => browser.patch('/api/users/me/notification-settings', { reportUpdate: false });

describe('rotating SESSION_SECRET', () => {
  it('keeps a browser signed in: its old CSRF token passes, a page load swaps it, and once the old secret goes only the swapped one passes', async () => {
    const user = await createUser(before.db);
    const browser = await signedInClient(before.app, before.db, user);
    await browser.get('/api/users/me');
    const oldToken = csrfOf(browser);
    expect(oldToken).toBeDefined();

    // Rotated: a write carrying the old token passes as it is (no page load in between).
    const onRotated = browserOn(rotated, browser);
    expect((await turnOffReportUpdates(onRotated)).statusCode).toBe(200);
    expect(csrfOf(onRotated)).toBe(oldToken);
    // The next page load swaps it for a token under the new secret.
    expect((await onRotated.get('/api/users/me')).statusCode).toBe(200);
    const swapped = csrfOf(onRotated);
    expect(swapped).not.toBe(oldToken);

    // Dropped: the old token is refused (and a page load would swap it: the session is still good), the swapped one passes.
    const stale = browserOn(dropped, browser);
    const refused = await turnOffReportUpdates(stale);
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'CSRF_INVALID']);
    expect((await stale.get('/api/users/me')).statusCode).toBe(200);
    expect((await turnOffReportUpdates(browserOn(dropped, onRotated))).statusCode).toBe(200);
  });

  it('keeps the opt-out links of emails sent before it working until the old secret goes', async () => {
    const user = await createUser(before.db);
    const claim = { userId: user.id, kind: 'reportUpdate' as const };
    const read = (ctx: TestContext, token: string) => new TestClient(ctx.app).get(`/api/opt?token=${encodeURIComponent(token)}`);
    const oldLink = signOptOut(optOutKey(TEST_SECRET), claim, testNow());
    const newLink = signOptOut(optOutKey(NEW_SECRET), claim, testNow());

    expect((await read(rotated, oldLink)).statusCode).toBe(200);
    const refused = await read(dropped, oldLink);
    expect([refused.statusCode, refused.json().code]).toEqual([400, 'OPT_OUT_LINK_INVALID']);
    expect((await read(dropped, newLink)).statusCode).toBe(200);
  });

  it('accepts an upload URL signed before it until the old secret goes', async () => {
    const uploader = await signedInClient(before.app, before.db, await createUser(before.db));
    const png = tinyPng();
    const first = await presignOne(uploader, 'picture', itemFor(png, 'image/png'));
    expect((await putContent(rotated, first.url, png, 'image/png')).statusCode).toBe(200);
    const second = await presignOne(uploader, 'picture', itemFor(png, 'image/png'));
    expect((await putContent(dropped, second.url, png, 'image/png')).json().code).toBe('FORBIDDEN');
  });

  it('opens two-factor secrets sealed before it, and `operator reseal-two-factor` seals them under the new secret before the old goes', async () => {
    const staff = await createUser(before.db, { userType: 'staff' });
    const login = (ctx: TestContext, user: TestUser, stepsAhead: number) =>
      otpFor(user, Math.floor(Date.now() / 1000) + 30 * stepsAhead).then((otp) =>
        new TestClient(ctx.app).post('/api/users/login', { email: user.email, password: DEFAULT_PASSWORD, otp }),
      );
    expect((await login(rotated, staff, 0)).statusCode).toBe(200);

    // A secret sealed under a secret nobody configured: the command names its owner (only a reset helps them).
    const stranger = await createUser(before.db, { userType: 'staff' });
    await before.db
      .update(users)
      .set({ otpSecret: seal(deriveKey('a-secret-nobody-configured-0123456789-abcdef', 'otp-secrets'), generateSecret()) })
      .where(eq(users.id, stranger.id));

    const reseal = await runOperator(['reseal-two-factor'], {
      SESSION_SECRET: NEW_SECRET,
      SESSION_SECRET_PREVIOUS: TEST_SECRET,
      DATABASE_URL: before.config.databaseUrl!,
    });
    expect(reseal.code).toBe(1);
    expect(reseal.stderr).toMatch(/^two-factor secrets: [1-9]\d* re-sealed under SESSION_SECRET, \d+ already under it; 1 open with none/);
    expect(reseal.stderr).toContain(stranger.email);
    const [row] = await before.db.select({ otpSecret: users.otpSecret }).from(users).where(eq(users.id, staff.id));
    expect(unseal(deriveKey(NEW_SECRET, 'otp-secrets'), row!.otpSecret!)).toBe(staff.otpSecret);

    // The next time step: the code of the sign-in above is used up.
    expect((await login(dropped, staff, 1)).statusCode).toBe(200);
  }, 120_000);
});
