import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { deriveKeyRing, seal, unsealWithRing, type KeyRing } from '../../lib/crypto.ts';
import { accountsRepository } from './accounts.repository.ts';

/** The keys two-factor secrets are sealed with: SESSION_SECRET's, and SESSION_SECRET_PREVIOUS's to open older ones. */
export const twoFactorKeys = (config: Pick<AppConfig, 'sessionSecret' | 'previousSessionSecrets'>): KeyRing =>
  deriveKeyRing(config.sessionSecret, config.previousSessionSecrets, 'otp-secrets');

export interface ResealOutcome {
  /** Users whose secrets were sealed under a previous secret and now are under the current one. */
  resealed: number;
  /** Users whose secrets already were under the current secret. */
  current: number;
  /** Users whose secrets open with none of the configured secrets: only reset-two-factor helps them. */
  unreadable: string[];
}

/** A sealed value under the signing key: the same value when it already is, null when no key of the ring opens it. */
function resealed(keys: KeyRing, sealed: string | null): { value: string | null; changed: boolean } | null {
  if (sealed === null) return { value: null, changed: false };
  try {
    const { plaintext, stale } = unsealWithRing(keys, sealed);
    return stale ? { value: seal(keys.signing, plaintext), changed: true } : { value: sealed, changed: false };
  } catch {
    return null;
  }
}

/**
 * After a rotation of SESSION_SECRET (the old one in SESSION_SECRET_PREVIOUS), seals every two-factor secret, active or
 * pending, under the new one, so that dropping the old secret later locks nobody out of two-factor. Each user's row
 * is locked while it is rewritten, so an enrolment at that moment is never overwritten; running it twice is harmless.
 */
export async function resealTwoFactorSecrets(db: Database, keys: KeyRing): Promise<ResealOutcome> {
  const outcome: ResealOutcome = { resealed: 0, current: 0, unreadable: [] };
  for (const userId of await accountsRepository(db).withSealedTwoFactor()) {
    await db.transaction(async (tx) => {
      const users = accountsRepository(tx);
      const user = await users.lock(userId);
      if (!user) return;
      const active = resealed(keys, user.otpSecret);
      if (!active) {
        outcome.unreadable.push(user.email);
        return;
      }
      // An enrolment begun but not confirmed that no key opens is dropped: the user begins it again.
      const pending = resealed(keys, user.otpPendingSecret) ?? { value: null, changed: true };
      if (!active.changed && !pending.changed) {
        outcome.current += 1;
        return;
      }
      await users.update(userId, {
        otpSecret: active.value,
        otpPendingSecret: pending.value,
        ...(pending.value === null ? { otpPendingExpiresAt: null } : {}),
      });
      outcome.resealed += 1;
    });
  }
  return outcome;
}
