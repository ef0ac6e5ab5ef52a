import { API_TOKEN_RULES } from '@bb/domain';
import type { Database } from '../../../db/client.ts';
import type { CacheBus } from '../../../lib/cache-bus.ts';
import { sha256 } from '../../../lib/crypto.ts';
import { expiringCache } from '../../../lib/expiring-cache.ts';
import { buildActor, type Actor } from '../../../plugins/actor.ts';
import { actingUser, type SessionsService } from '../../accounts/index.ts';
import { apiTokensRepository } from './tokens.repository.ts';

/** Resolved tokens are kept this long; a revocation, a block or a role change evicts them on every instance at once. */
const CACHE_TTL_MS = 5_000;
/** A token's last use is written at most this often. */
const TOUCH_INTERVAL_MS = 60_000;
const BUS_KIND = 'api-token';

/**
 * The actor of a call made with `Authorization: Bearer bbt_…`: the token's user, with the permissions of the user and
 * the token's scopes together (buildActor). Cached briefly, like sessions; whatever evicts a user's sessions evicts
 * their tokens too (sessions.onUserEvicted), and a revocation reaches the other instances over the cache bus.
 */
export function apiTokenResolver(deps: { db: Database; sessions: SessionsService; bus: CacheBus }) {
  const repository = apiTokensRepository(deps.db);
  const cache = expiringCache<string, Promise<Actor | null>>({ max: 20_000, ttl: CACHE_TTL_MS });
  /** Cached token hashes by user and by token id, so an eviction does not scan the cache. */
  const hashesOfUser = new Map<string, Set<string>>();
  const hashOfToken = new Map<string, string>();

  const forgetUser = (userId: string) => {
    for (const hash of hashesOfUser.get(userId) ?? []) cache.delete(hash);
    hashesOfUser.delete(userId);
  };
  const forgetToken = (tokenId: string) => {
    const hash = hashOfToken.get(tokenId);
    if (hash) cache.delete(hash);
    hashOfToken.delete(tokenId);
  };
  deps.sessions.onUserEvicted(forgetUser);
  deps.bus.subscribe(BUS_KIND, forgetToken);

  async function load(hash: string, ip: string | null): Promise<Actor | null> {
    const token = await repository.findUsable(hash);
    const user = token && (await actingUser(deps.db, token.userId));
    if (!token || !user) return null;
    const since = new Date(Date.now() - TOUCH_INTERVAL_MS);
    if (!token.lastUsedAt || token.lastUsedAt < since) await repository.touch(token.id, ip, since);
    const hashes = hashesOfUser.get(user.userId) ?? new Set<string>();
    hashesOfUser.set(user.userId, hashes.add(hash));
    hashOfToken.set(token.id, hash);
    return buildActor({ ...user, sessionId: null, token: { id: token.id, scopes: token.scopes } });
  }

  return {
    /** The token's actor, or null when it is unknown, expired, revoked, or its user may not act now. */
    resolve(token: string, ip: string | null): Promise<Actor | null> {
      if (!token.startsWith(API_TOKEN_RULES.prefix)) return Promise.resolve(null);
      const hash = sha256(token);
      const hit = cache.get(hash);
      if (hit) return hit;
      const pending = load(hash, ip);
      pending.catch(() => cache.delete(hash));
      cache.set(hash, pending);
      return pending;
    },

    /** Forgets a revoked token here and on every other instance. */
    evict(tokenId: string) {
      forgetToken(tokenId);
      deps.bus.publish(BUS_KIND, tokenId);
    },
  };
}
export type ApiTokenResolver = ReturnType<typeof apiTokenResolver>;
