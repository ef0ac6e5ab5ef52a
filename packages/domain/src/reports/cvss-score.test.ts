import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { changedCvss4Metrics, cvss4BaseChoices, cvss4VectorOf, isCvss4Vector, severityOfScore } from './cvss.ts';
import { scoreCvss4 } from './cvss-score.ts';

interface Reference {
  vector: string;
  score: number;
  severity: 'None' | 'Low' | 'Medium' | 'High' | 'Critical';
}
const REFERENCE = JSON.parse(readFileSync(new URL('../../../../test-data/cvss4/vectors.json', import.meta.url), 'utf8')) as Reference[];

describe('CVSS 4.0 scoring', () => {
  it('scores every reference vector as FIRST calculator does, with its severity', () => {
    const wrong = REFERENCE.filter((entry) => {
      const scored = scoreCvss4(entry.vector);
      const severity = entry.severity === 'None' ? null : entry.severity.toLowerCase();
      return !scored || scored.score !== entry.score || scored.severity !== severity;
    });
    expect(REFERENCE.length).toBe(1347);
    expect(wrong.map((entry) => entry.vector)).toEqual([]);
  });

  it('refuses partial, misordered and malformed vectors the library alone would score', () => {
    for (const vector of [
      'CVSS:4.0/AV:N/AC:L',
      'CVSS:4.0/AC:L/AV:N/AT:N/PR:N/UI:N/VC:H/VI:H/VA:H/SC:N/SI:N/SA:N',
      'CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H',
      'CVSS:4.0/AV:N/AC:L/AT:N/PR:N/UI:N/VC:H/VI:H/VA:H/SC:N/SI:N/SA:N/',
      'CVSS:4.0/AV:Q/AC:L/AT:N/PR:N/UI:N/VC:H/VI:H/VA:H/SC:N/SI:N/SA:N',
      ' CVSS:4.0/AV:N/AC:L/AT:N/PR:N/UI:N/VC:H/VI:H/VA:H/SC:N/SI:N/SA:N',
      '',
    ]) {
      expect({ vector, valid: isCvss4Vector(vector), scored: scoreCvss4(vector) }).toEqual({ vector, valid: false, scored: null });
    }
  });

  it('maps scores to severities at the DECISIONS boundaries', () => {
    expect([0, 0.1, 3.9, 4, 6.9, 7, 8.9, 9, 10].map(severityOfScore)).toEqual([null, 'low', 'low', 'medium', 'medium', 'high', 'high', 'critical', 'critical']);
  });

  it('reads the base choices of a pasted vector and builds the vector back', () => {
    const vector = 'CVSS:4.0/AV:N/AC:L/AT:N/PR:N/UI:N/VC:H/VI:H/VA:H/SC:N/SI:N/SA:N/E:A';
    const choices = cvss4BaseChoices(vector);
    expect(choices).toEqual({ AV: 'N', AC: 'L', AT: 'N', PR: 'N', UI: 'N', VC: 'H', VI: 'H', VA: 'H', SC: 'N', SI: 'N', SA: 'N' });
    expect(cvss4VectorOf(choices)).toBe('CVSS:4.0/AV:N/AC:L/AT:N/PR:N/UI:N/VC:H/VI:H/VA:H/SC:N/SI:N/SA:N');
    expect(cvss4VectorOf({ ...choices, SA: undefined })).toBeNull();
    expect(cvss4BaseChoices('nonsense')).toEqual({});
  });

  it('names the metrics a severity change moved', () => {
    expect(
      changedCvss4Metrics('CVSS:4.0/AV:N/AC:L/AT:N/PR:N/UI:N/VC:H/VI:H/VA:H/SC:N/SI:N/SA:N', 'CVSS:4.0/AV:N/AC:L/AT:N/PR:L/UI:N/VC:L/VI:H/VA:H/SC:N/SI:N/SA:N'),
    ).toEqual([
      { metric: 'PR', before: 'N', after: 'L' },
      { metric: 'VC', before: 'H', after: 'L' },
    ]);
  });
});
