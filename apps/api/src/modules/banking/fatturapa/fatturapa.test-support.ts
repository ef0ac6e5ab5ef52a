/** Test helpers: xmllint against the official FatturaPA schema, and reading an invoice back. */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { XMLParser } from 'fast-xml-parser';

/** test-data/fatturapa at the repository root (apps/api/src/modules/banking/fatturapa -> 6 levels up); provenance in its SOURCE.md. */
export const FATTURAPA_DATA = resolve(import.meta.dirname, '../../../../../../test-data/fatturapa');
export const PAYLOADS_DATA = resolve(FATTURAPA_DATA, '../payloads');
const SCHEMA = join(FATTURAPA_DATA, 'Schema_VFPR12_v1.2.2.xsd');
const CATALOG = join(FATTURAPA_DATA, 'test-support/catalog.xml');

export function assertSchemaPresent(): void {
  if (!existsSync(SCHEMA)) throw new Error(`FatturaPA schema not found at ${SCHEMA}`);
}

/**
 * Validates files with one xmllint run (the schema compiles once). Returns, per path, null when
 * it validates, else xmllint's messages about it.
 */
export function xmllint(paths: string[]): Map<string, string | null> {
  // spawnSync rather than execFileSync: xmllint reports "validates" on stderr, and exits non-zero when any file fails.
  const run = spawnSync('xmllint', ['--nonet', '--noout', '--schema', SCHEMA, ...paths], {
    env: { ...process.env, XML_CATALOG_FILES: CATALOG },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.error) throw run.error;
  const output = `${run.stdout}${run.stderr}`;
  return new Map(paths.map((path) => [path, verdict(output, path)]));
}

function verdict(output: string, path: string): string | null {
  const lines = output.split('\n').filter((line) => line.startsWith(`${path}:`) || line.startsWith(`${path} `));
  if (lines.includes(`${path} validates`)) return null;
  return lines.join('\n') || `xmllint said nothing about ${path}:\n${output.slice(0, 2000)}`;
}

/** Writes documents to a fresh temporary folder and validates them all; null per valid document. */
export function validateInvoices(documents: string[]): (string | null)[] {
  const directory = mkdtempSync(join(tmpdir(), 'bb-fatturapa-'));
  const paths = documents.map((xml, i) => {
    const path = join(directory, `invoice-${i}.xml`);
    writeFileSync(path, xml, 'utf8');
    return path;
  });
  const verdicts = xmllint(paths);
  rmSync(directory, { recursive: true, force: true });
  return paths.map((path) => {
    const verdict = verdicts.get(path);
    return verdict === undefined ? `no verdict for ${path}` : verdict;
  });
}

export function validateInvoice(xml: string): string | null {
  const [verdict] = validateInvoices([xml]);
  return verdict === undefined ? 'no verdict' : verdict;
}

const parser = new XMLParser({ ignoreAttributes: false, parseTagValue: false, removeNSPrefix: true });

/**
 * Parses an invoice once; the returned function gives the text at a path below the root such as
 * 'FatturaElettronicaBody.DatiBeniServizi.DatiRiepilogo.Natura', or undefined.
 */
export function readInvoice(xml: string): (path: string) => string | undefined {
  const root: unknown = (parser.parse(xml) as Record<string, unknown>)['FatturaElettronica'];
  return (path) => {
    let node = root;
    for (const key of path.split('.')) {
      if (typeof node !== 'object' || node === null) return undefined;
      node = (node as Record<string, unknown>)[key];
    }
    return typeof node === 'string' ? node : undefined;
  };
}

export function readPayloads(file: 'xss.json' | 'blns.json'): string[] {
  const data = JSON.parse(readFileSync(join(PAYLOADS_DATA, file), 'utf8')) as { payloads: unknown };
  if (!Array.isArray(data.payloads)) throw new Error(`${file} has no payloads array`);
  return data.payloads.filter((payload): payload is string => typeof payload === 'string');
}
