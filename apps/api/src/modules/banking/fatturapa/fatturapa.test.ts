import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  buildFatturaPa,
  EXEMPTION_REFERENCES,
  exemptionNature,
  formatAmount,
  needsStampDuty,
  formatRate,
  invoiceFileName,
  transmissionIdFromSequence,
  type InvoiceCustomer,
  type InvoiceInput,
} from './fatturapa.ts';
import { DEMO_PLATFORM } from '../../../config.ts';
import { invoiceText } from './fatturapa-text.ts';
import { assertSchemaPresent, FATTURAPA_DATA, readInvoice, readPayloads, validateInvoice, validateInvoices } from './fatturapa.test-support.ts';

// The IBAN as people write it, with spaces.
const SUPPLIER = { ...DEMO_PLATFORM, iban: 'IT60 X054 2811 1010 0000 0123 456' };

const ITALIAN: InvoiceCustomer = {
  businessname: 'Acme Sicurezza S.p.A.',
  vat: '01234567897',
  country: 'ITA',
  address: 'Via Torino 38-B',
  cap: '00145',
  city: 'Roma',
  state: 'RM',
  sdi: 'ABC1234',
  pec: '',
};

const DUTCH: InvoiceCustomer = {
  businessname: 'Veilig B.V.',
  vat: '123456789B01',
  country: 'NLD',
  address: 'Damrak 1',
  cap: '1012 LG',
  city: 'Amsterdam',
  state: 'Noord-Holland',
  sdi: '0000000',
  pec: '',
};

function invoice(overrides: Partial<InvoiceInput> = {}): InvoiceInput {
  return {
    supplier: SUPPLIER,
    customer: ITALIAN,
    number: '2026/000042',
    issueDate: '2026-11-20',
    transmissionId: '00001',
    taxableCents: 100_000,
    vatCents: 22_000,
    vatRatePercent: 22,
    vatExempt: false,
    description: 'Ricarica wallet programmi bug bounty - bonifico del 2026-11-20',
    ...overrides,
  };
}

const EXEMPT = { vatCents: 0, vatRatePercent: 0, vatExempt: true } as const;
const BODY = 'FatturaElettronicaBody';
const HEADER = 'FatturaElettronicaHeader';
const SUMMARY = `${BODY}.DatiBeniServizi.DatiRiepilogo`;
const LINE = `${BODY}.DatiBeniServizi.DettaglioLinee`;
const CUSTOMER = `${HEADER}.CessionarioCommittente`;

/** Builds, validates with xmllint (failing with its messages) and returns a reader of the document. */
function buildValid(input: InvoiceInput) {
  const xml = buildFatturaPa(input);
  expect(validateInvoice(xml)).toBeNull();
  return readInvoice(xml);
}

beforeAll(() => assertSchemaPresent());

describe('the xmllint setup', () => {
  it.each(['FPR01', 'FPR02', 'FPR03'])('validates the official sample %s', (sample) => {
    const xml = readFileSync(join(FATTURAPA_DATA, 'samples', `IT01234567890_${sample}.xml`), 'utf8');
    expect(validateInvoice(xml)).toBeNull();
  });

  it('fails documents the schema refuses', () => {
    const good = buildFatturaPa(invoice());
    const broken = [
      good.replace('<TipoDocumento>TD02</TipoDocumento>', '<TipoDocumento>TD99</TipoDocumento>'),
      good.replace(/<Numero>.*<\/Numero>/, ''),
      good.replace('<ImportoTotaleDocumento>1220.00<', '<ImportoTotaleDocumento>1220<'),
      good.replace('<Denominazione>Acme Sicurezza S.p.A.<', '<Denominazione>Acme € Sicurezza<'),
      good.replace('<CodiceDestinatario>ABC1234<', '<CodiceDestinatario>abc<'),
      good.replace('</p:FatturaElettronica>', ''),
    ];
    for (const verdict of validateInvoices(broken)) expect(verdict).toMatch(/fails to validate|error/i);
  });
});

