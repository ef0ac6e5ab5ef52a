/**
 * A report exported as JSON (GET /api/reports/{id}/export.json): the report as its page shows it to the caller, with
 * its timeline, in a versioned envelope. Version 1 keeps the detail's fields except what only drives the page's
 * buttons (abilities, the reward dialog's budget); a change that removes or renames a field makes version 2.
 */
import { z } from 'zod';
import { LANGUAGES } from '../i18n.ts';
import { reportDetailSchema, reportEventSchema } from './schemas.ts';

export const REPORT_EXPORT_FORMAT = 'bb-report-export';
export const REPORT_EXPORT_VERSION = 1;

export const reportExportSchema = z.object({
  format: z.literal(REPORT_EXPORT_FORMAT),
  version: z.literal(REPORT_EXPORT_VERSION),
  exportedAt: z.iso.datetime(),
  /** The language of the caller who exported it (the PDF's; the JSON's values are not translated). */
  language: z.enum(LANGUAGES),
  report: reportDetailSchema.omit({ timeline: true, abilities: true, rewardBudget: true }),
  /** Oldest first, as on the report's page. */
  timeline: z.array(reportEventSchema),
});
export type ReportExport = z.infer<typeof reportExportSchema>;

/**
 * The exports' query: `lang`, the app's interface language. A download link sends the browser's Accept-Language, which
 * may not be the language the user chose in the app; without `lang` the API follows Accept-Language.
 */
export const reportExportQuerySchema = z.object({ lang: z.enum(LANGUAGES).optional() });
