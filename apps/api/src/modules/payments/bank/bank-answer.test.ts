import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../lib/app-error.ts';
import { parseBankAnswer } from './bank-answer.ts';
import { rejectionOutcome, returnOutcome } from './bank-reasons.ts';

const fixture = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', name), 'utf8');

function errorCodeOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    return error instanceof AppError ? error.code : `not an AppError: ${String(error)}`;
  }
  return undefined;
}

/** A pain.002 with one payment information block holding these TxInfAndSts. */
function pain002(transactions: string, { version = '03', group = 'PART', block = '' } = {}): string {
  return `<?xml version="1.0"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.002.001.${version}"><CstmrPmtStsRpt>
  <GrpHdr><MsgId>S1</MsgId><CreDtTm>2026-11-26T08:00:00</CreDtTm></GrpHdr>
  <OrgnlGrpInfAndSts><OrgnlMsgId>BB-1</OrgnlMsgId><OrgnlMsgNmId>pain.001.001.03</OrgnlMsgNmId>${group ? `<GrpSts>${group}</GrpSts>` : ''}</OrgnlGrpInfAndSts>
  <OrgnlPmtInfAndSts><OrgnlPmtInfId>BB-1</OrgnlPmtInfId>${block}${transactions}</OrgnlPmtInfAndSts>
</CstmrPmtStsRpt></Document>`;
}

const tx = (id: string, status: string | null, reason = '') =>
  `<TxInfAndSts><OrgnlEndToEndId>${id}</OrgnlEndToEndId>${status ? `<TxSts>${status}</TxSts>` : ''}${reason}</TxInfAndSts>`;
const rsn = (code: string, info = '') => `<StsRsnInf><Rsn><Cd>${code}</Cd></Rsn>${info ? `<AddtlInf>${info}</AddtlInf>` : ''}</StsRsnInf>`;