describe('buildFatturaPa', () => {
  it('invoices an Italian company with 22% VAT: 1,000.00 + 220.00 = 1,220.00', () => {
    const xml = buildFatturaPa(invoice());
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(validateInvoice(xml)).toBeNull();
    const read = readInvoice(xml);
    expect(read(`${HEADER}.DatiTrasmissione.FormatoTrasmissione`)).toBe('FPR12');
    expect(read(`${HEADER}.DatiTrasmissione.IdTrasmittente.IdCodice`)).toBe('12345678903');
    expect(read(`${HEADER}.DatiTrasmissione.ProgressivoInvio`)).toBe('00001');
    expect(read(`${HEADER}.DatiTrasmissione.CodiceDestinatario`)).toBe('ABC1234');
    expect(read(`${HEADER}.DatiTrasmissione.PECDestinatario`)).toBeUndefined();
    expect(read(`${HEADER}.CedentePrestatore.DatiAnagrafici.RegimeFiscale`)).toBe('RF01');
    expect(read(`${HEADER}.CedentePrestatore.Sede.Nazione`)).toBe('IT');
    expect(read(`${CUSTOMER}.DatiAnagrafici.IdFiscaleIVA.IdPaese`)).toBe('IT');
    expect(read(`${CUSTOMER}.DatiAnagrafici.IdFiscaleIVA.IdCodice`)).toBe('01234567897');
    expect(read(`${CUSTOMER}.Sede.Provincia`)).toBe('RM');
    expect(read(`${BODY}.DatiGenerali.DatiGeneraliDocumento.TipoDocumento`)).toBe('TD02');
    expect(read(`${BODY}.DatiGenerali.DatiGeneraliDocumento.Divisa`)).toBe('EUR');
    expect(read(`${BODY}.DatiGenerali.DatiGeneraliDocumento.Data`)).toBe('2026-11-20');
    expect(read(`${BODY}.DatiGenerali.DatiGeneraliDocumento.Numero`)).toBe('2026/000042');
    expect(read(`${BODY}.DatiGenerali.DatiGeneraliDocumento.ImportoTotaleDocumento`)).toBe('1220.00');
    expect(read(`${LINE}.NumeroLinea`)).toBe('1');
    expect(read(`${LINE}.PrezzoUnitario`)).toBe('1000.00');
    expect(read(`${LINE}.PrezzoTotale`)).toBe('1000.00');
    expect(read(`${LINE}.AliquotaIVA`)).toBe('22.00');
    expect(read(`${LINE}.Natura`)).toBeUndefined();
    expect(read(`${SUMMARY}.AliquotaIVA`)).toBe('22.00');
    expect(read(`${SUMMARY}.ImponibileImporto`)).toBe('1000.00');
    expect(read(`${SUMMARY}.Imposta`)).toBe('220.00');
    expect(read(`${SUMMARY}.EsigibilitaIVA`)).toBe('I');
    expect(read(`${SUMMARY}.Natura`)).toBeUndefined();
    expect(read(`${BODY}.DatiPagamento.CondizioniPagamento`)).toBe('TP02');
    expect(read(`${BODY}.DatiPagamento.DettaglioPagamento.ModalitaPagamento`)).toBe('MP05');
    expect(read(`${BODY}.DatiPagamento.DettaglioPagamento.ImportoPagamento`)).toBe('1220.00');
    expect(read(`${BODY}.DatiPagamento.DettaglioPagamento.IBAN`)).toBe('IT60X0542811101000000123456');
    expect(read(`${BODY}.DatiPagamento.DettaglioPagamento.DataScadenzaPagamento`)).toBeUndefined();
  });

  it('has exactly one line and one summary', () => {
    const xml = buildFatturaPa(invoice());
    expect(xml.match(/<DettaglioLinee>/g)).toHaveLength(1);
    expect(xml.match(/<DatiRiepilogo>/g)).toHaveLength(1);
  });

  it('invoices a VAT-exempt company in another EU state as N2.1 (art. 7-ter, reverse charge)', () => {
    const read = buildValid(invoice({ customer: DUTCH, ...EXEMPT }));
    expect(read(`${HEADER}.DatiTrasmissione.CodiceDestinatario`)).toBe('XXXXXXX');
    expect(read(`${CUSTOMER}.DatiAnagrafici.IdFiscaleIVA.IdPaese`)).toBe('NL');
    expect(read(`${CUSTOMER}.DatiAnagrafici.IdFiscaleIVA.IdCodice`)).toBe('123456789B01');
    expect(read(`${CUSTOMER}.Sede.CAP`)).toBe('00000');
    expect(read(`${CUSTOMER}.Sede.Provincia`)).toBeUndefined();
    expect(read(`${CUSTOMER}.Sede.Nazione`)).toBe('NL');
    expect(read(`${LINE}.AliquotaIVA`)).toBe('0.00');
    expect(read(`${LINE}.Natura`)).toBe('N2.1');
    expect(read(`${SUMMARY}.AliquotaIVA`)).toBe('0.00');
    expect(read(`${SUMMARY}.Natura`)).toBe('N2.1');
    expect(read(`${SUMMARY}.Imposta`)).toBe('0.00');
    expect(read(`${SUMMARY}.EsigibilitaIVA`)).toBeUndefined();
    expect(read(`${SUMMARY}.RiferimentoNormativo`)).toBe(EXEMPTION_REFERENCES['N2.1']);
    expect(read(`${SUMMARY}.RiferimentoNormativo`)).toMatch(/7-ter.*inversione contabile/);
    expect(read(`${BODY}.DatiGenerali.DatiGeneraliDocumento.ImportoTotaleDocumento`)).toBe('1000.00');
    expect(read(`${BODY}.DatiPagamento.DettaglioPagamento.ImportoPagamento`)).toBe('1000.00');
  });

  it('writes Greece as GR (ISO 3166-1) even when the VAT number carries the EL prefix', () => {
    const greek = { ...DUTCH, businessname: 'Ασφάλεια Α.Ε.', vat: 'EL094014201', country: 'GRC', cap: '10557', city: 'Αθήνα' };
    const read = buildValid(invoice({ customer: greek, ...EXEMPT }));
    expect(read(`${CUSTOMER}.DatiAnagrafici.IdFiscaleIVA.IdPaese`)).toBe('GR');
    expect(read(`${CUSTOMER}.DatiAnagrafici.IdFiscaleIVA.IdCodice`)).toBe('094014201');
    expect(read(`${CUSTOMER}.Sede.Nazione`)).toBe('GR');
    expect(read(`${CUSTOMER}.Sede.CAP`)).toBe('10557');
    expect(read(`${CUSTOMER}.DatiAnagrafici.Anagrafica.Denominazione`)).toBe('Asfaleia A.E.');
    expect(read(`${CUSTOMER}.Sede.Comune`)).toBe('Athina');
  });

  it('invoices an Italian company flagged exempt as N2.2', () => {
    const read = buildValid(invoice({ ...EXEMPT }));
    expect(read(`${HEADER}.DatiTrasmissione.CodiceDestinatario`)).toBe('ABC1234');
    expect(read(`${LINE}.Natura`)).toBe('N2.2');
    expect(read(`${SUMMARY}.Natura`)).toBe('N2.2');
    expect(read(`${SUMMARY}.AliquotaIVA`)).toBe('0.00');
    expect(read(`${SUMMARY}.RiferimentoNormativo`)).toBe(EXEMPTION_REFERENCES['N2.2']);
    expect(read(`${BODY}.DatiGenerali.DatiGeneraliDocumento.ImportoTotaleDocumento`)).toBe('1000.00');
  });

  it('declares the 2 € virtual stamp duty on invoices without VAT above 77.47 €', () => {
    const DOCUMENT = `${BODY}.DatiGenerali.DatiGeneraliDocumento`;
    const exempt = buildValid(invoice({ customer: DUTCH, ...EXEMPT }));
    expect(exempt(`${DOCUMENT}.DatiBollo.BolloVirtuale`)).toBe('SI');
    expect(exempt(`${DOCUMENT}.DatiBollo.ImportoBollo`)).toBe('2.00');
    expect(exempt(`${DOCUMENT}.ImportoTotaleDocumento`)).toBe('1000.00');
    expect(buildValid(invoice({ ...EXEMPT, taxableCents: 7_748 }))(`${DOCUMENT}.DatiBollo.BolloVirtuale`)).toBe('SI');
    expect(buildValid(invoice({ ...EXEMPT, taxableCents: 7_747 }))(`${DOCUMENT}.DatiBollo.BolloVirtuale`)).toBeUndefined();
    expect(buildValid(invoice())(`${DOCUMENT}.DatiBollo.BolloVirtuale`)).toBeUndefined();
    expect(needsStampDuty({ vatExempt: false, taxableCents: 100_000, vatCents: 22_000 })).toBe(false);
  });

  it('sends to the PEC address when the SDI code is 0000000', () => {
    const read = buildValid(invoice({ customer: { ...ITALIAN, sdi: '0000000', pec: ' acme.sicurezza@pec.it ' } }));
    expect(read(`${HEADER}.DatiTrasmissione.CodiceDestinatario`)).toBe('0000000');
    expect(read(`${HEADER}.DatiTrasmissione.PECDestinatario`)).toBe('acme.sicurezza@pec.it');
  });

  it('leaves out a PEC that is not an address, and a PEC next to a real SDI code', () => {
    const withoutPec = buildValid(invoice({ customer: { ...ITALIAN, sdi: '0000000', pec: 'not a pec' } }));
    expect(withoutPec(`${HEADER}.DatiTrasmissione.CodiceDestinatario`)).toBe('0000000');
    expect(withoutPec(`${HEADER}.DatiTrasmissione.PECDestinatario`)).toBeUndefined();
    const withCode = buildValid(invoice({ customer: { ...ITALIAN, sdi: 'abc1234', pec: 'acme@pec.it' } }));
    expect(withCode(`${HEADER}.DatiTrasmissione.CodiceDestinatario`)).toBe('ABC1234');
    expect(withCode(`${HEADER}.DatiTrasmissione.PECDestinatario`)).toBeUndefined();
  });

  it('falls back to 0000000 for an Italian SDI code of the wrong shape, and never sends a foreign PEC', () => {
    const read = buildValid(invoice({ customer: { ...ITALIAN, sdi: 'AB-12', pec: 'acme@pec.it' } }));
    expect(read(`${HEADER}.DatiTrasmissione.CodiceDestinatario`)).toBe('0000000');
    expect(read(`${HEADER}.DatiTrasmissione.PECDestinatario`)).toBe('acme@pec.it');
    const foreign = buildValid(invoice({ customer: { ...DUTCH, pec: 'veilig@pec.it' }, ...EXEMPT }));
    expect(foreign(`${HEADER}.DatiTrasmissione.PECDestinatario`)).toBeUndefined();
  });

  it('leaves out an Italian province that is not 2 letters and replaces a bad Italian CAP', () => {
    const read = buildValid(invoice({ customer: { ...ITALIAN, state: 'Roma', cap: '145' } }));
    expect(read(`${CUSTOMER}.Sede.Provincia`)).toBeUndefined();
    expect(read(`${CUSTOMER}.Sede.CAP`)).toBe('00000');
    expect(buildValid(invoice({ customer: { ...ITALIAN, state: 'rm' } }))(`${CUSTOMER}.Sede.Provincia`)).toBe('RM');
  });

  it('writes VAT rates with decimals and amounts down to the cent', () => {
    const read = buildValid(invoice({ taxableCents: 1, vatCents: 0, vatRatePercent: 5.5 }));
    expect(read(`${SUMMARY}.AliquotaIVA`)).toBe('5.50');
    expect(read(`${SUMMARY}.ImponibileImporto`)).toBe('0.01');
    expect(read(`${SUMMARY}.Imposta`)).toBe('0.00');
    expect(read(`${BODY}.DatiGenerali.DatiGeneraliDocumento.ImportoTotaleDocumento`)).toBe('0.01');
  });

  it('accepts VAT a cent away from the exact percentage (a gross transfer split into net and VAT)', () => {
    // 1,220.01 gross at 22%: net 1,000.01, VAT 220.00 (22% of 1,000.01 is 220.0022).
    const read = buildValid(invoice({ taxableCents: 100_001, vatCents: 22_000 }));
    expect(read(`${BODY}.DatiGenerali.DatiGeneraliDocumento.ImportoTotaleDocumento`)).toBe('1220.01');
    expect(() => buildFatturaPa(invoice({ taxableCents: 100_000, vatCents: 22_002 }))).toThrow(RangeError);
  });

  it('refuses inputs that would make a wrong or invalid invoice', () => {
    const bad: Partial<InvoiceInput>[] = [
      { vatExempt: true },
      { vatExempt: true, vatCents: 0 },
      { vatRatePercent: 0, vatCents: 0 },
      { vatCents: 2_200 },
      { taxableCents: -100, vatCents: -22 },
      { taxableCents: 100.5, vatCents: 22 },
      { taxableCents: -100, vatCents: 200, vatRatePercent: 0, vatExempt: true },
      { vatRatePercent: 22.125 },
      { vatRatePercent: 120, vatCents: 120_000 },
      { number: '' },
      { number: 'FATTURA/NUMERO/00042X' },
      { number: 'senza numeri' },
      { number: '2026/€42' },
      { issueDate: '2026-02-30' },
      { issueDate: '20/11/2026' },
      { issueDate: '1969-12-31' },
      { transmissionId: '' },
      { transmissionId: '00001_2' },
      { transmissionId: '12345678901' },
      { customer: { ...ITALIAN, country: 'USA' } },
      { customer: { ...ITALIAN, country: 'IT' } },
      { customer: { ...ITALIAN, vat: ' - ' } },
      { supplier: { ...SUPPLIER, vatNumber: '12345678900' } },
      { supplier: { ...SUPPLIER, cap: '2012' } },
      { supplier: { ...SUPPLIER, province: 'mi' } },
      { supplier: { ...SUPPLIER, iban: 'not an iban' } },
    ];
    for (const overrides of bad) expect(() => buildFatturaPa(invoice(overrides)), JSON.stringify(overrides)).toThrow(RangeError);
  });

  it('keeps hostile text valid: markup, quotes, emoji, long names, XSS and naughty strings', () => {
    const specials = [
      '<&"\'>',
      "O'Reilly & Sons <b>S.r.l.</b>",
      '🚀 Acme 🔥 S.p.A. 👨‍👩‍👧',
      'A'.repeat(200),
      '€€€',
      '\u0000\u0007\u001b',
      ' ',
      '',
      ']]>',
      '<!--',
      '&amp;&#x0;',
    ];
    const payloads = [...specials, ...readPayloads('xss.json'), ...readPayloads('blns.json')];
    const customers = payloads.map((text): InvoiceCustomer => ({
      ...ITALIAN,
      businessname: text,
      address: text,
      city: text,
      state: text,
      cap: text,
      sdi: text,
      pec: text,
    }));
    const inputs = customers.map((customer, i) => invoice({ customer, description: payloads[i] ?? '', transmissionId: `H${i}` }));
    const documents = inputs.map(buildFatturaPa);
    const verdicts = validateInvoices(documents);
    const invalid = verdicts.map((verdict, i) => ({ payload: payloads[i], verdict })).filter(({ verdict }) => verdict !== null);
    expect(invalid).toEqual([]);
    documents.forEach((xml, i) => {
      const read = readInvoice(xml);
      const payload = payloads[i] ?? '';
      expect(read(`${BODY}.DatiGenerali.DatiGeneraliDocumento.ImportoTotaleDocumento`)).toBe('1220.00');
      expect(read(`${SUMMARY}.Imposta`)).toBe('220.00');
      expect(read(`${CUSTOMER}.DatiAnagrafici.Anagrafica.Denominazione`)).toBe(invoiceText(payload, 80));
      expect(read(`${LINE}.Descrizione`)).toBe(invoiceText(payload, 1000));
    });
    expect(payloads.length).toBeGreaterThan(700);
  });

  it('keeps entity-looking text literal (no entity is ever decoded or injected)', () => {
    const name = 'A&lpar;B &amp; C &#14; D &#x0; <b>"\'</b>';
    const read = buildValid(invoice({ customer: { ...ITALIAN, businessname: name } }));
    expect(read(`${CUSTOMER}.DatiAnagrafici.Anagrafica.Denominazione`)).toBe(name);
  });

  it('cuts a 200-character name to 80 and an address to 60', () => {
    const read = buildValid(invoice({ customer: { ...ITALIAN, businessname: 'Ä'.repeat(200), address: 'Via '.repeat(50) } }));
    expect(read(`${CUSTOMER}.DatiAnagrafici.Anagrafica.Denominazione`)).toBe('Ä'.repeat(80));
    expect(read(`${CUSTOMER}.Sede.Indirizzo`)?.length).toBeLessThanOrEqual(60);
  });
});

