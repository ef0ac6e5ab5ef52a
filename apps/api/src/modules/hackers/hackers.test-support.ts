import { eq } from 'drizzle-orm';
import { translateValidationMessage, type KycStatus } from '@bb/domain';
import { users } from '../../db/schema/index.ts';
import { expectUnchanged, STATE_TABLES } from '../../test/db-snapshot.ts';
import type { TestContext } from '../../test/test-app.ts';
import { signIn, type SignedIn } from '../companies/companies.test-support.ts';

export { errorOf, signIn } from '../companies/companies.test-support.ts';

/** The state tables plus the hackers' own: a refused request changes none of them. */
export const HACKER_TABLES = [...STATE_TABLES, 'audit_log'] as const;

export function unchanged<T>(ctx: TestContext, action: () => Promise<T>): Promise<T> {
  return expectUnchanged(ctx.db, action, HACKER_TABLES);
}

export async function hacker(ctx: TestContext, values: { kycStatus?: KycStatus; points?: number; username?: string } = {}): Promise<SignedIn> {
  const signedIn = await signIn(ctx, 'hacker');
  if (Object.keys(values).length) await ctx.db.update(users).set(values).where(eq(users.id, signedIn.user.id));
  return { ...signedIn, user: { ...signedIn.user, username: values.username ?? signedIn.user.username } };
}

/** Italian occasional work as an employee, as the Payments tab sends it. */
export const ITALIAN_REGIME = {
  residenceCountry: 'ITA',
  taxRegime: 'it_occasional_employee',
  taxId: 'rssmra80a01h501u',
  residenceState: 'Milano',
  residenceAddress: 'Via Roma 1',
  residenceCity: 'Milano',
  residenceCap: '20100',
};

export const BANK = { iban: 'IT60 X054 2811 1010 0000 0123 456', swift: 'bcititmm' };

/** The English message the API answers for a validation key. */
export const en = (key: string) => translateValidationMessage(key, 'en');
