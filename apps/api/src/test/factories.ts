import { randomUUID } from 'node:crypto';
import { newReferenceCode } from '../modules/companies/profile.service.ts';
import { generateSecret, generate } from 'otplib';
import type { FastifyInstance } from 'fastify';
import type { CompanyRole, UserType } from '@bb/domain';
import type { Database } from '../db/client.ts';
import { companies, companyMembers, sessions, users } from '../db/schema/index.ts';
import { deriveKey, randomToken, seal, sha256 } from '../lib/crypto.ts';
import { hashPassword } from '../lib/password.ts';
import { expiryFor } from '../modules/accounts/sessions.service.ts';
import { DEFAULT_NOTIFICATION_SETTINGS, newReferralCode } from '../modules/accounts/registration.service.ts';
import { TEST_SECRET } from './test-app.ts';
import { TestClient } from './test-client.ts';

export const DEFAULT_PASSWORD = 'Str0ng-Password!';
let defaultHash: Promise<string> | undefined;

export const unique = (prefix = 'u') => `${prefix}${randomUUID().replaceAll('-', '').slice(0, 12)}`;

export interface UserOverrides {
  userType?: UserType;
  email?: string;
  username?: string;
  password?: string;
  isActive?: boolean;
  isBlocked?: boolean;
  deactivatedAt?: Date | null;
  firstName?: string;
  /** Staff and super admins get two-factor by default, as they must; pass false to leave it off. */
  withOtp?: boolean;
}

export interface TestUser {
  id: string;
  email: string;
  username: string;
  password: string;
  userType: UserType;
  otpSecret: string | null;
}

/** A user inserted directly (activated unless told otherwise), with a known password. */
export async function createUser(db: Database, overrides: UserOverrides = {}): Promise<TestUser> {
  const userType = overrides.userType ?? 'hacker';
  const username = overrides.username ?? unique('user');
  const email = overrides.email ?? `${username}@example.test`;
  const password = overrides.password ?? DEFAULT_PASSWORD;
  const passwordHash = overrides.password ? await hashPassword(password) : await (defaultHash ??= hashPassword(DEFAULT_PASSWORD));
  const withOtp = overrides.withOtp ?? (userType === 'staff' || userType === 'superadmin');
  const otpSecret = withOtp ? generateSecret() : null;
  const [row] = await db
    .insert(users)
    .values({
      email,
      username,
      passwordHash,
      userType,
      firstName: overrides.firstName ?? 'Test',
      lastName: 'User',
      isActive: overrides.isActive ?? true,
      isBlocked: overrides.isBlocked ?? false,
      deactivatedAt: overrides.deactivatedAt ?? null,
      referralCode: newReferralCode(),
      notificationSettings: DEFAULT_NOTIFICATION_SETTINGS,
      otpSecret: otpSecret ? seal(deriveKey(TEST_SECRET, 'otp-secrets'), otpSecret) : null,
      otpEnabledAt: otpSecret ? new Date() : null,
    })
    .returning({ id: users.id });
  return { id: row!.id, email, username, password, userType, otpSecret };
}

export async function createCompany(db: Database, adminUserId: string, overrides: { isVerified?: boolean; role?: CompanyRole } = {}) {
  const [company] = await db
    .insert(companies)
    .values({
      name: unique('Company '),
      businessname: 'Test S.r.l.',
      vat: '01234567897',
      pec: 'pec@example.test',
      sdi: 'M5UXCR1',
      address: 'Via Test 1',
      city: 'Roma',
      cap: '00100',
      state: 'RM',
      country: 'ITA',
      sector: 'TECHNOLOGY',
      employees: 'SMALL',
      isVerified: overrides.isVerified ?? true,
      referenceCode: newReferenceCode(),
    })
    .returning({ id: companies.id });
  await db.insert(companyMembers).values({ companyId: company!.id, userId: adminUserId, role: overrides.role ?? 'ADMIN' });
  return company!.id;
}

/** A client already signed in as the user, through a session row (faster than the login route). */
export async function signedInClient(app: FastifyInstance, db: Database, user: TestUser): Promise<TestClient> {
  const token = randomToken(32);
  await db.insert(sessions).values({ id: sha256(token), userId: user.id, expiresAt: expiryFor(false) });
  const client = new TestClient(app);
  client.cookies.set('bb_session', token);
  return client;
}

/**
 * A signed-in client of each kind; company users belong to a verified company, as its ADMIN unless
 * another role is given (`companyRole: null`: a company user who has not registered a company yet).
 */
export async function clientAs(app: FastifyInstance, db: Database, userType: UserType, options: { companyRole?: CompanyRole | null } = {}) {
  const user = await createUser(db, { userType });
  const role = options.companyRole === undefined ? 'ADMIN' : options.companyRole;
  if (userType === 'company' && role) await createCompany(db, user.id, { role });
  return { user, client: await signedInClient(app, db, user) };
}

export function otpFor(user: TestUser, epoch?: number): Promise<string> {
  if (!user.otpSecret) throw new Error('user has no two-factor secret');
  return generate({ secret: user.otpSecret, ...(epoch ? { epoch } : {}) });
}
