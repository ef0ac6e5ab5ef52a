/**
 * FEATURE_DISABLED (DECISIONS "Super admin tools"): while the switch is on, each governed feature refuses with 400
 * FEATURE_DISABLED and changes nothing, for everyone; switched off, each works again. The public platform answer says
 * which features are off and where support is.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SUPPORT_EMAIL, ERRORS, GOVERNED_FEATURES } from '@bb/domain';
import { expectUnchanged, publicTables } from '../../test/db-snapshot.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { TestClient } from '../../test/test-client.ts';
import { errorOf, signIn, type SignedIn } from '../companies/companies.test-support.ts';
import { createProgram, fundedCompany, programForm } from '../programs/programs.test-support.ts';
import { reportForm, reportSetup, type ReportSetup } from '../reports/reports.test-support.ts';

let ctx: TestContext;
let admin: SignedIn;
let setup: ReportSetup;
let tables: string[];

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signIn(ctx, 'superadmin');
  setup = await reportSetup(ctx, { isManaged: true });
  tables = await publicTables(ctx.db);
});

const switchFeatures = async (off: boolean) => {
  const response = await admin.client.patch('/api/admin/settings', { FEATURE_DISABLED: off });
  expect(response.statusCode, response.body).toBe(200);
};
afterEach(() => switchFeatures(false));

/** Refused while the switch is on, with nothing written anywhere; then, switched off, the same call works. */
async function governs(call: () => ReturnType<TestClient['post']>, worked: number) {
  await switchFeatures(true);
  const refused = await expectUnchanged(ctx.db, call, tables);
  expect([...errorOf(refused), refused.json().message]).toEqual([400, 'FEATURE_DISABLED', ERRORS.FEATURE_DISABLED.en]);
  await switchFeatures(false);
  const response = await call();
  expect(response.statusCode, response.body).toBe(worked);
}

describe('FEATURE_DISABLED', () => {
  it('stops report submission, for hackers and for staff reporting on a company’s behalf', async () => {
    await governs(() => setup.hacker.client.post('/api/reports', reportForm(setup.program)), 201);
    await governs(() => setup.staff.client.post('/api/reports', reportForm(setup.program)), 201);
  });

  it('stops program creation: a new program, and a draft sent for review (saving drafts still works)', async () => {
    const company = await fundedCompany(ctx, 40_000);
    await governs(() => company.client.post('/api/programs', programForm(company.companyId)), 201);
    const draft = (await company.client.post('/api/programs/draft', { company: company.companyId, name: 'Bozza' })).json();
    await switchFeatures(true);
    expect((await company.client.post('/api/programs/draft', { id: draft.id, company: company.companyId, name: 'Bozza salvata' })).statusCode).toBe(200);
    await governs(() => company.client.post(`/api/programs/${draft.id}/finalize`, programForm(company.companyId)), 200);
  });

  it('stops deposits: the bank details to top up the wallet are not given', async () => {
    await governs(() => setup.company.client.get('/api/banking/deposit-details'), 200);
  });

  it('leaves everything else working: reading, handling existing work, the super admin’s tools', async () => {
    const company = await fundedCompany(ctx);
    const program = await createProgram(company.client, company.companyId);
    await switchFeatures(true);
    expect((await setup.company.client.get('/api/programs/my-company')).statusCode).toBe(200);
    expect((await admin.client.post(`/api/programs/${program.id}/approve`)).statusCode).toBe(200);
    expect((await company.client.post(`/api/programs/${program.id}/increase-budget`, { budget: 100 })).statusCode).toBe(200);
  });

  it('a bad request still gets its own answer first (422), and an anonymous one 401', async () => {
    await switchFeatures(true);
    expect(errorOf(await setup.hacker.client.post('/api/reports', {}))).toEqual([422, 'VALIDATION_ERROR']);
    expect(errorOf(await new TestClient(ctx.app).post('/api/reports', reportForm(setup.program)))).toEqual([401, 'UNAUTHENTICATED']);
  });
});

describe('GET /api/platform', () => {
  it('tells anyone the support address and which features are off', async () => {
    const anonymous = new TestClient(ctx.app);
    expect((await anonymous.get('/api/platform')).json()).toEqual({ supportEmail: DEFAULT_SUPPORT_EMAIL, disabledFeatures: [] });
    await switchFeatures(true);
    await admin.client.patch('/api/admin/settings', { SUPPORT_EMAIL: 'Aiuto@Esempio.IT' });
    expect((await anonymous.get('/api/platform')).json()).toEqual({ supportEmail: 'aiuto@esempio.it', disabledFeatures: [...GOVERNED_FEATURES] });
    const refused = await admin.client.patch('/api/admin/settings', { SUPPORT_EMAIL: 'non è una email' });
    expect([refused.statusCode, Object.keys(refused.json().fields)]).toEqual([422, ['SUPPORT_EMAIL']]);
  });
});
