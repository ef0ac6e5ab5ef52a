import { LRUCache } from 'lru-cache';
import { ACCOUNT_TIMINGS, requiresTwoFactor } from '@bb/domain';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import type { Actor } from '../../plugins/types.ts';
import type { SessionsRepository } from './sessions.repository.ts';

const HOUR = 3600_000;
/** Sliding sessions are extended at most this often, so reads do not write on every request. */
const TOUCH_INTERVAL_MS = 5 * 60_000;
/**
 * Resolved sessions are kept this long in memory. Every change that affects an actor
 * (logout, block, role, two-factor) evicts the user's entries here; other instances see it
 * within this delay.
 */
const CACHE_TTL_MS = 5_000;

interface CachedSession {
  actor: Actor | null;
  expiresAt: number;
}

export function expiryFor(rememberMe: boolean, from = Date.now()): Date {
  return new Date(from + (rememberMe ? ACCOUNT_TIMINGS.rememberMeDays * 24 * HOUR : ACCOUNT_TIMINGS.idleSessionHours * HOUR));
}

export function sessionsService(repository: SessionsRepository) {
  const cache = new LRUCache<string, CachedSession>({ max: 50_000, ttl: CACHE_TTL_MS });

  async function load(sessionId: string): Promise<Actor | null> {
    const row = await repository.findActive(sessionId);
    if (!row || row.isBlocked || !row.usable) return null;
    if (!row.rememberMe && Date.now() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
      await repository.touch(sessionId, expiryFor(false));
    }
    return {
      userId: row.userId,
      userType: row.userType,
      sessionId,
      companyRoles: row.companyRoles,
      otpEnrollmentRequired: requiresTwoFactor(row.userType) && !row.otpEnabled,
    };
  }

  return {
    /** Creates a session and returns the cookie value (only its hash is stored). */
    async create(userId: string, rememberMe: boolean, meta: { ip?: string; userAgent?: string }): Promise<{ token: string; expiresAt: Date }> {
      const token = randomToken(32);
      const expiresAt = expiryFor(rememberMe);
      await repository.insert({ id: sha256(token), userId, rememberMe, expiresAt, ip: meta.ip, userAgent: meta.userAgent?.slice(0, 300) });
      return { token, expiresAt };
    },

    async resolve(token: string): Promise<Actor | null> {
      const sessionId = sha256(token);
      const hit = cache.get(sessionId);
      if (hit) return hit.actor;
      const actor = await load(sessionId);
      cache.set(sessionId, { actor, expiresAt: Date.now() + CACHE_TTL_MS });
      return actor;
    },

    async destroy(sessionId: string) {
      cache.delete(sessionId);
      await repository.delete(sessionId);
    },

    /** Ends every session of a user (password reset, email change, block), optionally keeping one. */
    async destroyAllForUser(userId: string, exceptSessionId?: string) {
      this.evictUser(userId);
      await repository.deleteAllForUser(userId, exceptSessionId);
    },

    /** Forgets cached actors of a user whose permissions or state changed. */
    evictUser(userId: string) {
      for (const [key, value] of cache.entries()) if (value.actor?.userId === userId) cache.delete(key);
    },
  };
}
export type SessionsService = ReturnType<typeof sessionsService>;
