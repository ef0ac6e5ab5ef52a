/**
 * The budget rule (DECISIONS "Fees, budgets and tiers" and "Reports", budget reservation) on every path that changes a
 * program's remaining budget (budget - paid - reserved): a report taken in charge, a severity change (and a review's
 * new vector), a reward, a rejection, a budget increase and an edit of the prizes. The program pauses itself when what
 * is left falls below its lowest non-zero prize and resumes when lifted above, only if the rule paused it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { checkStatisticsAfterAll } from '../../test/statistics.ts';
import { expectLedgerBalanced } from '../banking/banking.test-support.ts';
import { errorOf, signIn, unchanged } from '../companies/companies.test-support.ts';
import { target } from '../programs/programs.test-support.ts';
import { tinyPdf, uploadFile } from '../uploads/uploads.test-support.ts';
import { activeProgram, readyHacker, reportForm, richText, submit, VECTOR_CRITICAL, VECTOR_MEDIUM, type ReportSetup } from './reports.test-support.ts';

let ctx: TestContext;
checkStatisticsAfterAll(() => ctx.db);
beforeAll(async () => {
  ctx = await createTestApp({}, { poolSize: 8 });
});

/** A 7,500 budget whose critical prize takes all but 50 of it: one critical report taken in charge leaves less than the lowest prize (100). */
const PRIZES = { lowPrize: 100, mediumPrize: 300, highPrize: 800, criticalPrize: 7_450 };

async function setup(options: { isManaged?: boolean } = {}): Promise<ReportSetup> {
  const overrides = { isManaged: options.isManaged ?? false, verificationService: false, scope: [target(PRIZES)] };
  const active = await activeProgram(ctx, overrides, 100_000);
  return { company: active, staff: active.staff, hacker: await readyHacker(ctx), program: active.program as unknown as ReportSetup['program'] };
}

/** The program as its company reads it: status, why it is paused and what is left. */
async function programState({ company, program }: ReportSetup) {
  const { status, pausedForBudget, remainingBudget } = (await company.client.get(`/api/programs/${program.id}`)).json();
  return { status, pausedForBudget, remainingBudget };
}

const PAUSED_FOR_BUDGET = { status: 'paused', pausedForBudget: true };
const ACTIVE = { status: 'active', pausedForBudget: false };

describe('a report taken in charge', () => {
  it('pauses the program when its reservation leaves less than the lowest prize; hackers then find it paused', async () => {
    const s = await setup();
    const report = await submit(s.hacker.client, s.program, { severity: 'critical' });
    expect(await programState(s)).toEqual({ ...ACTIVE, remainingBudget: 7_500 });

    expect((await s.company.client.post(`/api/reports/${report.id}/start`)).json().status).toBe('triaged');
    expect(await programState(s)).toEqual({ ...PAUSED_FOR_BUDGET, remainingBudget: 50 });

    // A paused program takes no reports, and its card promises no more than what is left.
    expect(errorOf(await unchanged(ctx, () => s.hacker.client.post('/api/reports', reportForm(s.program, { severity: 'low' }))))).toEqual([
      400,
      'PROGRAM_NOT_ACTIVE',
    ]);
    const cards = (await s.hacker.client.get('/api/programs')).json().results as { id: string; status: string; reward: number | null }[];
    expect(cards.find((card) => card.id === s.program.id)).toMatchObject({ status: 'paused', reward: 50 });
    // Nobody can put it back to active while it cannot pay its lowest prize: the page offers the increase instead.
    const abilities = async (client: typeof s.company.client) => (await client.get(`/api/programs/${s.program.id}`)).json().abilities;
    expect(await abilities(s.company.client)).toMatchObject({ resume: false, activate: false, increaseBudget: true });
    expect(await abilities(s.staff.client)).toMatchObject({ resume: false, activate: false });
    expect(errorOf(await unchanged(ctx, () => s.company.client.put(`/api/programs/${s.program.id}/pause`, { isPaused: false })))).toEqual([
      400,
      'PROGRAM_LOW_BUDGET',
    ]);
    await expectLedgerBalanced(ctx);
  });

  it('pauses it too when staff send a report on the company’s behalf, which starts taken in charge', async () => {
    const s = await setup();
    const report = await submit(s.staff.client, s.program, { severity: 'critical', hacker: `@${s.hacker.user.username}` });
    expect(report.status).toBe('triaged');
    expect(await programState(s)).toEqual({ ...PAUSED_FOR_BUDGET, remainingBudget: 50 });
  });
});

describe('a severity change moves the reservation', () => {
  it('resumes a program the rule paused when the lower prize lifts it, and pauses it again when raised', async () => {
    const s = await setup();
    const report = await submit(s.hacker.client, s.program, { severity: 'critical' });
    const url = `/api/reports/${report.id}`;
    await s.company.client.post(`${url}/start`);
    expect(await programState(s)).toMatchObject(PAUSED_FOR_BUDGET);

    const lowered = await s.company.client.post(`${url}/change-severity`, { severity: 'low', reason: 'Serve un account amministratore.' });
    expect(lowered.json()).toMatchObject({ severity: 'low' });
    expect(await programState(s)).toEqual({ ...ACTIVE, remainingBudget: 7_400 });

    await s.company.client.post(`${url}/change-severity`, { severity: 'critical' });
    expect(await programState(s)).toEqual({ ...PAUSED_FOR_BUDGET, remainingBudget: 50 });
  });

  it('moves it on a review whose vector scores the report higher (managed program)', async () => {
    const s = await setup({ isManaged: true });
    const report = await submit(s.hacker.client, s.program, { severity: 'medium', severityDescription: VECTOR_MEDIUM });
    const url = `/api/reports/${report.id}`;
    await s.staff.client.post(`${url}/start`);
    expect(await programState(s)).toEqual({ ...ACTIVE, remainingBudget: 7_200 });
    const reviewDocument = await uploadFile(ctx, s.staff.client, 'reviewDocument', tinyPdf(), 'application/pdf', 'revisione.pdf');
    const approved = await s.staff.client.post(`${url}/approve`, {
      title: 'Rivisto',
      content: richText('Rivisto dal triager.'),
      reviewDocument,
      severityDescription: VECTOR_CRITICAL,
    });
    expect(approved.json()).toMatchObject({ status: 'forApproval', severity: 'critical' });
    expect(await programState(s)).toEqual({ ...PAUSED_FOR_BUDGET, remainingBudget: 50 });
  });
});

