/**
 * Severity and vector (DECISIONS "Reports"): a report that carries a CVSS 4.0 vector has the severity its score means.
 * A change names what it wants of the vector: nothing (the report keeps its own), a new vector, or none (`null`, the
 * vector is removed on purpose); with a vector the severity asked for must be the score's, or the change is refused on
 * `severityDescription` with the severity the vector scores, never accepted and left undone.
 */
import type { ReportSeverity } from '@bb/domain';
import { scoreCvss4 } from '@bb/domain/cvss-score';
import { fieldError } from '../../lib/app-error.ts';

export interface ScoredVector {
  severity: ReportSeverity;
  scoreTenths: number;
}

/** The severity and score (in tenths) of a complete vector; an unscorable vector or a 0.0 score is 422 on `severityDescription`. */
export function scoreVector(vector: string): ScoredVector {
  const scored = scoreCvss4(vector);
  if (!scored) throw fieldError('severityDescription', 'validation.report.cvss');
  if (!scored.severity) throw fieldError('severityDescription', 'validation.report.cvssZero');
  return { severity: scored.severity, scoreTenths: Math.round(scored.score * 10) };
}

/** A report's severity, vector and score as they are, or as a change leaves them. */
export interface SeverityState {
  severity: ReportSeverity;
  vector: string | null;
  scoreTenths: number | null;
}

export interface SeverityRequest {
  /** The severity asked for; none (an approval) takes the vector's, or keeps the report's without a vector. */
  severity?: ReportSeverity;
  /** undefined keeps the report's vector, a vector replaces it, null removes it. */
  severityDescription?: string | null;
}

/** Where a change leaves the report's severity and vector; a severity the vector contradicts is refused (422). */
export function severityAfter(report: { severity: ReportSeverity; cvssVector: string | null }, request: SeverityRequest): SeverityState {
  const vector = request.severityDescription === undefined ? report.cvssVector : request.severityDescription;
  if (!vector) return { severity: request.severity ?? report.severity, vector: null, scoreTenths: null };
  const scored = scoreVector(vector);
  if (request.severity && request.severity !== scored.severity) {
    throw fieldError('severityDescription', `validation.report.vectorScores.${scored.severity}`);
  }
  return { severity: scored.severity, vector, scoreTenths: scored.scoreTenths };
}