describe('amount and rate formatting', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [99, '0.99'],
    [100, '1.00'],
    [122_050, '1220.50'],
    [100_000, '1000.00'],
    [9_999_999_999_999, '99999999999.99'],
  ])('%i cents is %s', (cents, text) => expect(formatAmount(cents)).toBe(text));

  it.each([-1, 0.5, Number.NaN, Infinity, 10_000_000_000_000])('refuses %s cents', (cents) => expect(() => formatAmount(cents)).toThrow(RangeError));

  it.each([
    [22, '22.00'],
    [10, '10.00'],
    [4, '4.00'],
    [5.5, '5.50'],
    [0, '0.00'],
    [100, '100.00'],
  ])('rate %s is %s', (rate, text) => expect(formatRate(rate)).toBe(text));

  it.each([-1, 22.125, 101, Number.NaN])('refuses rate %s', (rate) => expect(() => formatRate(rate)).toThrow(RangeError));
});

describe('exemption nature', () => {
  it('is N2.2 in Italy and N2.1 in the other EU states', () => {
    expect(exemptionNature('ITA')).toBe('N2.2');
    expect(exemptionNature('DEU')).toBe('N2.1');
    expect(exemptionNature('GRC')).toBe('N2.1');
  });

  it('has references within the 100 characters of RiferimentoNormativo', () => {
    for (const text of Object.values(EXEMPTION_REFERENCES)) expect(invoiceText(text, 100)).toBe(text);
  });
});

