import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findReferenceCode } from '@bb/domain';
import { AppError } from '../../../lib/app-error.ts';
import { parseAmountCents, parseCamt053, type StatementCredit } from './camt053.ts';

const fixture = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', name), 'utf8');
const HASH = /^sha256:[0-9a-f]{64}$/;

function statement(entries: string, version = '02', statementId = 'STMT-1'): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.${version}">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>MSG-1</MsgId><CreDtTm>2026-11-21T06:00:00</CreDtTm></GrpHdr>
    <Stmt><Id>${statementId}</Id><CreDtTm>2026-11-21T06:00:00</CreDtTm>${entries}</Stmt>
  </BkToCstmrStmt>
</Document>`;
}

interface EntryOptions {
  amount?: string;
  currency?: string;
  direction?: string;
  status?: string;
  reversal?: string;
  dates?: string;
  reference?: string | null;
  details?: string;
  info?: string;
}

/** One Ntry in the .02 layout; every part can be replaced. */
function entry(options: EntryOptions = {}): string {
  const { amount = '100.00', currency = 'EUR', direction = 'CRDT', status = '<Sts>BOOK</Sts>', reversal, reference = 'REF-1', details = '', info } = options;
  const dates = options.dates ?? '<BookgDt><Dt>2026-11-20</Dt></BookgDt><ValDt><Dt>2026-11-20</Dt></ValDt>';
  return `<Ntry><Amt Ccy="${currency}">${amount}</Amt><CdtDbtInd>${direction}</CdtDbtInd>${reversal ? `<RvslInd>${reversal}</RvslInd>` : ''}${status}${dates}${
    reference === null ? '' : `<AcctSvcrRef>${reference}</AcctSvcrRef>`
  }${details}${info ? `<AddtlNtryInf>${info}</AddtlNtryInf>` : ''}</Ntry>`;
}

function transaction(options: { amount?: string; currency?: string; parties?: string; remittance?: string; refs?: string; extra?: string } = {}): string {
  const amount = options.amount === undefined ? '' : `<AmtDtls><TxAmt><Amt Ccy="${options.currency ?? 'EUR'}">${options.amount}</Amt></TxAmt></AmtDtls>`;
  return `<TxDtls>${options.refs ?? ''}${amount}${options.parties ?? ''}${options.remittance ?? ''}${options.extra ?? ''}</TxDtls>`;
}

const details = (...transactions: string[]) => `<NtryDtls>${transactions.join('')}</NtryDtls>`;

function expectInvalid(xml: string): void {
  let caught: unknown;
  try {
    parseCamt053(xml);
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(AppError);
  expect((caught as AppError).code).toBe('INVALID_STATEMENT');
}

function only(xml: string): StatementCredit {
  const { credits } = parseCamt053(xml);
  expect(credits).toHaveLength(1);
  const [credit] = credits;
  if (!credit) throw new Error('no credit');
  return credit;
}

describe('the camt.053.001.02 statement of an Italian bank', () => {
  const xml = fixture('camt053-v02-italian-bank.xml');

  it('gives the booked EUR credits and counts the rest as ignored', () => {
    const { credits, ignored } = parseCamt053(xml);
    expect(ignored).toBe(4); // the debit, the pending entry, the USD entry, the reversal
    expect(credits).toEqual([
      {
        bankReference: '2026112000000101',
        amountCents: 122_000,
        valueDate: '2026-11-20',
        payerName: 'ACME SICUREZZA S.P.A.',
        description: 'RICARICA WALLET BB-ABCD2345 FATTURA ANTICIPO',
      },
      {
        bankReference: '2026112000000102',
        amountCents: 50_050,
        valueDate: '2026-11-20',
        payerName: 'Rossi & Figli S.n.c.',
        description: 'ricarica conto bb- abcd 2345 rossi',
      },
      {
        bankReference: '2026112000000103',
        amountCents: 30_000,
        valueDate: '2026-11-20',
        payerName: 'Beta Consulting SRL',
        description: 'PAGAMENTO FATTURA 2026/118 SALDO NOVEMBRE',
      },
      {
        bankReference: '2026112000000107#1',
        amountCents: 100_000,
        valueDate: '2026-11-20',
        payerName: 'Gamma Tech S.r.l.',
        description: 'BB-GAMM2345 ricarica programma',
      },
      { bankReference: '2026112000000107#2', amountCents: 50_000, valueDate: '2026-11-20', payerName: 'Delta Srl', description: 'BB-DQTR4567' },
      {
        bankReference: expect.stringMatching(HASH) as unknown as string,
        amountCents: 7_500,
        valueDate: '2026-11-19',
        payerName: 'Epsilon GmbH',
        description: 'RF18539007547034',
      },
      { bankReference: '2026112000000110', amountCents: 4_200, valueDate: '2026-11-20', payerName: '', description: 'VERSAMENTO CONTANTI BB-ABCD2345' },
    ]);
  });

  it('keeps the company reference code findable however the payer typed it', () => {
    const codes = parseCamt053(xml).credits.map((credit) => findReferenceCode(credit.description));
    expect(codes).toEqual(['BB-ABCD2345', 'BB-ABCD2345', null, 'BB-GAMM2345', 'BB-DQTR4567', null, 'BB-ABCD2345']);
  });

  it('gives identical references when the same file is imported twice, all different', () => {
    const first = parseCamt053(xml).credits.map((credit) => credit.bankReference);
    const second = parseCamt053(fixture('camt053-v02-italian-bank.xml')).credits.map((credit) => credit.bankReference);
    expect(second).toEqual(first);
    expect(new Set(first).size).toBe(first.length);
  });
});

describe('the camt.053.001.08 statement', () => {
  it('reads Sts/Cd, Dbtr/Pty/Nm, ValDt/DtTm, TxDtls/Amt and transaction references', () => {
    const { credits, ignored } = parseCamt053(fixture('camt053-v08.xml'));
    expect(ignored).toBe(2); // pending and debit
    expect(credits).toEqual([
      {
        bankReference: '20261203-000071',
        amountCents: 244_000,
        valueDate: '2026-12-03',
        payerName: 'Acme Sicherheit GmbH',
        description: 'Wallet top-up BB-ABCD2345',
      },
      { bankReference: '20261203-000074-A', amountCents: 120_000, valueDate: '2026-12-04', payerName: 'Kappa Oy', description: 'BB-KPPA2345' },
      { bankReference: '20261203-000074#2', amountCents: 80_000, valueDate: '2026-12-04', payerName: 'Lambda Holding SA', description: 'Ricarica Lambda' },
    ]);
  });
});

describe('which documents are statements', () => {
  it.each(['02', '03', '04', '05', '06', '07', '08'])('accepts camt.053.001.%s', (version) => {
    const status = Number(version) >= 7 ? '<Sts><Cd>BOOK</Cd></Sts>' : '<Sts>BOOK</Sts>';
    expect(parseCamt053(statement(entry({ status }), version)).credits).toHaveLength(1);
  });

  it('accepts a prefixed root and elements', () => {
    const xml = `<c:Document xmlns:c="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><c:BkToCstmrStmt><c:Stmt><c:Id>S</c:Id>
      <c:Ntry><c:Amt Ccy="EUR">10.00</c:Amt><c:CdtDbtInd>CRDT</c:CdtDbtInd><c:Sts>BOOK</c:Sts><c:BookgDt><c:Dt>2026-11-20</c:Dt></c:BookgDt>
      <c:AcctSvcrRef>P-1</c:AcctSvcrRef></c:Ntry></c:Stmt></c:BkToCstmrStmt></c:Document>`;
    expect(parseCamt053(xml).credits).toEqual([{ bankReference: 'P-1', amountCents: 1_000, valueDate: '2026-11-20', payerName: '', description: '' }]);
  });

  it('accepts a byte order mark, comments and processing instructions around the root', () => {
    const xml = statement(entry()).replace('?>', '?><!-- export --><?bank-export v2?>');
    expect(parseCamt053(`\uFEFF${xml}\n<!-- end -->\n`).credits).toHaveLength(1);
  });

  it.each([
    ['camt.053.001.01', statement(entry(), '01')],
    ['camt.053.001.09', statement(entry(), '09')],
    ['camt.053.001.10', statement(entry(), '10')],
    ['camt.052', statement(entry()).replace('camt.053.001.02', 'camt.052.001.02')],
    ['camt.054', statement(entry()).replace('camt.053.001.02', 'camt.054.001.02')],
    ['pain.001', statement(entry()).replace('camt.053.001.02', 'pain.001.001.03')],
    ['no namespace', statement(entry()).replace(' xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"', '')],
    ['a namespace on another prefix', statement(entry()).replace('xmlns=', 'xmlns:x=')],
    ['another root', statement(entry()).replace(/Document/g, 'Statement')],
    ['no statement', statement('').replace(/<Stmt>.*<\/Stmt>/s, '')],
    ['the malformed fixture', fixture('camt053-malformed.xml')],
    ['an empty string', ''],
    ['plain text', 'IT60X0542811101000000123456;1220.00;BB-ABCD2345'],
    ['JSON', '{"Document":{"BkToCstmrStmt":{}}}'],
    ['two roots', `${statement(entry())}${statement(entry())}`],
    ['an unclosed tag', statement(entry()).replace('</Stmt>', '')],
  ])('refuses %s', (_name, xml) => expectInvalid(xml));
});

describe('DOCTYPE and entities', () => {
  it('refuses the XXE fixture before parsing', () => expectInvalid(fixture('camt053-xxe.xml')));

  it('refuses a billion laughs quickly', () => {
    const laughs = Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i};`.repeat(10)}">`).join('');
    const xml = `<?xml version="1.0"?><!DOCTYPE Document [<!ENTITY lol0 "lol">${laughs}]>${statement(entry({ info: '&lol9;' })).replace(/^<\?xml[^>]*>/, '')}`;
    const started = performance.now();
    expectInvalid(xml);
    expect(performance.now() - started).toBeLessThan(100);
  });

  it.each(['<!DOCTYPE Document>', '<!doctype Document>', '<!DOCTYPE Document SYSTEM "http://example.com/camt.dtd">'])('refuses %s', (doctype) => {
    expectInvalid(statement(entry()).replace('<Document', `${doctype}\n<Document`));
  });

  it('decodes the predefined entities and character references', () => {
    const parties = '<RltdPties><Dbtr><Nm>Rossi &amp; Figli &lt;Srl&gt; &#8364; &#x41;</Nm></Dbtr></RltdPties>';
    expect(only(statement(entry({ details: details(transaction({ parties })) }))).payerName).toBe('Rossi & Figli <Srl> € A');
  });
});

