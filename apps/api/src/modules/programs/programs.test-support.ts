import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { DEFAULT_NON_QUALIFYING } from '@bb/domain';
import { companies } from '../../db/schema/index.ts';
import type { TestContext } from '../../test/test-app.ts';
import type { TestClient } from '../../test/test-client.ts';
import { fundWallet } from '../banking/banking.test-support.ts';
import { companyWithAdmin, signIn, type SignedIn } from '../companies/companies.test-support.ts';

import { richText } from '../../test/forms.ts';

export { richText };

export const target = (overrides: Record<string, unknown> = {}) => ({
  name: 'www.example.com',
  type: 'WEB_APPLICATION',
  lowPrize: 100,
  mediumPrize: 300,
  highPrize: 800,
  criticalPrize: 2000,
  ...overrides,
});

/** A complete program form, as the wizard sends it on Confirm. */
export function programForm(companyId: string, overrides: Record<string, unknown> = {}) {
  return {
    company: companyId,
    name: "Sito dell'azienda",
    isPublic: true,
    content: richText('Testate il nostro sito.'),
    language: 'it',
    policy: null,
    scope: [target(), target({ name: 'api.example.com', type: 'API', lowPrize: 0 })],
    outOfScope: null,
    nonQualifying: DEFAULT_NON_QUALIFYING.it,
    budget: 7500,
    isManaged: true,
    verificationService: true,
    ...overrides,
  };
}

export interface FundedCompany extends SignedIn {
  companyId: string;
}

/** A verified company with `euro` in its wallet. */
export async function fundedCompany(ctx: TestContext, euro = 20_000, options: { isVerified?: boolean } = {}): Promise<FundedCompany> {
  const company = await companyWithAdmin(ctx, options);
  if (euro > 0) await fundWallet(ctx, company.companyId, euro * 100);
  return company;
}

export async function createProgram(
  client: TestClient,
  companyId: string,
  overrides: Record<string, unknown> = {},
): Promise<{ id: string; [key: string]: unknown }> {
  const response = await client.post('/api/programs', programForm(companyId, overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** A funded company's program, approved by staff: active. */
export async function activeProgram(ctx: TestContext, overrides: Record<string, unknown> = {}, euro = 20_000) {
  const company = await fundedCompany(ctx, euro);
  const program = await createProgram(company.client, company.companyId, overrides);
  const staff = await signIn(ctx, 'staff');
  const approved = await staff.client.post(`/api/programs/${program.id}/approve`);
  expect(approved.statusCode, approved.body).toBe(200);
  return { ...company, program: approved.json() as { id: string; status: string; [key: string]: unknown }, staff };
}

export async function balanceOf(client: TestClient): Promise<{ balance: number; allocated: number; remaining: number }> {
  return (await client.get('/api/companies/me/balance')).json();
}

export async function setCoupon(ctx: TestContext, companyId: string, managementDiscount: number | null, verificationDiscount: number | null) {
  await ctx.db
    .update(companies)
    .set({ couponManagementDiscount: managementDiscount, couponVerificationDiscount: verificationDiscount })
    .where(eq(companies.id, companyId));
}
