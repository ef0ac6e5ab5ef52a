import type { FastifyRequest } from 'fastify';

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/**
 * The API token of a call made with `Authorization: Bearer <token>`, or null. Such a call is judged by its token alone:
 * its cookies are ignored, so it needs no CSRF token (a page of another site cannot set the header without CORS,
 * which the API does not grant).
 */
export function bearerTokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  return typeof header === 'string' ? (BEARER.exec(header)?.[1] ?? null) : null;
}
