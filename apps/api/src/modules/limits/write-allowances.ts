import { eq } from 'drizzle-orm';
import { isTrustedWriter, writeAllowance, type WriteLimitName } from '@bb/domain';
import type { Database } from '../../db/client.ts';
import { expiringCache } from '../../lib/expiring-cache.ts';
import { users } from '../../db/schema/index.ts';
import type { Actor } from '../../plugins/types.ts';
import type { SettingsReader } from '../settings/index.ts';
import type { WriteAllowance } from './write-limit.store.ts';

/**
 * A hacker's accepted reports change a few times a year; reading them once per 10 minutes and process keeps a
 * limited write at one statement (the hit), and a hacker who just earned the good record gets it within that time.
 */
const RECORD_CACHE_MS = 10 * 60_000;

/** The allowance of a caller for a limit: the platform settings' rule, times the multiplier for trusted writers. */
export function writeAllowances(deps: { db: Database; settings: SettingsReader }) {
  const acceptedReports = expiringCache<string, Promise<number>>({ max: 50_000, ttl: RECORD_CACHE_MS });

  function acceptedReportsOf(userId: string): Promise<number> {
    const hit = acceptedReports.get(userId);
    if (hit) return hit;
    const pending = deps.db
      .select({ accepted: users.reportsAccepted })
      .from(users)
      .where(eq(users.id, userId))
      .then(([row]) => row?.accepted ?? 0);
    pending.catch(() => acceptedReports.delete(userId));
    acceptedReports.set(userId, pending);
    return pending;
  }

  async function isTrusted(actor: Actor): Promise<boolean> {
    const accepted = actor.userType === 'hacker' ? await acceptedReportsOf(actor.userId) : 0;
    return isTrustedWriter({ userType: actor.userType, acceptedReports: accepted }, await deps.settings.get('TRUSTED_HACKER_MIN_ACCEPTED_REPORTS'));
  }

  return async function allowanceFor(actor: Actor, name: WriteLimitName): Promise<WriteAllowance> {
    const [limits, multiplier, trusted] = await Promise.all([
      deps.settings.get('WRITE_LIMITS'),
      deps.settings.get('TRUSTED_WRITE_LIMIT_MULTIPLIER'),
      isTrusted(actor),
    ]);
    return writeAllowance(limits[name], trusted, multiplier);
  };
}
export type AllowanceFor = ReturnType<typeof writeAllowances>;
