/** Reading a list export back in tests: the file as a spreadsheet would, and the list it must agree with. */
import { expect } from 'vitest';
import { parse } from 'csv-parse/sync';
import type { TestClient } from './test-client.ts';

export interface ParsedCsv {
  header: string[];
  rows: Record<string, string>[];
}

/** GET `url` as `client`: a 200 CSV download with a byte-order mark, parsed with its header row as the keys. */
export async function downloadCsv(client: TestClient, url: string, delimiter: ',' | ';' = ','): Promise<ParsedCsv> {
  const response = await client.get(url);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(response.headers['content-disposition']).toMatch(/^attachment; filename="[a-z-]+-\d{4}-\d{2}-\d{2}\.csv"$/);
  expect(response.body.charCodeAt(0)).toBe(0xfeff);
  const [header = [], ...lines] = parse(response.body, { bom: true, delimiter }) as string[][];
  return { header, rows: lines.map((line) => Object.fromEntries(header.map((title, index) => [title, line[index] ?? '']))) };
}

/** The ids a list answers for `url` (one page of up to 100), in its order. */
export async function listIds(client: TestClient, url: string): Promise<string[]> {
  const response = await client.get(url);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { results: { id: string }[] }).results.map((row) => row.id);
}
