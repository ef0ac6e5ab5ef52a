/**
 * The bank's answer to a batch, read into one outcome per transfer (by the end-to-end id the SEPA
 * file gave it). Two formats:
 *
 * - pain.002 (CustomerPaymentStatusReport, .001.03 and later): per `TxInfAndSts`, `TxSts` (else the
 *   block's `PmtInfSts`, else the group's `GrpSts`). ACCP, ACSP, ACSC, ACWC, ACFC, ACWP: sent;
 *   ACCC (the beneficiary's account is credited): accredited; RJCT: by reason code (bank-reasons.ts);
 *   CANC: failed. PDNG, RCVD, ACTC (only the file's checks passed) and PART say nothing final: ignored.
 *   A file accepted or rejected as a whole (no transaction statuses) names no transfer: no outcomes,
 *   and `wholeBatch` gives its message id and outcome so the caller can decide (reset the batch, say).
 * - camt.053 (BankToCustomerStatement, .001.02 and later), the platform account's statement: a
 *   booked debit whose transaction carries `Refs/EndToEndId` left the account: accredited. A booked
 *   credit with `RtrInf` or `RvslInd` true carrying the original end-to-end id is a return: by
 *   `RtrInf/Rsn/Cd`, the account's codes ibanNotValid, else failed. Everything else is ignored
 *   (pending entries, incoming payments, entries without an end-to-end id).
 *
 * When a file names a transfer more than once, a failure beats accredited, which beats sent (a
 * statement may show the debit and its return the same day); among equals the last one counts.
 */
import type { BankOutcome } from '@bb/domain';
import { AppError } from '../../../lib/app-error.ts';
import { child, children, readXml, rootNamespace, text, XmlSyntaxError, type XmlElement } from '../../../lib/xml-tree.ts';
import { rejectionOutcome, returnOutcome } from './bank-reasons.ts';

export type BankAnswerFormat = 'pain.002' | 'camt.053';

export interface BankAnswerOutcome {
  endToEndId: string;
  outcome: BankOutcome;
  /** The bank's reason code and text ("AC01: Conto inesistente"), null when it gave none or the transfer went through. */
  reason: string | null;
}

export interface BankAnswer {
  format: BankAnswerFormat;
  outcomes: BankAnswerOutcome[];
  /**
   * pain.002 only: the file's own status when it names no single transfer (a whole batch accepted,
   * or refused: FF01 for a bad file); the caller decides whether to apply it to the batch's payments.
   */
  wholeBatch: { messageId: string | null; outcome: BankOutcome; reason: string | null } | null;
}

type Element = XmlElement | undefined;

const PAIN_002 = /^urn:iso:std:iso:20022:tech:xsd:pain\.002\.001\.(\d{2})$/;
const CAMT_053 = /^urn:iso:std:iso:20022:tech:xsd:camt\.053\.001\.(\d{2})$/;
/** End-to-end ids banks write when there is none. */
const NO_REFERENCE = new Set(['NOTPROVIDED', 'NOT PROVIDED', 'NONREF']);
const REASON_MAX = 300;

const SENT_STATUSES = new Set(['ACCP', 'ACSP', 'ACSC', 'ACWC', 'ACFC', 'ACWP']);
const RANK: Record<BankOutcome, number> = { sent: 0, accredited: 1, ibanNotValid: 2, failedRetry: 2, failed: 2 };

/** The outcomes a pain.002 or camt.053 file reports; INVALID_BANK_ANSWER for anything else. */
export function parseBankAnswer(xml: string): BankAnswer {
  const root = readDocument(xml);
  const namespace = rootNamespace(root);
  if (versionOf(namespace, PAIN_002) >= 3) return readPain002(root);
  if (versionOf(namespace, CAMT_053) >= 2) return { format: 'camt.053', outcomes: readCamt053(root), wholeBatch: null };
  throw invalid();
}

function invalid(): AppError {
  return new AppError('INVALID_BANK_ANSWER');
}

/** A DOCTYPE is refused before parsing: a bank file never needs one, and XXE and entity expansion start there. */
function readDocument(xml: string): XmlElement {
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) throw invalid();
  try {
    const root = readXml(xml);
    if (root.name !== 'Document') throw invalid();
    return root;
  } catch (error) {
    if (error instanceof XmlSyntaxError) throw invalid();
    throw error;
  }
}

function versionOf(namespace: string, pattern: RegExp): number {
  const match = pattern.exec(namespace);
  return match ? Number(match[1]) : 0;
}

// ---------------------------------------------------------------------------------------------
// pain.002

interface Status {
  code: string | undefined;
  reason: Element;
}

function readPain002(root: XmlElement): BankAnswer {
  const report = child(root, 'CstmrPmtStsRpt');
  const group = child(report, 'OrgnlGrpInfAndSts');
  if (!group) throw invalid();
  const groupStatus: Status = { code: text(child(group, 'GrpSts')), reason: child(group, 'StsRsnInf') };
  const outcomes: BankAnswerOutcome[] = [];
  let statuses = 0;
  const blockStatuses: Status[] = [];
  for (const block of children(report, 'OrgnlPmtInfAndSts')) {
    const blockStatus = inherit({ code: text(child(block, 'PmtInfSts')), reason: child(block, 'StsRsnInf') }, groupStatus);
    blockStatuses.push(blockStatus);
    for (const transaction of children(block, 'TxInfAndSts')) {
      statuses += 1;
      const outcome = transactionOutcome(transaction, blockStatus);
      if (outcome) outcomes.push(outcome);
    }
  }
  return {
    format: 'pain.002',
    outcomes: settle(outcomes),
    wholeBatch: statuses === 0 ? batchOutcome(text(child(group, 'OrgnlMsgId')) ?? null, blockStatuses[0] ?? groupStatus) : null,
  };
}

