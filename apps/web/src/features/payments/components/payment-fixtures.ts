import type { PaymentAbilities, PaymentDetail, PaymentIntent, PendingBeneficiaries } from '@bb/domain';

export const PAYMENT_ID = '3f1e2d3c-4b5a-4c6d-8e7f-9a0b1c2d3e4f';
export const OTHER_PAYMENT_ID = '4a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
export const REPORT_ID = '9c1d2e3f-0000-4000-8000-000000000001';
export const HACKER_ID = '0b6f3c5e-8d1a-4c7e-9f00-1a2b3c4d5e6f';
export const BATCH_ID = '6c5b4a39-2817-4f6e-9d5c-4b3a29180716';
export const UPLOAD_ID = '8e7d6c5b-4a39-4817-9f6e-5d4c3b2a1908';

export const NO_ABILITIES: PaymentAbilities = {
  confirm: false,
  uploadDocument: false,
  uploadDocumentForHacker: false,
  approve: false,
  payExternally: false,
  skip: false,
};

/** A reward of 1.000 € to ada, Italian occasional work (20% withholding), waiting for staff approval. */
export function paymentIntent(overrides: Partial<PaymentIntent> = {}): PaymentIntent {
  return {
    id: PAYMENT_ID,
    kind: 'reward',
    status: 'pendingStaffApproval',
    statusReason: null,
    statusChangedBy: null,
    statusChangedAt: '2026-03-10T09:00:00.000Z',
    dueDate: '2026-03-23T09:00:00.000Z',
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
    report: { id: REPORT_ID, title: 'XSS riflesso nella ricerca', createdAt: '2026-03-02T09:00:00.000Z', programName: 'Demo web' },
    company: { id: '7d3c1a52-5a0e-4f8e-9b55-1f2e3d4c5b6a', name: 'Demo Srl' },
    program: { id: '1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e', name: 'Demo web' },
    hacker: { id: HACKER_ID, username: 'ada' },
    taxRegime: 'it_occasional_employee',
    taxId: 'LVLDAA85T50H501Z',
    previousYearlyPaymentsAmount: 1200,
    beneficiaryName: 'Ada Lovelace',
    iban: 'IT60X0542811101000000123456',
    swift: 'BPMOIT22XXX',
    residenceAddress: 'Via Roma 1',
    residenceCap: '00100',
    residenceCity: 'Roma',
    residenceState: 'RM',
    residenceCountry: 'ITA',
    settingsVersion: 3,
    confirmedAt: '2026-03-09T09:00:00.000Z',
    receipt: { fileName: 'ricevuta.pdf', url: `/api/payments/intents/${PAYMENT_ID}/receipt.pdf` },
    needsDocument: true,
    needsPreviousYearTotal: true,
    hackerDocument: { id: '2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a', fileName: 'ricevuta-firmata.pdf' },
    staffDocument: null,
    batch: null,
    date: '2026-03-08T09:00:00.000Z',
    abilities: { ...NO_ABILITIES, approve: true, payExternally: true, skip: true, uploadDocumentForHacker: true },
    ...overrides,
  };
}

export function paymentDetail(overrides: Partial<PaymentDetail> = {}): PaymentDetail {
  return {
    ...paymentIntent(),
    history: [
      { status: 'pending', oldStatus: null, reason: null, by: null, date: '2026-03-08T09:00:00.000Z' },
      { status: 'pendingStaffApproval', oldStatus: 'pending', reason: null, by: { id: HACKER_ID, username: 'ada' }, date: '2026-03-09T09:00:00.000Z' },
    ],
    ...overrides,
  };
}

export function pendingBeneficiaries(overrides: Partial<PendingBeneficiaries> = {}): PendingBeneficiaries {
  return {
    count: 2,
    total: 1600,
    results: [
      paymentIntent({ status: 'pendingBeneficiaryList', abilities: NO_ABILITIES }),
      paymentIntent({ id: OTHER_PAYMENT_ID, status: 'pendingBeneficiaryList', hacker: { id: HACKER_ID, username: 'grace' }, abilities: NO_ABILITIES }),
    ],
    processing: 3,
    failedRetry: 1,
    batches: [{ id: BATCH_ID, messageId: 'BB-20260301-0001', count: 3, total: 2400, createdAt: '2026-03-01T10:00:00.000Z' }],
    ...overrides,
  };
}
