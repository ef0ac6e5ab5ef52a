/** Test helpers: xmllint against the official pain.001.001.03 schema, reading a file back, and the bank's answers to one. */
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { XMLParser } from 'fast-xml-parser';

/** test-data/sepa at the repository root (6 levels up from here); provenance in its SOURCE.md. */
export const PAIN_001_SCHEMA = resolve(import.meta.dirname, '../../../../../../test-data/sepa/pain.001.001.03.xsd');

/** Null when the document validates against the schema, else xmllint's messages. */
export function validatePain001(xml: string): string | null {
  const directory = mkdtempSync(join(tmpdir(), 'bb-sepa-'));
  const path = join(directory, 'transfers.xml');
  writeFileSync(path, xml, 'utf8');
  try {
    // spawnSync: xmllint reports "validates" on stderr and exits non-zero when the file fails.
    const run = spawnSync('xmllint', ['--nonet', '--noout', '--schema', PAIN_001_SCHEMA, path], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    if (run.error) throw run.error;
    const output = `${run.stdout}${run.stderr}`.trim();
    return run.status === 0 && output === `${path} validates` ? null : output;
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

export interface ReadTransfer {
  endToEndId: string;
  instructionId: string;
  amount: string;
  currency: string;
  name: string;
  iban: string;
  bic: string | undefined;
  remittance: string;
}

export interface ReadFile {
  messageId: string;
  createdAt: string;
  groupCount: string;
  groupSum: string;
  initiator: string;
  paymentInfoId: string;
  paymentCount: string;
  paymentSum: string;
  serviceLevel: string;
  executionDate: string;
  debtor: { name: string; iban: string; bic: string };
  transfers: ReadTransfer[];
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  isArray: (name) => name === 'CdtTrfTxInf' || name === 'PmtInf',
});

type Tree = { [name: string]: Tree | Tree[] | string | undefined };

/** The value at a path of element names ("GrpHdr/MsgId"), undefined when an element is missing. */
function at(tree: Tree | undefined, path: string): Tree | Tree[] | string | undefined {
  let node: Tree | Tree[] | string | undefined = tree;
  for (const name of path.split('/')) node = node && typeof node === 'object' && !Array.isArray(node) ? node[name] : undefined;
  return node;
}

function textAt(tree: Tree | undefined, path: string): string {
  const value = at(tree, path);
  if (typeof value !== 'string') throw new Error(`no text at ${path}`);
  return value;
}

function listAt(tree: Tree | undefined, path: string): Tree[] {
  const value = at(tree, path);
  if (!Array.isArray(value)) throw new Error(`no list at ${path}`);
  return value;
}

function readTransfer(tx: Tree): ReadTransfer {
  const bic = at(tx, 'CdtrAgt/FinInstnId/BIC');
  return {
    endToEndId: textAt(tx, 'PmtId/EndToEndId'),
    instructionId: textAt(tx, 'PmtId/InstrId'),
    amount: textAt(tx, 'Amt/InstdAmt/#text'),
    currency: textAt(tx, 'Amt/InstdAmt/@Ccy'),
    name: textAt(tx, 'Cdtr/Nm'),
    iban: textAt(tx, 'CdtrAcct/Id/IBAN'),
    bic: typeof bic === 'string' ? bic : undefined,
    remittance: textAt(tx, 'RmtInf/Ustrd'),
  };
}

/** The fields of a pain.001.001.03 file, as text, read with fast-xml-parser. */
export function readPain001(xml: string): ReadFile & { paymentInfoBlocks: number } {
  const root = at(parser.parse(xml) as Tree, 'Document/CstmrCdtTrfInitn') as Tree;
  const blocks = listAt(root, 'PmtInf');
  const info = blocks[0];
  return {
    messageId: textAt(root, 'GrpHdr/MsgId'),
    createdAt: textAt(root, 'GrpHdr/CreDtTm'),
    groupCount: textAt(root, 'GrpHdr/NbOfTxs'),
    groupSum: textAt(root, 'GrpHdr/CtrlSum'),
    initiator: textAt(root, 'GrpHdr/InitgPty/Nm'),
    paymentInfoBlocks: blocks.length,
    paymentInfoId: textAt(info, 'PmtInfId'),
    paymentCount: textAt(info, 'NbOfTxs'),
    paymentSum: textAt(info, 'CtrlSum'),
    serviceLevel: textAt(info, 'PmtTpInf/SvcLvl/Cd'),
    executionDate: textAt(info, 'ReqdExctnDt'),
    debtor: { name: textAt(info, 'Dbtr/Nm'), iban: textAt(info, 'DbtrAcct/Id/IBAN'), bic: textAt(info, 'DbtrAgt/FinInstnId/BIC') },
    transfers: listAt(info, 'CdtTrfTxInf').map(readTransfer),
  };
}

/** An answer for one transfer of a pain.002 status report: ACSC (settled), ACCC (credited to the beneficiary) or RJCT with its reason code. */
export interface StatusAnswer {
  endToEndId: string;
  status: 'ACSC' | 'ACCC' | 'RJCT';
  reason?: string;
}

/** The bank's pain.002.001.03 status report on the batch `messageId`: one TxInfAndSts per transfer. */
export function pain002StatusReport(messageId: string, answers: readonly StatusAnswer[]): string {
  const transactions = answers
    .map(
      ({ endToEndId, status, reason }) =>
        `<TxInfAndSts><OrgnlEndToEndId>${endToEndId}</OrgnlEndToEndId><TxSts>${status}</TxSts>${
          reason ? `<StsRsnInf><Rsn><Cd>${reason}</Cd></Rsn></StsRsnInf>` : ''
        }</TxInfAndSts>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.002.001.03"><CstmrPmtStsRpt>
<GrpHdr><MsgId>STS-${messageId}</MsgId><CreDtTm>${new Date().toISOString().slice(0, 19)}</CreDtTm></GrpHdr>
<OrgnlGrpInfAndSts><OrgnlMsgId>${messageId}</OrgnlMsgId><OrgnlMsgNmId>pain.001.001.03</OrgnlMsgNmId></OrgnlGrpInfAndSts>
<OrgnlPmtInfAndSts><OrgnlPmtInfId>${messageId}</OrgnlPmtInfId>
${transactions}
</OrgnlPmtInfAndSts>
</CstmrPmtStsRpt></Document>`;
}

/** The platform account's camt.053.001.02 statement booking these transfers (amount as in the pain.001: "300.00") as debits: each one accredited. */
export function camt053Statement(transfers: readonly { endToEndId: string; amount: string }[]): string {
  const day = new Date().toISOString().slice(0, 10);
  const entries = transfers
    .map(
      ({ endToEndId, amount }, index) =>
        `<Ntry><NtryRef>${index + 1}</NtryRef><Amt Ccy="EUR">${amount}</Amt><CdtDbtInd>DBIT</CdtDbtInd><Sts>BOOK</Sts>` +
        `<BookgDt><Dt>${day}</Dt></BookgDt><ValDt><Dt>${day}</Dt></ValDt><AcctSvcrRef>REF-${index + 1}-${endToEndId.slice(0, 8)}</AcctSvcrRef>` +
        `<BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>ICDT</Cd><SubFmlyCd>ESCT</SubFmlyCd></Fmly></Domn></BkTxCd>` +
        `<NtryDtls><TxDtls><Refs><EndToEndId>${endToEndId}</EndToEndId></Refs><AmtDtls><TxAmt><Amt Ccy="EUR">${amount}</Amt></TxAmt></AmtDtls></TxDtls></NtryDtls></Ntry>`,
    )
    .join('\n');
  const stamp = `${Date.now()}-${randomUUID().slice(0, 8)}`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt>
<GrpHdr><MsgId>STMT-${stamp}</MsgId><CreDtTm>${new Date().toISOString().slice(0, 19)}</CreDtTm></GrpHdr>
<Stmt><Id>S-${stamp}</Id><CreDtTm>${new Date().toISOString().slice(0, 19)}</CreDtTm><Acct><Id><IBAN>IT60X0542811101000000123456</IBAN></Id></Acct>
${entries}
</Stmt></BkToCstmrStmt></Document>`;
}
