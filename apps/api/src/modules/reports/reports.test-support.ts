import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { hackerPaymentSettings, users } from '../../db/schema/index.ts';
import type { TestContext } from '../../test/test-app.ts';
import type { TestClient } from '../../test/test-client.ts';
import { createUser, signedInClient } from '../../test/factories.ts';
import { reportFormFor } from '../../test/forms.ts';
import { activeProgram, richText } from '../programs/programs.test-support.ts';
import { signIn, type SignedIn } from '../companies/companies.test-support.ts';

export { activeProgram, richText };

/** A hacker who may report: identity verified, tax regime and bank account set. */
export async function readyHacker(ctx: TestContext, username?: string): Promise<SignedIn> {
  const user = await createUser(ctx.db, { userType: 'hacker', ...(username ? { username } : {}) });
  await ctx.db.update(users).set({ kycStatus: 'approved' }).where(eq(users.id, user.id));
  await ctx.db.insert(hackerPaymentSettings).values({
    userId: user.id,
    version: 1,
    taxRegime: 'it_flat_rate',
    residenceCountry: 'ITA',
    taxId: 'RSSMRA80A01H501U',
    residenceState: 'RM',
    residenceAddress: 'Via Roma 1',
    residenceCity: 'Roma',
    residenceCap: '00100',
    iban: 'IT60X0542811101000000123456',
  });
  return { user, client: await signedInClient(ctx.app, ctx.db, user) };
}

export const VECTOR_CRITICAL = 'CVSS:4.0/AV:N/AC:L/AT:N/PR:N/UI:N/VC:H/VI:H/VA:H/SC:N/SI:N/SA:N';
export const VECTOR_MEDIUM = 'CVSS:4.0/AV:N/AC:L/AT:N/PR:N/UI:P/VC:L/VI:N/VA:L/SC:N/SI:H/SA:N';

/** The hacker's report form for the program's first target. */
export function reportForm(program: { id: string; scope: { id: string }[] }, overrides: Record<string, unknown> = {}) {
  return reportFormFor({ programId: program.id, targetId: program.scope[0]!.id }, overrides);
}

export interface ReportSetup {
  company: SignedIn & { companyId: string };
  staff: SignedIn;
  hacker: SignedIn;
  program: { id: string; scope: { id: string; highPrize: number | null }[]; isManaged: boolean; [key: string]: unknown };
}

/** An active program (managed or self-managed), a ready hacker and staff. */
export async function reportSetup(
  ctx: TestContext,
  options: { isManaged?: boolean; isPublic?: boolean; euro?: number; budget?: number } = {},
): Promise<ReportSetup> {
  const overrides = { isManaged: options.isManaged ?? false, verificationService: false, isPublic: options.isPublic ?? true, budget: options.budget ?? 7_500 };
  const active = await activeProgram(ctx, overrides, options.euro ?? 200_000);
  const hacker = await readyHacker(ctx);
  return { company: active, staff: active.staff, hacker, program: active.program as unknown as ReportSetup['program'] };
}

/** Sends a report as `client`; answers the report. */
export async function submit(client: TestClient, program: ReportSetup['program'], overrides: Record<string, unknown> = {}) {
  const response = await client.post('/api/reports', reportForm(program, overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; status: string; severity: string; abilities: Record<string, boolean>; [key: string]: unknown };
}

export const superadmin = (ctx: TestContext) => signIn(ctx, 'superadmin');