describe('which entries are credits', () => {
  it.each([
    ['a debit', entry({ direction: 'DBIT' })],
    ['a pending credit (.02)', entry({ status: '<Sts>PDNG</Sts>' })],
    ['a pending credit (.08)', entry({ status: '<Sts><Cd>PDNG</Cd></Sts>' })],
    ['an information entry', entry({ status: '<Sts><Cd>INFO</Cd></Sts>' })],
    ['a credit in USD', entry({ currency: 'USD' })],
    ['a credit without a currency', entry().replace(' Ccy="EUR"', '')],
    ['a reversal', entry({ reversal: 'true' })],
    ['a reversal written 1', entry({ reversal: '1' })],
    ['a zero credit', entry({ amount: '0.00' })],
    ['an entry without direction', entry().replace('<CdtDbtInd>CRDT</CdtDbtInd>', '')],
  ])('ignores %s', (_name, ntry) => {
    expect(parseCamt053(statement(`${ntry}${entry({ reference: 'KEPT' })}`))).toEqual({
      credits: [expect.objectContaining({ bankReference: 'KEPT' }) as unknown as StatementCredit],
      ignored: 1,
    });
  });

  it('keeps a credit whose reversal indicator is false', () => {
    expect(only(statement(entry({ reversal: 'false' }))).amountCents).toBe(10_000);
  });

  it('reads entries of every statement in the document', () => {
    const xml = statement(entry({ reference: 'A' })).replace('</Stmt>', `</Stmt><Stmt><Id>STMT-2</Id>${entry({ reference: 'B' })}</Stmt>`);
    expect(parseCamt053(xml).credits.map((credit) => credit.bankReference)).toEqual(['A', 'B']);
  });

  it('gives an empty list for a statement without entries', () => {
    expect(parseCamt053(statement(''))).toEqual({ credits: [], ignored: 0 });
  });
});

