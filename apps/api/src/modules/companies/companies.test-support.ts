import { randomInt } from 'node:crypto';
import { partitaIvaCheckDigit, type CompanyRole } from '@bb/domain';
import { companyMembers } from '../../db/schema/index.ts';
import { expectUnchanged, STATE_TABLES } from '../../test/db-snapshot.ts';
import { createCompany, createUser, signedInClient, type TestUser } from '../../test/factories.ts';
import type { TestContext } from '../../test/test-app.ts';
import type { TestClient } from '../../test/test-client.ts';

/** A valid registration as the wizard sends it (the VAT number with prefix and spaces, lowercase codes). */
/** A valid partita IVA that no other test registers (a VAT number registers one company). */
export function uniquePartitaIva(): string {
  const firstTen = `1${Array.from({ length: 9 }, () => randomInt(10)).join('')}`;
  return `${firstTen}${partitaIvaCheckDigit(firstTen)}`;
}

/** A valid registration; each spread (`{ ...VALID_COMPANY }`) carries a fresh VAT number. */
export const VALID_COMPANY = {
  name: 'Acme',
  businessname: 'Acme S.r.l.',
  get vat() {
    return uniquePartitaIva();
  },
  pec: 'acme@pec.it',
  address: 'Via Roma 1',
  city: 'Roma',
  cap: '00100',
  sdi: 'm5uxcr1',
  state: 'rm',
  country: 'ITA',
  sector: 'TECHNOLOGY',
  employees: 'SMALL',
};

/** The state tables plus the audit log: a refused request changes none of them. */
export const COMPANY_TABLES = [...STATE_TABLES, 'audit_log'] as const;

export function unchanged<T>(ctx: TestContext, action: () => Promise<T>): Promise<T> {
  return expectUnchanged(ctx.db, action, COMPANY_TABLES);
}

export interface SignedIn {
  user: TestUser;
  client: TestClient;
}

export async function signIn(ctx: TestContext, userType: TestUser['userType'] = 'company', firstName?: string): Promise<SignedIn> {
  const user = await createUser(ctx.db, { userType, ...(firstName ? { firstName } : {}) });
  return { user, client: await signedInClient(ctx.app, ctx.db, user) };
}

/** A company with its signed-in administrator. */
export async function companyWithAdmin(ctx: TestContext, options: { isVerified?: boolean } = {}): Promise<SignedIn & { companyId: string }> {
  const admin = await signIn(ctx);
  const companyId = await createCompany(ctx.db, admin.user.id, options);
  return { ...admin, companyId };
}

/** Another member of the company, signed in unless blocked or pending. */
export async function addMember(
  ctx: TestContext,
  companyId: string,
  options: { role?: CompanyRole; isBlocked?: boolean; inviteStatus?: 'pending' | 'accepted'; firstName?: string } = {},
): Promise<SignedIn> {
  const member = await signIn(ctx, 'company', options.firstName);
  await ctx.db.insert(companyMembers).values({
    companyId,
    userId: member.user.id,
    role: options.role ?? 'TRIAGER',
    isBlocked: options.isBlocked ?? false,
    inviteStatus: options.inviteStatus ?? 'accepted',
  });
  return member;
}

export function errorOf(response: { statusCode: number; json: () => { code?: string } }): [number, string | undefined] {
  return [response.statusCode, response.json().code];
}
