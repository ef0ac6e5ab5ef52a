import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sumsubProvider, sumsubRequestSignature } from './sumsub.provider.ts';
import { startFakeSumsub, SUMSUB_TEST_KEYS, type FakeSumsub } from './sumsub.test-support.ts';
import { VerificationProviderError } from './verification.provider.ts';

let sumsub: FakeSumsub;
beforeAll(async () => {
  sumsub = await startFakeSumsub();
});
afterAll(() => sumsub.close());

const hacker = { userId: '6f1c2a4e-2b7d-4f57-9d0e-3c1a5b7d9e21', applicantId: null };
const provider = () => sumsubProvider({ ...SUMSUB_TEST_KEYS, baseUrl: sumsub.baseUrl });

describe('Sumsub request signature', () => {
  it('is the hex HMAC-SHA256 of ts + METHOD + path with query + body', () => {
    // Computed independently: printf '1607551635POST/resources/accessTokens/sdk{"a":1}' | openssl dgst -sha256 -hmac test-secret-key
    expect(sumsubRequestSignature('test-secret-key', '1607551635', 'post', '/resources/accessTokens/sdk', '{"a":1}')).toBe(
      '6ad5312f7d59cd88c6d56ec4ab190a3dd5e50826d63ffd283e023cae25055023',
    );
  });
});

describe('SumsubProvider against a loopback Sumsub', () => {
  it('creates a WebSDK access token with a request Sumsub accepts', async () => {
    const before = Date.now();
    const token = await provider().createAccessToken(hacker);
    expect(token).toMatchObject({ provider: 'sumsub', token: expect.stringMatching(/^_act-sbx-/) });
    expect(token.expiresAt.getTime()).toBeGreaterThanOrEqual(before + 1800 * 1000);
    const request = sumsub.requests.at(-1)!;
    expect(request).toMatchObject({ method: 'POST', path: '/resources/accessTokens/sdk', signed: true });
    expect(JSON.parse(request.body)).toEqual({ userId: hacker.userId, levelName: 'basic-kyc-level', ttlInSecs: 1800 });
  });

  it('is refused by Sumsub when signing with the wrong secret, and says so as a provider error', async () => {
    const wrong = sumsubProvider({ ...SUMSUB_TEST_KEYS, secretKey: 'not-the-secret', baseUrl: sumsub.baseUrl });
    const error = await wrong.createAccessToken(hacker).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(VerificationProviderError);
    expect(error).toMatchObject({ code: 'VERIFICATION_PROVIDER_ERROR', status: 502 });
    expect((error as VerificationProviderError).detail).toBe('access token answered 401 (app-token-invalid-signature: Request signature mismatch)');
    expect(sumsub.requests.at(-1)!.signed).toBe(false);
  });

  it('signs the path with its query and the exact body sent', async () => {
    await provider().readStatus(hacker);
    const request = sumsub.requests.at(-1)!;
    expect(request).toMatchObject({ method: 'GET', path: `/resources/applicants/-;externalUserId=${hacker.userId}/one`, body: '', signed: true });
  });

  it('reads the applicant by externalUserId and maps its review', async () => {
    const userId = '0b9d1f3e-5a7c-4e2b-8d6f-1a3c5e7b9d20';
    expect(await provider().readStatus({ userId, applicantId: null })).toBeNull();
    const cases = [
      [{ reviewStatus: 'init' }, 'init'],
      [{ reviewStatus: 'pending' }, 'pending'],
      [{ reviewStatus: 'completed', reviewResult: { reviewAnswer: 'GREEN' } }, 'approved'],
      [{ reviewStatus: 'completed', reviewResult: { reviewAnswer: 'RED', reviewRejectType: 'RETRY', rejectLabels: ['BAD_PROOF_OF_IDENTITY'] } }, 'retry'],
      [{ reviewStatus: 'completed', reviewResult: { reviewAnswer: 'RED', reviewRejectType: 'FINAL', rejectLabels: ['FORGERY'] } }, 'rejected'],
    ] as const;
    const statuses = [];
    for (const [review] of cases) {
      sumsub.applicants.set(userId, { id: '5cb56e8e0a975a35f333cb83', ...review });
      statuses.push(await provider().readStatus({ userId, applicantId: null }));
    }
    expect(statuses.map((s) => s?.status)).toEqual(cases.map(([, status]) => status));
    expect(statuses[3]).toEqual({
      applicantId: '5cb56e8e0a975a35f333cb83',
      status: 'retry',
      reviewAnswer: 'RED',
      rejectType: 'RETRY',
      rejectLabels: ['BAD_PROOF_OF_IDENTITY'],
    });
  });

  it('turns an unreachable Sumsub into a provider error', async () => {
    const closed = await startFakeSumsub();
    await closed.close();
    const unreachable = sumsubProvider({ ...SUMSUB_TEST_KEYS, baseUrl: closed.baseUrl });
    await expect(unreachable.createAccessToken(hacker)).rejects.toBeInstanceOf(VerificationProviderError);
  });
});