describe('batch entries', () => {
  const gamma = transaction({
    amount: '1000.00',
    parties: '<RltdPties><Dbtr><Nm>Gamma</Nm></Dbtr></RltdPties>',
    remittance: '<RmtInf><Ustrd>BB-GAMM2345</Ustrd></RmtInf>',
  });
  const delta = transaction({
    amount: '500.00',
    parties: '<RltdPties><Dbtr><Nm>Delta</Nm></Dbtr></RltdPties>',
    remittance: '<RmtInf><Ustrd>BB-DQTR4567</Ustrd></RmtInf>',
  });

  it('makes one credit per transaction with its own amount, payer and description', () => {
    const { credits } = parseCamt053(statement(entry({ amount: '1500.00', reference: 'BATCH', details: details(gamma, delta) })));
    expect(credits).toEqual([
      { bankReference: 'BATCH#1', amountCents: 100_000, valueDate: '2026-11-20', payerName: 'Gamma', description: 'BB-GAMM2345' },
      { bankReference: 'BATCH#2', amountCents: 50_000, valueDate: '2026-11-20', payerName: 'Delta', description: 'BB-DQTR4567' },
    ]);
  });

  it('finds the transactions of repeated NtryDtls too', () => {
    const { credits } = parseCamt053(statement(entry({ amount: '1500.00', reference: 'BATCH', details: details(gamma) + details(delta) })));
    expect(credits.map((credit) => credit.amountCents)).toEqual([100_000, 50_000]);
  });

  it("prefers a transaction's own bank reference", () => {
    const own = transaction({ amount: '1000.00', refs: '<Refs><AcctSvcrRef>TX-OWN</AcctSvcrRef><EndToEndId>E2E</EndToEndId></Refs>' });
    const { credits } = parseCamt053(statement(entry({ amount: '1500.00', reference: 'BATCH', details: details(own, delta) })));
    expect(credits.map((credit) => credit.bankReference)).toEqual(['TX-OWN', 'BATCH#2']);
  });

  it('reads TxDtls/Amt (.08) and ignores a debit transaction inside the batch', () => {
    const credit = '<TxDtls><Amt Ccy="EUR">700.00</Amt><CdtDbtInd>CRDT</CdtDbtInd></TxDtls>';
    const debit = '<TxDtls><Amt Ccy="EUR">200.00</Amt><CdtDbtInd>DBIT</CdtDbtInd></TxDtls>';
    const { credits, ignored } = parseCamt053(
      statement(entry({ amount: '500.00', status: '<Sts><Cd>BOOK</Cd></Sts>', reference: 'NET', details: details(credit, debit) }), '08'),
    );
    expect(credits).toEqual([expect.objectContaining({ bankReference: 'NET#1', amountCents: 70_000 }) as unknown as StatementCredit]);
    expect(ignored).toBe(1);
  });

  it('uses the entry amount once when a transaction of the batch has no usable amount', () => {
    for (const broken of [transaction(), transaction({ amount: '500.00', currency: 'USD' })]) {
      const credit = only(statement(entry({ amount: '1500.00', reference: 'BATCH', details: details(gamma, broken) })));
      expect(credit).toEqual({ bankReference: 'BATCH', amountCents: 150_000, valueDate: '2026-11-20', payerName: 'Gamma', description: 'BB-GAMM2345' });
    }
  });

  it('uses the entry amount for a single transaction, whatever that transaction says', () => {
    expect(only(statement(entry({ amount: '1500.00', details: details(delta) }))).amountCents).toBe(150_000);
  });

  it('hashes per transaction when the entry has no reference', () => {
    const { credits } = parseCamt053(statement(entry({ amount: '1500.00', reference: null, details: details(gamma, delta) })));
    expect(credits.map((credit) => credit.bankReference)).toEqual([expect.stringMatching(HASH), expect.stringMatching(HASH)]);
    expect(credits[0]?.bankReference).not.toBe(credits[1]?.bankReference);
  });

  it('refuses a batch transaction with a garbage amount', () => {
    expectInvalid(statement(entry({ amount: '1500.00', details: details(gamma, transaction({ amount: '-500.00' })) })));
  });
});

