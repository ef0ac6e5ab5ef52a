/** Test helpers: xmllint against the official pain.001.001.03 schema, and reading a file back. */
import { spawnSync } from 'node:child_process';
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