describe('invoiceFileName and transmissionIdFromSequence', () => {
  it('follows the SDI naming: IT + fiscal code _ progressive', () => {
    expect(invoiceFileName('12345678903', '00001')).toBe('IT12345678903_00001.xml');
    expect(invoiceFileName('12345678903', 'A1b2C')).toBe('IT12345678903_A1b2C.xml');
  });

  it.each([
    ['1234567890', '00001'],
    ['IT12345678903', '00001'],
    ['12345678903', ''],
    ['12345678903', '000001'],
    ['12345678903', '0_1'],
    ['12345678903', '../x'],
  ])('refuses %s / %s', (vat, id) => expect(() => invoiceFileName(vat, id)).toThrow(RangeError));

  it.each([
    [1, '00001'],
    [35, '0000Z'],
    [36, '00010'],
    [60_466_175, 'ZZZZZ'],
  ])('sequence %i is %s', (sequence, id) => {
    expect(transmissionIdFromSequence(sequence)).toBe(id);
    expect(invoiceFileName('12345678903', id)).toBe(`IT12345678903_${id}.xml`);
  });

  it.each([0, -1, 1.5, 60_466_176])('refuses sequence %s', (sequence) => expect(() => transmissionIdFromSequence(sequence)).toThrow(RangeError));

  it('gives ids buildFatturaPa accepts', () => {
    expect(buildFatturaPa(invoice({ transmissionId: transmissionIdFromSequence(123_456) }))).toContain('<ProgressivoInvio>02N9C</ProgressivoInvio>');
  });
});
