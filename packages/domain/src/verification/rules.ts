/**
 * Hacker identity verification (KYC), spec part 2 sections 2-4 and 7, DECISIONS "KYC".
 * The statuses are users.kyc_status (KYC_STATUSES); this file says how provider events move them.
 */
import type { KycStatus } from '../accounts/rules.ts';

export const VERIFICATION_PROVIDERS = ['sumsub', 'sandbox'] as const;
export type VerificationProviderName = (typeof VERIFICATION_PROVIDERS)[number];

/** Sumsub's review answer: GREEN approved, RED rejected. */
export const REVIEW_ANSWERS = ['GREEN', 'RED'] as const;
export type ReviewAnswer = (typeof REVIEW_ANSWERS)[number];

/** A RED answer is RETRY (the applicant may resubmit) or FINAL. */
export const REJECT_TYPES = ['RETRY', 'FINAL'] as const;
export type RejectType = (typeof REJECT_TYPES)[number];

/** The applicant webhooks that move a hacker's status; every other type is acknowledged and ignored. */
export const VERIFICATION_EVENT_TYPES = ['applicantCreated', 'applicantPending', 'applicantOnHold', 'applicantReviewed', 'applicantReset'] as const;
export type VerificationEventType = (typeof VERIFICATION_EVENT_TYPES)[number];

/** A provider event reduced to what the status needs. */
export interface VerificationReview {
  reviewAnswer?: ReviewAnswer | null;
  rejectType?: RejectType | null;
}

const reviewedStatus = (review: VerificationReview): KycStatus => {
  if (review.reviewAnswer === 'GREEN') return 'approved';
  // A RED answer without a reject type is treated as final: never let an unclear rejection pass as a retry.
  return review.reviewAnswer === 'RED' && review.rejectType === 'RETRY' ? 'retry' : 'rejected';
};

/**
 * The status each event type leads to (the state table). The provider is the source of truth,
 * so an event applies from any status; out-of-order events are discarded by their time instead.
 */
export const KYC_EVENT_TRANSITIONS = {
  applicantCreated: () => 'init',
  applicantPending: () => 'pending',
  // On hold: a person at the provider is still looking at it.
  applicantOnHold: () => 'pending',
  applicantReviewed: reviewedStatus,
  applicantReset: () => 'init',
} as const satisfies Record<VerificationEventType, (review: VerificationReview) => KycStatus>;

export function isVerificationEventType(type: string): type is VerificationEventType {
  return (VERIFICATION_EVENT_TYPES as readonly string[]).includes(type);
}

/** The status an event leads to, or null for event types that do not concern the status. */
export function statusAfterEvent(event: { type: string } & VerificationReview): KycStatus | null {
  return isVerificationEventType(event.type) ? KYC_EVENT_TRANSITIONS[event.type](event) : null;
}

/**
 * Sumsub's applicant review status (reviewStatus) read back through its API, mapped to ours.
 * init: documents not sent yet; pending, queued, prechecked, onHold, awaiting*: under review; completed: answered.
 */
export function statusFromReview(review: { reviewStatus: string } & VerificationReview): KycStatus {
  if (review.reviewStatus === 'init') return 'init';
  if (review.reviewStatus === 'completed') return reviewedStatus(review);
  return 'pending';
}

/** The statuses from which a hacker may (re)open the verification widget (the start button). */
export const KYC_STARTABLE_STATUSES = ['not_started', 'init', 'retry'] as const satisfies readonly KycStatus[];

export function canStartVerification(status: KycStatus): boolean {
  return (KYC_STARTABLE_STATUSES as readonly KycStatus[]).includes(status);
}

/** Statuses that wait for the provider: reading it back may tell more than the webhooks so far. */
export function awaitsProvider(status: KycStatus): boolean {
  return status === 'init' || status === 'pending';
}

/** Outcomes a developer can pick in the sandbox widget, and the review each one produces. */
export const SANDBOX_OUTCOMES = ['approve', 'retry', 'reject'] as const;
export type SandboxOutcome = (typeof SANDBOX_OUTCOMES)[number];

export const SANDBOX_REVIEWS = {
  approve: { reviewAnswer: 'GREEN', rejectType: null, rejectLabels: [] },
  retry: { reviewAnswer: 'RED', rejectType: 'RETRY', rejectLabels: ['UNSATISFACTORY_PHOTOS'] },
  reject: { reviewAnswer: 'RED', rejectType: 'FINAL', rejectLabels: ['FORGERY'] },
} as const satisfies Record<SandboxOutcome, { reviewAnswer: ReviewAnswer; rejectType: RejectType | null; rejectLabels: readonly string[] }>;

/** Lifetime of a WebSDK access token: the widget asks for a new one when it expires. */
export const VERIFICATION_TOKEN_TTL_SECONDS = 1800;
