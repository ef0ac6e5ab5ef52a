/**
 * CVSS 4.0 scoring through ae-cvss-calculator (it agreed with FIRST's calculator on all 2,694
 * reference vectors; see test-data/cvss4). A separate entry (`@bb/domain/cvss-score`) so that only
 * the screens that score load the library.
 */
import calculator from 'ae-cvss-calculator';
import { isCvss4Vector, severityOfScore } from './cvss.ts';
import type { ReportSeverity } from './rules.ts';

export interface Cvss4Score {
  /** The official score, 0.0 to 10.0 (base, threat and environmental metrics together when present). */
  score: number;
  severity: ReportSeverity | null;
}

/** The score of a complete CVSS 4.0 vector, or null for anything FIRST's expression refuses (partial or malformed). */
export function scoreCvss4(vector: string): Cvss4Score | null {
  if (!isCvss4Vector(vector)) return null;
  const score = new calculator.Cvss4P0(vector).calculateScores().overall;
  return { score, severity: severityOfScore(score) };
}
