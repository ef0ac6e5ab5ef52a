import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hackerVerifications, users } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { payloadDigest, signedSumsubWebhook, type WebhookPayload } from './sumsub-webhook.ts';
import { startFakeSumsub, SUMSUB_TEST_KEYS, type FakeSumsub } from './sumsub.test-support.ts';
import { deliver, errorOf, signedInHacker, storedVerification, unchanged } from './verification.test-support.ts';

let sumsub: FakeSumsub;
let ctx: TestContext;

const sumsubEnv = (baseUrl: string, overrides: Record<string, string> = {}) => ({
  VERIFICATION_PROVIDER: 'sumsub',
  SUMSUB_BASE_URL: baseUrl,
  SUMSUB_APP_TOKEN: SUMSUB_TEST_KEYS.appToken,
  SUMSUB_SECRET_KEY: SUMSUB_TEST_KEYS.secretKey,
  SUMSUB_WEBHOOK_SECRET: SUMSUB_TEST_KEYS.webhookSecret,
  SUMSUB_LEVEL_NAME: SUMSUB_TEST_KEYS.levelName,
  ...overrides,
});

beforeAll(async () => {
  sumsub = await startFakeSumsub();
  ctx = await createTestApp(sumsubEnv(sumsub.baseUrl));
});
afterAll(() => sumsub.close());

const APPLICANT = () => Math.random().toString(16).slice(2).padEnd(24, '0').slice(0, 24);

/** A Sumsub webhook for the hacker, signed with the configured webhook secret. */
function webhook(userId: string, applicantId: string, overrides: Partial<WebhookPayload>) {
  return signedSumsubWebhook(SUMSUB_TEST_KEYS.webhookSecret, {
    type: 'applicantPending',
    applicantId,
    externalUserId: userId,
    levelName: SUMSUB_TEST_KEYS.levelName,
    createdAt: new Date(),
    reviewAnswer: null,
    rejectType: null,
    rejectLabels: [],
    ...overrides,
  });
}

/** A hacker who asked for a token (so we know them), with their Sumsub applicant id. */
async function startedHacker() {
  const hacker = await signedInHacker(ctx);
  expect((await hacker.client.post('/api/verification/sumsub/token')).statusCode).toBe(200);
  return { ...hacker, applicantId: APPLICANT() };
}

describe('POST /api/verification/sumsub/token with Sumsub', () => {
  it("answers Sumsub's WebSDK token and remembers the hacker, whose status waits for Sumsub's events", async () => {
    const { user, client } = await signedInHacker(ctx);
    const response = await client.post('/api/verification/sumsub/token');
    expect(response.json()).toEqual({
      verificationStatus: 'not_started',
      provider: 'sumsub',
      token: expect.stringMatching(/^_act-sbx-/),
      expiresAt: expect.any(String),
    });
    expect(sumsub.requests.at(-1)).toMatchObject({ path: '/resources/accessTokens/sdk', signed: true });
    expect(JSON.parse(sumsub.requests.at(-1)!.body)).toMatchObject({ userId: user.id });
    expect(await storedVerification(ctx, user.id)).toMatchObject({
      kycStatus: 'not_started',
      verification: { provider: 'sumsub', applicantId: null, lastEventAt: null },
    });
  });

  it('answers 502 VERIFICATION_PROVIDER_ERROR when Sumsub refuses the request, changing nothing', async () => {
    const misconfigured = await createTestApp(sumsubEnv(sumsub.baseUrl, { SUMSUB_SECRET_KEY: 'wrong-secret' }));
    const { client } = await signedInHacker(misconfigured);
    const response = await unchanged(misconfigured, () => client.post('/api/verification/sumsub/token'));
    expect(errorOf(response)).toEqual([502, 'VERIFICATION_PROVIDER_ERROR']);
    expect(sumsub.requests.at(-1)!.signed).toBe(false);
  });

  it('has no sandbox route', async () => {
    const { client } = await signedInHacker(ctx);
    expect(errorOf(await client.post('/api/verification/sandbox/complete', { outcome: 'approve' }))).toEqual([404, 'NOT_FOUND']);
  });
});

