/**
 * A stand-in for GitHub, GitLab and Jira Cloud on 127.0.0.1, written from their REST documentation, for the API tests
 * and the browser journey: each service under a prefix of its own (`githubUrl`, `gitlabUrl`, `jiraUrl` are the base
 * URLs to connect with). It checks the documented auth header against the one token it knows, answers the documented
 * status codes and JSON shapes, records every call, and lets a test close an issue as someone would over there, or
 * hold the answers back as a slow service would.
 *   GitHub (docs.github.com/en/rest/issues/issues): Authorization: Bearer; GET /repos/{o}/{r}; POST /repos/{o}/{r}/issues
 *     (201, 422 without a title); GET /repos/{o}/{r}/issues/{number} (state open|closed); 401 {message: 'Bad credentials'}.
 *   GitLab (docs.gitlab.com/api/issues): PRIVATE-TOKEN; GET /api/v4/projects/:id; POST /api/v4/projects/:id/issues
 *     (201, 400 without a title); GET /api/v4/projects/:id/issues/:iid (state opened|closed); 401 {message: '401 Unauthorized'}.
 *   Jira Cloud (developer.atlassian.com/cloud/jira/platform/rest/v3): Basic email:token; GET /rest/api/3/project/{key};
 *     POST /rest/api/3/issue (201 {id, key, self}, 400 {errorMessages, errors}); GET /rest/api/3/issue/{key} (status's
 *     statusCategory key `new` or `done`).
 */
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedCall {
  service: 'github' | 'gitlab' | 'jira';
  method: string;
  /** The path after the service's prefix, with the query. */
  path: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown> | null;
}

type Service = RecordedCall['service'];
interface StandInIssue {
  service: Service;
  key: string;
  project: string;
  title: string;
  closedAt: string | null;
}

export const STAND_IN_TOKEN = 'stand-in-token-0123456789';
export const STAND_IN_JIRA_EMAIL = 'tracker@example.com';

type Answer = { status: number; body: unknown };
const json = (status: number, body: unknown): Answer => ({ status, body });
const UNAUTHORIZED: Record<Service, Answer> = {
  github: json(401, { message: 'Bad credentials', documentation_url: 'https://docs.github.com/rest', status: '401' }),
  gitlab: json(401, { message: '401 Unauthorized' }),
  jira: json(401, { errorMessages: ['You are not authenticated. Authentication required to perform this operation.'], errors: {} }),
};

function authorized(service: Service, headers: IncomingHttpHeaders): boolean {
  switch (service) {
    case 'github':
      return headers.authorization === `Bearer ${STAND_IN_TOKEN}`;
    case 'gitlab':
      return headers['private-token'] === STAND_IN_TOKEN;
    case 'jira':
      return headers.authorization === `Basic ${Buffer.from(`${STAND_IN_JIRA_EMAIL}:${STAND_IN_TOKEN}`).toString('base64')}`;
  }
}

