/**
 * ISO 20022 camt.053 (BankToCustomerStatement, versions .001.02 to .001.08) to the incoming
 * transfers a super admin turns into pending deposits. Pure: XML text in, credits out.
 */
import { createHash } from 'node:crypto';
import { toCents, WALLET_LIMITS } from '@bb/domain';
import { AppError } from '../../../lib/app-error.ts';
import { child, children, readXml, rootNamespace, text, XmlSyntaxError, type XmlElement } from '../../../lib/xml-tree.ts';

export interface StatementCredit {
  /** Stable across re-imports of the same statement and unique per credit: the deposit's idempotency key. */
  bankReference: string;
  amountCents: number;
  /** YYYY-MM-DD. */
  valueDate: string;
  payerName: string;
  description: string;
}

export interface ParsedStatement {
  credits: StatementCredit[];
  /** Entries (and batch transactions) that are not booked EUR credits: debits, pending, reversals, other currencies, zero. */
  ignored: number;
}

const NAMESPACE = /^urn:iso:std:iso:20022:tech:xsd:camt\.053\.001\.0[2-8]$/;
/** SEPA names and remittance information are at most 140 characters. */
const TEXT_MAX = 140;
/** References banks write when they have none. */
const NO_REFERENCE = new Set(['', 'NONREF', 'NOTPROVIDED', 'NOT PROVIDED']);
const MAX_TRANSFER_CENTS = toCents(WALLET_LIMITS.transferMax);

type Element = XmlElement | undefined;

/** The credits of a camt.053 statement; INVALID_STATEMENT for anything that is not one. */
export function parseCamt053(xml: string): ParsedStatement {
  const document = readDocument(xml);
  const statements = children(child(document, 'BkToCstmrStmt'), 'Stmt');
  if (statements.length === 0) throw invalid();
  const result: ParsedStatement = { credits: [], ignored: 0 };
  for (const statement of statements) readStatement(statement, result);
  makeReferencesUnique(result.credits);
  return result;
}

function invalid(): AppError {
  return new AppError('INVALID_STATEMENT');
}

// ---------------------------------------------------------------------------------------------
// Document

/**
 * Parses and checks the root: Document in a camt.053.001.02-08 namespace. A DOCTYPE is refused
 * before parsing (the reader refuses one too): a bank statement never needs one, and it is how
 * XXE and entity-expansion ("billion laughs") attacks start.
 */
function readDocument(xml: string): XmlElement {
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) throw invalid();
  let root: XmlElement;
  try {
    root = readXml(xml);
  } catch (error) {
    if (error instanceof XmlSyntaxError) throw invalid();
    throw error;
  }
  if (root.name !== 'Document' || !NAMESPACE.test(rootNamespace(root))) throw invalid();
  return root;
}

// ---------------------------------------------------------------------------------------------
// Statements and entries

interface StatementContext {
  statementId: string;
  /** The statement's creation date, the last resort for an entry without dates. */
  createdOn: string | undefined;
}

function readStatement(statement: XmlElement, result: ParsedStatement): void {
  const context: StatementContext = { statementId: text(child(statement, 'Id')) ?? '', createdOn: datePart(text(child(statement, 'CreDtTm'))) };
  children(statement, 'Ntry').forEach((entry, index) => {
    const { credits, ignored } = readEntry(entry, index, context);
    result.credits.push(...credits);
    result.ignored += ignored;
  });
}

function readEntry(entry: XmlElement, index: number, context: StatementContext): ParsedStatement {
  if (!isBookedCredit(entry) || currencyOf(child(entry, 'Amt')) !== 'EUR') return { credits: [], ignored: 1 };
  const amountCents = parseAmountCents(text(child(entry, 'Amt')));
  if (amountCents === 0) return { credits: [], ignored: 1 };
  const valueDate = entryDate(entry) ?? context.createdOn;
  if (!valueDate) throw invalid();
  const transactions = children(entry, 'NtryDtls').flatMap((details) => children(details, 'TxDtls'));
  const base: EntryFacts = { entry, index, context, amountCents, valueDate };
  if (transactions.length > 1 && transactions.every(hasEuroAmount)) return batchCredits(base, transactions);
  // With one transaction, none, or a batch whose parts have no usable amounts, the entry is one credit.
  return { credits: [singleCredit(base, transactions[0])], ignored: 0 };
}

