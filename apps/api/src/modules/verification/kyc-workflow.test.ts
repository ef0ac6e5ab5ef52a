/**
 * KYC_WORKFLOW through the real routes, generated from the table: every provider action, as the
 * signed webhook that carries it, from every status; and the hacker's start (the widget token)
 * from every status. A new action without a webhook below fails the first test.
 */
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { KYC_STATUSES, KYC_WORKFLOW, transitionEventType, type KycAction, type KycStatus, type VerificationEventType } from '@bb/domain';
import { domainEvents, hackerVerifications, users } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { sandboxWebhookSecret } from './index.ts';
import { signedSumsubWebhook } from './sumsub-webhook.ts';
import { deliver, errorOf, signedInHacker, storedVerification, unchanged } from './verification.test-support.ts';

let ctx: TestContext;
let secret: string;
beforeAll(async () => {
  ctx = await createTestApp();
  secret = sandboxWebhookSecret(ctx.config.sessionSecret);
});

/** The provider event that takes each provider action. */
const EVENTS: Partial<Record<KycAction, { type: VerificationEventType; reviewAnswer: 'GREEN' | 'RED' | null; rejectType: 'RETRY' | 'FINAL' | null }>> = {
  created: { type: 'applicantCreated', reviewAnswer: null, rejectType: null },
  submitted: { type: 'applicantPending', reviewAnswer: null, rejectType: null },
  approved: { type: 'applicantReviewed', reviewAnswer: 'GREEN', rejectType: null },
  retry: { type: 'applicantReviewed', reviewAnswer: 'RED', rejectType: 'RETRY' },
  rejected: { type: 'applicantReviewed', reviewAnswer: 'RED', rejectType: 'FINAL' },
  reset: { type: 'applicantReset', reviewAnswer: null, rejectType: null },
};
const PROVIDER_ACTIONS = KYC_WORKFLOW.actionNames.filter((action) => KYC_WORKFLOW.actions[action].permission === 'verification.provider');

/** A signed-in hacker whose verification stands at `status`, with a sandbox applicant. */
async function hackerAt(status: KycStatus) {
  const hacker = await signedInHacker(ctx);
  const applicantId = randomBytes(12).toString('hex');
  await ctx.db.insert(hackerVerifications).values({ userId: hacker.user.id, provider: 'sandbox', applicantId });
  await ctx.db.update(users).set({ kycStatus: status }).where(eq(users.id, hacker.user.id));
  return { ...hacker, applicantId };
}

describe('the KYC workflow', () => {
  it('knows the webhook of every provider action', () => {
    expect(PROVIDER_ACTIONS.filter((action) => !EVENTS[action])).toEqual([]);
  });

  for (const action of PROVIDER_ACTIONS) {
    for (const status of KYC_STATUSES) {
      it(`the provider's ${action} from ${status} leads to ${KYC_WORKFLOW.next(action, status)}, with its event`, async () => {
        const { user, applicantId } = await hackerAt(status);
        const event = EVENTS[action]!;
        const delivery = signedSumsubWebhook(secret, {
          ...event,
          applicantId,
          externalUserId: user.id,
          levelName: 'sandbox-kyc-level',
          createdAt: new Date(),
          rejectLabels: event.rejectType ? ['UNSATISFACTORY_PHOTOS'] : [],
        });
        expect((await deliver(ctx, delivery)).json()).toEqual({ received: true, outcome: 'applied' });
        expect((await storedVerification(ctx, user.id)).kycStatus).toBe(KYC_WORKFLOW.next(action, status));
        const events = await ctx.db
          .select({ payload: domainEvents.payload, actorId: domainEvents.actorId })
          .from(domainEvents)
          .where(and(eq(domainEvents.subjectId, user.id), eq(domainEvents.type, transitionEventType(KYC_WORKFLOW, action))));
        expect(events).toEqual([{ payload: { from: status, to: KYC_WORKFLOW.next(action, status) }, actorId: null }]);
      });
    }
  }

  for (const status of KYC_STATUSES) {
    const allowed = KYC_WORKFLOW.allows('start', status);
    it(`a hacker ${allowed ? 'may' : 'may not'} start from ${status}`, async () => {
      const { client } = await hackerAt(status);
      if (allowed) expect((await client.post('/api/verification/sumsub/token')).statusCode).toBe(200);
      else expect(errorOf(await unchanged(ctx, () => client.post('/api/verification/sumsub/token')))).toEqual([400, KYC_WORKFLOW.refusal('start')]);
    });
  }
});
