/**
 * GitLab's REST API v4 (https://docs.gitlab.com/api/issues/), with a project access token (scope `api`) in the
 * PRIVATE-TOKEN header; the project is its numeric id or its URL-encoded full path:
 * - GET /api/v4/projects/:id: the project (the connection's check);
 * - POST /api/v4/projects/:id/issues {title, description}: 201 with the issue's iid, web_url and state `opened`;
 * - GET /api/v4/projects/:id/issues/:issue_iid: state `opened` or `closed`, closed_at.
 */
import type { GitlabSettings } from '@bb/domain';
import { z } from 'zod';
import { issueMarkdown, type IssueDraft } from './issue-content.ts';
import { dateOrNull, issueTitle, type TrackerClient } from './tracker-client.ts';
import { parseAnswer, type TrackerHttp } from './tracker-http.ts';

const issueAnswer = z.object({
  iid: z.number().int(),
  web_url: z.string(),
  state: z.enum(['opened', 'closed']),
  closed_at: z.string().nullable().optional(),
});

export function gitlabClient(settings: GitlabSettings, token: string, http: TrackerHttp): TrackerClient {
  const project = `${settings.baseUrl}/api/v4/projects/${encodeURIComponent(settings.project)}`;
  const headers = { 'private-token': token };
  const state = (issue: z.infer<typeof issueAnswer>) => ({
    state: issue.state === 'closed' ? ('closed' as const) : ('open' as const),
    closedAt: dateOrNull(issue.closed_at),
  });

  return {
    async check() {
      await http.json({ method: 'GET', url: project, headers });
    },
    async create(draft: IssueDraft) {
      const body = { title: issueTitle(draft), description: issueMarkdown(draft) };
      const issue = parseAnswer(issueAnswer, await http.json({ method: 'POST', url: `${project}/issues`, headers, body }));
      return { key: String(issue.iid), url: issue.web_url, ...state(issue) };
    },
    async read(key: string) {
      return state(parseAnswer(issueAnswer, await http.json({ method: 'GET', url: `${project}/issues/${encodeURIComponent(key)}`, headers })));
    },
  };
}