describe('POST /api/verification/webhook with Sumsub', () => {
  it('moves the status: created, pending, retry, pending again, approved', async () => {
    const { user, applicantId } = await startedHacker();
    const t = Date.now();
    const steps: [Partial<WebhookPayload>, string][] = [
      [{ type: 'applicantCreated' }, 'init'],
      [{ type: 'applicantPending' }, 'pending'],
      [{ type: 'applicantReviewed', reviewAnswer: 'RED', rejectType: 'RETRY', rejectLabels: ['BAD_SELFIE'] }, 'retry'],
      [{ type: 'applicantPending' }, 'pending'],
      [{ type: 'applicantReviewed', reviewAnswer: 'GREEN' }, 'approved'],
    ];
    for (const [i, [event, status]] of steps.entries()) {
      const response = await deliver(ctx, webhook(user.id, applicantId, { ...event, createdAt: new Date(t + i * 1000) }));
      expect([response.statusCode, response.json().outcome, (await storedVerification(ctx, user.id)).kycStatus]).toEqual([200, 'applied', status]);
    }
    expect((await storedVerification(ctx, user.id)).verification).toMatchObject({
      applicantId,
      reviewAnswer: 'GREEN',
      rejectType: null,
      rejectLabels: [],
      lastEventAt: new Date(t + 4000),
    });
  });

  it('rejects for good on RED with FINAL', async () => {
    const { user, applicantId } = await startedHacker();
    await deliver(ctx, webhook(user.id, applicantId, { type: 'applicantCreated' }));
    await deliver(ctx, webhook(user.id, applicantId, { type: 'applicantReviewed', reviewAnswer: 'RED', rejectType: 'FINAL', rejectLabels: ['FORGERY'] }));
    expect(await storedVerification(ctx, user.id)).toMatchObject({ kycStatus: 'rejected', verification: { rejectType: 'FINAL', rejectLabels: ['FORGERY'] } });
  });

  it('acknowledges a replayed delivery and changes nothing', async () => {
    const { user, applicantId } = await startedHacker();
    const created = webhook(user.id, applicantId, { type: 'applicantCreated' });
    expect((await deliver(ctx, created)).json().outcome).toBe('applied');
    const replay = await unchanged(ctx, () => deliver(ctx, created));
    expect([replay.statusCode, replay.json()]).toEqual([200, { received: true, outcome: 'duplicate' }]);
  });

  it('ignores an event older than the last one applied', async () => {
    const { user, applicantId } = await startedHacker();
    const t = Date.now();
    await deliver(ctx, webhook(user.id, applicantId, { type: 'applicantReviewed', reviewAnswer: 'GREEN', createdAt: new Date(t) }));
    const late = await unchanged(ctx, () => deliver(ctx, webhook(user.id, applicantId, { type: 'applicantPending', createdAt: new Date(t - 1) })));
    expect([late.statusCode, late.json().outcome]).toEqual([200, 'stale']);
    expect((await storedVerification(ctx, user.id)).kycStatus).toBe('approved');
  });

  it('acknowledges and ignores unknown applicants and event types that do not concern the status', async () => {
    const { user, applicantId } = await startedHacker();
    await deliver(ctx, webhook(user.id, applicantId, { type: 'applicantCreated' }));
    const stranger = webhook('0b9d1f3e-5a7c-4e2b-8d6f-1a3c5e7b9d20', APPLICANT(), { type: 'applicantReviewed', reviewAnswer: 'GREEN' });
    const notOurs = webhook('someone-else', APPLICANT(), { type: 'applicantReviewed', reviewAnswer: 'GREEN' });
    // This hacker's own applicant, but an event type that says nothing about the review.
    const body = Buffer.from(
      JSON.stringify({ type: 'applicantPersonalInfoChanged', applicantId, externalUserId: user.id, createdAtMs: '2099-01-01 00:00:00.000' }),
    );
    const infoChanged = {
      rawBody: body,
      headers: {
        'content-type': 'application/json',
        'x-payload-digest': payloadDigest(SUMSUB_TEST_KEYS.webhookSecret, body),
        'x-payload-digest-alg': 'HMAC_SHA256_HEX',
      },
    };
    const outcomes = [];
    for (const delivery of [stranger, notOurs, infoChanged]) outcomes.push((await unchanged(ctx, () => deliver(ctx, delivery))).json().outcome);
    expect(outcomes).toEqual(['unknown_applicant', 'unknown_applicant', 'ignored_type']);
  });

  it('refuses tampered, unsigned and unknown-algorithm deliveries with 401, changing nothing', async () => {
    const { user, applicantId } = await startedHacker();
    const genuine = webhook(user.id, applicantId, { type: 'applicantReviewed', reviewAnswer: 'RED', rejectType: 'FINAL', rejectLabels: ['FORGERY'] });
    const digest = genuine.headers['x-payload-digest']!;
    const forged = [
      { rawBody: Buffer.from(genuine.rawBody.toString().replace('"RED"', '"GREEN"')), headers: genuine.headers },
      { rawBody: genuine.rawBody, headers: { ...genuine.headers, 'x-payload-digest': `${digest.slice(0, -1)}${digest.endsWith('0') ? '1' : '0'}` } },
      { rawBody: genuine.rawBody, headers: { ...genuine.headers, 'x-payload-digest-alg': 'HMAC_MD5_HEX' } },
      { rawBody: genuine.rawBody, headers: { 'content-type': 'application/json' } },
      signedSumsubWebhook('not-the-webhook-secret', {
        type: 'applicantReviewed',
        applicantId,
        externalUserId: user.id,
        levelName: 'x',
        createdAt: new Date(),
        reviewAnswer: 'GREEN',
        rejectType: null,
        rejectLabels: [],
      }),
    ];
    for (const delivery of forged) expect(errorOf(await unchanged(ctx, () => deliver(ctx, delivery)))).toEqual([401, 'INVALID_SIGNATURE']);
    expect(errorOf(await unchanged(ctx, () => ctx.app.inject({ method: 'POST', url: '/api/verification/webhook' })))).toEqual([401, 'INVALID_SIGNATURE']);
  });

  it('refuses a genuinely signed body it cannot read with 400', async () => {
    const body = Buffer.from('{"type":"applicantReviewed"');
    const headers = {
      'content-type': 'application/json',
      'x-payload-digest': payloadDigest(SUMSUB_TEST_KEYS.webhookSecret, body, 'HMAC_SHA512_HEX'),
      'x-payload-digest-alg': 'HMAC_SHA512_HEX',
    };
    expect(errorOf(await unchanged(ctx, () => deliver(ctx, { rawBody: body, headers })))).toEqual([400, 'BAD_REQUEST']);
  });
});

