import { generateSecret, generateURI, verify } from 'otplib';
import { ACCOUNT_TIMINGS, requiresTwoFactor } from '@bb/domain';
import { AppError } from '../../lib/app-error.ts';
import { seal, unsealWithRing, type KeyRing } from '../../lib/crypto.ts';
import { verifyPassword } from '../../lib/password.ts';
import type { Database, Executor } from '../../db/client.ts';
import { accountsRepository, type UserRow } from './accounts.repository.ts';
import { generateRecoveryCodes, recoveryCodeHash } from './recovery-codes.ts';
import { recoveryCodesRepository } from './recovery-codes.repository.ts';
import type { SessionsService } from './sessions.service.ts';

const ISSUER = 'Bug Bounty';

/** The TOTP time step a code belongs to (accepting one step of clock drift), or null when it is wrong or already used. */
async function matchingTimeStep(secret: string, token: string, afterTimeStep?: number): Promise<number | null> {
  const result = await verify({ secret, token, epochTolerance: 30, ...(afterTimeStep !== undefined ? { afterTimeStep } : {}) });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** Stores a new set of recovery codes in place of the user's previous ones and returns them (shown once). */
async function replaceRecoveryCodes(executor: Executor, userId: string): Promise<string[]> {
  const { codes, hashes } = generateRecoveryCodes();
  await recoveryCodesRepository(executor).replace(userId, hashes);
  return codes;
}

/**
 * TOTP two-factor: set-up in two steps (init, confirm), use at login, removal for users it is
 * optional for; and its one-time recovery codes, issued at set-up and replaceable with a current code.
 */
/** `sealKeys`: secrets are sealed under the current secret's key and opened under any (twoFactorKeys). */
export function otpService(deps: { db: Database; sealKeys: KeyRing; sessions: SessionsService }) {
  const users = accountsRepository(deps.db);

  /** Checks a code against the user's active secret, refusing a code from an already used time step. */
  async function verifyCode(user: UserRow, code: string | undefined): Promise<boolean> {
    if (!user.otpSecret || !code || !/^\d{6}$/.test(code)) return false;
    const lastStep = user.otpLastUsedStep ? Number(user.otpLastUsedStep) : undefined;
    const step = await matchingTimeStep(unsealWithRing(deps.sealKeys, user.otpSecret).plaintext, code, lastStep);
    if (step === null) return false;
    await users.update(user.id, { otpLastUsedStep: String(step) });
    return true;
  }

  return {
    verifyCode,

    /** Whether the user has two-factor on and `code` is a current, unused code (a confirmation before a sensitive step). */
    async confirms(userId: string, code: string | undefined): Promise<boolean> {
      const user = await users.findById(userId);
      if (!user?.otpEnabledAt) return false;
      return verifyCode(user, code);
    },

    async init(userId: string) {
      const user = await users.findById(userId);
      if (!user) throw new AppError('NOT_FOUND');
      if (user.otpEnabledAt) throw new AppError('OTP_ALREADY_INITIALIZED');
      const secret = generateSecret();
      const expiresAt = new Date(Date.now() + ACCOUNT_TIMINGS.otpInitializationMinutes * 60_000);
      await users.update(userId, { otpPendingSecret: seal(deps.sealKeys.signing, secret), otpPendingExpiresAt: expiresAt });
      return { secret, uri: generateURI({ issuer: ISSUER, label: user.email, secret }), expiresAt: expiresAt.toISOString() };
    },

    /** Turns two-factor on and returns the first recovery codes. */
    async confirm(userId: string, code: string): Promise<string[]> {
      const recoveryCodes = await deps.db.transaction(async (tx) => {
        const locked = accountsRepository(tx);
        const user = await locked.lock(userId);
        if (!user) throw new AppError('NOT_FOUND');
        if (user.otpEnabledAt) throw new AppError('OTP_ALREADY_INITIALIZED');
        if (!user.otpPendingSecret || !user.otpPendingExpiresAt || user.otpPendingExpiresAt.getTime() < Date.now())
          throw new AppError('OTP_INITIALIZATION_EXPIRED');
        const secret = unsealWithRing(deps.sealKeys, user.otpPendingSecret).plaintext;
        const step = await matchingTimeStep(secret, code);
        if (step === null) throw new AppError('INVALID_OTP');
        await locked.update(userId, {
          otpSecret: user.otpPendingSecret,
          otpEnabledAt: new Date(),
          otpPendingSecret: null,
          otpPendingExpiresAt: null,
          otpLastUsedStep: String(step),
        });
        return replaceRecoveryCodes(tx, userId);
      });
      deps.sessions.evictUser(userId);
      return recoveryCodes;
    },

    async disable(userId: string, code: string, password: string) {
      const user = await users.findById(userId);
      if (!user) throw new AppError('NOT_FOUND');
      if (requiresTwoFactor(user.userType)) throw new AppError('FORBIDDEN');
      if (!(await verifyPassword(user.passwordHash, password))) throw new AppError('INVALID_PASSWORD');
      if (!(await verifyCode(user, code))) throw new AppError('INVALID_OTP');
      await deps.db.transaction(async (tx) => {
        await accountsRepository(tx).update(userId, { otpSecret: null, otpEnabledAt: null, otpLastUsedStep: null });
        await recoveryCodesRepository(tx).deleteAll(userId);
      });
      deps.sessions.evictUser(userId);
    },

    /** Replaces every recovery code (a current code from the app required) and returns the new ones. */
    async regenerateRecoveryCodes(userId: string, code: string): Promise<string[]> {
      const user = await users.findById(userId);
      if (!user) throw new AppError('NOT_FOUND');
      if (!user.otpEnabledAt || !(await verifyCode(user, code))) throw new AppError('INVALID_OTP');
      return deps.db.transaction(async (tx) => {
        // The user's row lock orders two regenerations, so one set replaces the other instead of both adding up.
        await accountsRepository(tx).lock(userId);
        return replaceRecoveryCodes(tx, userId);
      });
    },

    remainingRecoveryCodes: (userId: string) => recoveryCodesRepository(deps.db).countUnused(userId),

    /**
     * Spends a recovery code in `executor` (the sign-in's transaction): the number of codes left,
     * or null when the code is wrong or already used.
     */
    async useRecoveryCode(executor: Executor, userId: string, code: string): Promise<number | null> {
      const hash = recoveryCodeHash(code);
      const codes = recoveryCodesRepository(executor);
      if (!hash || !(await codes.consume(userId, hash))) return null;
      return codes.countUnused(userId);
    },
  };
}
export type OtpService = ReturnType<typeof otpService>;
