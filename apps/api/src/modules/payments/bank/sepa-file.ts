/**
 * The bank batch as a SEPA credit-transfer initiation, ISO 20022 pain.001.001.03 (DECISIONS "Hacker
 * payments"), written with the sepa library: one payment information block, SEPA service level, EUR.
 */
import { Document, type SepaTransaction } from 'sepa';
import { romeWallClock } from '../../../lib/rome-time.ts';
import { toSepaText } from './sepa-text.ts';

/** The platform's account the transfers leave from (config `platform`: legal name, IBAN, SWIFT). */
export interface SepaDebtor {
  name: string;
  iban: string;
  bic: string;
}

export interface CreditTransfer {
  /** At most 35 characters: the payment id without dashes, which the bank's answers quote back. */
  endToEndId: string;
  amountCents: number;
  /** The beneficiary's name; reduced to the SEPA character set and 70 characters. */
  name: string;
  iban: string;
  /** Optional inside the SEPA area, where the IBAN alone routes the transfer. */
  bic: string | null;
  /** Unstructured remittance information; reduced to the SEPA character set and 140 characters (the end-to-end id when nothing is left). */
  remittance: string;
}

export interface CreditTransferBatch {
  /** MsgId and PmtInfId, at most 35 characters. */
  messageId: string;
  createdAt: Date;
  /** The requested execution day, as a calendar day in Italy. */
  executionDate: Date;
  debtor: SepaDebtor;
  transfers: readonly CreditTransfer[];
}

export const SEPA_FORMAT = 'pain.001.001.03';
const NAME_MAX = 70;
const REMITTANCE_MAX = 140;
/** A SEPA identifier: 1 to 35 characters of the SEPA set, not starting with '/' nor holding '//'. */
const SEPA_ID = /^(?!\/)(?!.*\/\/)[A-Za-z0-9/\-?:().,'+]{1,35}$/;

/** Territories whose banks have BICs of their own country code but IBANs of the parent's (as the library allows). */
const IBAN_TERRITORIES: Record<string, readonly string[]> = {
  FI: ['AX'],
  FR: ['GF', 'GP', 'MQ', 'RE', 'PF', 'TF', 'YT', 'NC', 'BL', 'MF', 'PM', 'WF'],
  GB: ['IM', 'JE', 'GG'],
};

/** The pain.001.001.03 XML of a batch; throws on an empty batch or an id outside the SEPA rules (a caller's bug). */
export function buildCreditTransferFile(batch: CreditTransferBatch): string {
  assertBatch(batch);
  const document = new Document(SEPA_FORMAT);
  document.grpHdr.id = batch.messageId;
  document.grpHdr.created = romeWallClock(batch.createdAt);
  document.grpHdr.initiatorName = toSepaText(batch.debtor.name, NAME_MAX);

  const info = document.createPaymentInfo();
  info.requestedExecutionDate = romeWallClock(batch.executionDate);
  info.debtorName = toSepaText(batch.debtor.name, NAME_MAX);
  info.debtorIBAN = batch.debtor.iban;
  info.debtorBIC = batch.debtor.bic;
  document.addPaymentInfo(info);
  // The library prefixes ids with their parent's ("MSG.0", "MSG.0.17"), which can pass 35 characters.
  info.id = batch.messageId;
  for (const transfer of batch.transfers) {
    const transaction = info.createTransaction();
    fillTransaction(transaction, transfer);
    info.addTransaction(transaction);
    transaction.id = transfer.endToEndId;
  }

  const xml = document.toString();
  assertControlSum(document.grpHdr.controlSum, info.controlSum, batch.transfers);
  return xml;
}

function fillTransaction(transaction: SepaTransaction, transfer: CreditTransfer): void {
  transaction.end2endId = transfer.endToEndId;
  transaction.amount = transfer.amountCents / 100;
  transaction.creditorName = toSepaText(transfer.name, NAME_MAX);
  transaction.creditorIBAN = transfer.iban;
  transaction.creditorBIC = bicFor(transfer.iban, transfer.bic);
  transaction.remittanceInfo = toSepaText(transfer.remittance, REMITTANCE_MAX, transfer.endToEndId);
}

/**
 * The BIC when it belongs to the IBAN's country; else none. The IBAN alone routes a SEPA transfer,
 * and the library refuses the whole file for one BIC of another country.
 */
function bicFor(iban: string, bic: string | null): string {
  if (!bic || (bic.length !== 8 && bic.length !== 11)) return '';
  const ibanCountry = iban.slice(0, 2);
  const bicCountry = bic.slice(4, 6);
  return bicCountry === ibanCountry || IBAN_TERRITORIES[ibanCountry]?.includes(bicCountry) ? bic : '';
}

function assertBatch(batch: CreditTransferBatch): void {
  if (batch.transfers.length === 0) throw new Error('A credit-transfer file needs at least one transfer');
  if (!SEPA_ID.test(batch.messageId)) throw new Error(`Not a SEPA message id: ${batch.messageId}`);
  for (const transfer of batch.transfers) {
    if (!SEPA_ID.test(transfer.endToEndId)) throw new Error(`Not a SEPA end-to-end id: ${transfer.endToEndId}`);
    if (!Number.isSafeInteger(transfer.amountCents) || transfer.amountCents <= 0) throw new Error(`Not an amount in cents: ${transfer.amountCents}`);
  }
}

/** Euro with 2 decimals from integer cents ("1234.50"). */
export function centsToDecimal(cents: number): string {
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** The library adds amounts as floats: the file must still carry the exact sum of the cents. */
function assertControlSum(groupSum: number, paymentSum: number, transfers: readonly CreditTransfer[]): void {
  const expected = centsToDecimal(transfers.reduce((sum, transfer) => sum + transfer.amountCents, 0));
  if (groupSum.toFixed(2) !== expected || paymentSum.toFixed(2) !== expected)
    throw new Error(`SEPA control sum ${groupSum.toFixed(2)} differs from the transfers' ${expected}`);
}