describe('parseBankAnswer: pain.002', () => {
  it('reads a status report: accepted and settled are sent, rejections by reason code, pending ignored', () => {
    expect(parseBankAnswer(fixture('pain002-v03-mixed.xml'))).toEqual({
      format: 'pain.002',
      wholeBatch: null,
      outcomes: [
        { endToEndId: '0f8fad5bd9cb469fa16570867728950e', outcome: 'sent', reason: null },
        { endToEndId: '1b9d6bcdbbfd4b2d9b5dab8dfbbd4bed', outcome: 'ibanNotValid', reason: 'AC01: IBAN del beneficiario non valido' },
        { endToEndId: '6ec0bd7f11c043da975e2a8ad9ebae0b', outcome: 'failedRetry', reason: 'AM04: Fondi insufficienti' },
        { endToEndId: 'c56a4180a5d64e5b8a3e1f0b9d2c7e11', outcome: 'sent', reason: null },
        { endToEndId: 'd1e2f3a4b5c64d7e8f9a0b1c2d3e4f50', outcome: 'ibanNotValid', reason: 'RC01' },
      ],
    });
  });

  it('returns no outcome for a file rejected as a whole, and gives the batch its status', () => {
    expect(parseBankAnswer(fixture('pain002-v10-group-rejected.xml'))).toEqual({
      format: 'pain.002',
      outcomes: [],
      wholeBatch: { messageId: 'BB-20261125180000-DEF456', outcome: 'failed', reason: 'FF01: Formato file non valido' },
    });
  });

  it('gives a file accepted as a whole (no transaction statuses) as the batch status, and none for a pending one', () => {
    expect(parseBankAnswer(pain002('', { group: 'ACCP' }))).toEqual({
      format: 'pain.002',
      outcomes: [],
      wholeBatch: { messageId: 'BB-1', outcome: 'sent', reason: null },
    });
    expect(parseBankAnswer(pain002('', { group: 'PART', block: `<PmtInfSts>RJCT</PmtInfSts>${rsn('AM04')}` })).wholeBatch).toEqual({
      messageId: 'BB-1',
      outcome: 'failedRetry',
      reason: 'AM04',
    });
    expect(parseBankAnswer(pain002('', { group: 'ACTC' })).wholeBatch).toBeNull();
  });

  it.each([
    ['ACCP', 'sent'],
    ['ACSP', 'sent'],
    ['ACSC', 'sent'],
    ['ACWC', 'sent'],
    ['ACCC', 'accredited'],
    ['CANC', 'failed'],
  ])('maps the transaction status %s to %s', (status, outcome) => {
    expect(parseBankAnswer(pain002(tx('E1', status))).outcomes).toEqual([{ endToEndId: 'E1', outcome, reason: null }]);
  });

  it.each(['PDNG', 'RCVD', 'ACTC', 'XXXX'])('ignores the status %s, which says nothing final', (status) => {
    expect(parseBankAnswer(pain002(tx('E1', status))).outcomes).toEqual([]);
  });

  it('takes the block status (and its reason) for a transaction without its own', () => {
    const answer = parseBankAnswer(pain002(tx('E1', null) + tx('E2', 'ACCP'), { block: `<PmtInfSts>RJCT</PmtInfSts>${rsn('AM04')}` }));
    expect(answer.outcomes).toEqual([
      { endToEndId: 'E1', outcome: 'failedRetry', reason: 'AM04' },
      { endToEndId: 'E2', outcome: 'sent', reason: null },
    ]);
    expect(answer.wholeBatch).toBeNull();
  });

  it('reads proprietary reasons, lowercase codes and unknown codes as failed, with their text', () => {
    const answer = parseBankAnswer(
      pain002(
        tx('E1', 'RJCT', '<StsRsnInf><Rsn><Prtry>X42</Prtry></Rsn><AddtlInf>  Motivo   interno </AddtlInf></StsRsnInf>') +
          tx('E2', 'RJCT', rsn('ac04')) +
          tx('E3', 'RJCT', rsn('ZZ99')) +
          tx('E4', 'RJCT'),
      ),
    );
    expect(answer.outcomes).toEqual([
      { endToEndId: 'E1', outcome: 'failed', reason: 'X42: Motivo interno' },
      { endToEndId: 'E2', outcome: 'ibanNotValid', reason: 'ac04' },
      { endToEndId: 'E3', outcome: 'failed', reason: 'ZZ99' },
      { endToEndId: 'E4', outcome: 'failed', reason: null },
    ]);
  });

  it('keeps one outcome per transfer: a rejection beats an acceptance in the same file', () => {
    const answer = parseBankAnswer(pain002(tx('E1', 'RJCT', rsn('AC01')) + tx('E1', 'ACCP') + tx('E2', 'ACCP') + tx('E2', 'ACCC')));
    expect(answer.outcomes).toEqual([
      { endToEndId: 'E1', outcome: 'ibanNotValid', reason: 'AC01' },
      { endToEndId: 'E2', outcome: 'accredited', reason: null },
    ]);
  });

  it('skips transactions without an end-to-end id', () => {
    expect(parseBankAnswer(pain002(tx('NOTPROVIDED', 'ACCP') + tx('', 'ACCP'))).outcomes).toEqual([]);
  });

  it('reads the later versions, and refuses pain.002.001.02', () => {
    expect(parseBankAnswer(pain002(tx('E1', 'ACCP'), { version: '12' })).outcomes).toHaveLength(1);
    expect(errorCodeOf(() => parseBankAnswer(pain002(tx('E1', 'ACCP'), { version: '02' })))).toBe('INVALID_BANK_ANSWER');
  });
});

