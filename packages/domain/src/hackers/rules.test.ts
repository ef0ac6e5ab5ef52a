import { describe, expect, it } from 'vitest';
import { codiceFiscaleCheckCharacter, isValidCodiceFiscale } from './codice-fiscale.ts';
import { COUNTRY_ALPHA2, isCountryCode } from './countries.ts';
import { hackerCompletion, isValidHackerIban, isValidHackerVat, isValidSwift, isValidTaxId, reportingBlocker, taxRegimesFor } from './rules.ts';

describe('codice fiscale', () => {
  it.each(['RSSMRA80A01H501U', 'RSSMRA85T10A562S', 'MRTMTT25D09F205Z', 'BNCGVN75L15F205G'])('accepts %s', (code) => {
    expect(isValidCodiceFiscale(code)).toBe(true);
  });

  it('accepts omocodia letters in the digit positions', () => {
    expect(isValidCodiceFiscale('RSSMRA80A01H50MM')).toBe(true);
    expect(isValidCodiceFiscale('RSSMRAULALMHSLMH')).toBe(true);
  });

  it.each([
    ['wrong check character', 'RSSMRA80A01H501A'],
    ['lowercase', 'rssmra80a01h501u'],
    ['month letter that is no month', 'RSSMRA80F01H501U'],
    ['letter outside the omocodia set', 'RSSMRA8AA01H501U'],
    ['too short', 'RSSMRA80A01H501'],
    ['a company number', '12345678903'],
  ])('refuses a %s', (_case, code) => {
    expect(isValidCodiceFiscale(code)).toBe(false);
  });

  it('computes the check character from the first fifteen', () => {
    expect(codiceFiscaleCheckCharacter('RSSMRA80A01H501')).toBe('U');
  });
});

describe('tax identifiers and VAT numbers', () => {
  it('checks the codice fiscale only for Italian residents', () => {
    expect(isValidTaxId('RSSMRA80A01H501U', 'ITA')).toBe(true);
    expect(isValidTaxId('RSSMRA80A01H501A', 'ITA')).toBe(false);
    expect(isValidTaxId('123456789', 'USA')).toBe(true);
    expect(isValidTaxId('12', 'USA')).toBe(false);
  });

  it('checks the partita IVA digit in Italy, jsvat in the EU, the shape elsewhere', () => {
    expect(isValidHackerVat('01114601006', 'ITA')).toBe(true);
    expect(isValidHackerVat('01114601007', 'ITA')).toBe(false);
    expect(isValidHackerVat('DE136695976', 'DEU')).toBe(true);
    expect(isValidHackerVat('136695976', 'DEU')).toBe(true);
    expect(isValidHackerVat('136695977', 'DEU')).toBe(false);
    expect(isValidHackerVat('FR40303265045', 'FRA')).toBe(true);
    expect(isValidHackerVat('CHE123456789', 'CHE')).toBe(true);
    expect(isValidHackerVat('X', 'CHE')).toBe(false);
  });
});

describe('IBAN and SWIFT', () => {
  it.each([
    'IT60X0542811101000000123456',
    'DE89370400440532013000',
    'GB29NWBK60161331926819',
    'FR1420041010050500013M02606',
    'ES9121000418450200051332',
    'NL91ABNA0417164300',
  ])('accepts %s', (iban) => expect(isValidHackerIban(iban)).toBe(true));

  it.each([
    ['a wrong checksum', 'IT61X0542811101000000123456'],
    ['a wrong length for the country', 'DE8937040044053201300'],
    ['an unknown country', 'XX89370400440532013000'],
  ])('refuses an IBAN with %s', (_case, iban) => expect(isValidHackerIban(iban)).toBe(false));

  it('checks the BIC format', () => {
    expect(isValidSwift('DEUTDEFF')).toBe(true);
    expect(isValidSwift('UNCRITMMXXX')).toBe(true);
    expect(isValidSwift('DEUT1EFF')).toBe(false);
    expect(isValidSwift('DEUTDEF')).toBe(false);
  });
});

describe('countries and regimes', () => {
  it('lists every ISO country by alpha-3 with its alpha-2 and flag', () => {
    expect(Object.keys(COUNTRY_ALPHA2)).toHaveLength(249);
    expect(isCountryCode('ITA')).toBe(true);
    expect(isCountryCode('IT')).toBe(false);
  });

  it('offers the Italian regimes in Italy and the foreign ones elsewhere', () => {
    expect(taxRegimesFor('ITA')).toEqual(['it_ordinary_vat', 'it_flat_rate', 'it_occasional_employee', 'it_occasional_self_employed']);
    expect(taxRegimesFor('DEU')).toEqual(['foreign_vat', 'foreign_occasional']);
  });
});

describe('completion and the reporting gate', () => {
  const ready = { kycStatus: 'approved', taxRegime: 'it_occasional_employee', iban: 'IT60X0542811101000000123456' } as const;

  it('counts the three checks', () => {
    expect(hackerCompletion(ready)).toEqual({ kycCompleted: true, taxRegimeConfigured: true, ibanConfigured: true, progressPercentage: 100 });
    expect(hackerCompletion({ kycStatus: 'pending', taxRegime: null, iban: 'IT60X0542811101000000123456' })).toEqual({
      kycCompleted: false,
      taxRegimeConfigured: false,
      ibanConfigured: true,
      progressPercentage: 33,
    });
    expect(hackerCompletion({ kycStatus: 'approved', taxRegime: 'foreign_vat', iban: null }).progressPercentage).toBe(67);
  });

  it.each([
    ['not_started', 'KYC_NOT_VERIFIED'],
    ['init', 'KYC_NOT_VERIFIED'],
    ['retry', 'KYC_NOT_VERIFIED'],
    ['pending', 'KYC_NOT_APPROVED'],
    ['rejected', 'KYC_NOT_APPROVED'],
  ] as const)('refuses KYC %s with %s before anything else', (kycStatus, code) => {
    expect(reportingBlocker({ kycStatus, taxRegime: null, iban: null })).toBe(code);
  });

  it('then asks for the tax regime, then the IBAN', () => {
    expect(reportingBlocker({ ...ready, taxRegime: null, iban: null })).toBe('TAX_REGIME_NOT_CONFIGURED');
    expect(reportingBlocker({ ...ready, iban: null })).toBe('PAYMENT_METHOD_NOT_CONFIGURED');
    expect(reportingBlocker(ready)).toBeNull();
  });
});
