import { generateSecret, generateURI, verify } from 'otplib';
import { ACCOUNT_TIMINGS, requiresTwoFactor } from '@bb/domain';
import { AppError } from '../../lib/app-error.ts';
import { seal, unseal } from '../../lib/crypto.ts';
import { verifyPassword } from '../../lib/password.ts';
import type { Database } from '../../db/client.ts';
import { accountsRepository, type UserRow } from './accounts.repository.ts';
import type { SessionsService } from './sessions.service.ts';

const ISSUER = 'Bug Bounty';

/** The TOTP time step a code belongs to (accepting one step of clock drift), or null when it is wrong or already used. */
async function matchingTimeStep(secret: string, token: string, afterTimeStep?: number): Promise<number | null> {
  const result = await verify({ secret, token, epochTolerance: 30, ...(afterTimeStep !== undefined ? { afterTimeStep } : {}) });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** TOTP two-factor: set-up in two steps (init, confirm), use at login, removal for users it is optional for. */
export function otpService(deps: { db: Database; sealKey: Buffer; sessions: SessionsService }) {
  const users = accountsRepository(deps.db);

  /** Checks a code against the user's active secret, refusing a code from an already used time step. */
  async function verifyCode(user: UserRow, code: string | undefined): Promise<boolean> {
    if (!user.otpSecret || !code || !/^\d{6}$/.test(code)) return false;
    const lastStep = user.otpLastUsedStep ? Number(user.otpLastUsedStep) : undefined;
    const step = await matchingTimeStep(unseal(deps.sealKey, user.otpSecret), code, lastStep);
    if (step === null) return false;
    await users.update(user.id, { otpLastUsedStep: String(step) });
    return true;
  }

  return {
    verifyCode,

    async init(userId: string) {
      const user = await users.findById(userId);
      if (!user) throw new AppError('NOT_FOUND');
      if (user.otpEnabledAt) throw new AppError('OTP_ALREADY_INITIALIZED');
      const secret = generateSecret();
      const expiresAt = new Date(Date.now() + ACCOUNT_TIMINGS.otpInitializationMinutes * 60_000);
      await users.update(userId, { otpPendingSecret: seal(deps.sealKey, secret), otpPendingExpiresAt: expiresAt });
      return { secret, uri: generateURI({ issuer: ISSUER, label: user.email, secret }), expiresAt: expiresAt.toISOString() };
    },

    async confirm(userId: string, code: string) {
      await deps.db.transaction(async (tx) => {
        const locked = accountsRepository(tx);
        const user = await locked.lock(userId);
        if (!user) throw new AppError('NOT_FOUND');
        if (user.otpEnabledAt) throw new AppError('OTP_ALREADY_INITIALIZED');
        if (!user.otpPendingSecret || !user.otpPendingExpiresAt || user.otpPendingExpiresAt.getTime() < Date.now())
          throw new AppError('OTP_INITIALIZATION_EXPIRED');
        const secret = unseal(deps.sealKey, user.otpPendingSecret);
        const step = await matchingTimeStep(secret, code);
        if (step === null) throw new AppError('INVALID_OTP');
        await locked.update(userId, {
          otpSecret: user.otpPendingSecret,
          otpEnabledAt: new Date(),
          otpPendingSecret: null,
          otpPendingExpiresAt: null,
          otpLastUsedStep: String(step),
        });
      });
      deps.sessions.evictUser(userId);
    },

    async disable(userId: string, code: string, password: string) {
      const user = await users.findById(userId);
      if (!user) throw new AppError('NOT_FOUND');
      if (requiresTwoFactor(user.userType)) throw new AppError('FORBIDDEN');
      if (!(await verifyPassword(user.passwordHash, password))) throw new AppError('INVALID_PASSWORD');
      if (!(await verifyCode(user, code))) throw new AppError('INVALID_OTP');
      await users.update(userId, { otpSecret: null, otpEnabledAt: null, otpLastUsedStep: null });
      deps.sessions.evictUser(userId);
    },
  };
}
export type OtpService = ReturnType<typeof otpService>;
