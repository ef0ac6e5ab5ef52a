import { describe, expect, it } from 'vitest';
import { DEFAULT_TAX_TABLE } from '../admin/settings.ts';
import { isPaymentOverdue, PAYMENT_WORKFLOW, paymentDueAt, paymentFigures } from './rules.ts';

/** Hand-computed: cents in, cents out (DECISIONS "Hacker payments" tax table). */
describe('paymentFigures, regime by regime', () => {
  it('ordinary VAT: +22% VAT, 20% withholding on the bounty', () => {
    expect(paymentFigures(100_000, DEFAULT_TAX_TABLE.it_ordinary_vat)).toEqual({
      grossCents: 100_000,
      vatCents: 22_000,
      withholdingCents: 20_000,
      stampDutyCents: 0,
      transferCents: 102_000,
      inpsDue: false,
    });
  });

  it('rounds half up to the cent: 22% of 0.33 euro is 7.26 cents -> 7, of 12.345 ... 1,234.57 euro', () => {
    expect(paymentFigures(33, DEFAULT_TAX_TABLE.it_ordinary_vat)).toMatchObject({ vatCents: 7, withholdingCents: 7, transferCents: 33 });
    // 123,457 x 22% = 27,160.54 -> 27,161; x 20% = 24,691.4 -> 24,691
    expect(paymentFigures(123_457, DEFAULT_TAX_TABLE.it_ordinary_vat)).toMatchObject({ vatCents: 27_161, withholdingCents: 24_691, transferCents: 125_927 });
    // 25 x 22% = 5.5 -> 6 (half up)
    expect(paymentFigures(25, DEFAULT_TAX_TABLE.it_ordinary_vat)).toMatchObject({ vatCents: 6, withholdingCents: 5 });
  });

  it('flat rate: no VAT, no withholding, 2 euro stamp duty strictly above 77.47', () => {
    expect(paymentFigures(7_747, DEFAULT_TAX_TABLE.it_flat_rate)).toMatchObject({ stampDutyCents: 0, transferCents: 7_747 });
    expect(paymentFigures(7_748, DEFAULT_TAX_TABLE.it_flat_rate)).toMatchObject({
      stampDutyCents: 200,
      vatCents: 0,
      withholdingCents: 0,
      transferCents: 7_748,
    });
  });

  it('Italian occasional work: 20% withholding, INPS flagged above 5,000 with the previous-year total', () => {
    for (const regime of ['it_occasional_employee', 'it_occasional_self_employed'] as const) {
      expect(paymentFigures(490_000, DEFAULT_TAX_TABLE[regime], 10_000)).toMatchObject({ withholdingCents: 98_000, transferCents: 392_000, inpsDue: false });
      expect(paymentFigures(490_000, DEFAULT_TAX_TABLE[regime], 10_001)).toMatchObject({ inpsDue: true });
      expect(paymentFigures(500_001, DEFAULT_TAX_TABLE[regime], null)).toMatchObject({ inpsDue: true, withholdingCents: 100_000 });
    }
  });

  it('foreign regimes: reverse charge, no withholding', () => {
    for (const regime of ['foreign_vat', 'foreign_occasional'] as const) {
      expect(paymentFigures(150_050, DEFAULT_TAX_TABLE[regime])).toEqual({
        grossCents: 150_050,
        vatCents: 0,
        withholdingCents: 0,
        stampDutyCents: 0,
        transferCents: 150_050,
        inpsDue: false,
      });
    }
  });
});

describe('due dates', () => {
  it('are 14 days after the report for managed programs, 21 otherwise; overdue only while unpaid', () => {
    const created = new Date('2026-11-01T10:00:00Z');
    expect(paymentDueAt(created, true).toISOString()).toBe('2026-11-15T10:00:00.000Z');
    expect(paymentDueAt(created, false).toISOString()).toBe('2026-11-22T10:00:00.000Z');
    const now = new Date('2026-11-23T00:00:00Z');
    const dueAt = paymentDueAt(created, false);
    expect(isPaymentOverdue({ status: 'pendingStaffApproval', dueAt }, now)).toBe(true);
    expect(isPaymentOverdue({ status: 'processing', dueAt }, now)).toBe(false);
    expect(isPaymentOverdue({ status: 'skipped', dueAt }, now)).toBe(false);
    expect(isPaymentOverdue({ status: 'pending', dueAt: paymentDueAt(created, false) }, new Date('2026-11-21T00:00:00Z'))).toBe(false);
  });
});

describe('the payment table', () => {
  it('confirms into documents or approval, never twice', () => {
    expect(PAYMENT_WORKFLOW.targets('confirm', 'pending')).toEqual(['pendingHackerDocumentsUpload', 'pendingStaffApproval']);
    expect(PAYMENT_WORKFLOW.allows('confirm', 'pendingStaffApproval')).toBe(false);
    expect(PAYMENT_WORKFLOW.refusal('confirm')).toBe('PAYMENT_ALREADY_CONFIRMED');
  });

  it('sends a refused IBAN back to the hacker and a retryable failure back to the list', () => {
    expect(PAYMENT_WORKFLOW.next('bankIbanNotValid', 'processing')).toBe('ibanNotValid');
    expect(PAYMENT_WORKFLOW.next('settingsCompleted', 'ibanNotValid')).toBe('pending');
    expect(PAYMENT_WORKFLOW.next('resetFailed', 'failedRetry')).toBe('pendingBeneficiaryList');
    expect(PAYMENT_WORKFLOW.next('export', 'approved')).toBe('processing');
    expect(PAYMENT_WORKFLOW.allows('skip', 'processing')).toBe(false);
  });
});

describe('payment reasons in words', () => {
  it('says bank codes and platform reasons in the reader’s language, free text as written', async () => {
    const { paymentReasonText } = await import('./reasons.ts');
    expect(paymentReasonText('AC01', 'it')).toBe('IBAN errato (AC01)');
    expect(paymentReasonText('AM04', 'en')).toBe("Insufficient funds on the platform's account (AM04)");
    expect(paymentReasonText('settingsUpdated', 'en')).toBe('Payment details updated: confirm again');
    expect(paymentReasonText('Il ricercatore rinuncia', 'en')).toBe('Il ricercatore rinuncia');
    expect(paymentReasonText('XY99', 'it')).toBe('XY99');
    expect(paymentReasonText(null, 'it')).toBeNull();
  });
});
