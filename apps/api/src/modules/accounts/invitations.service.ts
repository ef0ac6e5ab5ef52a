import { randomBytes } from 'node:crypto';
import { ACCOUNT_TIMINGS, isForbiddenUsername, type Language, type UserType } from '@bb/domain';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/password.ts';
import { accountsRepository, type UserRow } from './accounts.repository.ts';
import type { AccountsDeps } from './accounts.deps.ts';
import { DEFAULT_NOTIFICATION_SETTINGS, newReferralCode } from './registration.service.ts';
import { codeHash, issueEmailCode } from './tokens.ts';

export interface Invitee {
  email: string;
  username: string;
  firstName: string;
  lastName: string;
  userType: UserType;
  language: Language;
}

/** Who invited and as what, for the email. */
export interface InvitationContext {
  inviter: string;
  role: string;
}

type AcceptedListener = (userId: string, executor: Executor) => Promise<void>;

/**
 * Accounts created by someone else (a company admin inviting a collaborator, a super admin inviting
 * a triager): the invitee receives a link to choose a password, which also activates the account.
 */
export function invitationsService(deps: AccountsDeps) {
  const listeners: AcceptedListener[] = [];

  return {
    /** Other modules react to an accepted invitation (e.g. the membership becomes accepted). */
    onAccepted(listener: AcceptedListener) {
      listeners.push(listener);
    },

    /** Creates the inactive account inside the caller's transaction; `sendInvitation` in the same transaction sends the link. */
    async createInvitee(executor: Executor, invitee: Invitee): Promise<UserRow> {
      const users = accountsRepository(executor);
      if (isForbiddenUsername(invitee.username)) throw new AppError('FORBIDDEN_USERNAME');
      if (await users.emailTaken(invitee.email)) throw new AppError('EMAIL_EXISTS');
      if (await users.usernameTaken(invitee.username)) throw new AppError('USERNAME_EXISTS');
      return users.insert({
        ...invitee,
        // Nobody knows this password: the account opens only through the invitation link.
        passwordHash: await hashPassword(randomBytes(32).toString('base64url')),
        referralCode: newReferralCode(),
        notificationSettings: DEFAULT_NOTIFICATION_SETTINGS,
      });
    },

    /** Issues the invitation link and queues its email within `executor` (the transaction that created the invitee). */
    async sendInvitation(executor: Executor, user: UserRow, context: InvitationContext) {
      const code = await issueEmailCode(accountsRepository(executor), user.id, 'invitation', ACCOUNT_TIMINGS.invitationLinkDays * 24 * 3600_000);
      await deps.email.send(executor, {
        to: user.email,
        userId: user.id,
        language: user.language as Language,
        template: 'invitation',
        data: {
          firstName: user.firstName,
          inviter: context.inviter,
          role: context.role,
          link: `${deps.config.publicUrl}/auth/accept-invitation?code=${encodeURIComponent(code)}`,
          days: ACCOUNT_TIMINGS.invitationLinkDays,
        },
      });
    },

    /** Sets the first password and activates; the code works once (INVALID_CODE otherwise). */
    async accept(code: string, password: string) {
      const passwordHash = await hashPassword(password);
      await deps.db.transaction(async (tx) => {
        const users = accountsRepository(tx);
        const userId = await users.consumeToken(codeHash(code), 'invitation');
        if (!userId) throw new AppError('INVALID_CODE');
        await users.update(userId, { passwordHash, isActive: true });
        for (const listener of listeners) await listener(userId, tx);
      });
    },
  };
}
export type InvitationsService = ReturnType<typeof invitationsService>;