describe('GET /api/verification/status with Sumsub', () => {
  it('reads the applicant back from Sumsub while waiting, in case a webhook is late', async () => {
    const { user, client, applicantId } = await startedHacker();
    await deliver(ctx, webhook(user.id, applicantId, { type: 'applicantPending', createdAt: new Date(Date.now() - 60_000) }));
    sumsub.applicants.set(user.id, { id: applicantId, reviewStatus: 'completed', reviewResult: { reviewAnswer: 'GREEN' } });
    expect((await client.get('/api/verification/status')).json()).toEqual({ verificationStatus: 'approved', provider: 'sumsub' });
    expect(await storedVerification(ctx, user.id)).toMatchObject({ kycStatus: 'approved', verification: { applicantId, reviewAnswer: 'GREEN' } });
    expect(sumsub.requests.at(-1)).toMatchObject({ method: 'GET', path: `/resources/applicants/-;externalUserId=${user.id}/one`, signed: true });
  });

  it('keeps the stored status when Sumsub has nothing or does not answer, and does not ask once decided', async () => {
    const { user, client, applicantId } = await startedHacker();
    await deliver(ctx, webhook(user.id, applicantId, { type: 'applicantCreated' }));
    expect((await client.get('/api/verification/status')).json().verificationStatus).toBe('init');
    const unreachable = await createTestApp(sumsubEnv('http://127.0.0.1:9'));
    const other = await signedInHacker(unreachable);
    await unreachable.db.insert(hackerVerifications).values({ userId: other.user.id, provider: 'sumsub', applicantId: APPLICANT(), lastEventAt: new Date() });
    await unreachable.db.update(users).set({ kycStatus: 'pending' }).where(eq(users.id, other.user.id));
    expect((await other.client.get('/api/verification/status')).json().verificationStatus).toBe('pending');

    await deliver(ctx, webhook(user.id, applicantId, { type: 'applicantReviewed', reviewAnswer: 'GREEN' }));
    const requests = sumsub.requests.length;
    expect((await client.get('/api/verification/status')).json().verificationStatus).toBe('approved');
    expect(sumsub.requests.length).toBe(requests);
  });
});
