/**
 * Jira Cloud's REST API v3 (https://developer.atlassian.com/cloud/jira/platform/rest/v3/), with basic auth of an
 * account's email and an API token:
 * - GET /rest/api/3/project/{projectIdOrKey}: the project (the connection's check);
 * - POST /rest/api/3/issue {fields: {project: {key}, summary, issuetype: {name}, description}}: 201 with id, key and
 *   self; the description is an Atlassian Document Format document;
 * - GET /rest/api/3/issue/{issueIdOrKey}?fields=status,resolutiondate: closed when the status's category is `done`.
 */
import type { JiraSettings } from '@bb/domain';
import { z } from 'zod';
import type { IssueDraft } from './issue-content.ts';
import { dateOrNull, issueTitle, type TrackerClient } from './tracker-client.ts';
import { parseAnswer, type TrackerHttp } from './tracker-http.ts';

const createdAnswer = z.object({ id: z.string(), key: z.string() });
const issueAnswer = z.object({
  fields: z.object({
    status: z.object({ statusCategory: z.object({ key: z.string() }) }),
    resolutiondate: z.string().nullable().optional(),
  }),
});

type AdfText = { type: 'text'; text: string; marks?: { type: 'strong' | 'link'; attrs?: { href: string } }[] };
const text = (value: string): AdfText => ({ type: 'text', text: value });
const paragraph = (...content: AdfText[]) => ({ type: 'paragraph', content });

/** The draft as an Atlassian Document Format document (version 1): one paragraph per fact, the summary, the link. */
export function issueAdf(draft: IssueDraft) {
  const summary = draft.summary
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => paragraph(text(line)));
  return {
    type: 'doc',
    version: 1,
    content: [
      ...draft.facts.map((fact) => paragraph({ ...text(`${fact.label}: `), marks: [{ type: 'strong' }] }, text(fact.value))),
      ...summary,
      paragraph(text('Report: '), { ...text(draft.link), marks: [{ type: 'link', attrs: { href: draft.link } }] }),
    ],
  };
}

export function jiraClient(settings: JiraSettings, token: string, http: TrackerHttp): TrackerClient {
  const api = `${settings.siteUrl}/rest/api/3`;
  const headers = { authorization: `Basic ${Buffer.from(`${settings.email}:${token}`).toString('base64')}` };

  return {
    async check() {
      await http.json({ method: 'GET', url: `${api}/project/${encodeURIComponent(settings.projectKey)}`, headers });
    },
    async create(draft: IssueDraft) {
      const fields = {
        project: { key: settings.projectKey },
        summary: issueTitle(draft),
        issuetype: { name: settings.issueType },
        description: issueAdf(draft),
      };
      const issue = parseAnswer(createdAnswer, await http.json({ method: 'POST', url: `${api}/issue`, headers, body: { fields } }));
      return { key: issue.key, url: `${settings.siteUrl}/browse/${issue.key}`, state: 'open' as const, closedAt: null };
    },
    async read(key: string) {
      const url = `${api}/issue/${encodeURIComponent(key)}?fields=status,resolutiondate`;
      const issue = parseAnswer(issueAnswer, await http.json({ method: 'GET', url, headers }));
      const closed = issue.fields.status.statusCategory.key === 'done';
      return { state: closed ? ('closed' as const) : ('open' as const), closedAt: closed ? dateOrNull(issue.fields.resolutiondate) : null };
    },
  };
}
