/**
 * A list screen's CSV export: the list's own query (filters, search, sort) plus the separator. Italian spreadsheets
 * read `;` as the separator and `,` as the decimal mark; everywhere else `,` and `.`.
 */
import { z } from 'zod';
import { LANGUAGES } from '../i18n.ts';
import { listQuerySchema } from './list-schemas.ts';

export const CSV_DELIMITERS = ['comma', 'semicolon'] as const;
export type CsvDelimiter = (typeof CSV_DELIMITERS)[number];

/**
 * The most rows one export writes: a larger list is refused (EXPORT_TOO_LARGE) rather than cut, so that a file never
 * looks complete when it is not; narrower filters make it fit.
 */
export const CSV_EXPORT_MAX_ROWS = 10_000;

/**
 * How an export is written: `delimiter` (comma by default) and `lang`, the interface language, which a download link's
 * Accept-Language (the browser's) may not be. The whole query of a list without filters (the leaderboard).
 */
export const csvFormatQuerySchema = z.object({
  delimiter: z.enum(CSV_DELIMITERS, { error: 'validation.invalid' }).default('comma'),
  lang: z.enum(LANGUAGES, { error: 'validation.invalid' }).optional(),
});
export type CsvFormatQuery = z.infer<typeof csvFormatQuerySchema>;

/** The export's query string: the list's (filters, search, sort; page and size are ignored) with the file's format. */
export const csvExportQuerySchema = listQuerySchema.extend(csvFormatQuerySchema.shape);
export type CsvExportQuery = z.infer<typeof csvExportQuerySchema>;
