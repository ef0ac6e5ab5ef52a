import type { HackerWallet, PaymentDetail, PaymentIntent } from '@bb/domain';
import type { mockFetch } from '../../../test/render.tsx';

export const PAYMENT_ID = '5b1f8c2e-3a4d-4e6f-8a9b-0c1d2e3f4a5b';
export const REPORT_ID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
export const HACKER_ID = '0b6f3c5e-8d1a-4c7e-9f00-1a2b3c4d5e6f';

const NO_ABILITIES = { confirm: false, uploadDocument: false, uploadDocumentForHacker: false, approve: false, payExternally: false, skip: false };

/** A reward of 1.000 € under the Italian occasional (self-employed) regime, waiting for the hacker's confirmation. */
export function buildIntent(overrides: Partial<PaymentIntent> = {}): PaymentIntent {
  return {
    id: PAYMENT_ID,
    kind: 'reward',
    status: 'pending',
    statusReason: null,
    statusChangedBy: null,
    statusChangedAt: '2026-03-02T10:00:00.000Z',
    dueDate: '2026-03-22T10:00:00.000Z',
    overdue: false,
    bountyTotalAmount: 1000,
    vatAmount: 0,
    withholdingAmount: 200,
    stampDutyAmount: 0,
    transferAmount: 800,
    inpsDue: false,
    inpsTaxableAmount: 0,
    inpsHackerAmount: 0,
    inpsPlatformAmount: 0,
    inpsTerms: { threshold: 5000, hackerPercent: 11.24, platformPercent: 22.48 },
    report: { id: REPORT_ID, title: 'SQL injection nel login', createdAt: '2026-03-01T10:00:00.000Z', programName: 'Acme Web' },
    company: { id: '7d3c1a52-5a0e-4f8e-9b55-1f2e3d4c5b6a', name: 'Acme Srl' },
    program: { id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f', name: 'Acme Web' },
    hacker: { id: HACKER_ID, username: 'ada' },
    taxRegime: 'it_occasional_self_employed',
    taxId: 'LVLDAA85T50H501Z',
    previousYearlyPaymentsAmount: null,
    beneficiaryName: 'Ada Lovelace',
    iban: 'IT60X0542811101000000123456',
    swift: null,
    residenceAddress: 'Via Roma 1',
    residenceCap: '00100',
    residenceCity: 'Roma',
    residenceState: 'RM',
    residenceCountry: 'ITA',
    settingsVersion: 3,
    confirmedAt: null,
    receipt: null,
    needsDocument: true,
    needsPreviousYearTotal: true,
    hackerDocument: null,
    staffDocument: null,
    batch: null,
    date: '2026-03-02T10:00:00.000Z',
    abilities: { ...NO_ABILITIES, confirm: true },
    ...overrides,
  };
}

export function buildDetail(overrides: Partial<PaymentDetail> = {}): PaymentDetail {
  return {
    ...buildIntent(),
    history: [{ status: 'pending', oldStatus: null, reason: null, by: null, date: '2026-03-02T10:00:00.000Z' }],
    ...overrides,
  };
}

export function buildWallet(overrides: Partial<HackerWallet> = {}): HackerWallet {
  return {
    earned: 3500,
    paid: 1600,
    pending: 1200,
    withheld: 700,
    actionRequired: 2,
    nextDueDate: '2026-03-22T10:00:00.000Z',
    monthly: [
      { month: '2026-01', gross: 2000, net: 1600 },
      { month: '2026-02', gross: 0, net: 0 },
      { month: '2026-03', gross: 1500, net: 1200 },
    ],
    ...overrides,
  };
}

/** Profile completion answers. */
export const COMPLETE_PROFILE = { kycCompleted: true, taxRegimeConfigured: true, ibanConfigured: true, progressPercentage: 100 };

type Calls = ReturnType<typeof mockFetch>['calls'];

/** The body of the calls made with this method to this path, parsed. */
export function sentBodies(calls: Calls, method: string, path: string): unknown[] {
  return calls.filter((call) => (call.init?.method ?? 'GET') === method && call.url === path).map((call) => JSON.parse(String(call.init?.body)) as unknown);
}

/** The query of every list request, without paging and order. */
export function listFilters(calls: Calls): Record<string, string>[] {
  return calls
    .filter((call) => call.url.startsWith('/api/payments/intents?'))
    .map((call) => {
      const params = new URLSearchParams(call.url.split('?')[1]);
      for (const key of ['page', 'size', 'sort']) params.delete(key);
      return Object.fromEntries(params);
    });
}
