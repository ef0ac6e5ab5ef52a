/**
 * CSV files for spreadsheets (spec "Tables": a header row of the column titles, then the rows, UTF-8 with a byte-order
 * mark so Excel reads the accents): one writer for the list screens' exports and the bank batch's beneficiaries.
 *
 * Choices, for every file it writes:
 * - `delimiter=semicolon` is for Italian spreadsheets, which read `;` between cells and `,` as the decimal mark;
 *   the default, `comma`, writes `,` and `.`.
 * - Amounts are euros with two decimals and no thousands separator ("1234.56", or "1234,56" with `;`), in columns whose
 *   title names the currency where the list mixes none: what a spreadsheet turns into a number by itself.
 * - Moments are Italy's wall clock, "YYYY-MM-DD HH:mm" (the platform's days are Italian days), which spreadsheets read
 *   as a date and time.
 * - A cell a spreadsheet would run as a formula (first character =, +, -, @, tab or carriage return, or their full-width
 *   forms) gets a leading apostrophe (OWASP "CSV Injection"): titles, names and notes come from users.
 */
import { stringify } from 'csv-stringify/sync';
import type { FastifyReply } from 'fastify';
import { CSV_EXPORT_MAX_ROWS, toCents, type CsvDelimiter, type CsvExportQuery, type CsvFormatQuery, type Language, type ListQuery } from '@bb/domain';
import { AppError } from './app-error.ts';
import type { ListReach } from './list-query.ts';
import { clock } from './clock.ts';
import { romeDate, romeDateTime } from './rome-time.ts';

const MARKS: Record<CsvDelimiter, { cell: string; decimal: string }> = {
  comma: { cell: ',', decimal: '.' },
  semicolon: { cell: ';', decimal: ',' },
};

/** What a file is written for: the reader's language (titles, labels) and separator. */
export interface CsvFormat {
  language: Language;
  delimiter: CsvDelimiter;
}

/** A file's columns in order, their titles in each language, and how one row fills them. */
export interface CsvTable<Row, Column extends string> {
  columns: readonly Column[];
  titles: Record<Language, Record<Column, string>>;
  cells: (row: Row, format: CsvFormat) => Record<Column, string>;
}

/** What a spreadsheet runs as a formula when a cell starts with it (csv-stringify's list, full-width forms included). */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;
/** A negative amount or number as csvCents and csvNumber write it: a value, not a formula. */
const SIGNED_NUMBER = /^-\d+(?:[.,]\d+)?$/;

/**
 * A cell that cannot run: a leading apostrophe before a formula's first character. Done here rather than by
 * csv-stringify's escape_formulas, which would also quote "-12,50", a refund written with a decimal comma.
 */
export function neutralised(value: string): string {
  return FORMULA_START.test(value) && !SIGNED_NUMBER.test(value) ? `'${value}` : value;
}

function neutralisedCells<Column extends string>(cells: Record<Column, string>): Record<Column, string> {
  return Object.fromEntries(Object.entries<string>(cells).map(([key, value]) => [key, neutralised(value)])) as Record<Column, string>;
}

/** The whole file: byte-order mark, the header of titles, one line per row, formulas neutralised. */
export function buildCsv<Row, Column extends string>(table: CsvTable<Row, Column>, rows: readonly Row[], format: CsvFormat): string {
  const titles = table.titles[format.language];
  return stringify(
    rows.map((row) => neutralisedCells(table.cells(row, format))),
    {
      bom: true,
      header: true,
      delimiter: MARKS[format.delimiter].cell,
      columns: table.columns.map((key) => ({ key, header: titles[key] })),
    },
  );
}

/** Cents as euros with two decimals, the separator's decimal mark and no thousands separator; empty for none. */
export function csvCents(cents: number | null, delimiter: CsvDelimiter = 'comma'): string {
  if (cents === null) return '';
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  return `${sign}${Math.trunc(absolute / 100)}${MARKS[delimiter].decimal}${String(absolute % 100).padStart(2, '0')}`;
}

/** A euro amount as the API answers it (a number with at most two decimals), written as csvCents does. */
export function csvEuro(euro: number | null, delimiter: CsvDelimiter): string {
  return euro === null ? '' : csvCents(toCents(euro), delimiter);
}

/** A plain number (a score, a percentage) with the separator's decimal mark; empty for none. */
export function csvNumber(value: number | null, delimiter: CsvDelimiter): string {
  return value === null ? '' : String(value).replace('.', MARKS[delimiter].decimal);
}

/** A moment (a Date or an ISO string from a presenter) as Italy's "YYYY-MM-DD HH:mm"; empty for none. */
export function csvDateTime(moment: Date | string | null): string {
  return moment === null ? '' : romeDateTime(typeof moment === 'string' ? new Date(moment) : moment);
}

/** A list's rows as its service answers them (the count beside them is not read). */
export interface ListRowsOf<Row> {
  results: Row[];
}

/**
 * Every row of a list, read once through the list's own service (so the filters, sort and what the caller may see are
 * the list's) with the reach of an export: its first `max` + 1 rows in the list's order in one statement, and no count.
 * That extra row being there refuses the whole list with EXPORT_TOO_LARGE.
 */
export async function readExportRows<Row>(read: (reach: ListReach) => Promise<ListRowsOf<Row>>, max: number = CSV_EXPORT_MAX_ROWS): Promise<Row[]> {
  const { results } = await read({ kind: 'rows', rows: max + 1 });
  if (results.length > max) throw new AppError('EXPORT_TOO_LARGE');
  return results;
}

/** The list's own query out of an export's: without the separator and language (its page and size are not read). */
export function listQueryOf(query: CsvExportQuery): ListQuery {
  const { delimiter: _delimiter, lang: _lang, ...list } = query;
  return list;
}

/** The OpenAPI summary of a list's export route, `list` naming the list route it follows. */
export function csvExportSummary(what: string, list: string): string {
  return `${what} as a CSV file (UTF-8 with BOM, titles in the caller's language): every row ${list} answers for the same filters, search and sort, with the same visibility; delimiter=semicolon writes ; and decimal commas for Italian spreadsheets; EXPORT_TOO_LARGE past ${CSV_EXPORT_MAX_ROWS} rows`;
}

/** Answers `rows` as a CSV file in `lang` or the caller's language, with the asked separator, as `<name>-<Italy's date>.csv`. */
export function sendCsv<Row, Column extends string>(
  reply: FastifyReply,
  request: { query: CsvFormatQuery; language: Language },
  name: string,
  table: CsvTable<Row, Column>,
  rows: readonly Row[],
): FastifyReply {
  const body = buildCsv(table, rows, { language: request.query.lang ?? request.language, delimiter: request.query.delimiter });
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}-${romeDate(clock.now())}.csv"`)
    .header('cache-control', 'private, no-store')
    .send(body);
}

/** Answers a list's export: every row the list would show for the same query (readExportRows), as sendCsv writes them. */
export async function sendListCsv<Row, Column extends string>(
  reply: FastifyReply,
  request: { query: CsvExportQuery; language: Language },
  name: string,
  table: CsvTable<Row, Column>,
  read: (query: ListQuery, reach: ListReach) => Promise<ListRowsOf<Row>>,
): Promise<FastifyReply> {
  const query = listQueryOf(request.query);
  return sendCsv(reply, request, name, table, await readExportRows((reach) => read(query, reach)));
}
