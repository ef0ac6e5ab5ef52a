import { count, eq } from 'drizzle-orm';
import { newReferenceCode } from '../modules/companies/profile.service.ts';
import type { UserType } from '@bb/domain';
import type { Database, Executor } from '../db/client.ts';
import { companies, companyMembers, users } from '../db/schema/index.ts';
import { hashPassword } from '../lib/password.ts';
import { DEFAULT_NOTIFICATION_SETTINGS, newReferralCode } from '../modules/accounts/registration.service.ts';

interface DemoAccount {
  role: string;
  email: string;
  password: string;
}

async function insertUser(
  db: Executor,
  values: { email: string; username: string; password: string; userType: UserType; firstName: string; lastName: string },
) {
  const [row] = await db
    .insert(users)
    .values({
      email: values.email,
      username: values.username,
      passwordHash: await hashPassword(values.password),
      userType: values.userType,
      firstName: values.firstName,
      lastName: values.lastName,
      isActive: true,
      referralCode: newReferralCode(),
      notificationSettings: DEFAULT_NOTIFICATION_SETTINGS,
    })
    .returning({ id: users.id });
  return row!.id;
}

/** ADMIN_EMAIL / ADMIN_PASSWORD: make sure that super admin exists (in any mode); the password is set only on creation. */
export async function ensureSuperAdmin(db: Database, admin: { email: string; password: string }) {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, admin.email));
  if (existing) {
    await db.update(users).set({ userType: 'superadmin', isActive: true, isBlocked: false, deactivatedAt: null }).where(eq(users.id, existing.id));
    return;
  }
  const username = `admin_${newReferralCode().toLowerCase()}`;
  await insertUser(db, { email: admin.email, username, password: admin.password, userType: 'superadmin', firstName: 'Super', lastName: 'Admin' });
}

/** Outside production, an empty database gets one account of each kind to try the product with. */
export async function seedDemoAccounts(db: Database): Promise<DemoAccount[] | null> {
  const [existing] = await db.select({ value: count() }).from(users);
  if (Number(existing?.value) > 0) return null;
  const accounts = [
    {
      role: 'hacker',
      email: 'hacker@demo.bugbounty.local',
      username: 'demo_hacker',
      password: 'Hacker-Demo-2026!',
      userType: 'hacker',
      firstName: 'Giulia',
      lastName: 'Rossi',
    },
    {
      role: 'company admin',
      email: 'company@demo.bugbounty.local',
      username: 'demo_company',
      password: 'Company-Demo-2026!',
      userType: 'company',
      firstName: 'Marco',
      lastName: 'Bianchi',
    },
    {
      role: 'triager',
      email: 'triager@demo.bugbounty.local',
      username: 'demo_triager',
      password: 'Triager-Demo-2026!',
      userType: 'staff',
      firstName: 'Luca',
      lastName: 'Verdi',
    },
    {
      role: 'super admin',
      email: 'admin@demo.bugbounty.local',
      username: 'demo_superadmin',
      password: 'Admin-Demo-2026!',
      userType: 'superadmin',
      firstName: 'Sara',
      lastName: 'Neri',
    },
  ] as const;
  await db.transaction(async (tx) => {
    for (const account of accounts) {
      const userId = await insertUser(tx, account);
      if (account.userType !== 'company') continue;
      const [company] = await tx
        .insert(companies)
        .values({
          name: 'Demo Srl',
          businessname: 'Demo Software S.r.l.',
          vat: '01234567897',
          pec: 'demo@pec.demo.bugbounty.local',
          sdi: 'M5UXCR1',
          address: 'Via Roma 1',
          city: 'Milano',
          cap: '20121',
          state: 'MI',
          country: 'ITA',
          sector: 'TECHNOLOGY',
          employees: 'SMALL',
          isVerified: true,
          referenceCode: newReferenceCode(),
        })
        .returning({ id: companies.id });
      await tx.insert(companyMembers).values({ companyId: company!.id, userId, role: 'ADMIN' });
    }
  });
  return accounts.map(({ role, email, password }) => ({ role, email, password }));
}
