import type { FastifyInstance, FastifyRequest, FastifyReply, RouteOptions } from 'fastify';
import { WRITE_LIMIT_NAMES, type WriteLimitName } from '@bb/domain';
import { sendError } from '../../plugins/error-handler.ts';
import { appendPreHandler } from '../../plugins/route-hooks.ts';
import type { AllowanceFor } from './write-allowances.ts';
import type { WriteLimitStore } from './write-limit.store.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A declaration that cannot work is a programming error: the app refuses to start with it. */
function checkDeclaration(route: RouteOptions, name: WriteLimitName) {
  const where = `Route ${String(route.method)} ${route.url}`;
  if (!WRITE_LIMIT_NAMES.includes(name)) throw new Error(`${where} declares an unknown write limit ${name}`);
  if (route.config?.auth === 'public') throw new Error(`${where} limits writes per user but lets anonymous callers in`);
  if ([route.method].flat().some((method) => SAFE_METHODS.has(method))) throw new Error(`${where} declares a write limit on a safe method`);
}

/** The key of a limit's counter for one user. */
export const writeLimitKey = (name: WriteLimitName, userId: string) => `${name}:${userId}`;

/**
 * The per-user limits routes declare (`config.writeLimit`), checked by a preHandler of those routes once per request
 * after the caller is known and the body is valid (an invalid request costs nothing), before the handler: over the
 * limit, 429 TOO_MANY_REQUESTS with Retry-After (seconds) and nothing done. Without a store (WRITE_LIMITS=off)
 * declarations are still checked.
 */
export function registerWriteLimits(app: FastifyInstance, deps: { store: WriteLimitStore | null; allowanceFor: AllowanceFor }) {
  const limitWrites = (name: WriteLimitName, limits: WriteLimitStore) => async (request: FastifyRequest, reply: FastifyReply) => {
    const actor = request.actor;
    if (!actor) return;
    const verdict = await limits.hit(writeLimitKey(name, actor.userId), await deps.allowanceFor(actor, name));
    if (verdict.allowed) return;
    reply.header('retry-after', String(verdict.retryAfterSeconds));
    return sendError(reply, 'TOO_MANY_REQUESTS');
  };
  app.addHook('onRoute', (route) => {
    const name = route.config?.writeLimit;
    if (!name) return;
    checkDeclaration(route, name);
    if (deps.store) appendPreHandler(route, limitWrites(name, deps.store));
  });
}
