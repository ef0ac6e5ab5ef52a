import { isForbiddenUsername, NOTIFICATION_SETTINGS_BY_USER_TYPE, type Language, type NotificationSettings } from '@bb/domain';
import type { Executor } from '../../db/client.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import type { TemplateData } from '../email/index.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import type { Actor } from '../../plugins/types.ts';
import { setNotificationSettings } from './accounts.api.ts';
import { accountsRepository, type UserWithRoles } from './accounts.repository.ts';
import { presentUser } from './accounts.presenter.ts';
import type { AccountsDeps } from './accounts.deps.ts';

/** The signed-in user's own account: profile, credentials, preferences, referral. */
export function profileService(deps: AccountsDeps) {
  const users = accountsRepository(deps.db);

  async function load(userId: string): Promise<UserWithRoles> {
    const user = await users.findById(userId);
    if (!user) throw new AppError('NOT_FOUND');
    return user;
  }

  /** Loads the user after a change, first forgetting what the caches held of them. */
  async function reload(userId: string): Promise<UserWithRoles> {
    deps.sessions.evictUser(userId);
    return load(userId);
  }

  async function assertPassword(userId: string, password: string) {
    const user = await load(userId);
    if (!(await verifyPassword(user.passwordHash, password))) throw new AppError('INVALID_PASSWORD');
    return user;
  }

  /** Queues a notice about the account to `to`, in the user's language, within `tx`. */
  const notify = <K extends 'emailChanged' | 'passwordChanged' | 'accountDeactivated'>(
    tx: Executor,
    user: UserWithRoles,
    to: string,
    template: K,
    data: TemplateData[K],
  ) => deps.email.send(tx, { to, userId: user.id, language: user.language as Language, template, data });

  const settingsFor = (user: UserWithRoles): Partial<NotificationSettings> =>
    Object.fromEntries(NOTIFICATION_SETTINGS_BY_USER_TYPE[user.userType].map((key) => [key, user.notificationSettings[key] ?? true]));

  return {
    load,

    /** The presented session user, cached briefly: GET /api/users/me is the hottest read. */
    me: (userId: string) => deps.sessions.cachedUser(userId, async () => presentUser(await load(userId))),

    /** Another user's card: deactivated accounts are gone. */
    async publicProfile(userId: string) {
      const user = await users.findById(userId);
      if (!user || user.deactivatedAt) throw new AppError('NOT_FOUND');
      return user;
    },

    /** The picture is attached in the same transaction as the change, so a failure leaves neither. */
    async update(actor: Actor, input: { firstName?: string; lastName?: string; picture?: string | null; language?: Language }) {
      await deps.db.transaction(async (tx) => {
        if (input.picture)
          await deps.uploads.attach(
            { ownerId: actor.userId, uploadId: input.picture, purpose: 'picture', field: 'picture', kind: 'user_picture', recordId: actor.userId },
            tx,
          );
        await accountsRepository(tx).update(actor.userId, {
          ...(input.firstName !== undefined ? { firstName: input.firstName } : {}),
          ...(input.lastName !== undefined ? { lastName: input.lastName } : {}),
          ...(input.picture !== undefined ? { pictureId: input.picture } : {}),
          ...(input.language ? { language: input.language } : {}),
        });
      });
      return reload(actor.userId);
    },

    async changeUsername(actor: Actor, username: string) {
      if (isForbiddenUsername(username)) throw new AppError('FORBIDDEN_USERNAME');
      if (await users.usernameTaken(username, actor.userId)) throw new AppError('USERNAME_EXISTS');
      await users.update(actor.userId, { username });
      return reload(actor.userId);
    },

    /** Changes the address at once, tells the old one, and ends every session: the user signs in again. */
    async changeEmail(actor: Actor, email: string) {
      const user = await load(actor.userId);
      if (user.email === email) throw fieldError('email', 'validation.invalid');
      await deps.db.transaction(async (tx) => {
        const repository = accountsRepository(tx);
        if (await repository.emailTaken(email, actor.userId)) throw new AppError('EMAIL_EXISTS');
        await repository.update(actor.userId, { email });
        await deps.sessions.destroyAllForUser(actor.userId, { executor: tx });
        for (const to of [user.email, email]) await notify(tx, user, to, 'emailChanged', { username: user.username, newEmail: email });
      });
    },

    /** Other sessions end; this one stays signed in. */
    async changePassword(actor: Actor, oldPassword: string, newPassword: string) {
      const user = await assertPassword(actor.userId, oldPassword);
      const passwordHash = await hashPassword(newPassword);
      await deps.db.transaction(async (tx) => {
        await accountsRepository(tx).update(actor.userId, { passwordHash });
        await deps.sessions.destroyAllForUser(actor.userId, { except: actor.sessionId ?? undefined, executor: tx });
        await notify(tx, user, user.email, 'passwordChanged', { username: user.username });
      });
    },

    async deactivate(actor: Actor, password: string) {
      const user = await assertPassword(actor.userId, password);
      await deps.db.transaction(async (tx) => {
        await accountsRepository(tx).update(actor.userId, { deactivatedAt: new Date() });
        await deps.sessions.destroyAllForUser(actor.userId, { executor: tx });
        await notify(tx, user, user.email, 'accountDeactivated', { username: user.username });
      });
    },

    async notificationSettings(actor: Actor) {
      return settingsFor(await load(actor.userId));
    },

    /** Only the switches offered to the user's type may be changed. */
    async updateNotificationSettings(actor: Actor, patch: Partial<NotificationSettings>) {
      const user = await load(actor.userId);
      const allowed = new Set(NOTIFICATION_SETTINGS_BY_USER_TYPE[user.userType]);
      const refused = Object.keys(patch).filter((key) => !allowed.has(key as keyof NotificationSettings));
      if (refused.length) throw new AppError('VALIDATION_ERROR', Object.fromEntries(refused.map((key) => [key, ['validation.invalid']])));
      await setNotificationSettings(deps.db, actor.userId, patch);
      return settingsFor(await load(actor.userId));
    },

    async submitReferral(actor: Actor, code: string) {
      await deps.db.transaction(async (tx) => {
        const repository = accountsRepository(tx);
        const user = await repository.lock(actor.userId);
        if (!user) throw new AppError('NOT_FOUND');
        if (user.referralSubmittedAt) throw new AppError('REFERRAL_ALREADY_SUBMITTED');
        const referrer = await repository.findByReferralCode(code.toUpperCase());
        if (!referrer) throw fieldError('code', 'validation.referral.invalid');
        if (referrer.id === user.id) throw fieldError('code', 'validation.referral.own');
        await repository.update(user.id, { referredByUserId: referrer.id, referralSubmittedAt: new Date() });
      });
      return reload(actor.userId);
    },
  };
}
export type ProfileService = ReturnType<typeof profileService>;
