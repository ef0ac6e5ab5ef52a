import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CONTACT_REQUEST_LIMITS, type ContactRequestInput } from '@bb/domain';
import { sendError } from '../../plugins/error-handler.ts';

const MINUTE_MS = 60_000;

/**
 * The public form's limits (CONTACT_REQUEST_LIMITS): per client address and per requester's email, counted by the
 * same @fastify/rate-limit store as the anonymous account routes (`request.ip`, so TRUST_PROXY decides which address
 * counts). A preHandler: an invalid body is answered 422 first and costs nothing; every valid attempt counts, and past
 * either limit the answer is 429 TOO_MANY_REQUESTS with Retry-After, before anything is stored. The counts live in
 * the limits' shared store (PostgreSQL or Redis), like the account routes' limits: every instance counts them once.
 */
export function contactRequestLimiter(app: FastifyInstance) {
  const limiter = (limit: { max: number; windowMinutes: number }, key: (request: FastifyRequest) => string) =>
    app.createRateLimit({ max: limit.max, timeWindow: limit.windowMinutes * MINUTE_MS, keyGenerator: key });
  const byAddress = limiter(CONTACT_REQUEST_LIMITS.perAddress, (request) => `contact-ip:${request.ip}`);
  const byEmail = limiter(CONTACT_REQUEST_LIMITS.perEmail, (request) => `contact-email:${(request.body as ContactRequestInput).email}`);

  return async function limitContactRequests(request: FastifyRequest, reply: FastifyReply) {
    const results = await Promise.all([byAddress(request), byEmail(request)]);
    const exceeded = results.flatMap((result) => (!result.isAllowed && result.isExceeded ? [result.ttlInSeconds] : []));
    if (exceeded.length === 0) return;
    reply.header('retry-after', String(Math.max(1, ...exceeded)));
    return sendError(reply, 'TOO_MANY_REQUESTS');
  };
}
