import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addVat, filterEuroInput, formatEuro, fromCents, hasAtMostTwoDecimals, parseEuroInput, percentOf, splitGross, toCents } from './money.ts';

describe('amounts in cents', () => {
  it('converts euro with at most two decimals exactly, both ways', () => {
    fc.assert(
      fc.property(fc.integer({ min: -99_999_999_999, max: 99_999_999_999 }), (cents) => {
        const euro = fromCents(cents);
        expect(hasAtMostTwoDecimals(euro)).toBe(true);
        expect(toCents(euro)).toBe(cents);
      }),
    );
    expect([toCents(0.1 + 0.2), toCents(1234.56), toCents(-100)]).toEqual([30, 123_456, -10_000]);
  });

  it('tells amounts with more than two decimals apart', () => {
    expect([12.34, 12.345, 0.1 + 0.2, 1e21, Number.NaN].map(hasAtMostTwoDecimals)).toEqual([true, false, false, false, false]);
  });

  it('reads typed amounts without a float: digits and one decimal point (or comma)', () => {
    expect(['1000', '1000.1', '1000,10', '0.01', '  7 ', '1.', '12.345', '1.2.3', '-5', 'abc', ''].map(parseEuroInput)).toEqual([
      100_000,
      100_010,
      100_010,
      1,
      700,
      100,
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('filters what an amount input keeps as the user types', () => {
    // Thousands separators are not typed: the first point or comma is the decimal one.
    expect(['12a3', '1.2.3', '1,5', '10.999', '€ 1.000,50', '.5'].map(filterEuroInput)).toEqual(['123', '1.23', '1.5', '10.99', '1.00', '.5']);
  });
});

describe('VAT', () => {
  it('adds 22% on top of the amount the wallet should receive', () => {
    expect(addVat(100_000, 22)).toEqual({ net: 100_000, vat: 22_000, gross: 122_000 });
    expect(addVat(100_010, 22)).toEqual({ net: 100_010, vat: 22_002, gross: 122_012 });
    expect(addVat(100_000, 0)).toEqual({ net: 100_000, vat: 0, gross: 100_000 });
  });

  it('splits a gross transfer into net (rounded half up) and VAT as the exact difference', () => {
    expect(splitGross(122_000, 22)).toEqual({ net: 100_000, vat: 22_000, gross: 122_000 });
    expect(splitGross(10_001, 22)).toEqual({ net: 8_198, vat: 1_803, gross: 10_001 });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99_999_999_999 }), fc.integer({ min: 0, max: 10_000 }), (gross, basisPoints) => {
        const split = splitGross(gross, basisPoints / 100);
        expect(split.net + split.vat).toBe(gross);
        // The net is the closest cent to gross / (1 + rate).
        expect(Math.abs(split.net - (gross * 10_000) / (10_000 + basisPoints))).toBeLessThanOrEqual(0.5);
      }),
    );
  });

  it('makes splitGross undo addVat for every amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999_999 }), (net) => {
        expect(splitGross(addVat(net, 22).gross, 22).net).toBe(net);
      }),
    );
  });

  it('rounds percentages half away from zero', () => {
    expect([percentOf(5, 10), percentOf(15, 10), percentOf(-15, 10), percentOf(750_000, 10), percentOf(750_000, 5)]).toEqual([1, 2, -2, 75_000, 37_500]);
  });
});

describe('formatEuro', () => {
  it('formats Italian and English amounts with two decimals', () => {
    expect(formatEuro(122_000).replace(/\s/g, ' ')).toBe('1.220,00 €');
    expect(formatEuro(-5, 'en-GB')).toBe('-€0.05');
  });

  it('drops the decimals in compact form (cards and charts)', () => {
    expect(formatEuro(750_000, 'it-IT', { compact: true }).replace(/\s/g, ' ')).toBe('7.500 €');
    expect(formatEuro(750_000, 'en-GB', { compact: true })).toBe('€7,500');
  });
});
