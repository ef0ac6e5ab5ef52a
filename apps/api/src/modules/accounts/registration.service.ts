import { randomInt } from 'node:crypto';
import { ACCOUNT_TIMINGS, isForbiddenUsername, NOTIFICATION_SETTINGS, type Language, type SignupInput, type NotificationSettings } from '@bb/domain';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/password.ts';
import { accountsRepository, type UserRow } from './accounts.repository.ts';
import { currentVersions } from '../legal/index.ts';
import type { AccountsDeps } from './accounts.deps.ts';
import { codeHash, issueEmailCode } from './tokens.ts';

const REFERRAL_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function newReferralCode(): string {
  return Array.from({ length: 8 }, () => REFERRAL_ALPHABET[randomInt(REFERRAL_ALPHABET.length)]).join('');
}

export const DEFAULT_NOTIFICATION_SETTINGS = Object.fromEntries(NOTIFICATION_SETTINGS.map((key) => [key, true])) as NotificationSettings;

type SignupData = Omit<SignupInput, 'termsAccepted' | 'privacyAccepted'> & { userType: 'hacker' | 'company' };

/** Sign-up, the activation email and its link. */
export function registrationService(deps: AccountsDeps) {
  const users = accountsRepository(deps.db);

  /** Issues the activation code and queues its email in `tx`. */
  async function sendActivation(tx: Executor, user: UserRow) {
    const repository = accountsRepository(tx);
    const code = await issueEmailCode(repository, user.id, 'activation', ACCOUNT_TIMINGS.activationLinkHours * 3600_000);
    await repository.update(user.id, { activationSentAt: new Date() });
    await deps.email.send(tx, {
      to: user.email,
      userId: user.id,
      language: user.language as Language,
      template: 'activation',
      data: {
        firstName: user.firstName,
        username: user.username,
        link: `${deps.config.publicUrl}/auth/activate?code=${encodeURIComponent(code)}`,
        hours: ACCOUNT_TIMINGS.activationLinkHours,
      },
    });
  }

  return {
    async signup(input: SignupData, language: Language): Promise<UserRow> {
      if (await deps.settings.get('REGISTRATION_DISABLED')) throw new AppError('REGISTRATION_DISABLED');
      if (isForbiddenUsername(input.username)) throw new AppError('FORBIDDEN_USERNAME');
      if (await users.emailTaken(input.email)) throw new AppError('EMAIL_EXISTS');
      if (await users.usernameTaken(input.username)) throw new AppError('USERNAME_EXISTS');
      const referrer = input.referralCode ? await users.findByReferralCode(input.referralCode.toUpperCase()) : null;
      if (input.referralCode && !referrer) throw new AppError('VALIDATION_ERROR', { referralCode: ['validation.referral.invalid'] });

      const passwordHash = await hashPassword(input.password);
      return deps.db.transaction(async (tx) => {
        const user = await accountsRepository(tx).insert({
          email: input.email,
          username: input.username,
          passwordHash,
          firstName: input.firstName ?? null,
          lastName: input.lastName ?? null,
          userType: input.userType,
          language: input.language ?? language,
          referralCode: newReferralCode(),
          referredByUserId: referrer?.id ?? null,
          referralSubmittedAt: referrer ? new Date() : null,
          notificationSettings: DEFAULT_NOTIFICATION_SETTINGS,
          // The route refuses a sign-up that did not accept both: what was accepted is the versions in force now.
          ...currentVersions(input.userType),
          legalAcceptedAt: new Date(),
        });
        await sendActivation(tx, user);
        return user;
      });
    },

    /** Answers the same whether or not the address exists; sends at most once per countdown. */
    async resendActivation(email: string) {
      const user = await users.findByEmail(email);
      if (!user || user.isActive || user.deactivatedAt) return;
      const last = user.activationSentAt?.getTime() ?? 0;
      if (Date.now() - last < ACCOUNT_TIMINGS.resendCountdownSeconds * 1000) return;
      await deps.db.transaction((tx) => sendActivation(tx, user));
    },

    /** Whether an activation code still works, without using it (REQUEST_EXPIRED when it does not). */
    async checkActivation(code: string) {
      if (!(await users.usableToken(codeHash(code), 'activation'))) throw new AppError('REQUEST_EXPIRED');
    },

    /** Uses the code and activates its account, together (REQUEST_EXPIRED when the code is unknown, used or expired). */
    activate(code: string) {
      return deps.db.transaction(async (tx) => {
        const repository = accountsRepository(tx);
        const userId = await repository.consumeToken(codeHash(code), 'activation');
        if (!userId) throw new AppError('REQUEST_EXPIRED');
        await repository.update(userId, { isActive: true });
      });
    },
  };
}
export type RegistrationService = ReturnType<typeof registrationService>;