/** Our files have one payment information block, so its status (else the group's) is the batch's. */
function batchOutcome(messageId: string | null, status: Status): BankAnswer['wholeBatch'] {
  const outcome = statusOutcome(status);
  if (!outcome) return null;
  return { messageId, outcome, reason: outcome === 'sent' || outcome === 'accredited' ? null : describe(status.reason) };
}

/** A level without its own status takes its parent's, reason included. */
function inherit(own: Status, parent: Status): Status {
  return own.code ? own : { code: parent.code, reason: own.reason ?? parent.reason };
}

function transactionOutcome(transaction: XmlElement, blockStatus: Status): BankAnswerOutcome | null {
  const endToEndId = reference(child(transaction, 'OrgnlEndToEndId'));
  const status = inherit({ code: text(child(transaction, 'TxSts')), reason: child(transaction, 'StsRsnInf') }, blockStatus);
  const outcome = statusOutcome(status);
  if (!endToEndId || !outcome) return null;
  const reason = outcome === 'sent' || outcome === 'accredited' ? null : describe(status.reason);
  return { endToEndId, outcome, reason };
}

function statusOutcome(status: Status): BankOutcome | null {
  const code = status.code?.toUpperCase();
  if (code === undefined) return null;
  if (SENT_STATUSES.has(code)) return 'sent';
  if (code === 'ACCC') return 'accredited';
  if (code === 'RJCT') return rejectionOutcome(reasonCode(status.reason));
  if (code === 'CANC') return 'failed';
  return null;
}

// ---------------------------------------------------------------------------------------------
// camt.053

function readCamt053(root: XmlElement): BankAnswerOutcome[] {
  const statements = children(child(root, 'BkToCstmrStmt'), 'Stmt');
  if (statements.length === 0) throw invalid();
  const outcomes: BankAnswerOutcome[] = [];
  for (const entry of statements.flatMap((statement) => children(statement, 'Ntry'))) {
    if (!isBooked(entry)) continue;
    for (const transaction of children(entry, 'NtryDtls').flatMap((details) => children(details, 'TxDtls'))) {
      const outcome = statementOutcome(entry, transaction);
      if (outcome) outcomes.push(outcome);
    }
  }
  return settle(outcomes);
}

/** `Sts` BOOK (.02) or `Sts/Cd` BOOK (later versions). */
function isBooked(entry: XmlElement): boolean {
  const status = child(entry, 'Sts');
  return (text(child(status, 'Cd')) ?? text(status)) === 'BOOK';
}

function statementOutcome(entry: XmlElement, transaction: XmlElement): BankAnswerOutcome | null {
  const endToEndId = reference(child(child(transaction, 'Refs'), 'EndToEndId'));
  if (!endToEndId) return null;
  const direction = text(child(transaction, 'CdtDbtInd')) ?? text(child(entry, 'CdtDbtInd'));
  const reversal = ['true', '1'].includes(text(child(entry, 'RvslInd')) ?? '');
  const returned = child(transaction, 'RtrInf');
  if (direction === 'CRDT' && (returned || reversal)) {
    return { endToEndId, outcome: returnOutcome(reasonCode(returned)), reason: describe(returned) };
  }
  if (direction === 'DBIT' && !reversal && !returned) return { endToEndId, outcome: 'accredited', reason: null };
  return null;
}

// ---------------------------------------------------------------------------------------------
// Shared

function reference(element: Element): string | undefined {
  const value = text(element);
  return value === undefined || NO_REFERENCE.has(value.toUpperCase()) ? undefined : value;
}

/** `Rsn/Cd`, else `Rsn/Prtry`, of a StsRsnInf or RtrInf. */
function reasonCode(info: Element): string | undefined {
  const reason = child(info, 'Rsn');
  return text(child(reason, 'Cd')) ?? text(child(reason, 'Prtry'));
}

/** "AC01: text of the bank" from a StsRsnInf or RtrInf; null when it says nothing. */
function describe(info: Element): string | null {
  const code = reasonCode(info);
  const details = children(info, 'AddtlInf')
    .map((line) => text(line))
    .filter((line) => line !== undefined)
    .join(' ')
    .replace(/\s+/g, ' ');
  const described = [code, details].filter(Boolean).join(': ');
  return described ? Array.from(described).slice(0, REASON_MAX).join('') : null;
}

/** One outcome per transfer: a failure beats accredited, which beats sent; among equals the last. */
function settle(outcomes: readonly BankAnswerOutcome[]): BankAnswerOutcome[] {
  const byId = new Map<string, BankAnswerOutcome>();
  for (const outcome of outcomes) {
    const previous = byId.get(outcome.endToEndId);
    if (previous && RANK[previous.outcome] > RANK[outcome.outcome]) continue;
    byId.delete(outcome.endToEndId);
    byId.set(outcome.endToEndId, outcome);
  }
  return [...byId.values()];
}
