/**
 * GitHub's REST API (https://docs.github.com/en/rest/issues/issues, version 2022-11-28), with a fine-grained token
 * holding Issues read and write on the repository:
 * - GET /repos/{owner}/{repo}: the repository (the connection's check);
 * - POST /repos/{owner}/{repo}/issues {title, body}: 201 with the issue's number, html_url and state;
 * - GET /repos/{owner}/{repo}/issues/{issue_number}: state `open` or `closed`, closed_at.
 */
import type { GithubSettings } from '@bb/domain';
import { z } from 'zod';
import { issueMarkdown, type IssueDraft } from './issue-content.ts';
import { dateOrNull, issueTitle, type TrackerClient } from './tracker-client.ts';
import { parseAnswer, type TrackerHttp } from './tracker-http.ts';

const issueAnswer = z.object({
  number: z.number().int(),
  html_url: z.string(),
  state: z.enum(['open', 'closed']),
  closed_at: z.string().nullable().optional(),
});

export function githubClient(settings: GithubSettings, token: string, http: TrackerHttp): TrackerClient {
  const repository = `${settings.apiBaseUrl}/repos/${settings.repository}`;
  const headers = { authorization: `Bearer ${token}`, accept: 'application/vnd.github+json', 'x-github-api-version': '2022-11-28' };
  const state = (issue: z.infer<typeof issueAnswer>) => ({ state: issue.state, closedAt: dateOrNull(issue.closed_at) });

  return {
    async check() {
      await http.json({ method: 'GET', url: repository, headers });
    },
    async create(draft: IssueDraft) {
      const body = { title: issueTitle(draft), body: issueMarkdown(draft) };
      const issue = parseAnswer(issueAnswer, await http.json({ method: 'POST', url: `${repository}/issues`, headers, body }));
      return { key: String(issue.number), url: issue.html_url, ...state(issue) };
    },
    async read(key: string) {
      return state(parseAnswer(issueAnswer, await http.json({ method: 'GET', url: `${repository}/issues/${encodeURIComponent(key)}`, headers })));
    },
  };
}
