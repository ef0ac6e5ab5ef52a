/**
 * What a pushed issue says, from the report as the company sees it (readReport: the hacker by username only, never an
 * email, a name or an IBAN): the title, the severity and CVSS vector, the target and endpoint, a plain-text summary of
 * the content and a link back to the report's page. The hacker is not named at all: the tracker may be public.
 */
import { TRACKER_RULES, richTextToPlain, type ReportDetail } from '@bb/domain';

export interface IssueDraft {
  title: string;
  /** Label: value lines, then the summary, then the link back. */
  facts: { label: string; value: string }[];
  summary: string;
  link: string;
}

const cut = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);

export function issueDraft(report: ReportDetail, publicUrl: string): IssueDraft {
  const facts = [
    { label: 'Severity', value: report.cvssScore === null ? report.severity : `${report.severity} (CVSS ${report.cvssScore})` },
    { label: 'CVSS vector', value: report.severityDescription ?? '' },
    { label: 'Target', value: report.target.name },
    { label: 'Endpoint', value: report.endpoint ?? '' },
  ].filter((fact) => fact.value !== '');
  return {
    title: `[${report.severity}] ${report.title}`,
    facts,
    summary: cut(richTextToPlain(report.content), TRACKER_RULES.summaryChars),
    link: `${publicUrl}/reports/${report.id}`,
  };
}

/** The draft as Markdown (GitHub and GitLab render issue bodies as Markdown). */
export function issueMarkdown(draft: IssueDraft): string {
  return [...draft.facts.map((fact) => `**${fact.label}:** ${fact.value}`), '', draft.summary, '', `Report: ${draft.link}`].join('\n');
}
