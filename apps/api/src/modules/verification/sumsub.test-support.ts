import { createHmac, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const SUMSUB_TEST_KEYS = {
  appToken: 'sbx:test-app-token',
  secretKey: 'test-secret-key',
  webhookSecret: 'test-webhook-secret',
  levelName: 'basic-kyc-level',
};

export interface FakeApplicant {
  id: string;
  reviewStatus: string;
  reviewResult?: { reviewAnswer: 'GREEN' | 'RED'; reviewRejectType?: 'RETRY' | 'FINAL'; rejectLabels?: readonly string[] };
}

export interface FakeSumsub {
  baseUrl: string;
  /** Every request, as received, with whether its signature held. */
  requests: { method: string; path: string; body: string; signed: boolean }[];
  /** Applicants by externalUserId. */
  applicants: Map<string, FakeApplicant>;
  close(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/** Checks the request the way docs.sumsub.com/reference/authentication describes it, recomputing the signature. */
function signatureHolds(request: IncomingMessage, body: string, keys: typeof SUMSUB_TEST_KEYS): boolean {
  const ts = request.headers['x-app-access-ts'];
  const sig = request.headers['x-app-access-sig'];
  if (request.headers['x-app-token'] !== keys.appToken || typeof ts !== 'string' || typeof sig !== 'string') return false;
  if (!/^\d+$/.test(ts) || Math.abs(Date.now() / 1000 - Number(ts)) > 60) return false;
  const expected = createHmac('sha256', keys.secretKey).update(`${ts}${request.method}${request.url}${body}`).digest('hex');
  return sig === expected;
}

function answer(response: ServerResponse, status: number, json: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
}

const sumsubError = (code: number, errorName: string, description: string) => ({ description, code, correlationId: `req-${randomUUID()}`, errorName });

/** A stand-in for api.sumsub.com on 127.0.0.1 that answers like Sumsub and refuses badly signed requests. */
export async function startFakeSumsub(keys = SUMSUB_TEST_KEYS): Promise<FakeSumsub> {
  const requests: FakeSumsub['requests'] = [];
  const applicants = new Map<string, FakeApplicant>();

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const body = await readBody(request);
    const path = request.url ?? '';
    const signed = signatureHolds(request, body, keys);
    requests.push({ method: request.method ?? '', path, body, signed });
    if (!signed) return answer(response, 401, sumsubError(401, 'app-token-invalid-signature', 'Request signature mismatch'));

    if (request.method === 'POST' && path === '/resources/accessTokens/sdk') {
      const { userId, levelName } = JSON.parse(body) as { userId?: string; levelName?: string };
      if (!userId || levelName !== keys.levelName) return answer(response, 400, sumsubError(400, 'invalid-parameters', 'Level not found'));
      return answer(response, 200, { token: `_act-sbx-${randomUUID()}`, userId });
    }
    const byExternalUserId = /^\/resources\/applicants\/-;externalUserId=([^/]+)\/one$/.exec(path);
    if (request.method === 'GET' && byExternalUserId) {
      const applicant = applicants.get(decodeURIComponent(byExternalUserId[1]!));
      if (!applicant) return answer(response, 404, sumsubError(404, 'not-found', 'Applicant not found'));
      return answer(response, 200, {
        id: applicant.id,
        createdAt: '2026-01-01 10:00:00',
        externalUserId: decodeURIComponent(byExternalUserId[1]!),
        type: 'individual',
        review: {
          reviewId: 'rev',
          levelName: keys.levelName,
          reviewStatus: applicant.reviewStatus,
          ...(applicant.reviewResult ? { reviewResult: applicant.reviewResult } : {}),
        },
      });
    }
    return answer(response, 404, sumsubError(404, 'not-found', 'Not found'));
  }

  const server: Server = createServer((request, response) => {
    handle(request, response).catch(() => answer(response, 500, sumsubError(500, 'internal', 'boom')));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    applicants,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