describe('a rejection releases the reservation', () => {
  it('resumes a program the rule paused', async () => {
    const s = await setup();
    const report = await submit(s.hacker.client, s.program, { severity: 'critical' });
    await s.company.client.post(`/api/reports/${report.id}/start`);
    expect(await programState(s)).toMatchObject(PAUSED_FOR_BUDGET);
    const rejected = await s.company.client.post(`/api/reports/${report.id}/reject`, { reason: 'invalid', details: 'Non riproducibile.' });
    expect(rejected.json().status).toBe('invalid');
    expect(await programState(s)).toEqual({ ...ACTIVE, remainingBudget: 7_500 });
  });
});

describe('a reward spends the budget', () => {
  it('shows who may reward what the budget can pay, refuses more (PROGRAM_LOW_BUDGET) and pauses the program it drains', async () => {
    const s = await setup();
    const report = await submit(s.hacker.client, s.program, { severity: 'high' });
    const url = `/api/reports/${report.id}`;
    const started = (await s.company.client.post(`${url}/start`)).json();
    expect(started).toMatchObject({ defaultReward: 800, rewardBudget: { remaining: 6_700, reserved: 800, max: 7_500 } });
    // Only a caller who may reward reads the program's budget here.
    expect((await s.hacker.client.get(url)).json().rewardBudget).toBeNull();

    expect(errorOf(await unchanged(ctx, () => s.company.client.post(`${url}/reward`, { amount: 7_500.01 })))).toEqual([400, 'PROGRAM_LOW_BUDGET']);
    expect(await programState(s)).toEqual({ ...ACTIVE, remainingBudget: 6_700 });

    expect((await s.company.client.post(`${url}/reward`, { amount: 7_450 })).json()).toMatchObject({ status: 'rewarded', reward: 7_450, rewardBudget: null });
    expect(await programState(s)).toEqual({ ...PAUSED_FOR_BUDGET, remainingBudget: 50 });
    await expectLedgerBalanced(ctx);
  });
});

describe('a budget increase and an edit of the prizes', () => {
  it('an increase that covers the lowest prize resumes a program the rule paused', async () => {
    const s = await setup();
    const report = await submit(s.hacker.client, s.program, { severity: 'critical' });
    await s.company.client.post(`/api/reports/${report.id}/start`);
    const increased = await s.company.client.post(`/api/programs/${s.program.id}/increase-budget`, { budget: 100 });
    expect(increased.json()).toMatchObject({ ...ACTIVE, remainingBudget: 150 });
  });

  it('a higher lowest prize pauses the program, a lower one resumes it', async () => {
    const s = await setup();
    const url = `/api/programs/${s.program.id}`;
    const raised = await s.company.client.patch(url, { scope: [target({ lowPrize: 7_600, mediumPrize: 7_600, highPrize: 7_600, criticalPrize: 7_600 })] });
    expect(raised.json()).toMatchObject({ ...PAUSED_FOR_BUDGET, lowestPrize: 7_600, remainingBudget: 7_500 });
    const lowered = await s.company.client.patch(url, { scope: [target(PRIZES)] });
    expect(lowered.json()).toMatchObject({ ...ACTIVE, lowestPrize: 100 });
  });
});

describe("a person's pause", () => {
  it('is never lifted by the rule: not by a release, nor by an increase', async () => {
    const s = await setup();
    const report = await submit(s.hacker.client, s.program, { severity: 'critical' });
    await s.company.client.put(`/api/programs/${s.program.id}/pause`, { isPaused: true });
    await s.company.client.post(`/api/reports/${report.id}/start`);
    expect(await programState(s)).toEqual({ status: 'paused', pausedForBudget: false, remainingBudget: 50 });

    await s.company.client.post(`/api/reports/${report.id}/reject`, { reason: 'invalid', details: 'Non riproducibile.' });
    await s.company.client.post(`/api/programs/${s.program.id}/increase-budget`, { budget: 100 });
    expect(await programState(s)).toEqual({ status: 'paused', pausedForBudget: false, remainingBudget: 7_600 });
    // The company resumes it when it chooses.
    expect((await s.company.client.get(`/api/programs/${s.program.id}`)).json().abilities).toMatchObject({ resume: true });
    expect((await s.company.client.put(`/api/programs/${s.program.id}/pause`, { isPaused: false })).json()).toMatchObject(ACTIVE);
  });
});

describe("a super admin's adjustment of the company's balance", () => {
  it("moves the wallet only: the program's budget and status stay as they were", async () => {
    const s = await setup();
    const report = await submit(s.hacker.client, s.program, { severity: 'critical' });
    await s.company.client.post(`/api/reports/${report.id}/start`);
    const admin = await signIn(ctx, 'superadmin');
    const adjusted = await admin.client.post(`/api/companies/${s.company.companyId}/add-balance`, { amount: 1_000 });
    expect(adjusted.statusCode, adjusted.body).toBe(200);
    expect(await programState(s)).toEqual({ ...PAUSED_FOR_BUDGET, remainingBudget: 50 });
  });
});
