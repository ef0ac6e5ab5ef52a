/**
 * The payments list as a CSV file (GET /api/payments/intents/export.csv): a hacker's own payments or, for super admins,
 * every one, with the figures of the payment's page in euros; titled and labelled in the web app's words. Bank and
 * residence details stay out: the list screen does not show them either (the bank batch's beneficiaries CSV does).
 */
import { TAX_REGIME_LABELS, type Language, type PaymentIntent, type PaymentKind } from '@bb/domain';
import { paymentStatusWords } from '../../lib/payment-words.ts';
import { csvDateTime, csvEuro, type CsvFormat, type CsvTable } from '../../lib/csv.ts';

const COLUMNS = [
  'date',
  'dueDate',
  'source',
  'program',
  'company',
  'hacker',
  'regime',
  'gross',
  'vat',
  'withholding',
  'inps',
  'stampDuty',
  'transfer',
  'status',
  'overdue',
  'id',
] as const;
type Column = (typeof COLUMNS)[number];

const TITLES: Record<Language, Record<Column, string>> = {
  it: {
    date: 'Data',
    dueDate: 'Scadenza',
    source: 'Report / referral',
    program: 'Programma',
    company: 'Azienda',
    hacker: 'Hacker',
    regime: 'Regime fiscale',
    gross: 'Lordo (EUR)',
    vat: 'IVA (EUR)',
    withholding: "Ritenuta d'acconto (EUR)",
    inps: 'Contributo INPS a carico del percipiente (EUR)',
    stampDuty: 'Imposta di bollo (EUR)',
    transfer: 'Netto (EUR)',
    status: 'Stato',
    overdue: 'Scaduto',
    id: 'ID',
  },
  en: {
    date: 'Date',
    dueDate: 'Due date',
    source: 'Report / referral',
    program: 'Program',
    company: 'Company',
    hacker: 'Hacker',
    regime: 'Tax regime',
    gross: 'Gross (EUR)',
    vat: 'VAT (EUR)',
    withholding: 'Withholding tax (EUR)',
    inps: "INPS contribution, payee's share (EUR)",
    stampDuty: 'Stamp duty (EUR)',
    transfer: 'Net (EUR)',
    status: 'Status',
    overdue: 'Overdue',
    id: 'ID',
  },
};

/** What a payment without a report pays for; a reward names its report. */
const SOURCES: Record<Language, Record<Exclude<PaymentKind, 'reward'>, string>> = {
  it: { referral: 'Bonus referral', retest: 'Compenso per il retest della correzione' },
  en: { referral: 'Referral bonus', retest: 'Fee for retesting the fix' },
};

const OVERDUE: Record<Language, string> = { it: 'Scaduto', en: 'Overdue' };

function source(payment: PaymentIntent, language: Language): string {
  if (payment.kind === 'reward') return payment.report?.title ?? '';
  return payment.report ? `${SOURCES[language][payment.kind]}: ${payment.report.title}` : SOURCES[language][payment.kind];
}

function cells(payment: PaymentIntent, { language, delimiter }: CsvFormat): Record<Column, string> {
  return {
    date: csvDateTime(payment.date),
    dueDate: csvDateTime(payment.dueDate),
    source: source(payment, language),
    program: payment.program?.name ?? payment.report?.programName ?? '',
    company: payment.company?.name ?? '',
    hacker: payment.hacker.username,
    regime: payment.taxRegime ? TAX_REGIME_LABELS[payment.taxRegime][language] : '',
    gross: csvEuro(payment.bountyTotalAmount, delimiter),
    vat: csvEuro(payment.vatAmount, delimiter),
    withholding: csvEuro(payment.withholdingAmount, delimiter),
    inps: csvEuro(payment.inpsHackerAmount, delimiter),
    stampDuty: csvEuro(payment.stampDutyAmount, delimiter),
    transfer: csvEuro(payment.transferAmount, delimiter),
    status: paymentStatusWords(payment.status, language),
    overdue: payment.overdue ? OVERDUE[language] : '',
    id: payment.id,
  };
}

export const PAYMENTS_CSV: CsvTable<PaymentIntent, Column> = { columns: COLUMNS, titles: TITLES, cells };
