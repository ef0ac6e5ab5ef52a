import { expect } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { TokenScopes } from '@bb/domain';
import type { TestClient } from '../../../test/test-client.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Creates an API token as the signed-in client; answers the token itself. */
export async function createToken(client: TestClient, scopes: TokenScopes, extra: Record<string, unknown> = {}): Promise<string> {
  const response = await client.post('/api/integrations/tokens', { name: 'CI', scopes, expiresInDays: 30, ...extra });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { token: string }).token;
}

/** A script's client: the token in `Authorization`, no cookie, no CSRF header. */
export function bearerClient(app: FastifyInstance, token: string) {
  const request = (method: Method, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> =>
    app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'en', ...headers },
      ...(body !== undefined ? { payload: body as object } : {}),
    });
  return {
    request,
    get: (url: string) => request('GET', url),
    post: (url: string, body: unknown = {}) => request('POST', url, body),
  };
}
