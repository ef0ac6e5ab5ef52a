import { describe, expect, it } from 'vitest';
import { KYC_STATUSES } from '../accounts/rules.ts';
import { awaitsProvider, canStartVerification, SANDBOX_OUTCOMES, SANDBOX_REVIEWS, statusAfterEvent, statusFromReview } from './rules.ts';
import { sandboxCompleteSchema, verificationTokenSchema } from './schemas.ts';

describe('statusAfterEvent', () => {
  it('maps each provider event to the status it leads to', () => {
    expect([
      statusAfterEvent({ type: 'applicantCreated' }),
      statusAfterEvent({ type: 'applicantPending' }),
      statusAfterEvent({ type: 'applicantOnHold' }),
      statusAfterEvent({ type: 'applicantReviewed', reviewAnswer: 'GREEN' }),
      statusAfterEvent({ type: 'applicantReviewed', reviewAnswer: 'RED', rejectType: 'RETRY' }),
      statusAfterEvent({ type: 'applicantReviewed', reviewAnswer: 'RED', rejectType: 'FINAL' }),
      statusAfterEvent({ type: 'applicantReset' }),
    ]).toEqual(['init', 'pending', 'pending', 'approved', 'retry', 'rejected', 'init']);
  });

  it('never reads an unclear rejection as a retry', () => {
    expect(statusAfterEvent({ type: 'applicantReviewed', reviewAnswer: 'RED' })).toBe('rejected');
    expect(statusAfterEvent({ type: 'applicantReviewed' })).toBe('rejected');
  });

  it('ignores event types that do not concern the status', () => {
    expect(['applicantPersonalInfoChanged', 'applicantTagsChanged', 'videoIdentStatusChanged', ''].map((type) => statusAfterEvent({ type }))).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });
});

describe('statusFromReview (the applicant read back from the provider)', () => {
  it('maps the review status and answer', () => {
    expect([
      statusFromReview({ reviewStatus: 'init' }),
      statusFromReview({ reviewStatus: 'pending' }),
      statusFromReview({ reviewStatus: 'queued' }),
      statusFromReview({ reviewStatus: 'onHold' }),
      statusFromReview({ reviewStatus: 'completed', reviewAnswer: 'GREEN' }),
      statusFromReview({ reviewStatus: 'completed', reviewAnswer: 'RED', rejectType: 'RETRY' }),
      statusFromReview({ reviewStatus: 'completed', reviewAnswer: 'RED', rejectType: 'FINAL' }),
    ]).toEqual(['init', 'pending', 'pending', 'pending', 'approved', 'retry', 'rejected']);
  });
});

describe('which statuses may start the widget', () => {
  it('is not started, init and retry only', () => {
    expect(KYC_STATUSES.filter(canStartVerification)).toEqual(['not_started', 'init', 'retry']);
    expect(KYC_STATUSES.filter(awaitsProvider)).toEqual(['init', 'pending']);
  });
});

describe('sandbox outcomes', () => {
  it('produce the reviews that lead to approved, retry and rejected', () => {
    expect(SANDBOX_OUTCOMES.map((outcome) => statusAfterEvent({ type: 'applicantReviewed', ...SANDBOX_REVIEWS[outcome] }))).toEqual([
      'approved',
      'retry',
      'rejected',
    ]);
    expect(sandboxCompleteSchema.safeParse({ outcome: 'approve' }).success).toBe(true);
    expect(sandboxCompleteSchema.safeParse({ outcome: 'maybe' }).success).toBe(false);
  });
});

describe('verification schemas', () => {
  it('describe the token answer', () => {
    const answer = { verificationStatus: 'init', provider: 'sandbox', token: 't', expiresAt: '2026-01-01T00:00:00.000Z' };
    expect(verificationTokenSchema.parse(answer)).toEqual(answer);
    expect(verificationTokenSchema.safeParse({ ...answer, verificationStatus: 'done' }).success).toBe(false);
  });
});
