/** The picture a hacker shares of a rewarded report: the program, the company, the bounty and the severity, never the content. */
import { formatEuro, type Language } from '@bb/domain';
import type { ReportRecord } from './reports.repository.ts';

const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const WORDS = {
  it: { title: 'Vulnerabilità premiata', severity: { low: 'Gravità bassa', medium: 'Gravità media', high: 'Gravità alta', critical: 'Gravità critica' } },
  en: { title: 'Vulnerability rewarded', severity: { low: 'Low severity', medium: 'Medium severity', high: 'High severity', critical: 'Critical severity' } },
} as const;

export function shareImage(shared: { report: ReportRecord; program: string | null; company: string }, language: Language): string {
  const words = WORDS[language];
  const bounty = shared.report.rewardCents ? formatEuro(shared.report.rewardCents, language === 'en' ? 'en-GB' : 'it-IT') : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630" role="img" aria-label="${escape(`${words.title}: ${shared.company}`)}">
<rect width="1200" height="630" fill="#1b2a6b"/>
<text x="80" y="150" fill="#a5b4fc" font-family="sans-serif" font-size="40">${escape(words.title)}</text>
<text x="80" y="260" fill="#ffffff" font-family="sans-serif" font-size="64" font-weight="700">${escape(shared.company)}</text>
<text x="80" y="330" fill="#e0e7ff" font-family="sans-serif" font-size="36">${escape(shared.program ?? '')}</text>
<text x="80" y="470" fill="#ffffff" font-family="sans-serif" font-size="96" font-weight="700">${escape(bounty)}</text>
<text x="80" y="540" fill="#a5b4fc" font-family="sans-serif" font-size="32">${escape(words.severity[shared.report.severity])}</text>
<text x="1120" y="590" fill="#a5b4fc" font-family="sans-serif" font-size="28" text-anchor="end">Bug Bounty</text>
</svg>`;
}
