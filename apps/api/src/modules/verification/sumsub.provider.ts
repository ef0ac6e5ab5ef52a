/**
 * Sumsub (docs.sumsub.com/reference/authentication): every request carries X-App-Token, X-App-Access-Ts
 * (seconds) and X-App-Access-Sig, the lowercase hex HMAC-SHA256 with the secret key over
 * ts + METHOD + path with query + body.
 */
import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { REJECT_TYPES, REVIEW_ANSWERS, statusFromReview, VERIFICATION_TOKEN_TTL_SECONDS } from '@bb/domain';
import type { SumsubConfig } from '../../config.ts';
import { verifySumsubWebhook } from './sumsub-webhook.ts';
import { VerificationProviderError, type ProviderReview, type VerificationProvider } from './verification.provider.ts';

const REQUEST_TIMEOUT_MS = 10_000;

export function sumsubRequestSignature(secretKey: string, ts: string, method: string, pathWithQuery: string, body = ''): string {
  return createHmac('sha256', secretKey)
    .update(ts + method.toUpperCase() + pathWithQuery + body)
    .digest('hex');
}

/** The fields of an answer we read; Sumsub's error answers carry description, code and errorName. */
const errorSchema = z.object({ description: z.string().optional(), errorName: z.string().optional(), code: z.number().optional() }).loose();
const accessTokenSchema = z.object({ token: z.string().min(1) });
const applicantSchema = z.object({
  id: z.string().min(1),
  review: z
    .object({
      reviewStatus: z.string(),
      reviewResult: z
        .object({
          reviewAnswer: z.enum(REVIEW_ANSWERS).nullish().catch(null),
          reviewRejectType: z.enum(REJECT_TYPES).nullish().catch(null),
          rejectLabels: z.array(z.string()).nullish().catch(null),
        })
        .nullish(),
    })
    .nullish(),
});

interface SumsubAnswer {
  status: number;
  json: unknown;
}

export function sumsubClient(config: Pick<SumsubConfig, 'baseUrl' | 'appToken' | 'secretKey'>, now: () => Date = () => new Date()) {
  return async function request(method: 'GET' | 'POST', path: string, body?: unknown): Promise<SumsubAnswer> {
    const url = new URL(config.baseUrl + path);
    const payload = body === undefined ? '' : JSON.stringify(body);
    const ts = Math.floor(now().getTime() / 1000).toString();
    try {
      const response = await fetch(url, {
        method,
        headers: {
          accept: 'application/json',
          ...(payload ? { 'content-type': 'application/json' } : {}),
          'x-app-token': config.appToken,
          'x-app-access-ts': ts,
          'x-app-access-sig': sumsubRequestSignature(config.secretKey, ts, method, url.pathname + url.search, payload),
        },
        ...(payload ? { body: payload } : {}),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      return { status: response.status, json: parseJson(await response.text()) };
    } catch (error) {
      throw new VerificationProviderError(`${method} ${url.pathname} failed: ${(error as Error).message}`);
    }
  };
}

/** Sumsub answers JSON; anything else (a proxy's HTML error page) reads as no body. */
function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

function refusal(what: string, answer: SumsubAnswer): VerificationProviderError {
  const error = errorSchema.safeParse(answer.json);
  const reason = error.success ? [error.data.errorName, error.data.description].filter(Boolean).join(': ') : '';
  return new VerificationProviderError(`${what} answered ${answer.status}${reason ? ` (${reason})` : ''}`);
}

function parsed<T>(what: string, schema: z.ZodType<T>, answer: SumsubAnswer): T {
  if (answer.status < 200 || answer.status >= 300) throw refusal(what, answer);
  const result = schema.safeParse(answer.json);
  if (!result.success) throw new VerificationProviderError(`${what} answered an unexpected body`);
  return result.data;
}

export function sumsubProvider(config: SumsubConfig, now: () => Date = () => new Date()): VerificationProvider {
  const request = sumsubClient(config, now);

  return {
    name: 'sumsub',

    // docs.sumsub.com/reference/generate-access-token: the applicant is created at the level when the WebSDK starts.
    async createAccessToken(hacker) {
      const ttlInSecs = VERIFICATION_TOKEN_TTL_SECONDS;
      const answer = await request('POST', '/resources/accessTokens/sdk', { userId: hacker.userId, levelName: config.levelName, ttlInSecs });
      const { token } = parsed('access token', accessTokenSchema, answer);
      return { token, provider: 'sumsub', expiresAt: new Date(now().getTime() + ttlInSecs * 1000) };
    },

    // docs.sumsub.com/reference/get-applicant-data-via-externaluserid: 404 while the hacker has no applicant.
    async readStatus(hacker): Promise<ProviderReview | null> {
      const answer = await request('GET', `/resources/applicants/-;externalUserId=${encodeURIComponent(hacker.userId)}/one`);
      if (answer.status === 404) return null;
      const applicant = parsed('applicant', applicantSchema, answer);
      const result = applicant.review?.reviewResult;
      const review = { reviewAnswer: result?.reviewAnswer ?? null, rejectType: result?.reviewRejectType ?? null, rejectLabels: result?.rejectLabels ?? [] };
      return { applicantId: applicant.id, status: statusFromReview({ reviewStatus: applicant.review?.reviewStatus ?? 'init', ...review }), ...review };
    },

    verifyWebhook: (rawBody, headers) => verifySumsubWebhook(config.webhookSecret, rawBody, headers),
  };
}