describe('amounts', () => {
  it.each([
    ['1220.00', 122_000],
    ['1220.5', 122_050],
    ['1220', 122_000],
    ['0.01', 1],
    ['0001220.00', 122_000],
    ['1220.50000', 122_050],
    ['999999999.99', 99_999_999_999],
  ])('%s is %i cents', (text, cents) => expect(parseAmountCents(text)).toBe(cents));

  it.each([
    '-5.00',
    '+5.00',
    '1,220.00',
    '1.220,00',
    '1 220.00',
    '1e3',
    '12.345',
    '12.001',
    '.5',
    '5.',
    '',
    'abc',
    '0x10',
    'NaN',
    'Infinity',
    '12345678901234',
    // Above the largest transfer the platform records (WALLET_LIMITS.transferMax).
    '1000000000.00',
    '9999999999999.99',
    undefined,
  ])('refuses %j', (text) => expect(() => parseAmountCents(text)).toThrow(AppError));

  it('refuses a credit with a negative or garbage amount, or none', () => {
    expectInvalid(statement(entry({ amount: '-1220.00' })));
    expectInvalid(statement(entry({ amount: '1.220,00' })));
    expectInvalid(statement(entry({ amount: '' })));
  });

  it('does not look at the amount of an entry it ignores anyway', () => {
    expect(parseCamt053(statement(entry({ direction: 'DBIT', amount: 'n/a' })))).toEqual({ credits: [], ignored: 1 });
  });
});

