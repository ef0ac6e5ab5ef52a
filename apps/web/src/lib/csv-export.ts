import type { CsvDelimiter, Language } from '@bb/domain';
import type { PathsWithMethod } from 'openapi-typescript-helpers';
import type { paths } from './api/openapi.gen.ts';
import { toApiError, toNetworkError } from './api-client.ts';
import { saveFile } from './save-file.ts';

/** The separators an export menu offers, the one a spreadsheet in the interface's language expects first. */
export function csvDelimitersFor(language: Language): readonly CsvDelimiter[] {
  return language === 'it' ? ['semicolon', 'comma'] : ['comma', 'semicolon'];
}

/** A document path with its `{parameters}` as any text: what a call fills them with. */
type Filled<Path extends string> = Path extends `${infer Head}{${string}}${infer Tail}` ? `${Head}${string}${Filled<Tail>}` : Path;

/** A list's CSV export as the OpenAPI document names it (lib/api/openapi.gen.ts): a path it lacks does not compile. */
export type CsvExportPath = Filled<Extract<PathsWithMethod<paths, 'get'>, `${string}/export.csv`>>;

/**
 * Where a list's export downloads from: `path` (e.g. /api/reports/export.csv) with the list's own query string, its page
 * and size dropped (the export holds every row), the separator, and the interface language for the titles.
 */
export function csvExportUrl(path: CsvExportPath, listQuery: string, delimiter: CsvDelimiter, language: Language): string {
  const query = new URLSearchParams(listQuery);
  query.delete('page');
  query.delete('size');
  query.set('delimiter', delimiter);
  query.set('lang', language);
  return `${path}?${query.toString()}`;
}

/** The file name the API's Content-Disposition gives, else `fallback`. */
function fileNameOf(response: Response, fallback: string): string {
  return /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallback;
}

/**
 * Downloads an export and saves it. Fetched rather than followed as a link, so that a refusal (EXPORT_TOO_LARGE, a
 * filter the list refuses) rejects with its ApiError instead of saving the error's JSON as a .csv file.
 */
export async function downloadCsvExport(url: string, fallbackName: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'same-origin', headers: { accept: 'text/csv' } });
  } catch (error) {
    throw toNetworkError(error);
  }
  if (!response.ok) throw await toApiError(response);
  saveFile(await response.blob(), fileNameOf(response, fallbackName));
}
