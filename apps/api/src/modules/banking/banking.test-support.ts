import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { companies } from '../../db/schema/index.ts';
import type { TestContext } from '../../test/test-app.ts';
import type { TestClient } from '../../test/test-client.ts';
import { checkLedger, platformAccount, postTransaction, wallet } from '../ledger/index.ts';
import { validateInvoice } from './fatturapa/fatturapa.test-support.ts';

/** Money in a wallet without going through a transfer (the transfers tests cover that path). */
export function fundWallet(ctx: TestContext, companyId: string, cents: number) {
  return ctx.db.transaction((tx) =>
    postTransaction(tx, {
      type: 'deposit',
      legs: [
        { account: platformAccount('bank_clearing'), amountCents: -cents },
        { account: wallet(companyId), amountCents: cents },
      ],
    }),
  );
}

export async function referenceCodeOf(ctx: TestContext, companyId: string): Promise<string> {
  const [row] = await ctx.db.select({ code: companies.referenceCode }).from(companies).where(eq(companies.id, companyId));
  if (!row) throw new Error('no such company');
  return row.code;
}

/** The super admin records a transfer; answers the deposit. */
export async function recordTransfer(admin: TestClient, overrides: Record<string, unknown> = {}) {
  const response = await admin.post('/api/banking/company-transfers', {
    amount: 1220,
    date: '2026-11-20',
    payerName: 'Acme S.r.l.',
    description: 'Ricarica',
    ...overrides,
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: string; company: { id: string } | null; [key: string]: unknown };
}

/** Every balance matches its postings (what `npm run ledger:check` checks). */
export async function expectLedgerBalanced(ctx: TestContext) {
  expect((await checkLedger(ctx.db)).problems).toEqual([]);
}

/** xmllint's verdict on an invoice against the official FatturaPA 1.2.2 schema: '' when valid, else its complaints. */
export function fatturaPaProblems(xml: string): string {
  return validateInvoice(xml) ?? '';
}
