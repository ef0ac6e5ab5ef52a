import { eq } from 'drizzle-orm';
import type { UserType } from '@bb/domain';
import type { Database, Executor } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/index.ts';
import { hashPassword } from '../../lib/password.ts';
import { accountsRepository } from './accounts.repository.ts';
import { recoveryCodesRepository } from './recovery-codes.repository.ts';
import { DEFAULT_NOTIFICATION_SETTINGS, newReferralCode } from './registration.service.ts';

export interface ActiveUserValues {
  email: string;
  username: string;
  passwordHash: string;
  userType: UserType;
  firstName: string;
  lastName: string;
}

/** An account that can sign in at once (no activation email): the operator's super admin and the demo's accounts. */
export async function insertActiveUser(db: Executor, values: ActiveUserValues): Promise<string> {
  const [row] = await db
    .insert(users)
    .values({ ...values, isActive: true, referralCode: newReferralCode(), notificationSettings: DEFAULT_NOTIFICATION_SETTINGS })
    .returning({ id: users.id });
  return row!.id;
}

/** ADMIN_EMAIL / ADMIN_PASSWORD: make sure that super admin exists (in any mode); the password is set only on creation. */
export async function ensureSuperAdmin(db: Database, admin: { email: string; password: string }): Promise<void> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, admin.email));
  if (existing) {
    await db.update(users).set({ userType: 'superadmin', isActive: true, isBlocked: false, deactivatedAt: null }).where(eq(users.id, existing.id));
    return;
  }
  const username = `admin_${newReferralCode().toLowerCase()}`;
  const passwordHash = await hashPassword(admin.password);
  await insertActiveUser(db, { email: admin.email, username, passwordHash, userType: 'superadmin', firstName: 'Super', lastName: 'Admin' });
}

/**
 * Takes two-factor off an account (the operator's reset for a user who lost their device, and the demo's staff after
 * the seed): the secret, a pending enrolment, the recovery codes, and every session, so the next sign-in starts over.
 * Staff and super admins then enrol again at that sign-in. Answers false when no account has this email.
 */
export async function resetTwoFactor(db: Database, email: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!user) return false;
    await accountsRepository(tx).update(user.id, {
      otpSecret: null,
      otpEnabledAt: null,
      otpLastUsedStep: null,
      otpPendingSecret: null,
      otpPendingExpiresAt: null,
    });
    await recoveryCodesRepository(tx).deleteAll(user.id);
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    return true;
  });
}
