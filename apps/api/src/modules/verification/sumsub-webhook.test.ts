import { describe, expect, it } from 'vitest';
import { parseEventTime, payloadDigest, signedSumsubWebhook, verifySumsubWebhook, type WebhookPayload } from './sumsub-webhook.ts';

const SECRET = 'webhook-secret';
const PAYLOAD: WebhookPayload = {
  type: 'applicantReviewed',
  applicantId: '5cb56e8e0a975a35f333cb83',
  externalUserId: 'user-1',
  levelName: 'basic-kyc-level',
  createdAt: new Date('2026-02-21T13:23:19.321Z'),
  reviewAnswer: 'RED',
  rejectType: 'RETRY',
  rejectLabels: ['UNSATISFACTORY_PHOTOS'],
};

describe('Sumsub webhook digest', () => {
  it('is the hex HMAC of the raw body with the named algorithm', () => {
    const body = Buffer.from('{"type":"applicantReviewed"}');
    // printf '{"type":"applicantReviewed"}' | openssl dgst -sha1 -hmac s
    expect(payloadDigest('s', body, 'HMAC_SHA1_HEX')).toBe('ac78045a28a0ee4b83029d78886f62170ea304a4');
    expect(payloadDigest('s', body, 'HMAC_SHA512_HEX')).toMatch(/^952d3db559b78d2daa4c8a8[0-9a-f]{105}$/);
  });

  it('sends the shape Sumsub sends', () => {
    const delivery = signedSumsubWebhook(SECRET, PAYLOAD);
    expect(JSON.parse(delivery.rawBody.toString())).toMatchObject({
      applicantId: PAYLOAD.applicantId,
      externalUserId: 'user-1',
      type: 'applicantReviewed',
      levelName: 'basic-kyc-level',
      reviewStatus: 'completed',
      reviewResult: { reviewAnswer: 'RED', reviewRejectType: 'RETRY', rejectLabels: ['UNSATISFACTORY_PHOTOS'] },
      createdAtMs: '2026-02-21 13:23:19.321',
      applicantType: 'individual',
      inspectionId: expect.any(String),
      correlationId: expect.stringMatching(/^req-/),
    });
    expect(delivery.headers['x-payload-digest-alg']).toBe('HMAC_SHA256_HEX');
  });
});

describe('verifySumsubWebhook', () => {
  it('accepts a genuine delivery with any documented algorithm and parses the event', () => {
    for (const algorithm of ['HMAC_SHA1_HEX', 'HMAC_SHA256_HEX', 'HMAC_SHA512_HEX'] as const) {
      const delivery = signedSumsubWebhook(SECRET, PAYLOAD, algorithm);
      const result = verifySumsubWebhook(SECRET, delivery.rawBody, delivery.headers);
      expect(result).toEqual({
        ok: true,
        event: {
          type: 'applicantReviewed',
          applicantId: PAYLOAD.applicantId,
          externalUserId: 'user-1',
          createdAt: PAYLOAD.createdAt,
          reviewAnswer: 'RED',
          rejectType: 'RETRY',
          rejectLabels: ['UNSATISFACTORY_PHOTOS'],
          digest: expect.stringMatching(/^[0-9a-f]{64}$/),
        },
      });
    }
  });

  it('refuses a changed body, a changed digest, another secret, an unknown algorithm and missing headers', () => {
    const delivery = signedSumsubWebhook(SECRET, PAYLOAD);
    const tamperedBody = Buffer.from(delivery.rawBody.toString().replace('"RED"', '"GREEN"'));
    const digest = delivery.headers['x-payload-digest']!;
    const flipped = (digest[0] === 'a' ? 'b' : 'a') + digest.slice(1);
    const verify = (body: Buffer, headers: Record<string, string>, secret = SECRET) => verifySumsubWebhook(secret, body, headers);
    expect(
      [
        verify(tamperedBody, delivery.headers),
        verify(delivery.rawBody, { ...delivery.headers, 'x-payload-digest': flipped }),
        verify(delivery.rawBody, { ...delivery.headers, 'x-payload-digest': digest.slice(0, 40) }),
        verify(delivery.rawBody, delivery.headers, 'another-secret'),
        verify(delivery.rawBody, { ...delivery.headers, 'x-payload-digest-alg': 'HMAC_MD5_HEX' }),
        verify(delivery.rawBody, { 'x-payload-digest-alg': 'HMAC_SHA256_HEX' }),
        verify(delivery.rawBody, { 'x-payload-digest': digest }),
      ].map((r) => (r.ok ? 'ok' : r.reason)),
    ).toEqual(['bad_signature', 'bad_signature', 'bad_signature', 'bad_signature', 'unknown_algorithm', 'missing_signature', 'missing_signature']);
  });

  it('refuses a genuinely signed body it cannot read', () => {
    for (const text of ['not json', '{"type":"applicantReviewed"}', JSON.stringify({ type: 'applicantPending', applicantId: 'a', createdAtMs: 'yesterday' })]) {
      const body = Buffer.from(text);
      const result = verifySumsubWebhook(SECRET, body, { 'x-payload-digest': payloadDigest(SECRET, body), 'x-payload-digest-alg': 'HMAC_SHA256_HEX' });
      expect(result).toEqual({ ok: false, reason: 'malformed' });
    }
  });
});

describe('parseEventTime', () => {
  it("reads Sumsub's UTC format, ISO 8601 and epoch milliseconds", () => {
    expect(
      [parseEventTime('2020-02-21 13:23:19.321'), parseEventTime('2020-02-21T13:23:19.321Z'), parseEventTime(1582291399321)].map((d) => d?.getTime()),
    ).toEqual([1582291399321, 1582291399321, 1582291399321]);
    expect(parseEventTime('soon')).toBeNull();
  });
});