describe('value dates', () => {
  const dated = (dates: string) => only(statement(entry({ dates }))).valueDate;

  it('takes ValDt/Dt, else the date of ValDt/DtTm, else BookgDt, else the statement date', () => {
    expect(dated('<BookgDt><Dt>2026-11-19</Dt></BookgDt><ValDt><Dt>2026-11-20</Dt></ValDt>')).toBe('2026-11-20');
    expect(dated('<BookgDt><Dt>2026-11-19</Dt></BookgDt><ValDt><DtTm>2026-11-20T23:30:00-05:00</DtTm></ValDt>')).toBe('2026-11-20');
    expect(dated('<BookgDt><Dt>2026-11-19</Dt></BookgDt>')).toBe('2026-11-19');
    expect(dated('<BookgDt><DtTm>2026-11-18T08:00:00</DtTm></BookgDt>')).toBe('2026-11-18');
    expect(dated('')).toBe('2026-11-21');
  });

  it('refuses an impossible date, and a credit with no date at all', () => {
    expectInvalid(statement(entry({ dates: '<ValDt><Dt>2026-02-30</Dt></ValDt>' })));
    expectInvalid(statement(entry({ dates: '<ValDt><Dt>20/11/2026</Dt></ValDt>' })));
    expectInvalid(statement(entry({ dates: '' })).replace(/<CreDtTm>2026-11-21T06:00:00<\/CreDtTm>(?=<Ntry>)/, ''));
  });
});

describe('payer names and descriptions', () => {
  const withTransaction = (options: Parameters<typeof transaction>[0], info?: string) =>
    only(statement(entry({ details: details(transaction(options)), info })));

  it('reads Dbtr/Nm, Dbtr/Pty/Nm, then the ultimate debtor', () => {
    expect(withTransaction({ parties: '<RltdPties><Dbtr><Nm> Acme  SpA </Nm></Dbtr><UltmtDbtr><Nm>Parent</Nm></UltmtDbtr></RltdPties>' }).payerName).toBe(
      'Acme SpA',
    );
    expect(withTransaction({ parties: '<RltdPties><Dbtr><Pty><Nm>Acme GmbH</Nm></Pty></Dbtr></RltdPties>' }).payerName).toBe('Acme GmbH');
    expect(withTransaction({ parties: '<RltdPties><UltmtDbtr><Pty><Nm>Parent AG</Nm></Pty></UltmtDbtr></RltdPties>' }).payerName).toBe('Parent AG');
    expect(withTransaction({ parties: '<RltdPties><Dbtr><Nm></Nm></Dbtr><UltmtDbtr><Nm>Parent</Nm></UltmtDbtr></RltdPties>' }).payerName).toBe('Parent');
    expect(withTransaction({}).payerName).toBe('');
  });

  it('joins several unstructured lines, else structured references, else AddtlTxInf, else AddtlNtryInf', () => {
    expect(withTransaction({ remittance: '<RmtInf><Ustrd>RICARICA bb-</Ustrd><Ustrd>abcd2345</Ustrd></RmtInf>' }, 'INFO').description).toBe(
      'RICARICA bb- abcd2345',
    );
    expect(
      withTransaction({
        remittance: '<RmtInf><Strd><CdtrRefInf><Ref>RF18</Ref></CdtrRefInf></Strd><Strd><CdtrRefInf><Ref>RF19</Ref></CdtrRefInf></Strd></RmtInf>',
      }).description,
    ).toBe('RF18 RF19');
    expect(withTransaction({ extra: '<AddtlTxInf>Causale tx</AddtlTxInf>' }, 'INFO').description).toBe('Causale tx');
    expect(withTransaction({}, 'BONIFICO A VOSTRO FAVORE').description).toBe('BONIFICO A VOSTRO FAVORE');
    expect(withTransaction({}).description).toBe('');
  });

  it('cuts names and descriptions to 140 characters without splitting an emoji', () => {
    const name = `${'N'.repeat(139)}🚀🚀`;
    const credit = withTransaction({
      parties: `<RltdPties><Dbtr><Nm>${name}</Nm></Dbtr></RltdPties>`,
      remittance: `<RmtInf><Ustrd>${'D'.repeat(100)}</Ustrd><Ustrd>${'E'.repeat(100)}</Ustrd></RmtInf>`,
    });
    expect(credit.payerName).toBe(`${'N'.repeat(139)}🚀`);
    expect(credit.description).toBe(`${'D'.repeat(100)} ${'E'.repeat(39)}`);
  });
});

