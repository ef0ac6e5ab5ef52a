import { beforeAll, describe, expect, it } from 'vitest';
import { verificationWebhookEvents } from '../../db/schema/index.ts';
import { clientAs } from '../../test/factories.ts';
import { createTestApp, TEST_SECRET, type TestContext } from '../../test/test-app.ts';
import { TestClient } from '../../test/test-client.ts';
import { sandboxWebhookSecret } from './index.ts';
import { signedSumsubWebhook } from './sumsub-webhook.ts';
import { deliver, errorOf, signedInHacker, storedVerification, unchanged } from './verification.test-support.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});

const complete = (client: Awaited<ReturnType<typeof signedInHacker>>['client'], outcome: string) =>
  client.post('/api/verification/sandbox/complete', { outcome });

describe('sandbox verification through the real routes', () => {
  it('starts not started, opens at init with a token, and an approval makes it approved', async () => {
    const { user, client } = await signedInHacker(ctx);
    expect((await client.get('/api/verification/status')).json()).toEqual({ verificationStatus: 'not_started', provider: 'sandbox' });

    const token = await client.post('/api/verification/sumsub/token');
    expect(token.statusCode).toBe(200);
    expect(token.json()).toEqual({ verificationStatus: 'init', provider: 'sandbox', token: expect.stringMatching(/^sandbox-/), expiresAt: expect.any(String) });
    const started = await storedVerification(ctx, user.id);
    expect(started).toMatchObject({ kycStatus: 'init', verification: { provider: 'sandbox', applicantId: expect.stringMatching(/^[0-9a-f]{24}$/) } });

    expect((await complete(client, 'approve')).json()).toEqual({ verificationStatus: 'approved', provider: 'sandbox' });
    expect(await storedVerification(ctx, user.id)).toMatchObject({
      kycStatus: 'approved',
      verification: { applicantId: started.verification!.applicantId, reviewAnswer: 'GREEN', rejectType: null, rejectLabels: [] },
    });
    expect((await client.get('/api/verification/status')).json().verificationStatus).toBe('approved');
  });

  it('asks to retry, opens again without a new applicant, then approves', async () => {
    const { user, client } = await signedInHacker(ctx);
    await client.post('/api/verification/sumsub/token');
    const { verification: first } = await storedVerification(ctx, user.id);

    expect((await complete(client, 'retry')).json().verificationStatus).toBe('retry');
    expect(await storedVerification(ctx, user.id)).toMatchObject({
      kycStatus: 'retry',
      verification: { reviewAnswer: 'RED', rejectType: 'RETRY', rejectLabels: ['UNSATISFACTORY_PHOTOS'] },
    });

    const again = await client.post('/api/verification/sumsub/token');
    expect([again.statusCode, again.json().verificationStatus]).toEqual([200, 'retry']);
    expect((await complete(client, 'approve')).json().verificationStatus).toBe('approved');
    expect(await storedVerification(ctx, user.id)).toMatchObject({
      kycStatus: 'approved',
      verification: { applicantId: first!.applicantId, reviewAnswer: 'GREEN', rejectType: null },
    });
  });

  it('rejects for good: no new token, no new submission', async () => {
    const { user, client } = await signedInHacker(ctx);
    await client.post('/api/verification/sumsub/token');
    expect((await complete(client, 'reject')).json().verificationStatus).toBe('rejected');
    expect(await storedVerification(ctx, user.id)).toMatchObject({
      kycStatus: 'rejected',
      verification: { reviewAnswer: 'RED', rejectType: 'FINAL', rejectLabels: ['FORGERY'] },
    });
    expect(errorOf(await unchanged(ctx, () => client.post('/api/verification/sumsub/token')))).toEqual([400, 'INVALID_KYC_STATUS']);
    expect(errorOf(await unchanged(ctx, () => complete(client, 'approve')))).toEqual([400, 'INVALID_KYC_STATUS']);
  });

  it('refuses a token and a submission once approved, changing nothing', async () => {
    const { client } = await signedInHacker(ctx);
    await client.post('/api/verification/sumsub/token');
    await complete(client, 'approve');
    expect(errorOf(await unchanged(ctx, () => client.post('/api/verification/sumsub/token')))).toEqual([400, 'INVALID_KYC_STATUS']);
    expect(errorOf(await unchanged(ctx, () => complete(client, 'retry')))).toEqual([400, 'INVALID_KYC_STATUS']);
  });

  it('refuses a submission before any token, and an unknown outcome, changing nothing', async () => {
    const { client } = await signedInHacker(ctx);
    expect(errorOf(await unchanged(ctx, () => complete(client, 'approve')))).toEqual([400, 'INVALID_KYC_STATUS']);
    await client.post('/api/verification/sumsub/token');
    const bad = await unchanged(ctx, () => complete(client, 'maybe'));
    expect([bad.statusCode, Object.keys(bad.json().fields)]).toEqual([422, ['outcome']]);
  });

  it("never shows or moves another hacker's verification", async () => {
    const alice = await signedInHacker(ctx);
    const bob = await signedInHacker(ctx);
    await alice.client.post('/api/verification/sumsub/token');
    await bob.client.post('/api/verification/sumsub/token');
    await complete(alice.client, 'approve');
    expect((await bob.client.get('/api/verification/status')).json().verificationStatus).toBe('init');
    await complete(bob.client, 'reject');
    expect((await alice.client.get('/api/verification/status')).json().verificationStatus).toBe('approved');
    expect((await storedVerification(ctx, bob.user.id)).kycStatus).toBe('rejected');
  });

  it('is for hackers only', async () => {
    const { client } = await clientAs(ctx.app, ctx.db, 'company');
    expect(errorOf(await client.get('/api/verification/status'))).toEqual([403, 'FORBIDDEN']);
    expect(errorOf(await unchanged(ctx, () => client.post('/api/verification/sandbox/complete', { outcome: 'approve' })))).toEqual([403, 'FORBIDDEN']);
    expect(errorOf(await unchanged(ctx, () => new TestClient(ctx.app).post('/api/verification/sandbox/complete', { outcome: 'approve' })))).toEqual([
      401,
      'UNAUTHENTICATED',
    ]);
  });
});

