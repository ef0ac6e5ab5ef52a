import { randomBytes } from 'node:crypto';
import { SANDBOX_REVIEWS, VERIFICATION_TOKEN_TTL_SECONDS, type SandboxOutcome } from '@bb/domain';
import { randomToken } from '../../lib/crypto.ts';
import { signedSumsubWebhook, verifySumsubWebhook, type WebhookPayload } from './sumsub-webhook.ts';
import type { VerificationProvider, VerificationSubject, WebhookDelivery } from './verification.provider.ts';

export const SANDBOX_LEVEL_NAME = 'sandbox-kyc-level';

/** Sumsub applicant ids are 24 lowercase hex characters; the sandbox's look the same. */
const newApplicantId = () => randomBytes(12).toString('hex');

export interface SandboxProvider extends VerificationProvider {
  readonly name: 'sandbox';
  /** What Sumsub would send once the applicant submits and is reviewed: applicantPending, then applicantReviewed. */
  reviewDeliveries(hacker: VerificationSubject, outcome: SandboxOutcome, notBefore: Date | null): WebhookDelivery[];
}

/**
 * Development and tests only (config refuses it in production): no network, an opaque token, and
 * verification outcomes chosen by the developer, delivered as Sumsub-shaped webhooks signed with
 * the sandbox's own secret, so they take the same path as Sumsub's.
 */
export function sandboxProvider(options: { webhookSecret: string; now?: () => Date }): SandboxProvider {
  const now = options.now ?? (() => new Date());
  const sign = (payload: Omit<WebhookPayload, 'levelName'>) => signedSumsubWebhook(options.webhookSecret, { ...payload, levelName: SANDBOX_LEVEL_NAME });
  const noReview = { reviewAnswer: null, rejectType: null, rejectLabels: [] };

  return {
    name: 'sandbox',

    createAccessToken: () =>
      Promise.resolve({
        token: `sandbox-${randomToken(24)}`,
        provider: 'sandbox',
        expiresAt: new Date(now().getTime() + VERIFICATION_TOKEN_TTL_SECONDS * 1000),
      }),

    // The sandbox keeps no state of its own: everything it decided was delivered by webhook at once.
    readStatus: () => Promise.resolve(null),

    verifyWebhook: (rawBody, headers) => verifySumsubWebhook(options.webhookSecret, rawBody, headers),

    // Sumsub creates the applicant when its widget first opens for the hacker.
    deliveriesAfterToken(hacker) {
      if (hacker.applicantId) return [];
      return [sign({ type: 'applicantCreated', applicantId: newApplicantId(), externalUserId: hacker.userId, createdAt: now(), ...noReview })];
    },

    reviewDeliveries(hacker, outcome, notBefore) {
      const applicantId = hacker.applicantId ?? newApplicantId();
      // Strictly after the last event applied, so a quick succession of tries is never taken as out of order.
      const submittedAt = new Date(Math.max(now().getTime(), (notBefore?.getTime() ?? 0) + 1));
      const review = SANDBOX_REVIEWS[outcome];
      return [
        sign({ type: 'applicantPending', applicantId, externalUserId: hacker.userId, createdAt: submittedAt, ...noReview }),
        sign({
          type: 'applicantReviewed',
          applicantId,
          externalUserId: hacker.userId,
          createdAt: new Date(submittedAt.getTime() + 1),
          reviewAnswer: review.reviewAnswer,
          rejectType: review.rejectType,
          rejectLabels: [...review.rejectLabels],
        }),
      ];
    },
  };
}
