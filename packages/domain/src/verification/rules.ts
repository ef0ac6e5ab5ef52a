/**
 * Hacker identity verification (KYC), spec part 2 sections 2-4 and 7, DECISIONS "KYC".
 * The statuses are users.kyc_status (KYC_STATUSES); this file says how provider events move them.
 */
import { KYC_STATUSES, type KycStatus } from '../accounts/rules.ts';
import { defineWorkflow } from '../workflow.ts';

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

/** A review's outcome: a status, and also the name of the action that leads to it. */
const reviewedStatus = (review: VerificationReview): 'approved' | 'retry' | 'rejected' => {
  if (review.reviewAnswer === 'GREEN') return 'approved';
  // A RED answer without a reject type is treated as final: never let an unclear rejection pass as a retry.
  return review.reviewAnswer === 'RED' && review.rejectType === 'RETRY' ? 'retry' : 'rejected';
};

/** The statuses from which a hacker may (re)open the verification widget (the start button). */
export const KYC_STARTABLE_STATUSES = ['not_started', 'init', 'retry'] as const satisfies readonly KycStatus[];

/**
 * The KYC state table. The hacker only starts (asks for a widget token); the provider's events move
 * the status, and since the provider is the source of truth an event applies from any status
 * (out-of-order events are discarded by their time instead).
 */
export const KYC_WORKFLOW = defineWorkflow({
  name: 'verification',
  statuses: KYC_STATUSES,
  invalidStatus: 'INVALID_KYC_STATUS',
  actions: {
    start: { from: KYC_STARTABLE_STATUSES, to: null, permission: 'hacker.self' },
    created: { from: KYC_STATUSES, to: 'init', permission: 'verification.provider' },
    submitted: { from: KYC_STATUSES, to: 'pending', permission: 'verification.provider' },
    approved: { from: KYC_STATUSES, to: 'approved', permission: 'verification.provider' },
    retry: { from: KYC_STATUSES, to: 'retry', permission: 'verification.provider' },
    rejected: { from: KYC_STATUSES, to: 'rejected', permission: 'verification.provider' },
    reset: { from: KYC_STATUSES, to: 'init', permission: 'verification.provider' },
  },
});
export type KycAction = (typeof KYC_WORKFLOW.actionNames)[number];

/** The workflow action of each provider event type. */
export const KYC_EVENT_ACTIONS = {
  applicantCreated: () => 'created',
  applicantPending: () => 'submitted',
  // On hold: a person at the provider is still looking at it.
  applicantOnHold: () => 'submitted',
  applicantReviewed: reviewedStatus,
  applicantReset: () => 'reset',
} as const satisfies Record<VerificationEventType, (review: VerificationReview) => KycAction>;

export function isVerificationEventType(type: string): type is VerificationEventType {
  return (VERIFICATION_EVENT_TYPES as readonly string[]).includes(type);
}

/** The action a provider event takes, or null for event types that do not concern the status. */
export function kycActionForEvent(event: { type: string } & VerificationReview): KycAction | null {
  return isVerificationEventType(event.type) ? KYC_EVENT_ACTIONS[event.type](event) : null;
}

/** The provider's action that leads to `status`, for a status read back from the provider rather than pushed by a webhook. */
export function kycProviderActionTo(status: KycStatus): KycAction | null {
  return (
    KYC_WORKFLOW.actionNames.find(
      (action) => KYC_WORKFLOW.actions[action].permission === 'verification.provider' && KYC_WORKFLOW.actions[action].to === status,
    ) ?? null
  );
}

/** The status a provider event leads to, or null for event types that do not concern the status. */
export function statusAfterEvent(event: { type: string } & VerificationReview): KycStatus | null {
  const action = kycActionForEvent(event);
  // Provider events apply from any status, so the status they start from does not matter.
  return action ? KYC_WORKFLOW.next(action, 'not_started') : null;
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

export function canStartVerification(status: KycStatus): boolean {
  return KYC_WORKFLOW.allows('start', status);
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