export async function startTrackerStandIn() {
  const calls: RecordedCall[] = [];
  const issues: StandInIssue[] = [];
  let origin = '';
  /** While a test holds the answers: the calls waiting for theirs, and who waits for the next call to arrive. */
  let held: { answers: (() => void)[]; waiters: { count: number; resolve: () => void }[] } | null = null;
  const find = (service: Service, key: string) => issues.find((issue) => issue.service === service && issue.key === key);
  const add = (service: Service, project: string, title: string, key: (count: number) => string) => {
    const issue = { service, key: key(issues.filter((i) => i.service === service).length + 1), project, title, closedAt: null };
    issues.push(issue);
    return issue;
  };

  const github = (method: string, path: string, body: Record<string, unknown> | null): Answer => {
    const match = /^\/repos\/([^/]+)\/([^/]+)(\/issues(?:\/(\d+))?)?$/.exec(path);
    if (!match) return json(404, { message: 'Not Found' });
    const [, owner, repo, issuesPath, number] = match;
    const repository = `${owner}/${repo}`;
    const present = (issue: StandInIssue) => ({
      id: 1000 + Number(issue.key),
      number: Number(issue.key),
      title: issue.title,
      state: issue.closedAt ? 'closed' : 'open',
      html_url: `https://github.com/${repository}/issues/${issue.key}`,
      closed_at: issue.closedAt,
    });
    if (!issuesPath && method === 'GET') return json(200, { id: 1, name: repo, full_name: repository, has_issues: true });
    if (issuesPath && !number && method === 'POST') {
      if (typeof body?.title !== 'string')
        return json(422, { message: 'Validation Failed', errors: [{ resource: 'Issue', field: 'title', code: 'missing_field' }] });
      return json(201, present(add('github', repository, body.title, String)));
    }
    const issue = number ? find('github', number) : undefined;
    if (issue && method === 'GET') return json(200, present(issue));
    return json(404, { message: 'Not Found' });
  };

  const gitlab = (method: string, path: string, body: Record<string, unknown> | null): Answer => {
    const match = /^\/api\/v4\/projects\/([^/]+)(\/issues(?:\/(\d+))?)?$/.exec(path);
    if (!match) return json(404, { message: '404 Not Found' });
    const [, encoded, issuesPath, iid] = match;
    const project = decodeURIComponent(encoded!);
    const present = (issue: StandInIssue) => ({
      id: 5000 + Number(issue.key),
      iid: Number(issue.key),
      project_id: 42,
      title: issue.title,
      state: issue.closedAt ? 'closed' : 'opened',
      web_url: `https://gitlab.com/${project}/-/issues/${issue.key}`,
      closed_at: issue.closedAt,
    });
    if (!issuesPath && method === 'GET') return json(200, { id: 42, path_with_namespace: project });
    if (issuesPath && !iid && method === 'POST') {
      if (typeof body?.title !== 'string') return json(400, { message: { title: ["can't be blank"] } });
      return json(201, present(add('gitlab', project, body.title, String)));
    }
    const issue = iid ? find('gitlab', iid) : undefined;
    if (issue && method === 'GET') return json(200, present(issue));
    return json(404, { message: '404 Not Found' });
  };

  const jira = (method: string, path: string, body: Record<string, unknown> | null): Answer => {
    const url = new URL(path, 'http://stand-in');
    const project = /^\/rest\/api\/3\/project\/([A-Z][A-Z0-9_]*)$/.exec(url.pathname);
    if (project && method === 'GET') return json(200, { id: '10000', key: project[1], name: 'Stand-in project' });
    if (url.pathname === '/rest/api/3/issue' && method === 'POST') {
      const fields = (body?.fields ?? {}) as { project?: { key?: string }; summary?: unknown; issuetype?: { name?: string }; description?: { type?: string } };
      const errors: Record<string, string> = {};
      if (!fields.project?.key) errors.project = 'Specify a valid project ID or key';
      if (typeof fields.summary !== 'string') errors.summary = 'You must specify a summary of the issue.';
      if (!fields.issuetype?.name) errors.issuetype = 'Specify an issue type';
      if (fields.description && fields.description.type !== 'doc') errors.description = 'Operation value must be an Atlassian Document.';
      if (Object.keys(errors).length > 0) return json(400, { errorMessages: [], errors });
      const issue = add('jira', fields.project!.key!, fields.summary as string, (count) => `${fields.project!.key}-${count}`);
      return json(201, { id: String(10_000 + issues.length), key: issue.key, self: `${origin}/jira/rest/api/3/issue/${issue.key}` });
    }
    const issueKey = /^\/rest\/api\/3\/issue\/([A-Z][A-Z0-9_]*-\d+)$/.exec(url.pathname)?.[1];
    const issue = issueKey ? find('jira', issueKey) : undefined;
    if (issue && method === 'GET') {
      const status = issue.closedAt
        ? { name: 'Done', statusCategory: { id: 3, key: 'done', name: 'Done' } }
        : { name: 'To Do', statusCategory: { id: 2, key: 'new', name: 'To Do' } };
      return json(200, { id: '10001', key: issue.key, fields: { status, resolutiondate: issue.closedAt } });
    }
    return json(404, { errorMessages: ['Issue does not exist or you do not have permission to see it.'], errors: {} });
  };

  const handlers = { github, gitlab, jira };
  const answer = (request: IncomingMessage, response: ServerResponse, raw: string) => {
    const [, service, rest] = /^\/(github|gitlab|jira)(\/.*)$/.exec(request.url ?? '') ?? [];
    const send = ({ status, body }: Answer) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (!service || !rest) return send(json(404, { message: 'Not Found' }));
    const known = service as Service;
    const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
    calls.push({ service: known, method: request.method ?? '', path: rest, headers: request.headers, body });
    const reply = () => send(authorized(known, request.headers) ? handlers[known](request.method ?? '', rest, body) : UNAUTHORIZED[known]);
    if (!held) return reply();
    const { answers, waiters } = held;
    answers.push(reply);
    for (const waiter of waiters.filter(({ count }) => answers.length >= count)) waiter.resolve();
  };

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => answer(request, response, Buffer.concat(chunks).toString('utf8')));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;

  return {
    githubUrl: `${origin}/github`,
    gitlabUrl: `${origin}/gitlab`,
    jiraUrl: `${origin}/jira`,
    calls,
    issues,
    /** Closes an issue over there, as a developer who fixed it would. */
    close(service: Service, key: string) {
      const issue = find(service, key);
      if (!issue) throw new Error(`No ${service} issue ${key} in the stand-in`);
      issue.closedAt = new Date().toISOString();
    },
    /** From now on calls are recorded but not answered, as a slow service's, until `release()`. */
    hold() {
      held ??= { answers: [], waiters: [] };
    },
    /** Resolves once `count` calls wait for their answer. */
    arrived(count = 1) {
      const state = held;
      if (!state) throw new Error('The stand-in is not holding its answers');
      return new Promise<void>((resolve) => (state.answers.length >= count ? resolve() : state.waiters.push({ count, resolve })));
    },
    /** Answers the waiting calls in their order, and answers at once again. */
    release() {
      const answers = held?.answers ?? [];
      held = null;
      for (const reply of answers) reply();
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type TrackerStandIn = Awaited<ReturnType<typeof startTrackerStandIn>>;
