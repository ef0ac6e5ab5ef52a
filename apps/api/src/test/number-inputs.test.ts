/**
 * Every route that takes money (or another number a user types) refuses what arithmetic cannot hold: huge, negative,
 * fractional-cent, NaN-like and string values each answer 422 with the field's message and change nothing, never a
 * 500. The values travel as raw JSON text, so 1e309 (which JSON.parse reads as Infinity) reaches the server as sent.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TAX_TABLE, DEFAULT_WRITE_LIMITS, SETTING_DEFAULTS } from '@bb/domain';
import { errorOf, signIn, type SignedIn } from '../modules/companies/companies.test-support.ts';
import { intentIn } from '../modules/payments/payments.test-support.ts';
import { programForm, target } from '../modules/programs/programs.test-support.ts';
import { reportSetup, submit, type ReportSetup } from '../modules/reports/reports.test-support.ts';
import { expectUnchanged, publicTables } from './db-snapshot.ts';
import { createTestApp, type TestContext } from './test-app.ts';
import type { TestClient } from './test-client.ts';

let ctx: TestContext;
let tables: string[];
let setup: ReportSetup;
let superadmin: SignedIn;
const ids = { triagedReport: '', draft: '', intent: '' };

beforeAll(async () => {
  ctx = await createTestApp({}, { poolSize: 6 });
  tables = await publicTables(ctx.db);
  setup = await reportSetup(ctx, { euro: 200_000 });
  superadmin = await signIn(ctx, 'superadmin');
  ids.triagedReport = (await submit(setup.hacker.client, setup.program)).id;
  expect((await setup.company.client.post(`/api/reports/${ids.triagedReport}/start`)).statusCode).toBe(200);
  const draft = await setup.company.client.post('/api/programs/draft', { company: setup.company.companyId, name: 'Bozza' });
  ids.draft = draft.json().id;
  ids.intent = await intentIn(ctx, setup.hacker, 'pending');
});

/** The values thrown at each field, as JSON text. */
const VALUES = {
  maxSafeInteger: '9007199254740991',
  huge: '1e21',
  negative: '-100',
  fractionalCent: '100.001',
  nanString: '"NaN"',
  infinityString: '"Infinity"',
  overflowsToInfinity: '1e309',
  numericString: '"100"',
  missing: 'null',
  boolean: 'true',
} as const;
type ValueName = keyof typeof VALUES;

const HOLE = '"__value__"';

interface NumberInput {
  route: string;
  field: string;
  /** The caller. */
  as: () => TestClient;
  method?: 'POST' | 'PATCH';
  url: () => string;
  /** The body with HOLE where the value goes. */
  body: () => unknown;
  /** Values this field takes on purpose (a signed adjustment takes -100; the draft's budget may be null...). */
  accepts?: readonly ValueName[];
}

const program = () => setup.program.id;

