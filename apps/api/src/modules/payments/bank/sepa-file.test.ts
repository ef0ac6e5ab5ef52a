import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEMO_PLATFORM } from '../../../config.ts';
import { buildCreditTransferFile, centsToDecimal, type CreditTransfer, type CreditTransferBatch } from './sepa-file.ts';
import { toSepaText } from './sepa-text.ts';
import { readPain001, validatePain001 } from './sepa.test-support.ts';

/** The SEPA Latin character set (EPC217-08). */
const SEPA_TEXT = /^[A-Za-z0-9/\-?:().,'+ ]+$/;

const debtor = { name: DEMO_PLATFORM.legalName, iban: DEMO_PLATFORM.iban, bic: DEMO_PLATFORM.swift };

function transfer(index: number, overrides: Partial<CreditTransfer> = {}): CreditTransfer {
  return {
    endToEndId: index.toString(16).padStart(32, '0'),
    amountCents: 10_000 + index,
    name: `Hacker ${index}`,
    iban: 'DE89370400440532013000',
    bic: 'COBADEFFXXX',
    remittance: `Bounty: report ${index}`,
    ...overrides,
  };
}

function batch(transfers: CreditTransfer[], overrides: Partial<CreditTransferBatch> = {}): CreditTransferBatch {
  return {
    messageId: 'BB-20261125103000-ABC123',
    createdAt: new Date('2026-11-25T09:30:00Z'),
    executionDate: new Date('2026-11-25T09:30:00Z'),
    debtor,
    transfers,
    ...overrides,
  };
}

describe('buildCreditTransferFile', () => {
  it('writes a pain.001.001.03 file that validates against the official schema, with counts and sums that read back', () => {
    const transfers = [
      transfer(1, { amountCents: 123_456, name: 'Niccolò Çà Fàçade', remittance: 'Bounty: XSS nel modulo «accesso» – più gravità' }),
      transfer(2, { amountCents: 1, name: 'Anna <Rossi> & "Figli"', iban: 'IT60X0542811101000000123456', bic: 'BPMOIT22' }),
      transfer(3, { amountCents: 99_999_999, name: 'Олександр Шевченко', remittance: '😀 emoji only 🎉' }),
    ];
    const xml = buildCreditTransferFile(batch(transfers));

    expect(validatePain001(xml)).toBeNull();
    // The check itself catches a file the schema refuses.
    expect(validatePain001(xml.replace('<ChrgBr>SLEV</ChrgBr>', '<ChrgBr>OUR</ChrgBr>'))).toMatch(/ChrgBr/);
    const file = readPain001(xml);
    expect(file).toMatchObject({
      messageId: 'BB-20261125103000-ABC123',
      paymentInfoId: 'BB-20261125103000-ABC123',
      paymentInfoBlocks: 1,
      groupCount: '3',
      paymentCount: '3',
      groupSum: '1001234.56',
      paymentSum: '1001234.56',
      serviceLevel: 'SEPA',
      initiator: 'Bug Bounty Demo S.r.l.',
      debtor: { name: 'Bug Bounty Demo S.r.l.', iban: 'IT60X0542811101000000123456', bic: 'BPMOIT22XXX' },
    });
    expect(file.transfers.map((t) => [t.endToEndId, t.instructionId, t.amount, t.currency])).toEqual([
      ['00000000000000000000000000000001', '00000000000000000000000000000001', '1234.56', 'EUR'],
      ['00000000000000000000000000000002', '00000000000000000000000000000002', '0.01', 'EUR'],
      ['00000000000000000000000000000003', '00000000000000000000000000000003', '999999.99', 'EUR'],
    ]);
    expect(file.transfers.map((t) => t.name)).toEqual(['Niccolo Ca Facade', "Anna Rossi + 'Figli'", 'Oleksandr Shevchenko']);
    expect(file.transfers[0]?.remittance).toBe("Bounty: XSS nel modulo 'accesso' - piu gravita");
  });

  it('reduces every name and remittance to the SEPA character set and cuts them to 70 and 140 characters', () => {
    const long = transfer(1, { name: `Maria Giuseppina ${'à'.repeat(100)}`, remittance: `Bounty ${'è'.repeat(300)}` });
    const odd = transfer(2, { name: '王小明', remittance: '   ' });
    const file = readPain001(buildCreditTransferFile(batch([long, odd])));

    const [first, second] = file.transfers;
    expect(first?.name).toHaveLength(70);
    expect(first?.remittance).toHaveLength(140);
    expect(first?.name.startsWith('Maria Giuseppina aaa')).toBe(true);
    // Nothing of the SEPA set is left: a placeholder name, the end-to-end id as remittance.
    expect(second?.name).toBe('?');
    expect(second?.remittance).toBe(second?.endToEndId);
    for (const value of file.transfers.flatMap((t) => [t.name, t.remittance])) expect(value).toMatch(SEPA_TEXT);
  });

  it('leaves out the creditor agent of a transfer without a BIC, or with a BIC of another country than the IBAN', () => {
    const xml = buildCreditTransferFile(
      batch([
        transfer(1, { bic: null }),
        transfer(2, { bic: 'BPMOIT22XXX' }),
        transfer(3, { bic: 'COBADEFF' }),
        transfer(4, { iban: 'FR1420041010050500013M02606', bic: 'BNPARERXXXX' }),
      ]),
    );
    expect(validatePain001(xml)).toBeNull();
    expect(readPain001(xml).transfers.map((t) => t.bic)).toEqual([undefined, undefined, 'COBADEFF', 'BNPARERXXXX']);
  });

  it('writes the creation time and the execution day on the Italian clock', () => {
    const file = readPain001(
      buildCreditTransferFile(batch([transfer(1)], { createdAt: new Date('2026-11-25T23:30:05Z'), executionDate: new Date('2026-11-25T23:30:05Z') })),
    );
    expect(file.createdAt).toBe('2026-11-26T00:30:05');
    expect(file.executionDate).toBe('2026-11-26');
    const summer = readPain001(
      buildCreditTransferFile(batch([transfer(1)], { createdAt: new Date('2026-07-01T22:15:00Z'), executionDate: new Date('2026-07-01T21:59:00Z') })),
    );
    expect(summer.createdAt).toBe('2026-07-02T00:15:00');
    expect(summer.executionDate).toBe('2026-07-01');
  });

  it('carries the exact sum of the integer cents as control sum, whatever the amounts', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 99_999_999_999 }), { minLength: 1, maxLength: 40 }), (amounts) => {
        const file = readPain001(buildCreditTransferFile(batch(amounts.map((amountCents, index) => transfer(index, { amountCents })))));
        const expected = centsToDecimal(amounts.reduce((sum, cents) => sum + cents, 0));
        expect(file.groupSum).toBe(expected);
        expect(file.paymentSum).toBe(expected);
        expect(file.transfers.map((t) => t.amount)).toEqual(amounts.map(centsToDecimal));
      }),
      { numRuns: 200 },
    );
  });

  it('refuses an empty batch, ids outside the SEPA rules and amounts that are not positive cents', () => {
    expect(() => buildCreditTransferFile(batch([]))).toThrow(/at least one transfer/);
    expect(() => buildCreditTransferFile(batch([transfer(1)], { messageId: 'X'.repeat(36) }))).toThrow(/message id/);
    expect(() => buildCreditTransferFile(batch([transfer(1)], { messageId: 'BB//1' }))).toThrow(/message id/);
    expect(() => buildCreditTransferFile(batch([transfer(1, { endToEndId: 'pagamento_1' })]))).toThrow(/end-to-end id/);
    expect(() => buildCreditTransferFile(batch([transfer(1, { amountCents: 0 })]))).toThrow(/amount/);
    expect(() => buildCreditTransferFile(batch([transfer(1, { amountCents: 12.5 })]))).toThrow(/amount/);
  });

  it('builds 10,000 transfers well within 5 seconds, and the file still validates', () => {
    const transfers = Array.from({ length: 10_000 }, (_, index) => transfer(index, { name: `Hacker Niccolò ${index}`, bic: index % 2 ? null : 'COBADEFFXXX' }));
    const started = performance.now();
    const xml = buildCreditTransferFile(batch(transfers));
    expect(performance.now() - started).toBeLessThan(5000);

    const file = readPain001(xml);
    expect(file.groupCount).toBe('10000');
    expect(file.transfers).toHaveLength(10_000);
    expect(file.groupSum).toBe(centsToDecimal(transfers.reduce((sum, t) => sum + t.amountCents, 0)));
    expect(validatePain001(xml)).toBeNull();
  });
});

describe('toSepaText', () => {
  it.each([
    ['Niccolò Çà', 'Niccolo Ca'],
    ['Søren Ærø Straße', 'Soren AEro Strasse'],
    ['Łukasz Żółć', 'Lukasz Zolc'],
    ['Їжак Йосип', 'Yizhak Yosyp'],
    ['Tom & Jerry; hi!', 'Tom + Jerry, hi.'],
    ['  a\t\nb  ', 'a b'],
    ['王小明', '?'],
  ])('%s -> %s', (input, expected) => {
    expect(toSepaText(input, 70)).toBe(expected);
  });

  it('cuts after spelling out, never leaving a trailing space', () => {
    expect(toSepaText('ßßßß', 5)).toBe('sssss');
    expect(toSepaText('ab cd', 3)).toBe('ab');
  });
});
