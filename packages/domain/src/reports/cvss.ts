/**
 * CVSS 4.0 vectors without the scoring library: FIRST's expression, the base metrics for the
 * calculator screen, parsing and building vectors, and the severity a score means. Scoring lives in
 * `cvss-score.ts` (the `@bb/domain/cvss-score` entry), so pages that only show vectors do not load
 * the 190 KB library.
 */
import type { ReportSeverity } from './rules.ts';

/** FIRST's CVSS v4.0 JSON schema pattern: base metrics required in order, the other groups optional. */
export const CVSS4_VECTOR_PATTERN =
  /^CVSS:4[.]0\/AV:[NALP]\/AC:[LH]\/AT:[NP]\/PR:[NLH]\/UI:[NPA]\/VC:[HLN]\/VI:[HLN]\/VA:[HLN]\/SC:[HLN]\/SI:[HLN]\/SA:[HLN](\/E:[XAPU])?(\/CR:[XHML])?(\/IR:[XHML])?(\/AR:[XHML])?(\/MAV:[XNALP])?(\/MAC:[XLH])?(\/MAT:[XNP])?(\/MPR:[XNLH])?(\/MUI:[XNPA])?(\/MVC:[XNLH])?(\/MVI:[XNLH])?(\/MVA:[XNLH])?(\/MSC:[XNLH])?(\/MSI:[XNLHS])?(\/MSA:[XNLHS])?(\/S:[XNP])?(\/AU:[XNY])?(\/R:[XAUI])?(\/V:[XDC])?(\/RE:[XLMH])?(\/U:(X|Clear|Green|Amber|Red))?$/;

export const CVSS4_PREFIX = 'CVSS:4.0';

/** The base metrics, in vector order, with their values from the most to the least severe as FIRST lists them. */
export const CVSS4_BASE_METRICS = [
  { key: 'AV', group: 'exploitability', values: ['N', 'A', 'L', 'P'] },
  { key: 'AC', group: 'exploitability', values: ['L', 'H'] },
  { key: 'AT', group: 'exploitability', values: ['N', 'P'] },
  { key: 'PR', group: 'exploitability', values: ['N', 'L', 'H'] },
  { key: 'UI', group: 'exploitability', values: ['N', 'P', 'A'] },
  { key: 'VC', group: 'vulnerable', values: ['H', 'L', 'N'] },
  { key: 'VI', group: 'vulnerable', values: ['H', 'L', 'N'] },
  { key: 'VA', group: 'vulnerable', values: ['H', 'L', 'N'] },
  { key: 'SC', group: 'subsequent', values: ['H', 'L', 'N'] },
  { key: 'SI', group: 'subsequent', values: ['H', 'L', 'N'] },
  { key: 'SA', group: 'subsequent', values: ['H', 'L', 'N'] },
] as const;

export type Cvss4BaseMetric = (typeof CVSS4_BASE_METRICS)[number]['key'];
export type Cvss4BaseChoices = Partial<Record<Cvss4BaseMetric, string>>;

/** Whether the text is a complete, well-formed CVSS 4.0 vector (FIRST's expression; the library alone accepts partial ones). */
export const isCvss4Vector = (vector: string): boolean => CVSS4_VECTOR_PATTERN.test(vector);

/** Every `KEY:VALUE` of a vector, in order; nothing for text that is not a CVSS 4.0 vector. */
export function cvss4Metrics(vector: string): Record<string, string> {
  if (!vector.startsWith(`${CVSS4_PREFIX}/`)) return {};
  return Object.fromEntries(
    vector
      .slice(CVSS4_PREFIX.length + 1)
      .split('/')
      .map((part) => part.split(':'))
      .filter((pair): pair is [string, string] => pair.length === 2 && Boolean(pair[0]) && Boolean(pair[1])),
  );
}

/** The base choices a pasted vector holds (the calculator fills its buttons from them). */
export function cvss4BaseChoices(vector: string): Cvss4BaseChoices {
  const metrics = cvss4Metrics(vector.trim());
  const choices: Cvss4BaseChoices = {};
  for (const metric of CVSS4_BASE_METRICS) {
    const value = metrics[metric.key];
    if (value && (metric.values as readonly string[]).includes(value)) choices[metric.key] = value;
  }
  return choices;
}

/** The vector of a complete set of base choices, or null while one is missing. */
export function cvss4VectorOf(choices: Cvss4BaseChoices): string | null {
  const parts: string[] = [];
  for (const metric of CVSS4_BASE_METRICS) {
    const value = choices[metric.key];
    if (!value) return null;
    parts.push(`${metric.key}:${value}`);
  }
  return `${CVSS4_PREFIX}/${parts.join('/')}`;
}

/** The metrics whose value differs between two vectors (a severity change shows them side by side). */
export function changedCvss4Metrics(before: string | null, after: string | null): { metric: string; before: string | null; after: string | null }[] {
  const a = before ? cvss4Metrics(before) : {};
  const b = after ? cvss4Metrics(after) : {};
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  return keys.filter((key) => a[key] !== b[key]).map((metric) => ({ metric, before: a[metric] ?? null, after: b[metric] ?? null }));
}

/** DECISIONS "Reports": 0.1-3.9 low, 4.0-6.9 medium, 7.0-8.9 high, 9.0-10 critical; 0.0 has no severity (refused). */
export function severityOfScore(score: number): ReportSeverity | null {
  if (score <= 0) return null;
  if (score < 4) return 'low';
  if (score < 7) return 'medium';
  if (score < 9) return 'high';
  return 'critical';
}
