/**
 * The deposits list as a CSV file (GET /api/banking/company-transfers/export.csv): each incoming transfer with what the
 * wallet received, the VAT kept and its invoice, titled and labelled in the web app's words. A company's file holds its
 * accredited deposits, a super admin's every transfer, as the list does.
 */
import type { AccreditationStatus, Deposit, DepositSource, InvoiceStatus, Language } from '@bb/domain';
import { csvDateTime, csvEuro, type CsvFormat, type CsvTable } from '../../lib/csv.ts';

const COLUMNS = [
  'date',
  'company',
  'payer',
  'description',
  'amount',
  'vatExempt',
  'credited',
  'vat',
  'accreditation',
  'invoice',
  'invoiceNumber',
  'source',
  'createdAt',
  'id',
] as const;
type Column = (typeof COLUMNS)[number];

const TITLES: Record<Language, Record<Column, string>> = {
  it: {
    date: 'Data valuta',
    company: 'Azienda',
    payer: 'Ordinante',
    description: 'Causale',
    amount: 'Importo bonificato (EUR)',
    vatExempt: 'Esente IVA',
    credited: 'Importo accreditato (EUR)',
    vat: 'IVA (EUR)',
    accreditation: 'Accredito',
    invoice: 'Fattura',
    invoiceNumber: 'Numero fattura',
    source: 'Origine',
    createdAt: 'Registrato il',
    id: 'ID',
  },
  en: {
    date: 'Value date',
    company: 'Company',
    payer: 'Payer',
    description: 'Description',
    amount: 'Amount transferred (EUR)',
    vatExempt: 'VAT exempt',
    credited: 'Amount credited (EUR)',
    vat: 'VAT (EUR)',
    accreditation: 'Credit',
    invoice: 'Invoice',
    invoiceNumber: 'Invoice number',
    source: 'Source',
    createdAt: 'Recorded on',
    id: 'ID',
  },
};

const ACCREDITATION: Record<Language, Record<AccreditationStatus, string>> = {
  it: { pending: 'Da gestire', accredited: 'Accreditato', skipped: 'Saltato' },
  en: { pending: 'To handle', accredited: 'Credited', skipped: 'Skipped' },
};

const INVOICE: Record<Language, Record<InvoiceStatus | 'none', string>> = {
  it: { pending: 'In attesa', generated: 'Generata', sent: 'Inviata a SDI', skipped: 'Saltata', none: 'Nessuna fattura' },
  en: { pending: 'Pending', generated: 'Generated', sent: 'Sent to SDI', skipped: 'Skipped', none: 'No invoice' },
};

const SOURCE: Record<Language, Record<DepositSource, string>> = {
  it: { manual: 'Registrato a mano', camt053: 'Estratto conto' },
  en: { manual: 'Recorded by hand', camt053: 'Bank statement' },
};

const YES_NO: Record<Language, Record<'yes' | 'no', string>> = { it: { yes: 'Sì', no: 'No' }, en: { yes: 'Yes', no: 'No' } };

function cells(deposit: Deposit, { language, delimiter }: CsvFormat): Record<Column, string> {
  return {
    // A value date is a day (YYYY-MM-DD), which spreadsheets read as a date.
    date: deposit.date,
    company: deposit.company?.name ?? '',
    payer: deposit.payerName,
    description: deposit.description,
    amount: csvEuro(deposit.amount, delimiter),
    // Unknown until the transfer is accredited.
    vatExempt: deposit.vatExempt === null ? '' : YES_NO[language][deposit.vatExempt ? 'yes' : 'no'],
    credited: csvEuro(deposit.creditedAmount, delimiter),
    vat: csvEuro(deposit.vatAmount, delimiter),
    accreditation: ACCREDITATION[language][deposit.accreditationStatus],
    // A skipped transfer credits nobody, so no invoice follows (as the list says).
    invoice: INVOICE[language][deposit.accreditationStatus === 'skipped' ? 'none' : deposit.invoiceStatus],
    invoiceNumber: deposit.invoiceNumber ?? '',
    source: SOURCE[language][deposit.source],
    createdAt: csvDateTime(deposit.createdAt),
    id: deposit.id,
  };
}

export const DEPOSITS_CSV: CsvTable<Deposit, Column> = { columns: COLUMNS, titles: TITLES, cells };
