import { describe, expect, it } from 'vitest';
import { DEFAULT_INPS_RATES, DEFAULT_TAX_TABLE } from '../admin/settings.ts';
import { inpsContributions, inpsTermsOf, isPaymentOverdue, PAYMENT_WORKFLOW, paymentDueAt, paymentFigures } from './rules.ts';
import { presentPaymentFigures, previewWithYearToDate } from './schemas.ts';

/** Hand-computed: cents in, cents out (DECISIONS "Hacker payments" tax table; Gestione Separata 11.24% + 22.48%). */
const RATES = DEFAULT_INPS_RATES;
const NO_INPS = { inpsDue: false, inpsBaseCents: 0, inpsHackerCents: 0, inpsPlatformCents: 0 };
const OCCASIONAL_REGIMES = ['it_occasional_employee', 'it_occasional_self_employed'] as const;

describe('paymentFigures, regime by regime', () => {
  it('ordinary VAT: +22% VAT, 20% withholding on the bounty', () => {
    expect(paymentFigures(100_000, DEFAULT_TAX_TABLE.it_ordinary_vat, null, RATES)).toEqual({
      grossCents: 100_000,
      vatCents: 22_000,
      withholdingCents: 20_000,
      stampDutyCents: 0,
      transferCents: 102_000,
      ...NO_INPS,
    });
  });

  it('rounds half up to the cent: 22% of 0.33 euro is 7.26 cents -> 7, of 12.345 ... 1,234.57 euro', () => {
    expect(paymentFigures(33, DEFAULT_TAX_TABLE.it_ordinary_vat, null, RATES)).toMatchObject({ vatCents: 7, withholdingCents: 7, transferCents: 33 });
    // 123,457 x 22% = 27,160.54 -> 27,161; x 20% = 24,691.4 -> 24,691
    expect(paymentFigures(123_457, DEFAULT_TAX_TABLE.it_ordinary_vat, null, RATES)).toMatchObject({
      vatCents: 27_161,
      withholdingCents: 24_691,
      transferCents: 125_927,
    });
    // 25 x 22% = 5.5 -> 6 (half up)
    expect(paymentFigures(25, DEFAULT_TAX_TABLE.it_ordinary_vat, null, RATES)).toMatchObject({ vatCents: 6, withholdingCents: 5 });
  });

  it('flat rate: no VAT, no withholding, 2 euro stamp duty strictly above 77.47', () => {
    expect(paymentFigures(7_747, DEFAULT_TAX_TABLE.it_flat_rate, null, RATES)).toMatchObject({ stampDutyCents: 0, transferCents: 7_747 });
    expect(paymentFigures(7_748, DEFAULT_TAX_TABLE.it_flat_rate, null, RATES)).toMatchObject({
      stampDutyCents: 200,
      vatCents: 0,
      withholdingCents: 0,
      transferCents: 7_748,
    });
  });

  it('foreign regimes: reverse charge, no withholding, no INPS whatever the year so far', () => {
    for (const regime of ['foreign_vat', 'foreign_occasional'] as const) {
      expect(paymentFigures(150_050, DEFAULT_TAX_TABLE[regime], 900_000, RATES)).toEqual({
        grossCents: 150_050,
        vatCents: 0,
        withholdingCents: 0,
        stampDutyCents: 0,
        transferCents: 150_050,
        ...NO_INPS,
      });
    }
  });
});