const INPUTS: NumberInput[] = [
  {
    route: 'reward',
    field: 'amount',
    as: () => setup.company.client,
    url: () => `/api/reports/${ids.triagedReport}/reward`,
    body: () => ({ amount: '__value__' }),
  },
  {
    route: 'create program',
    field: 'budget',
    as: () => setup.company.client,
    url: () => '/api/programs',
    body: () => programForm(setup.company.companyId, { budget: '__value__' }),
  },
  {
    route: 'create program',
    field: 'scope.0.lowPrize',
    as: () => setup.company.client,
    url: () => '/api/programs',
    body: () => programForm(setup.company.companyId, { scope: [target({ lowPrize: '__value__' })] }),
  },
  {
    route: 'save a draft',
    field: 'budget',
    as: () => setup.company.client,
    url: () => '/api/programs/draft',
    body: () => ({ company: setup.company.companyId, budget: '__value__' }),
    accepts: ['missing'],
  },
  {
    route: 'finalize a draft',
    field: 'budget',
    as: () => setup.company.client,
    url: () => `/api/programs/${ids.draft}/finalize`,
    body: () => programForm(setup.company.companyId, { budget: '__value__' }),
  },
  {
    route: 'edit a program',
    field: 'scope.0.highPrize',
    as: () => setup.company.client,
    method: 'PATCH',
    url: () => `/api/programs/${program()}`,
    body: () => ({ scope: [target({ highPrize: '__value__' })] }),
  },
  {
    route: 'edit a program',
    field: 'testingAccountMinScore',
    as: () => setup.company.client,
    method: 'PATCH',
    url: () => `/api/programs/${program()}`,
    body: () => ({ testingAccountMinScore: '__value__' }),
    accepts: ['missing'],
  },
  {
    route: 'increase a budget',
    field: 'budget',
    as: () => setup.company.client,
    url: () => `/api/programs/${program()}/increase-budget`,
    body: () => ({ budget: '__value__' }),
  },
  {
    route: 'record a transfer',
    field: 'amount',
    as: () => superadmin.client,
    url: () => '/api/banking/company-transfers',
    body: () => ({ amount: '__value__', date: '2026-01-15', payerName: 'Acme S.r.l.' }),
  },
  {
    route: 'adjust a balance',
    field: 'amount',
    as: () => superadmin.client,
    url: () => `/api/companies/${setup.company.companyId}/add-balance`,
    body: () => ({ amount: '__value__' }),
    // A decrease of 100 is a valid adjustment.
    accepts: ['negative'],
  },
  {
    route: 'confirm a payment',
    field: 'version',
    as: () => setup.hacker.client,
    url: () => `/api/payments/intents/${ids.intent}/confirm`,
    body: () => ({ version: '__value__' }),
  },
  {
    route: 'confirm a payment',
    field: 'previousYearlyPaymentsAmount',
    as: () => setup.hacker.client,
    url: () => `/api/payments/intents/${ids.intent}/confirm`,
    body: () => ({ version: 1, previousYearlyPaymentsAmount: '__value__' }),
    // Digits typed in a text field travel as a string.
    accepts: ['numericString'],
  },
  ...(
    [
      ['REWARD_FLOORS.low', { REWARD_FLOORS: { ...SETTING_DEFAULTS.REWARD_FLOORS, low: '__value__' } }],
      [
        'TAX_TABLE.it_flat_rate.stampDutyAmount',
        { TAX_TABLE: { ...DEFAULT_TAX_TABLE, it_flat_rate: { ...DEFAULT_TAX_TABLE.it_flat_rate, stampDutyAmount: '__value__' } } },
      ],
      ['VAT_RATE_PERCENT', { VAT_RATE_PERCENT: '__value__' }],
      ['INPS_GESTIONE_SEPARATA.hackerPercent', { INPS_GESTIONE_SEPARATA: { ...SETTING_DEFAULTS.INPS_GESTIONE_SEPARATA, hackerPercent: '__value__' } }],
      ['TESTING_ACCOUNT_MIN_SCORE', { TESTING_ACCOUNT_MIN_SCORE: '__value__' }],
      ['WRITE_LIMITS.reportSubmit.max', { WRITE_LIMITS: { ...DEFAULT_WRITE_LIMITS, reportSubmit: { max: '__value__', windowMinutes: 60 } } }],
      ['TRUSTED_WRITE_LIMIT_MULTIPLIER', { TRUSTED_WRITE_LIMIT_MULTIPLIER: '__value__' }],
    ] as const
  ).map(([field, body]): NumberInput => ({
    route: 'platform settings',
    field,
    as: () => superadmin.client,
    method: 'PATCH',
    url: () => '/api/admin/settings',
    body: () => body,
  })),
];

const cases = INPUTS.flatMap((input) =>
  (Object.keys(VALUES) as ValueName[]).filter((name) => !input.accepts?.includes(name)).map((name) => [input.route, input.field, name, input] as const),
);

describe('number inputs', () => {
  it.each(cases)('%s: %s = %s answers 422 on the field and changes nothing', async (_route, field, name, input) => {
    const raw = JSON.stringify(input.body()).replace(HOLE, VALUES[name]);
    const response = await expectUnchanged(
      ctx.db,
      () => input.as().request(input.method ?? 'POST', input.url(), raw, { 'content-type': 'application/json' }),
      tables,
    );
    expect(errorOf(response), response.body).toEqual([422, 'VALIDATION_ERROR']);
    // A floor far above the next severity's is also out of order: that message may come too.
    expect(Object.keys(response.json().fields)).toContain(field);
    expect(response.json().fields[field][0]).not.toMatch(/^validation\.|expected|Invalid input/);
  });

  it.each([
    ['/api/reports?page=9007199254740991', 'page'],
    ['/api/reports?page=1e21', 'page'],
    ['/api/reports?size=1e21', 'size'],
    ['/api/notifications?size=51', 'size'],
    ['/api/programs/hall-of-fame?page=-1', 'page'],
  ])('GET %s answers 422 on %s', async (url, field) => {
    const response = await setup.hacker.client.get(url);
    expect(errorOf(response)).toEqual([422, 'VALIDATION_ERROR']);
    expect(Object.keys(response.json().fields)).toEqual([field]);
  });

  it('still takes the largest amounts: a transfer of 999,999,999.99 is recorded, a reward of 999,999,999 meets the budget rule', async () => {
    const transfer = await superadmin.client.post('/api/banking/company-transfers', { amount: 999_999_999.99, date: '2026-01-15', payerName: 'Acme S.r.l.' });
    expect(transfer.statusCode, transfer.body).toBe(201);
    const overBudget = await setup.company.client.post(`/api/reports/${ids.triagedReport}/reward`, { amount: 999_999_999 });
    expect(errorOf(overBudget)).toEqual([400, 'PROGRAM_LOW_BUDGET']);
  });
});
