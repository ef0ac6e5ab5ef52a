import type { IncomingHttpHeaders } from 'node:http';
import type { KycStatus, RejectType, ReviewAnswer, VerificationProviderName } from '@bb/domain';
import { AppError } from '../../lib/app-error.ts';

/** The hacker as a provider sees them: our user id is the provider's externalUserId. */
export interface VerificationSubject {
  userId: string;
  /** The provider's applicant, once it told us (applicantCreated) or we read it back. */
  applicantId: string | null;
}

export interface AccessToken {
  token: string;
  provider: VerificationProviderName;
  expiresAt: Date;
}

export interface ReviewFields {
  reviewAnswer: ReviewAnswer | null;
  rejectType: RejectType | null;
  rejectLabels: string[];
}

/** The applicant's state read back from the provider, already mapped to our status. */
export interface ProviderReview extends ReviewFields {
  applicantId: string;
  status: KycStatus;
}

/** A webhook whose signature checked out, reduced to what we keep. */
export interface VerificationEvent extends ReviewFields {
  type: string;
  applicantId: string;
  externalUserId: string | null;
  /** When the provider produced it (createdAtMs): older events than the last applied are discarded. */
  createdAt: Date;
  /** SHA-256 of the raw body: the same delivery twice is a replay. */
  digest: string;
}

export type WebhookRefusal = 'missing_signature' | 'unknown_algorithm' | 'bad_signature' | 'malformed';
export type WebhookVerification = { ok: true; event: VerificationEvent } | { ok: false; reason: WebhookRefusal };

/** A signed webhook as it travels: the raw bytes and the headers that authenticate them. */
export interface WebhookDelivery {
  rawBody: Buffer;
  headers: Record<string, string>;
}

/**
 * Identity verification behind one interface: Sumsub in production, the sandbox elsewhere.
 * Failures to reach the provider are VerificationProviderError (502).
 */
export interface VerificationProvider {
  readonly name: VerificationProviderName;
  /** A short-lived token for the provider's widget, for this hacker only. */
  createAccessToken(hacker: VerificationSubject): Promise<AccessToken>;
  /** The applicant's current review at the provider, or null when it has none for this hacker. */
  readStatus(hacker: VerificationSubject): Promise<ProviderReview | null>;
  /** Checks the signature over the raw body and parses the event; refuses anything unsigned or altered. */
  verifyWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): WebhookVerification;
  /** Webhooks the provider sends itself when a token is issued (the sandbox's applicantCreated). */
  deliveriesAfterToken?(hacker: VerificationSubject): WebhookDelivery[];
}

/** The provider did not answer, or answered with an error: the caller sees 502 and nothing changed. */
export class VerificationProviderError extends AppError {
  constructor(readonly detail: string) {
    super('VERIFICATION_PROVIDER_ERROR');
    this.message = `VERIFICATION_PROVIDER_ERROR: ${detail}`;
  }
}