describe('bank references', () => {
  it('treats NONREF and NOTPROVIDED as no reference', () => {
    expect(only(statement(entry({ reference: 'NONREF' }))).bankReference).toMatch(HASH);
    expect(only(statement(entry({ reference: 'NOTPROVIDED' }))).bankReference).toMatch(HASH);
  });

  it("falls back to the single transaction's own reference", () => {
    const details1 = details(transaction({ refs: '<Refs><AcctSvcrRef>TX-9</AcctSvcrRef></Refs>' }));
    expect(only(statement(entry({ reference: null, details: details1 }))).bankReference).toBe('TX-9');
  });

  it('hashes statement id, entry position, amount and date: stable, and different when any changes', () => {
    const reference = (xml: string) => only(xml).bankReference;
    const base = reference(statement(entry({ reference: null })));
    expect(reference(statement(entry({ reference: null })))).toBe(base);
    expect(reference(statement(entry({ reference: null }), '02', 'STMT-2'))).not.toBe(base);
    expect(reference(statement(entry({ reference: null, amount: '100.01' })))).not.toBe(base);
    expect(reference(statement(entry({ reference: null, dates: '<ValDt><Dt>2026-11-21</Dt></ValDt>' })))).not.toBe(base);
    const second = parseCamt053(statement(entry({ direction: 'DBIT' }) + entry({ reference: null }))).credits[0]?.bankReference;
    expect(second).toMatch(HASH);
    expect(second).not.toBe(base);
  });

  it('keeps references unique when the bank repeats one in a file', () => {
    const { credits } = parseCamt053(statement(entry({ reference: 'SAME' }) + entry({ reference: 'SAME' }) + entry({ reference: 'SAME' })));
    expect(credits.map((credit) => credit.bankReference)).toEqual(['SAME', 'SAME~2', 'SAME~3']);
  });
});

describe('a large statement', () => {
  it('parses 10,000 entries (over 5 MB, months of a busy account) in a few seconds of CPU at most', () => {
    const entries = Array.from({ length: 10_000 }, (_, i) =>
      entry({
        amount: `${(i % 5000) + 1}.${String(i % 100).padStart(2, '0')}`,
        reference: `2026112000${String(i).padStart(6, '0')}`,
        details: details(
          transaction({
            refs: `<Refs><EndToEndId>E2E-${i}</EndToEndId><TxId>TX-${i}</TxId></Refs>`,
            parties: `<RltdPties><Dbtr><Nm>Azienda Cliente Numero ${i} S.r.l.</Nm></Dbtr><DbtrAcct><Id><IBAN>IT02A0301503200000003517230</IBAN></Id></DbtrAcct></RltdPties>`,
            remittance: `<RmtInf><Ustrd>RICARICA WALLET BB-ABCD2345 BONIFICO NUMERO ${i} DEL 20 NOVEMBRE 2026 PER PROGRAMMI BUG BOUNTY</Ustrd></RmtInf>`,
          }),
        ),
        info: 'BONIFICO A VOSTRO FAVORE',
      }),
    );
    const xml = statement(entries.join('\n'));
    expect(xml.length).toBeGreaterThan(5_000_000);
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    const { credits, ignored } = parseCamt053(xml);
    const cpu = process.cpuUsage(cpuBefore);
    const cpuMs = (cpu.user + cpu.system) / 1000;
    const elapsed = performance.now() - started;
    console.info(`camt.053: ${credits.length} credits from ${(xml.length / 1e6).toFixed(1)} MB in ${elapsed.toFixed(0)} ms (${cpuMs.toFixed(0)} ms of CPU)`);
    expect(credits).toHaveLength(10_000);
    expect(ignored).toBe(0);
    expect(credits[9_999]).toEqual({
      bankReference: '2026112000009999',
      amountCents: 500_099,
      valueDate: '2026-11-20',
      payerName: 'Azienda Cliente Numero 9999 S.r.l.',
      description: 'RICARICA WALLET BB-ABCD2345 BONIFICO NUMERO 9999 DEL 20 NOVEMBRE 2026 PER PROGRAMMI BUG BOUNTY',
    });
    // CPU time, not wall time: on a shared machine the wall clock also counts waiting for a core.
    expect(cpuMs).toBeLessThan(5_000);
  });
});
