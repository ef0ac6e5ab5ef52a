import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { expectLedgerBalanced, fundWallet } from '../banking/banking.test-support.ts';
import { errorOf, unchanged } from '../companies/companies.test-support.ts';
import { postTransaction, programBudget } from '../ledger/index.ts';
import { applyBudgetRules } from './index.ts';
import { activeProgram, balanceOf, target } from './programs.test-support.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});

/** Rewards arrive with the reports issue: spend the budget the way a reward will, then apply the rule. */
async function spend(programId: string, companyId: string, cents: number) {
  return ctx.db.transaction(async (tx) => {
    await postTransaction(tx, {
      // No reward transaction type exists yet; the type does not matter to the budget rule.
      type: 'program_budget_increase',
      referenceId: programId,
      legs: [
        { account: programBudget(programId, companyId), amountCents: -cents },
        { account: { kind: 'hacker_payable', hackerId: randomUUID() }, amountCents: cents },
      ],
    });
    return applyBudgetRules(tx, programId);
  });
}

describe('POST /api/programs/{id}/increase-budget', () => {
  it('adds the budget and charges the fees on the increase', async () => {
    const { client, program } = await activeProgram(ctx);
    const response = await client.post(`/api/programs/${program.id}/increase-budget`, { budget: 1000 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ budget: 8500, initialBudget: 7500, remainingBudget: 8500, status: 'active' });
    expect(await balanceOf(client)).toEqual({ balance: 20_000 - 8625 - 1150, allocated: 8500, remaining: 8500 });
    const statement = (await client.get('/api/banking/transactions?type=program_budget_increase')).json();
    expect(statement.results.map((t: { amount: number }) => t.amount)).toEqual([-1150]);
    await expectLedgerBalanced(ctx);
  });

  it.each([
    ['below 100', { budget: 99 }, 'The minimum budget is €100'],
    ['not a whole number', { budget: 100.5 }, 'The budget can contain digits only'],
    ['a string', { budget: '100' }, 'The budget can contain digits only'],
    ['missing', {}, 'This field is mandatory'],
  ])('refuses an increase %s with a 422 and changes nothing', async (_, body, message) => {
    const { client, program } = await activeProgram(ctx);
    const response = await unchanged(ctx, () => client.post(`/api/programs/${program.id}/increase-budget`, body));
    expect([...errorOf(response), response.json().fields]).toEqual([422, 'VALIDATION_ERROR', { budget: [message] }]);
  });

  it('never goes above the balance (422), and budget + fees above it is BALANCE_LOW', async () => {
    const { client, program } = await activeProgram(ctx); // 11,375 left in the wallet
    const over = await unchanged(ctx, () => client.post(`/api/programs/${program.id}/increase-budget`, { budget: 11_400 }));
    expect(over.json().fields).toEqual({ budget: ['The budget you entered exceeds your balance'] });
    expect(errorOf(await unchanged(ctx, () => client.post(`/api/programs/${program.id}/increase-budget`, { budget: 11_000 })))).toEqual([400, 'BALANCE_LOW']);
    await expectLedgerBalanced(ctx);
  });

  it('moves money once for a repeated Idempotency-Key', async () => {
    const { client, program } = await activeProgram(ctx);
    const key = { 'idempotency-key': randomUUID() };
    const first = await client.post(`/api/programs/${program.id}/increase-budget`, { budget: 100 }, key);
    const again = await unchanged(ctx, () => client.post(`/api/programs/${program.id}/increase-budget`, { budget: 100 }, key));
    expect([first.statusCode, again.json()]).toEqual([200, first.json()]);
    expect((await balanceOf(client)).allocated).toBe(7600);
  });
});

describe('the budget rule', () => {
  it('pauses a program whose remaining budget falls below its lowest prize; the company cannot resume it; an increase does', async () => {
    const { client, companyId, program } = await activeProgram(ctx, { scope: [target({ lowPrize: 0, mediumPrize: 500 })] });
    expect(await spend(program.id, companyId, 7_000_00)).toBeNull(); // 500 left: still pays a medium
    expect(await spend(program.id, companyId, 1)).toBe('pause'); // 499.99
    const paused = (await client.get(`/api/programs/${program.id}`)).json();
    expect(paused).toMatchObject({ status: 'paused', isPaused: true, pausedForBudget: true, remainingBudget: 499.99 });

    expect(errorOf(await unchanged(ctx, () => client.put(`/api/programs/${program.id}/pause`, { isPaused: false })))).toEqual([400, 'PROGRAM_LOW_BUDGET']);
    const resumed = await client.post(`/api/programs/${program.id}/increase-budget`, { budget: 100 });
    expect(resumed.json()).toMatchObject({ status: 'active', pausedForBudget: false, remainingBudget: 599.99 });
    await expectLedgerBalanced(ctx);
  });

  it('leaves alone a program a person paused, and approves into a pause when the budget cannot pay the lowest prize', async () => {
    const { client, companyId, program } = await activeProgram(ctx);
    await client.put(`/api/programs/${program.id}/pause`, { isPaused: true });
    expect(await spend(program.id, companyId, 7_450_00)).toBeNull();
    expect((await client.get(`/api/programs/${program.id}`)).json()).toMatchObject({ status: 'paused', pausedForBudget: false });
    expect(errorOf(await client.put(`/api/programs/${program.id}/pause`, { isPaused: false }))).toEqual([400, 'PROGRAM_LOW_BUDGET']);
    await fundWallet(ctx, companyId, 100_000);
    await client.post(`/api/programs/${program.id}/increase-budget`, { budget: 100 });
    expect((await client.put(`/api/programs/${program.id}/pause`, { isPaused: false })).json().status).toBe('active');
  });
});