interface EntryFacts {
  entry: XmlElement;
  index: number;
  context: StatementContext;
  amountCents: number;
  valueDate: string;
}

/** CRDT, booked (`Sts` BOOK in .02, `Sts/Cd` BOOK later) and not a reversal. */
function isBookedCredit(entry: Element): boolean {
  const status = child(entry, 'Sts');
  const code = text(child(status, 'Cd')) ?? text(status);
  const reversal = text(child(entry, 'RvslInd'));
  return text(child(entry, 'CdtDbtInd')) === 'CRDT' && code === 'BOOK' && reversal !== 'true' && reversal !== '1';
}

/** ValDt (Dt, or the date of DtTm), else BookgDt. */
function entryDate(entry: Element): string | undefined {
  return dateOf(child(entry, 'ValDt')) ?? dateOf(child(entry, 'BookgDt'));
}

/** A credit for the whole entry, described by its first transaction if any. */
function singleCredit(facts: EntryFacts, transaction: Element): StatementCredit {
  const reference = entryReference(facts.entry) ?? transactionReference(transaction);
  return {
    bankReference: reference ?? hashReference(facts.context.statementId, facts.index, null, facts.amountCents, facts.valueDate),
    amountCents: facts.amountCents,
    valueDate: facts.valueDate,
    payerName: payerName(transaction),
    description: description(transaction, facts.entry),
  };
}

/** A batch booking: one credit per transaction, each with its own amount. */
function batchCredits(facts: EntryFacts, transactions: XmlElement[]): ParsedStatement {
  const result: ParsedStatement = { credits: [], ignored: 0 };
  const entryRef = entryReference(facts.entry);
  transactions.forEach((transaction, position) => {
    const amountCents = parseAmountCents(text(transactionAmount(transaction)));
    if (text(child(transaction, 'CdtDbtInd')) === 'DBIT' || amountCents === 0) {
      result.ignored += 1;
      return;
    }
    // The entry reference plus a position, not the payer's EndToEndId: that one may be NOTPROVIDED or repeat within a batch.
    const ownRef = transactionReference(transaction) ?? (entryRef && `${entryRef}#${position + 1}`);
    result.credits.push({
      bankReference: ownRef ?? hashReference(facts.context.statementId, facts.index, position, amountCents, facts.valueDate),
      amountCents,
      valueDate: facts.valueDate,
      payerName: payerName(transaction),
      description: description(transaction, facts.entry),
    });
  });
  return result;
}

/** `AmtDtls/TxAmt/Amt` (all versions) or `Amt` (.03 and later). */
function transactionAmount(transaction: Element): Element {
  return child(child(child(transaction, 'AmtDtls'), 'TxAmt'), 'Amt') ?? child(transaction, 'Amt');
}

function hasEuroAmount(transaction: Element): boolean {
  return currencyOf(transactionAmount(transaction)) === 'EUR';
}

// ---------------------------------------------------------------------------------------------
// Fields

/**
 * '1220.00', '1220.5' or '1220' to cents without a float. ISO amounts are unsigned (the sign is
 * CdtDbtInd) and may carry up to 5 decimals, accepted only when those past the cent are zeros. Above the largest
 * transfer the platform records (WALLET_LIMITS.transferMax, as for one typed by hand) the statement is refused.
 */
export function parseAmountCents(amount: string | undefined): number {
  const match = /^(\d{1,13})(?:\.(\d{1,5}))?$/.exec(amount ?? '');
  if (!match) throw invalid();
  const [, whole = '', fraction = ''] = match;
  if (/[1-9]/.test(fraction.slice(2))) throw invalid();
  const cents = Number(whole) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
  if (cents > MAX_TRANSFER_CENTS) throw invalid();
  return cents;
}

