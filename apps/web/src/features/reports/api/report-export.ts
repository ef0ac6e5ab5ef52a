import { reportExportName, type Language } from '@bb/domain';

export type ReportExportFormat = 'pdf' | 'json';

/**
 * Where a report's export downloads from: a plain GET that changes nothing, so a link is enough (the session cookie goes
 * with it). `lang` is the interface language, which the link's Accept-Language (the browser's) may not be.
 */
export function reportExportPath(id: string, format: ReportExportFormat, language: Language): string {
  return `/api/reports/${encodeURIComponent(id)}/export.${format}?lang=${language}`;
}

/** The file name the download is saved as, the one the API's Content-Disposition gives. */
export const reportExportFileName = (id: string, format: ReportExportFormat): string => `${reportExportName(id)}.${format}`;
