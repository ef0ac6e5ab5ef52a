/**
 * Every number a user types is bounded in its schema, so no value reaches arithmetic that cannot hold it: money at
 * most MAX_EURO (999,999,999; 999,999,999.99 for a recorded transfer) with two decimals, scores at most MAX_SCORE,
 * versions within a PostgreSQL integer, pages at most LIST_DEFAULTS.maxPage. Each refusal carries a message key.
 */
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { MAX_SCORE } from './admin/setting-values.ts';
import { addBalanceSchema, recordTransferSchema } from './banking/schemas.ts';
import { LIST_DEFAULTS } from './lists/list-query.ts';
import { listQuerySchema } from './lists/list-schemas.ts';
import { isEuroAmount, MAX_EURO, percentOf, toCents } from './money.ts';
import { notificationListQuerySchema } from './notifications/schemas.ts';
import { confirmPaymentSchema } from './payments/schemas.ts';
import { pageQuerySchema } from './programs/participation.ts';
import { increaseBudgetSchema, programDraftSchema, updateProgramSchema } from './programs/schemas.ts';
import { rewardReportSchema } from './reports/schemas.ts';

/** The message of the first issue on `field`, or null when the value is taken. */
function refusal(schema: z.ZodType, body: Record<string, unknown>, field: string): string | null {
  const result = schema.safeParse(body);
  if (result.success) return null;
  const issue = result.error.issues.find((one) => one.path.join('.') === field);
  return issue ? issue.message : `no issue on ${field}: ${JSON.stringify(result.error.issues)}`;
}

const HOSTILE = [9_007_199_254_740_991, 1e21, Number.POSITIVE_INFINITY, Number.NaN, -100, 100.001, '100', 'NaN', null, true];

describe('money inputs', () => {
  const moneyFields: [string, z.ZodType, Record<string, unknown>, string, unknown[]][] = [
    ['a reward', rewardReportSchema, {}, 'amount', [1, 10.5, MAX_EURO]],
    ['a budget increase', increaseBudgetSchema, {}, 'budget', [100, MAX_EURO]],
    ['a draft budget', programDraftSchema, { company: '00000000-0000-4000-8000-000000000000' }, 'budget', [0, MAX_EURO]],
    ['a recorded transfer', recordTransferSchema, { date: '2026-01-15', payerName: 'Acme' }, 'amount', [0.01, 999_999_999.99]],
    ['an adjustment', addBalanceSchema, {}, 'amount', [-999_999.99, 100, 999_999.99]],
    ['previous payments', confirmPaymentSchema, { version: 1 }, 'previousYearlyPaymentsAmount', [0, MAX_EURO, '999999999']],
  ];

  it.each(moneyFields)('%s takes the largest amount and refuses what arithmetic cannot hold', (_name, schema, base, field, valid) => {
    for (const value of valid) expect(refusal(schema, { ...base, [field]: value }, field), String(value)).toBeNull();
    for (const value of HOSTILE) {
      if (field === 'previousYearlyPaymentsAmount' && value === '100') continue; // digits typed travel as a string
      if (field === 'amount' && schema === addBalanceSchema && value === -100) continue; // a decrease of 100 is valid
      if (field === 'budget' && schema === programDraftSchema && value === null) continue; // a draft may lack its budget
      const message = refusal(schema, { ...base, [field]: value }, field);
      expect(message, String(value)).toMatch(/^validation\./);
    }
    expect(refusal(schema, { ...base, [field]: MAX_EURO * 10 }, field)).toMatch(/^validation\./);
  });

  it('keeps the largest amounts exact in cents, also times a rate in basis points', () => {
    expect(toCents(999_999_999.99)).toBe(99_999_999_999);
    expect(Number.isSafeInteger(toCents(999_999_999.99) * 10_000)).toBe(true);
    expect(percentOf(toCents(MAX_EURO), 22)).toBe(21_999_999_978);
    expect(isEuroAmount(MAX_EURO, 0)).toBe(true);
    expect(isEuroAmount(MAX_EURO + 0.01, 0)).toBe(false);
    expect(isEuroAmount(Number.NaN, 0)).toBe(false);
  });
});

describe('counts, scores, versions and pages', () => {
  it('bound a program’s testing-account score and a payment’s settings version', () => {
    expect(refusal(updateProgramSchema, { testingAccountMinScore: MAX_SCORE }, 'testingAccountMinScore')).toBeNull();
    expect(refusal(updateProgramSchema, { testingAccountMinScore: MAX_SCORE + 1 }, 'testingAccountMinScore')).toBe('validation.settings.score');
    expect(refusal(confirmPaymentSchema, { version: 2_147_483_647 }, 'version')).toBeNull();
    for (const version of [2_147_483_648, 9_007_199_254_740_991, -1, 1.5, '1'])
      expect(refusal(confirmPaymentSchema, { version }, 'version'), String(version)).toBe('validation.invalid');
  });

  it('bound pages and sizes of every list query, with their own messages', () => {
    expect(refusal(listQuerySchema, { page: String(LIST_DEFAULTS.maxPage) }, 'page')).toBeNull();
    for (const page of ['0', '-1', '1.5', 'abc', '1e21', '9007199254740991', String(LIST_DEFAULTS.maxPage + 1)])
      expect(refusal(listQuerySchema, { page }, 'page'), page).toBe('validation.list.page');
    expect(refusal(listQuerySchema, { size: '101' }, 'size')).toBe('validation.list.size|{"max":100}');
    expect(refusal(pageQuerySchema, { page: '1e21' }, 'page')).toBe('validation.list.page');
    expect(refusal(notificationListQuerySchema, { size: '51' }, 'size')).toBe('validation.list.size|{"max":50}');
    expect(refusal(notificationListQuerySchema, { page: '9007199254740991' }, 'page')).toBe('validation.list.page');
  });
});
