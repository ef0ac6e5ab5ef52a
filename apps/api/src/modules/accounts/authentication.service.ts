import { ACCOUNT_TIMINGS, type Language, type LoginInput, type UserType } from '@bb/domain';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/password.ts';
import { accountsRepository, type UserRow } from './accounts.repository.ts';
import type { AccountsDeps } from './accounts.deps.ts';
import { codeHash, issueEmailCode } from './tokens.ts';

interface LoginMeta {
  ip?: string;
  userAgent?: string;
  /** The session cookie the browser still had, ended on a successful sign-in. */
  previousToken?: string;
}

type LoginArguments = Omit<LoginInput, 'email'> & { email: string };

/**
 * True when a module above accounts blocks the user's sign-in (ACCOUNT_BLOCKED): a company user blocked
 * in every company they belong to. Registered with `blockSignInWhen` when the app is wired.
 */
export type SignInBlock = (user: { id: string; userType: UserType }) => Promise<boolean>;

/** Sign-in, sign-out and the forgotten-password flow. */
export function authenticationService(deps: AccountsDeps) {
  const users = accountsRepository(deps.db);
  const blocks: SignInBlock[] = [];

  async function isBlockedElsewhere(user: UserRow): Promise<boolean> {
    for (const blocked of blocks) if (await blocked(user)) return true;
    return false;
  }

  async function assertNotLockedOut(email: string) {
    const since = new Date(Date.now() - ACCOUNT_TIMINGS.lockoutWindowMinutes * 60_000);
    if ((await users.recentFailedLogins(email, since)) >= ACCOUNT_TIMINGS.lockoutFailedAttempts) throw new AppError('TOO_MANY_REQUESTS');
  }

  async function fail(email: string, ip: string | undefined, code: 'INVALID_CREDENTIALS' | 'INVALID_OTP'): Promise<never> {
    await users.recordLoginAttempt(email, ip, false);
    throw new AppError(code);
  }

  /** The account states that refuse a correct password, checked only after it was correct. */
  function assertUsable(user: UserRow) {
    if (user.isBlocked) throw new AppError('ACCOUNT_BLOCKED');
    if (!user.isActive || user.deactivatedAt) throw new AppError('ACCOUNT_INACTIVE');
  }

  /**
   * Second factor by recovery code: the code is spent, the sign-in recorded, the session opened and
   * the owner told by email in one transaction; a wrong or used code is a failed attempt.
   */
  async function signInWithRecoveryCode(user: UserRow, input: LoginArguments, recoveryCode: string, meta: LoginMeta) {
    const session = await deps.db.transaction(async (tx) => {
      const remaining = await deps.otp.useRecoveryCode(tx, user.id, recoveryCode);
      if (remaining === null) return null;
      await accountsRepository(tx).recordLoginAttempt(input.email, meta.ip, true);
      await deps.email.send(tx, {
        to: user.email,
        userId: user.id,
        language: user.language as Language,
        template: 'otpRecoveryCodeUsed',
        data: { username: user.username, remaining, link: `${deps.config.publicUrl}/account?tab=security` },
      });
      return deps.sessions.create(user.id, input.rememberMe ?? false, meta, tx);
    });
    if (!session) return fail(input.email, meta.ip, 'INVALID_OTP');
    if (meta.previousToken) await deps.sessions.destroyByToken(meta.previousToken);
    return { userId: user.id, ...session };
  }

  return {
    /** Other modules refuse a correct sign-in (the companies module: a member blocked in every company). */
    blockSignInWhen(block: SignInBlock) {
      blocks.push(block);
    },

    async login(input: LoginArguments, meta: LoginMeta) {
      await assertNotLockedOut(input.email);
      const user = await users.findByEmail(input.email);
      if (!user) {
        await verifyAgainstDummy(input.password);
        return fail(input.email, meta.ip, 'INVALID_CREDENTIALS');
      }
      if (!(await verifyPassword(user.passwordHash, input.password))) return fail(input.email, meta.ip, 'INVALID_CREDENTIALS');
      // Super admins can still sign in while sign-in is switched off, or nobody could switch it back on.
      if (user.userType !== 'superadmin' && (await deps.settings.get('LOGIN_DISABLED'))) throw new AppError('LOGIN_DISABLED');
      assertUsable(user);
      // A company user blocked by their company's administrators is blocked like an account.
      if (await isBlockedElsewhere(user)) throw new AppError('ACCOUNT_BLOCKED');
      if (user.otpEnabledAt) {
        if (input.recoveryCode) return signInWithRecoveryCode(user, input, input.recoveryCode, meta);
        if (!input.otp) throw new AppError('INVALID_OTP');
        if (!(await deps.otp.verifyCode(user, input.otp))) return fail(input.email, meta.ip, 'INVALID_OTP');
      }
      await users.recordLoginAttempt(input.email, meta.ip, true);
      if (meta.previousToken) await deps.sessions.destroyByToken(meta.previousToken);
      const session = await deps.sessions.create(user.id, input.rememberMe ?? false, meta);
      return { userId: user.id, ...session };
    },

    logout: (sessionId: string) => deps.sessions.destroy(sessionId),

    async forgotPassword(email: string) {
      const user = await users.findByEmail(email);
      if (!user || user.deactivatedAt) return;
      await deps.db.transaction(async (tx) => {
        const code = await issueEmailCode(accountsRepository(tx), user.id, 'password_reset', ACCOUNT_TIMINGS.resetLinkMinutes * 60_000);
        await deps.email.send(tx, {
          to: user.email,
          userId: user.id,
          language: user.language as Language,
          template: 'passwordReset',
          data: {
            username: user.username,
            link: `${deps.config.publicUrl}/auth/reset-password?code=${encodeURIComponent(code)}`,
            minutes: ACCOUNT_TIMINGS.resetLinkMinutes,
          },
        });
      });
    },

    /** Sets the new password and ends every session; a reset link also proves the address, so it activates. */
    async resetPassword(code: string, password: string) {
      const passwordHash = await hashPassword(password);
      await deps.db.transaction(async (tx) => {
        const repository = accountsRepository(tx);
        const userId = await repository.consumeToken(codeHash(code), 'password_reset');
        if (!userId) throw new AppError('INVALID_CODE');
        await repository.update(userId, { passwordHash, isActive: true });
        await deps.sessions.destroyAllForUser(userId, { executor: tx });
        const user = await repository.findById(userId);
        if (user)
          await deps.email.send(tx, {
            to: user.email,
            userId,
            language: user.language as Language,
            template: 'passwordChanged',
            data: { username: user.username },
          });
      });
    },
  };
}
export type AuthenticationService = ReturnType<typeof authenticationService>;