describe('sandbox webhooks take the public webhook path', () => {
  const secret = sandboxWebhookSecret(TEST_SECRET);

  it('applies a delivery signed with the sandbox secret once; a replay is acknowledged and changes nothing', async () => {
    const { user, client } = await signedInHacker(ctx);
    await client.post('/api/verification/sumsub/token');
    const { verification } = await storedVerification(ctx, user.id);
    const delivery = signedSumsubWebhook(secret, {
      type: 'applicantPending',
      applicantId: verification!.applicantId!,
      externalUserId: user.id,
      levelName: 'sandbox-kyc-level',
      createdAt: new Date(),
      reviewAnswer: null,
      rejectType: null,
      rejectLabels: [],
    });
    const events = async () => (await ctx.db.select().from(verificationWebhookEvents)).length;
    const before = await events();
    expect((await deliver(ctx, delivery)).json()).toEqual({ received: true, outcome: 'applied' });
    expect([(await storedVerification(ctx, user.id)).kycStatus, await events()]).toEqual(['pending', before + 1]);
    const replay = await unchanged(ctx, () => deliver(ctx, delivery));
    expect([replay.statusCode, replay.json()]).toEqual([200, { received: true, outcome: 'duplicate' }]);
  });

  it('refuses a delivery signed with another secret with 401, changing nothing', async () => {
    const { user, client } = await signedInHacker(ctx);
    await client.post('/api/verification/sumsub/token');
    const forged = signedSumsubWebhook('guessed-secret', {
      type: 'applicantReviewed',
      applicantId: 'a'.repeat(24),
      externalUserId: user.id,
      levelName: 'sandbox-kyc-level',
      createdAt: new Date(),
      reviewAnswer: 'GREEN',
      rejectType: null,
      rejectLabels: [],
    });
    expect(errorOf(await unchanged(ctx, () => deliver(ctx, forged)))).toEqual([401, 'INVALID_SIGNATURE']);
  });
});

describe('OpenAPI', () => {
  it('documents the verification routes, the sandbox one included', async () => {
    const { paths } = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { summary?: string }>>;
    };
    expect(
      Object.keys(paths)
        .filter((path) => path.startsWith('/api/verification'))
        .sort(),
    ).toEqual(['/api/verification/sandbox/complete', '/api/verification/status', '/api/verification/sumsub/token', '/api/verification/webhook']);
    expect(paths['/api/verification/sandbox/complete']?.post?.summary).toMatch(/^Sandbox only/);
  });
});
