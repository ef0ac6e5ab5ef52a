import { eq } from 'drizzle-orm';
import type { UserType } from '@bb/domain';
import type { Database, Executor } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { hashPassword } from '../../lib/password.ts';
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