function currencyOf(amount: Element): string | undefined {
  return amount?.attributes.get('Ccy')?.trim().toUpperCase();
}

/** The date of a DateAndDateTimeChoice: `Dt`, or the date part of `DtTm` (the bank's local date, as written). */
function dateOf(choice: Element): string | undefined {
  return datePart(text(child(choice, 'Dt')) ?? text(child(choice, 'DtTm')));
}

function datePart(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const date = value.slice(0, 10);
  if (!isCalendarDate(date)) throw invalid();
  return date;
}

/** YYYY-MM-DD naming a real day (by arithmetic: a Date per entry is measurable on 10,000 entries). */
function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const year = Number(value.slice(0, 4));
  const month = Number(value.slice(5, 7));
  const day = Number(value.slice(8, 10));
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = month === 2 ? (leap ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
  return month >= 1 && month <= 12 && day >= 1 && day <= days;
}

function entryReference(entry: Element): string | undefined {
  return reference(child(entry, 'AcctSvcrRef'));
}

function transactionReference(transaction: Element): string | undefined {
  return reference(child(child(transaction, 'Refs'), 'AcctSvcrRef'));
}

function reference(node: Element): string | undefined {
  const value = text(node);
  return value === undefined || NO_REFERENCE.has(value.toUpperCase()) ? undefined : value;
}

/** `Dbtr/Nm` (.02), `Dbtr/Pty/Nm` (.08), else the ultimate debtor's. */
function payerName(transaction: Element): string {
  const parties = child(transaction, 'RltdPties');
  return clip(partyName(child(parties, 'Dbtr')) ?? partyName(child(parties, 'UltmtDbtr')) ?? '');
}

function partyName(party: Element): string | undefined {
  return nonEmpty(text(child(party, 'Nm')) ?? text(child(child(party, 'Pty'), 'Nm')));
}

/** Unstructured remittance lines, else structured creditor references, else the additional information. */
function description(transaction: Element, entry: Element): string {
  const remittance = child(transaction, 'RmtInf');
  const lines = children(remittance, 'Ustrd').map(text);
  const references = children(remittance, 'Strd').map((structured) => text(child(child(structured, 'CdtrRefInf'), 'Ref')));
  const found = joined(lines) ?? joined(references) ?? nonEmpty(text(child(transaction, 'AddtlTxInf'))) ?? nonEmpty(text(child(entry, 'AddtlNtryInf')));
  return clip(found ?? '');
}

function joined(parts: (string | undefined)[]): string | undefined {
  return nonEmpty(parts.filter((part) => part !== undefined).join(' '));
}

function nonEmpty(value: string | undefined): string | undefined {
  const collapsed = value?.replace(/\s+/g, ' ').trim();
  return collapsed ? collapsed : undefined;
}

/** At most 140 characters (code points, so an emoji is never cut in half). */
function clip(value: string): string {
  if (value.length <= TEXT_MAX) return value;
  return Array.from(value).slice(0, TEXT_MAX).join('').trim();
}

// ---------------------------------------------------------------------------------------------
// References

/** For entries without any bank reference: the same statement gives the same hash on every import. */
function hashReference(statementId: string, entryIndex: number, position: number | null, amountCents: number, valueDate: string): string {
  const input = JSON.stringify([statementId, entryIndex, position, amountCents, valueDate]);
  return `sha256:${createHash('sha256').update(input).digest('hex')}`;
}

/**
 * A bank that repeats a reference inside one file would make two deposits collide: the second
 * and later ones get '~2', '~3'... in document order, which is the same on every import.
 */
function makeReferencesUnique(credits: StatementCredit[]): void {
  const seen = new Map<string, number>();
  for (const credit of credits) {
    const count = (seen.get(credit.bankReference) ?? 0) + 1;
    seen.set(credit.bankReference, count);
    if (count > 1) credit.bankReference = `${credit.bankReference}~${count}`;
  }
}