describe('parseBankAnswer: camt.053', () => {
  it('reads a statement: booked debits are accredited, returns by reason code, everything else ignored', () => {
    expect(parseBankAnswer(fixture('camt053-v02-payouts.xml'))).toEqual({
      format: 'camt.053',
      wholeBatch: null,
      outcomes: [
        { endToEndId: '0f8fad5bd9cb469fa16570867728950e', outcome: 'accredited', reason: null },
        { endToEndId: 'c56a4180a5d64e5b8a3e1f0b9d2c7e11', outcome: 'accredited', reason: null },
        { endToEndId: 'e7c1b2a3d4f54a6b8c9d0e1f2a3b4c5d', outcome: 'accredited', reason: null },
        { endToEndId: '1b9d6bcdbbfd4b2d9b5dab8dfbbd4bed', outcome: 'ibanNotValid', reason: 'AC04: Conto estinto' },
        { endToEndId: 'f0e1d2c3b4a54968a7b6c5d4e3f2a1b0', outcome: 'failed', reason: 'MD07' },
        // Debited and returned the same day: the return counts.
        { endToEndId: '9a8b7c6d5e4f40312a3b4c5d6e7f8091', outcome: 'ibanNotValid', reason: 'AC01' },
      ],
    });
  });

  it('reads camt.053.001.08 (status code element, transaction direction) and a return without a reason code', () => {
    expect(parseBankAnswer(fixture('camt053-v08-payouts.xml')).outcomes).toEqual([
      { endToEndId: '6ec0bd7f11c043da975e2a8ad9ebae0b', outcome: 'accredited', reason: null },
      { endToEndId: 'b1c2d3e4f5a64b7c8d9e0f1a2b3c4d5e', outcome: 'failed', reason: 'Returned by the beneficiary bank' },
    ]);
  });

  it('refuses a statement without any Stmt', () => {
    const empty =
      '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt><GrpHdr><MsgId>M</MsgId></GrpHdr></BkToCstmrStmt></Document>';
    expect(errorCodeOf(() => parseBankAnswer(empty))).toBe('INVALID_BANK_ANSWER');
  });
});

describe('parseBankAnswer: unreadable files', () => {
  it.each([
    ['empty', ''],
    ['not XML', 'IBAN;amount\nIT60X0542811101000000123456;10'],
    ['malformed', '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.002.001.03"><CstmrPmtStsRpt>'],
    ['a pain.001 (our own file sent back)', '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.03"><CstmrCdtTrfInitn/></Document>'],
    ['a camt.054', '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.054.001.02"><BkToCstmrDbtCdtNtfctn/></Document>'],
    ['no namespace', '<Document><CstmrPmtStsRpt/></Document>'],
    ['another root', '<Report xmlns="urn:iso:std:iso:20022:tech:xsd:pain.002.001.03"/>'],
    ['a pain.002 without its group status block', '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.002.001.03"><CstmrPmtStsRpt/></Document>'],
    [
      'a DOCTYPE (XXE)',
      '<?xml version="1.0"?><!DOCTYPE d [<!ENTITY x SYSTEM "file:///etc/passwd">]><Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.002.001.03">&x;</Document>',
    ],
  ])('refuses %s with INVALID_BANK_ANSWER', (_name, xml) => {
    expect(errorCodeOf(() => parseBankAnswer(xml))).toBe('INVALID_BANK_ANSWER');
  });
});

describe('reason codes', () => {
  it('sends account problems to the hacker, the platform’s temporary problems to a retry, the rest to a super admin', () => {
    for (const code of ['AC01', 'AC03', 'AC04', 'AC06', 'BE01', 'RC01', 'AG01']) expect(rejectionOutcome(code)).toBe('ibanNotValid');
    for (const code of ['AM04', 'TM01']) expect(rejectionOutcome(code)).toBe('failedRetry');
    for (const code of ['AC02', 'AC13', 'AM05', 'FF01', 'MS03', 'NARR', undefined]) expect(rejectionOutcome(code)).toBe('failed');
  });

  it('treats a return as final unless the account is the problem', () => {
    expect(returnOutcome('AC04')).toBe('ibanNotValid');
    expect(returnOutcome('AM04')).toBe('failed');
    expect(returnOutcome(undefined)).toBe('failed');
  });
});
