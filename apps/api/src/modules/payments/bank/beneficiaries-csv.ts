/**
 * The bank batch as a spreadsheet (DECISIONS "Hacker payments"): UTF-8 with a byte-order mark so
 * Excel reads the accents, one row per payment with what the bank transfers and the tax figures.
 */
import { TAX_REGIME_LABELS, type Language, type TaxRegime } from '@bb/domain';
import { buildCsv, csvCents, type CsvFormat, type CsvTable } from '../../../lib/csv.ts';
import { romeDate } from '../../../lib/rome-time.ts';
import type { CreditTransfer } from './sepa-file.ts';

export interface BeneficiaryRow extends CreditTransfer {
  taxId: string | null;
  taxRegime: string | null;
  grossCents: number;
  vatCents: number;
  withholdingCents: number;
  /** The hacker's INPS Gestione Separata share, withheld. */
  inpsHackerCents: number;
  stampDutyCents: number;
  dueAt: Date;
}

const COLUMNS = [
  'name',
  'iban',
  'bic',
  'amount',
  'currency',
  'remittance',
  'endToEndId',
  'taxId',
  'taxRegime',
  'gross',
  'vat',
  'withholding',
  'inps',
  'stampDuty',
  'dueDate',
] as const;
type Column = (typeof COLUMNS)[number];

const TITLES: Record<Language, Record<Column, string>> = {
  it: {
    name: 'Beneficiario',
    iban: 'IBAN',
    bic: 'BIC',
    amount: 'Importo da trasferire',
    currency: 'Valuta',
    remittance: 'Causale',
    endToEndId: 'Identificativo end-to-end',
    taxId: 'Codice fiscale',
    taxRegime: 'Regime fiscale',
    gross: 'Ricompensa lorda',
    vat: 'IVA',
    withholding: "Ritenuta d'acconto",
    inps: 'Contributo INPS a carico del percipiente',
    stampDuty: 'Imposta di bollo',
    dueDate: 'Scadenza',
  },
  en: {
    name: 'Beneficiary',
    iban: 'IBAN',
    bic: 'BIC',
    amount: 'Amount to transfer',
    currency: 'Currency',
    remittance: 'Remittance information',
    endToEndId: 'End-to-end ID',
    taxId: 'Tax ID',
    taxRegime: 'Tax regime',
    gross: 'Gross bounty',
    vat: 'VAT',
    withholding: 'Withholding tax',
    inps: "INPS contribution (payee's share)",
    stampDuty: 'Stamp duty',
    dueDate: 'Due date',
  },
};

const isTaxRegime = (value: string): value is TaxRegime => Object.hasOwn(TAX_REGIME_LABELS, value);

function cells(row: BeneficiaryRow, { language }: CsvFormat): Record<Column, string> {
  return {
    name: row.name,
    iban: row.iban,
    bic: row.bic ?? '',
    amount: csvCents(row.amountCents),
    currency: 'EUR',
    remittance: row.remittance,
    endToEndId: row.endToEndId,
    taxId: row.taxId ?? '',
    taxRegime: row.taxRegime && isTaxRegime(row.taxRegime) ? TAX_REGIME_LABELS[row.taxRegime][language] : (row.taxRegime ?? ''),
    gross: csvCents(row.grossCents),
    vat: csvCents(row.vatCents),
    withholding: csvCents(row.withholdingCents),
    inps: csvCents(row.inpsHackerCents),
    stampDuty: csvCents(row.stampDutyCents),
    dueDate: romeDate(row.dueAt),
  };
}

const BENEFICIARIES: CsvTable<BeneficiaryRow, Column> = { columns: COLUMNS, titles: TITLES, cells };

/**
 * The beneficiaries CSV: a header of translated titles, then one row per payment, amounts in euro
 * with a dot. A cell a spreadsheet would run as a formula (=, +, -, @, tab, CR first) gets a leading
 * apostrophe: names and remittance come from hackers.
 */
export function buildBeneficiariesCsv(rows: readonly BeneficiaryRow[], language: Language): string {
  // The bank's format: comma-separated, amounts with a dot, whatever separator the list exports offer.
  return buildCsv(BENEFICIARIES, rows, { language, delimiter: 'comma' });
}
