/**
 * The ledger against a real PostgreSQL: random sequences of deposits, adjustments, allocations
 * and refunds (fast-check) checked against a model; the database's own guards; and the
 * reconciliation that `npm run ledger:check` runs.
 */
import { randomUUID } from 'node:crypto';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { createCompany, createUser } from '../../test/factories.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { checkLedger, companyMoney, platformAccount, postTransaction, programBudget, wallet, walletBalance, type Leg } from './index.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({}, { poolSize: 12 });
});

async function newCompany(db: Database): Promise<string> {
  const admin = await createUser(db, { userType: 'company' });
  return createCompany(db, admin.id);
}

const post = (legs: Leg[], type: 'deposit' | 'admin_adjustment' | 'program_creation' | 'program_refund' = 'admin_adjustment') =>
  ctx.db.transaction((tx) => postTransaction(tx, { type, legs }));

const deposit = (companyId: string, cents: number) =>
  post(
    [
      { account: platformAccount('bank_clearing'), amountCents: -cents },
      { account: wallet(companyId), amountCents: cents },
    ],
    'deposit',
  );

/** 'posted', or the code of the AppError that refused the movement. */
async function outcome(action: () => Promise<unknown>): Promise<string> {
  try {
    await action();
    return 'posted';
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
}

describe('postTransaction', () => {
  it('moves money between accounts and records each balance after the posting', async () => {
    const companyId = await newCompany(ctx.db);
    const posted = await deposit(companyId, 122_000);
    expect(posted.balances.get(`company_wallet:${companyId}`)).toBe(122_000);
    expect(await walletBalance(ctx.db, companyId)).toBe(122_000);
  });

  it('refuses an overdraft with BALANCE_LOW (wallet) or PROGRAM_LOW_BUDGET (budget) and posts nothing', async () => {
    const companyId = await newCompany(ctx.db);
    const programId = randomUUID();
    await deposit(companyId, 10_000);
    const before = await checkLedger(ctx.db);
    expect(
      await outcome(() =>
        post(
          [
            { account: wallet(companyId), amountCents: -10_001 },
            { account: programBudget(programId, companyId), amountCents: 10_001 },
          ],
          'program_creation',
        ),
      ),
    ).toBe('BALANCE_LOW');
    await post(
      [
        { account: wallet(companyId), amountCents: -4_000 },
        { account: programBudget(programId, companyId), amountCents: 4_000 },
      ],
      'program_creation',
    );
    expect(
      await outcome(() =>
        post(
          [
            { account: programBudget(programId, companyId), amountCents: -4_001 },
            { account: wallet(companyId), amountCents: 4_001 },
          ],
          'program_refund',
        ),
      ),
    ).toBe('PROGRAM_LOW_BUDGET');
    const after = await checkLedger(ctx.db);
    expect([after.problems, after.transactions - before.transactions]).toEqual([[], 1]);
    expect(await companyMoney(ctx.db, companyId)).toEqual({ balanceCents: 6_000, allocatedCents: 4_000, remainingCents: 4_000 });
  });

  it('refuses entries that do not balance, float amounts and single-account entries', async () => {
    const companyId = await newCompany(ctx.db);
    await expect(
      post([
        { account: wallet(companyId), amountCents: 100 },
        { account: platformAccount('bank_clearing'), amountCents: -99 },
      ]),
    ).rejects.toThrow(/sum to zero/);
    await expect(
      post([
        { account: wallet(companyId), amountCents: 0.5 },
        { account: platformAccount('bank_clearing'), amountCents: -0.5 },
      ]),
    ).rejects.toThrow(/integer cents/);
    await expect(
      post([
        { account: wallet(companyId), amountCents: 100 },
        { account: wallet(companyId), amountCents: -100 },
      ]),
    ).rejects.toThrow(/at least two accounts/);
  });
});

describe('the database guards the ledger on its own', () => {
  it('refuses to edit or delete postings', async () => {
    const companyId = await newCompany(ctx.db);
    await deposit(companyId, 5_000);
    await expect(ctx.db.execute(sql`UPDATE ledger_postings SET amount_cents = amount_cents + 1`)).rejects.toThrow();
    await expect(ctx.db.execute(sql`DELETE FROM ledger_postings`)).rejects.toThrow();
  });

  it('refuses at commit a transaction whose postings do not sum to zero', async () => {
    const companyId = await newCompany(ctx.db);
    await deposit(companyId, 5_000);
    const [account] = (await ctx.db.execute<{ id: string }>(sql`SELECT id FROM ledger_accounts WHERE owner_id = ${companyId}`)).rows;
    const attempt = ctx.db.transaction(async (tx) => {
      const [row] = (await tx.execute<{ id: string }>(sql`INSERT INTO ledger_transactions (type) VALUES ('admin_adjustment') RETURNING id`)).rows;
      await tx.execute(
        sql`INSERT INTO ledger_postings (transaction_id, account_id, amount_cents, balance_after_cents, type) VALUES (${row?.id}, ${account?.id}, 100, 5100, 'admin_adjustment')`,
      );
    });
    await expect(attempt).rejects.toThrow();
    expect((await checkLedger(ctx.db)).problems).toEqual([]);
  });

  it('refuses a negative wallet balance even when written directly', async () => {
    const companyId = await newCompany(ctx.db);
    await deposit(companyId, 5_000);
    await expect(ctx.db.execute(sql`UPDATE ledger_accounts SET balance_cents = -1 WHERE owner_id = ${companyId}`)).rejects.toThrow();
  });
});

describe('checkLedger', () => {
  it('finds a balance that does not match its postings', async () => {
    const isolated = await createTestApp();
    const companyId = await newCompany(isolated.db);
    await isolated.db.transaction((tx) =>
      postTransaction(tx, {
        type: 'deposit',
        legs: [
          { account: platformAccount('bank_clearing'), amountCents: -700 },
          { account: wallet(companyId), amountCents: 700 },
        ],
      }),
    );
    expect((await checkLedger(isolated.db)).problems).toEqual([]);
    await isolated.db.execute(sql`UPDATE ledger_accounts SET balance_cents = balance_cents + 1 WHERE owner_id = ${companyId}`);
    const report = await checkLedger(isolated.db);
    expect(report.problems.map((p) => p.kind)).toEqual(['account_mismatch']);

    // The command line reports the same and exits 1.
    const script = fileURLToPath(new URL('../../scripts/ledger-check.ts', import.meta.url));
    const run = promisify(execFile)(process.execPath, ['--import', 'tsx', script], {
      env: { ...process.env, DATABASE_URL: isolated.config.databaseUrl, LOG_LEVEL: 'silent' },
    });
    const failure = await run.then(
      () => null,
      (error: { code: number; stdout: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stdout).toMatch(/account_mismatch/);
  });
});

type Operation =
  | { op: 'deposit'; company: number; cents: number }
  | { op: 'adjust'; company: number; cents: number }
  | { op: 'allocate'; company: number; program: number; cents: number }
  | { op: 'refund'; program: number };

const cents = fc.integer({ min: 1, max: 5_000_000 });
const operation: fc.Arbitrary<Operation> = fc.oneof(
  fc.record({ op: fc.constant('deposit' as const), company: fc.nat(2), cents }),
  fc.record({ op: fc.constant('adjust' as const), company: fc.nat(2), cents: fc.integer({ min: -5_000_000, max: 5_000_000 }).filter((n) => n !== 0) }),
  fc.record({ op: fc.constant('allocate' as const), company: fc.nat(2), program: fc.nat(3), cents }),
  fc.record({ op: fc.constant('refund' as const), program: fc.nat(3) }),
);

describe('random sequences of money movements (property)', () => {
  it('keep balance = sum of postings, never negative, nothing lost or doubled', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 25 }), async (operations) => {
        const companies = [await newCompany(ctx.db), await newCompany(ctx.db), await newCompany(ctx.db)];
        // A program belongs to the company that first funds it.
        const programs = Array.from({ length: 4 }, () => ({ id: randomUUID(), company: null as number | null }));
        const model = { wallets: [0, 0, 0], budgets: [0, 0, 0, 0] };

        for (const step of operations) {
          if (step.op === 'deposit') {
            await deposit(companies[step.company]!, step.cents);
            model.wallets[step.company]! += step.cents;
          } else if (step.op === 'adjust') {
            const ok = model.wallets[step.company]! + step.cents >= 0;
            const result = await outcome(() =>
              post([
                { account: wallet(companies[step.company]!), amountCents: step.cents },
                { account: platformAccount('platform_adjustments'), amountCents: -step.cents },
              ]),
            );
            expect(result).toBe(ok ? 'posted' : 'BALANCE_LOW');
            if (ok) model.wallets[step.company]! += step.cents;
          } else if (step.op === 'allocate') {
            const program = programs[step.program]!;
            program.company ??= step.company;
            const owner = program.company;
            const fee = Math.round(step.cents / 10);
            const ok = model.wallets[owner]! >= step.cents + fee;
            const result = await outcome(() =>
              post(
                [
                  { account: wallet(companies[owner]!), amountCents: -(step.cents + fee) },
                  { account: programBudget(program.id, companies[owner]!), amountCents: step.cents },
                  { account: platformAccount('platform_fees'), amountCents: fee },
                ],
                'program_creation',
              ),
            );
            expect(result).toBe(ok ? 'posted' : 'BALANCE_LOW');
            if (ok) {
              model.wallets[owner]! -= step.cents + fee;
              model.budgets[step.program]! += step.cents;
            }
          } else {
            const program = programs[step.program]!;
            const remaining = model.budgets[step.program]!;
            if (program.company === null || remaining === 0) continue;
            await post(
              [
                { account: programBudget(program.id, companies[program.company]!), amountCents: -remaining },
                { account: wallet(companies[program.company]!), amountCents: remaining },
              ],
              'program_refund',
            );
            model.wallets[program.company]! += remaining;
            model.budgets[step.program] = 0;
          }
        }

        for (const [i, companyId] of companies.entries()) expect(await walletBalance(ctx.db, companyId)).toBe(model.wallets[i]);
        const report = await checkLedger(ctx.db);
        expect(report.problems).toEqual([]);
      }),
      { numRuns: 25 },
    );
  }, 180_000);
});