describe('Italian occasional work: 20% withholding and INPS Gestione Separata above 5,000 euro in the calendar year', () => {
  for (const regime of OCCASIONAL_REGIMES) {
    const rule = DEFAULT_TAX_TABLE[regime];

    it(`${regime}: below the threshold, and exactly on it, nothing is due`, () => {
      // 3,900 received + 1,000 = 4,900; 4,000 + 1,000 = 5,000, not above.
      for (const yearToDate of [390_000, 400_000, null]) {
        expect(paymentFigures(100_000, rule, yearToDate, RATES)).toEqual({
          grossCents: 100_000,
          vatCents: 0,
          withholdingCents: 20_000,
          stampDutyCents: 0,
          transferCents: 80_000,
          ...NO_INPS,
        });
      }
    });

    it(`${regime}: crossing it, contributions on the part above only`, () => {
      // 4,500 + 800 = 5,300: base 300; 300 x 11.24% = 33.72 withheld, x 22.48% = 67.44 borne by the platform;
      // 800 - 160 - 33.72 = 606.28.
      expect(paymentFigures(80_000, rule, 450_000, RATES)).toEqual({
        grossCents: 80_000,
        vatCents: 0,
        withholdingCents: 16_000,
        stampDutyCents: 0,
        inpsDue: true,
        inpsBaseCents: 30_000,
        inpsHackerCents: 3_372,
        inpsPlatformCents: 6_744,
        transferCents: 60_628,
      });
      // 4,999.99 + 100 = 5,099.99: base 99.99; x 11.24% = 11.238876 -> 11.24, x 22.48% = 22.477752 -> 22.48.
      expect(paymentFigures(10_000, rule, 499_999, RATES)).toMatchObject({
        inpsBaseCents: 9_999,
        inpsHackerCents: 1_124,
        inpsPlatformCents: 2_248,
        transferCents: 10_000 - 2_000 - 1_124,
      });
    });

    it(`${regime}: already above it, the whole bounty`, () => {
      // 5,300 + 2,700: base 2,700; x 11.24% = 303.48, x 22.48% = 606.96; 2,700 - 540 - 303.48 = 1,856.52.
      expect(paymentFigures(270_000, rule, 530_000, RATES)).toMatchObject({
        withholdingCents: 54_000,
        inpsDue: true,
        inpsBaseCents: 270_000,
        inpsHackerCents: 30_348,
        inpsPlatformCents: 60_696,
        transferCents: 185_652,
      });
      // A bounty alone above the threshold, nothing declared: 5,000.01 -> base 0.01, 0.1124 -> 0 and 0.2248 -> 0 cents.
      expect(paymentFigures(500_001, rule, null, RATES)).toMatchObject({ inpsDue: true, inpsBaseCents: 1, inpsHackerCents: 0, inpsPlatformCents: 0 });
    });

    it(`${regime}: rounds each share half up to the cent`, () => {
      // 12.50 x 11.24% = 1.405 -> 1.41 (half up); x 22.48% = 2.81; 12.50 - 2.50 - 1.41 = 8.59.
      expect(paymentFigures(1_250, rule, 500_000, RATES)).toMatchObject({
        withholdingCents: 250,
        inpsHackerCents: 141,
        inpsPlatformCents: 281,
        transferCents: 859,
      });
      // 123.45: 13.87578 -> 13.88 and 27.75156 -> 27.75 (together 41.63, as 33.72% of 123.45 = 41.62734 -> 41.63);
      // 24.69 withheld; 123.45 - 24.69 - 13.88 = 84.88.
      expect(paymentFigures(12_345, rule, 600_000, RATES)).toMatchObject({
        withholdingCents: 2_469,
        inpsHackerCents: 1_388,
        inpsPlatformCents: 2_775,
        transferCents: 8_488,
      });
    });
  }

  it("takes the super admin's rates and threshold: 24% for pensioners (8% + 16%), a threshold of 6,000", () => {
    const rule = { ...DEFAULT_TAX_TABLE.it_occasional_self_employed, inpsThreshold: 6_000 };
    // 5,500 + 1,000 = 6,500: base 500; 40 withheld, 80 by the platform; 1,000 - 200 - 40 = 760.
    expect(paymentFigures(100_000, rule, 550_000, { hackerPercent: 8, platformPercent: 16 })).toMatchObject({
      inpsBaseCents: 50_000,
      inpsHackerCents: 4_000,
      inpsPlatformCents: 8_000,
      transferCents: 76_000,
    });
    expect(inpsContributions(100_000, 550_000, null)).toEqual(NO_INPS);
  });

  it('previews in euro what the server computes in cents, for any year-to-date typed', () => {
    const rule = DEFAULT_TAX_TABLE.it_occasional_employee;
    const terms = inpsTermsOf(rule, RATES);
    expect(terms).toEqual({ thresholdCents: 500_000, hackerPercent: 11.24, platformPercent: 22.48 });
    const shown = presentPaymentFigures(paymentFigures(80_000, rule, null, RATES), terms);
    expect(shown).toMatchObject({ transferAmount: 640, inpsDue: false, inpsHackerAmount: 0, inpsTerms: { threshold: 5_000 } });
    for (const yearToDate of [0, 4_200, 4_500, 5_000, 12_345]) {
      expect(previewWithYearToDate(shown, yearToDate)).toEqual(presentPaymentFigures(paymentFigures(80_000, rule, yearToDate * 100, RATES), terms));
    }
    expect(previewWithYearToDate(shown, 4_500)).toMatchObject({
      inpsTaxableAmount: 300,
      inpsHackerAmount: 33.72,
      inpsPlatformAmount: 67.44,
      transferAmount: 606.28,
    });
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
