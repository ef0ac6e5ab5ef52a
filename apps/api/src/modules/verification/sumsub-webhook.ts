/**
 * Sumsub's webhook format, shared by the Sumsub provider and the sandbox (which sends the same shape).
 * Authenticity: X-Payload-Digest is the hex HMAC of the raw body with the webhook's secret key, the
 * algorithm named by X-Payload-Digest-Alg (docs.sumsub.com/docs/webhook-manager, "Verify webhook sender").
 * Order: createdAtMs, "yyyy-MM-dd HH:mm:ss.SSS" in UTC (docs.sumsub.com/docs/user-verification-webhooks).
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { z } from 'zod';
import { REJECT_TYPES, REVIEW_ANSWERS, type VerificationEventType } from '@bb/domain';
import type { ReviewFields, VerificationEvent, WebhookDelivery, WebhookVerification } from './verification.provider.ts';

export const DIGEST_HEADER = 'x-payload-digest';
export const DIGEST_ALGORITHM_HEADER = 'x-payload-digest-alg';

const DIGEST_ALGORITHMS = { HMAC_SHA1_HEX: 'sha1', HMAC_SHA256_HEX: 'sha256', HMAC_SHA512_HEX: 'sha512' } as const;
export type DigestAlgorithm = keyof typeof DIGEST_ALGORITHMS;

export function payloadDigest(secret: string, rawBody: Buffer, algorithm: DigestAlgorithm = 'HMAC_SHA256_HEX'): string {
  return createHmac(DIGEST_ALGORITHMS[algorithm], secret).update(rawBody).digest('hex');
}

const isDigestAlgorithm = (value: string): value is DigestAlgorithm => Object.hasOwn(DIGEST_ALGORITHMS, value);

function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return typeof value === 'string' ? value : undefined;
}

function digestsMatch(expectedHex: string, receivedHex: string): boolean {
  const expected = Buffer.from(expectedHex, 'hex');
  const received = Buffer.from(receivedHex.trim().toLowerCase(), 'hex');
  return expected.length === received.length && timingSafeEqual(expected, received);
}

const optionalEnum = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values).nullish().catch(null);

const webhookPayloadSchema = z.object({
  type: z.string().min(1).max(100),
  applicantId: z.string().min(1).max(100),
  externalUserId: z.string().max(200).nullish(),
  createdAtMs: z.union([z.string(), z.number()]),
  reviewResult: z
    .object({
      reviewAnswer: optionalEnum(REVIEW_ANSWERS),
      reviewRejectType: optionalEnum(REJECT_TYPES),
      rejectLabels: z.array(z.string()).nullish().catch(null),
    })
    .nullish(),
});

const SUMSUB_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,3})?$/;

/** Sumsub's UTC "2020-02-21 13:23:19.321"; epoch milliseconds and ISO 8601 are accepted too. */
export function parseEventTime(value: string | number): Date | null {
  const time = typeof value === 'number' ? value : SUMSUB_TIME.test(value) ? Date.parse(`${value.replace(' ', 'T')}Z`) : Date.parse(value);
  return Number.isFinite(time) ? new Date(time) : null;
}

export function formatEventTime(date: Date): string {
  return date.toISOString().replace('T', ' ').replace('Z', '');
}

function parseEvent(rawBody: Buffer): Omit<VerificationEvent, 'digest'> | null {
  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString('utf8'));
  } catch {
    return null;
  }
  const parsed = webhookPayloadSchema.safeParse(json);
  const createdAt = parsed.success ? parseEventTime(parsed.data.createdAtMs) : null;
  if (!parsed.success || !createdAt) return null;
  const { type, applicantId, externalUserId, reviewResult } = parsed.data;
  return {
    type,
    applicantId,
    externalUserId: externalUserId ?? null,
    createdAt,
    reviewAnswer: reviewResult?.reviewAnswer ?? null,
    rejectType: reviewResult?.reviewRejectType ?? null,
    rejectLabels: reviewResult?.rejectLabels ?? [],
  };
}

/** Signature first, then the payload: nothing of an unsigned body is read. */
export function verifySumsubWebhook(secret: string, rawBody: Buffer, headers: IncomingHttpHeaders): WebhookVerification {
  const digest = header(headers, DIGEST_HEADER);
  const algorithm = header(headers, DIGEST_ALGORITHM_HEADER);
  if (!digest || !algorithm) return { ok: false, reason: 'missing_signature' };
  if (!isDigestAlgorithm(algorithm)) return { ok: false, reason: 'unknown_algorithm' };
  if (!digestsMatch(payloadDigest(secret, rawBody, algorithm), digest)) return { ok: false, reason: 'bad_signature' };
  const event = parseEvent(rawBody);
  if (!event) return { ok: false, reason: 'malformed' };
  return { ok: true, event: { ...event, digest: createHash('sha256').update(rawBody).digest('hex') } };
}

export interface WebhookPayload extends ReviewFields {
  type: VerificationEventType;
  applicantId: string;
  externalUserId: string;
  levelName: string;
  createdAt: Date;
}

const REVIEW_STATUS_OF = {
  applicantCreated: 'init',
  applicantPending: 'pending',
  applicantOnHold: 'onHold',
  applicantReviewed: 'completed',
  applicantReset: 'init',
} as const satisfies Record<VerificationEventType, string>;

/** The body Sumsub sends for an applicant event, signed the way Sumsub signs it. */
export function signedSumsubWebhook(secret: string, payload: WebhookPayload, algorithm: DigestAlgorithm = 'HMAC_SHA256_HEX'): WebhookDelivery {
  const reviewResult = payload.reviewAnswer
    ? {
        reviewAnswer: payload.reviewAnswer,
        ...(payload.reviewAnswer === 'RED' ? { rejectLabels: payload.rejectLabels, reviewRejectType: payload.rejectType } : {}),
      }
    : undefined;
  const body = {
    applicantId: payload.applicantId,
    inspectionId: payload.applicantId.split('').reverse().join(''),
    applicantType: 'individual',
    correlationId: `req-${createHash('sha256').update(`${payload.applicantId}${payload.type}${payload.createdAt.getTime()}`).digest('hex').slice(0, 32)}`,
    levelName: payload.levelName,
    externalUserId: payload.externalUserId,
    type: payload.type,
    ...(reviewResult ? { reviewResult } : {}),
    reviewStatus: REVIEW_STATUS_OF[payload.type],
    createdAtMs: formatEventTime(payload.createdAt),
  };
  const rawBody = Buffer.from(JSON.stringify(body));
  return {
    rawBody,
    headers: { 'content-type': 'application/json', [DIGEST_HEADER]: payloadDigest(secret, rawBody, algorithm), [DIGEST_ALGORITHM_HEADER]: algorithm },
  };
}
