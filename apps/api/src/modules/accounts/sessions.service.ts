import { ACCOUNT_TIMINGS, requiresTwoFactor } from '@bb/domain';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import { expiringCache } from '../../lib/expiring-cache.ts';
import { buildActor, type Actor } from '../../plugins/actor.ts';
import type { Executor } from '../../db/client.ts';
import type { CacheBus } from '../../lib/cache-bus.ts';
import { sessionsRepository, type SessionsRepository } from './sessions.repository.ts';

const HOUR = 3600_000;
/** Sliding sessions are extended at most this often, so reads do not write on every request. */
const TOUCH_INTERVAL_MS = 5 * 60_000;
/**
 * Resolved sessions are kept this long in memory. Every change that affects an actor
 * (logout, block, role, two-factor) evicts the user's entries here; other instances see it
 * within this delay.
 */
const CACHE_TTL_MS = 5_000;

/** Kept as promises so concurrent requests of one session wait for one load instead of each querying. */
type CachedSession = Promise<Actor | null>;

export function expiryFor(rememberMe: boolean, from = Date.now()): Date {
  return new Date(from + (rememberMe ? ACCOUNT_TIMINGS.rememberMeDays * 24 * HOUR : ACCOUNT_TIMINGS.idleSessionHours * HOUR));
}

/**
 * Sessions and the short-lived cache of resolved actors. With `bus`, an eviction here is announced to the other
 * instances and theirs evict here: a logout, a block or a role change takes effect everywhere at once.
 */
export function sessionsService(repository: SessionsRepository, bus?: CacheBus) {
  /** Cached sessions by user, so evicting a user does not scan the whole cache. */
  const sessionsOfUser = new Map<string, Set<string>>();
  const userOfSession = new Map<string, string>();
  const forget = (sessionId: string) => {
    const userId = userOfSession.get(sessionId);
    if (!userId) return;
    userOfSession.delete(sessionId);
    const set = sessionsOfUser.get(userId);
    set?.delete(sessionId);
    if (set?.size === 0) sessionsOfUser.delete(userId);
  };
  const remember = (sessionId: string, userId: string) => {
    userOfSession.set(sessionId, userId);
    (sessionsOfUser.get(userId) ?? sessionsOfUser.set(userId, new Set()).get(userId)!).add(sessionId);
  };
  const cache = expiringCache<string, CachedSession>({ max: 50_000, ttl: CACHE_TTL_MS, dispose: (_value, sessionId) => forget(sessionId) });
  /** Presented users by id (GET /api/users/me is the hottest read), under the same eviction rules as actors. */
  const users = expiringCache<string, Promise<object>>({ max: 50_000, ttl: CACHE_TTL_MS });

  /** Other caches of actors (API tokens'), told of every eviction of a user here. */
  const userEvictionListeners: ((userId: string) => void)[] = [];
  function evictLocally(userId: string) {
    for (const listener of userEvictionListeners) listener(userId);
    users.delete(userId);
    for (const sessionId of [...(sessionsOfUser.get(userId) ?? [])]) cache.delete(sessionId);
  }
  bus?.subscribe('user', evictLocally);
  bus?.subscribe('session', (sessionId) => cache.delete(sessionId));

  async function load(sessionId: string): Promise<Actor | null> {
    const row = await repository.findActive(sessionId);
    if (!row || row.isBlocked || !row.usable) return null;
    if (!row.rememberMe && Date.now() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
      await repository.touch(sessionId, expiryFor(false));
    }
    return buildActor({
      userId: row.userId,
      userType: row.userType,
      sessionId,
      companyRoles: row.companyRoles,
      otpEnrollmentRequired: requiresTwoFactor(row.userType) && !row.otpEnabled,
    });
  }

  return {
    /** Creates a session and returns the cookie value (only its hash is stored); with `executor`, inside the caller's transaction. */
    async create(
      userId: string,
      rememberMe: boolean,
      meta: { ip?: string; userAgent?: string },
      executor?: Executor,
    ): Promise<{ token: string; expiresAt: Date }> {
      const token = randomToken(32);
      const expiresAt = expiryFor(rememberMe);
      await (executor ? sessionsRepository(executor) : repository).insert({
        id: sha256(token),
        userId,
        rememberMe,
        expiresAt,
        ip: meta.ip,
        userAgent: meta.userAgent?.slice(0, 300),
      });
      return { token, expiresAt };
    },

    resolve(token: string): Promise<Actor | null> {
      const sessionId = sha256(token);
      const hit = cache.get(sessionId);
      if (hit) return hit;
      const pending = load(sessionId).then((actor) => {
        if (actor) remember(sessionId, actor.userId);
        return actor;
      });
      pending.catch(() => cache.delete(sessionId));
      cache.set(sessionId, pending);
      return pending;
    },

    /** Ends the session a cookie value names, if any (signing in again replaces the previous session). */
    async destroyByToken(token: string) {
      await this.destroy(sha256(token));
    },

    async destroy(sessionId: string) {
      cache.delete(sessionId);
      await repository.delete(sessionId);
      bus?.publish('session', sessionId);
    },

    /**
     * Ends every session of a user (password reset, email change, block), optionally keeping one;
     * with `executor`, inside the caller's transaction.
     */
    async destroyAllForUser(userId: string, options: { except?: string; executor?: Executor } = {}) {
      this.evictUser(userId);
      await (options.executor ? sessionsRepository(options.executor) : repository).deleteAllForUser(userId, options.except);
    },

    /** The user's presented record from the cache, loading it on a miss. */
    cachedUser<T extends object>(userId: string, load: () => Promise<T>): Promise<T> {
      const hit = users.get(userId);
      if (hit) return hit as Promise<T>;
      const pending = load();
      pending.catch(() => users.delete(userId));
      users.set(userId, pending);
      return pending;
    },

    /** Calls `listener` whenever a user's cached actors are forgotten here (on this instance's change or another's). */
    onUserEvicted(listener: (userId: string) => void) {
      userEvictionListeners.push(listener);
    },

    /** Forgets cached actors and the cached record of a user whose data, permissions or state changed, on every instance. */
    evictUser(userId: string) {
      evictLocally(userId);
      bus?.publish('user', userId);
    },
  };
}
export type SessionsService = ReturnType<typeof sessionsService>;
