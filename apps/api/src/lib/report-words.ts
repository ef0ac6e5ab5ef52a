/** A report's status and severity in words, for what the server writes itself (emails, exported PDFs). */
import type { Language, ReportSeverity, ReportStatus } from '@bb/domain';

const REPORT_STATUS_WORDS: Record<Language, Record<ReportStatus, string>> = {
  it: {
    new: 'nuovo',
    triaged: 'preso in carico',
    moreInfo: 'in attesa di informazioni',
    forApproval: 'in approvazione',
    rewarded: 'ricompensato',
    fixed: 'risolto',
    informative: 'informativo',
    duplicate: 'duplicato',
    outOfScope: 'fuori ambito',
    invalid: 'non valido',
    spam: 'spam',
  },
  en: {
    new: 'new',
    triaged: 'triaged',
    moreInfo: 'waiting for more information',
    forApproval: 'for approval',
    rewarded: 'rewarded',
    fixed: 'fixed',
    informative: 'informative',
    duplicate: 'duplicate',
    outOfScope: 'out of scope',
    invalid: 'invalid',
    spam: 'spam',
  },
};

const SEVERITY_WORDS: Record<Language, Record<ReportSeverity, string>> = {
  it: { low: 'bassa', medium: 'media', high: 'alta', critical: 'critica' },
  en: { low: 'low', medium: 'medium', high: 'high', critical: 'critical' },
};

const has = <T extends string>(words: Record<T, string>, key: string): key is T => Object.hasOwn(words, key);

/** The status in words; a value the table does not know (an event written by an older version) as it is. */
export function reportStatusWord(language: Language, status: string): string {
  const words = REPORT_STATUS_WORDS[language];
  return has(words, status) ? words[status] : status;
}

/** The severity in words, or the value as it is. */
export function severityWord(language: Language, severity: string): string {
  const words = SEVERITY_WORDS[language];
  return has(words, severity) ? words[severity] : severity;
}
