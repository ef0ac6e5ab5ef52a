/**
 * Issue tracker and code host (issue 23): a company connects one Jira Cloud site, GitHub repository or GitLab project;
 * a report is pushed there as an issue (title, severity, CVSS vector, target, a summary and a link back, never the
 * hacker's personal data) and the issue's state comes back: closed there is a suggestion to mark the report fixed here.
 * The access token is stored sealed and never answered back, only a hint of its last characters.
 */
import { z } from 'zod';

export const TRACKER_KINDS = ['jira', 'github', 'gitlab'] as const;
export type TrackerKind = (typeof TRACKER_KINDS)[number];

export const TRACKER_ISSUE_STATES = ['open', 'closed'] as const;
export type TrackerIssueState = (typeof TRACKER_ISSUE_STATES)[number];

export const TRACKER_RULES = {
  /** A call to the service that has not answered in this time failed. */
  timeoutMs: 10_000,
  /**
   * A push claims the report's issue before calling the service; a claim older than this was left by a process that
   * stopped during the call (the call's own deadline is far shorter), and a new push may take it over.
   */
  pushClaimStaleMs: 120_000,
  /** The token's last characters shown, so people recognise which one is stored. */
  tokenHintChars: 4,
  tokenMax: 500,
  /** How many open issues one run of the background sync reads. */
  syncBatch: 50,
  /** An issue read more recently than this is skipped by the background sync. */
  syncEveryMinutes: 5,
  /** The issue body's summary of the report's content, in characters. */
  summaryChars: 1500,
} as const;

/** A Jira Cloud site's host. */
export const JIRA_CLOUD_HOST = /^[a-z0-9][a-z0-9-]*\.atlassian\.net$/;

export const TRACKER_DEFAULT_BASE_URLS = { github: 'https://api.github.com', gitlab: 'https://gitlab.com' } as const;

/** http is refused in production by the service (TRACKER_URL_NOT_ALLOWED), with private addresses, as for webhooks. */
const baseUrlSchema = z
  .url({ protocol: /^https?$/ })
  .max(500)
  .transform((url) => url.replace(/\/+$/, ''));
const tokenSchema = z.string().trim().min(1).max(TRACKER_RULES.tokenMax);

/** Jira Cloud: https://<site>.atlassian.net, an account's email and API token (basic auth), the project and issue type. */
export const jiraSettingsSchema = z.object({
  kind: z.literal('jira'),
  /** https://<site>.atlassian.net: required in production by the service (TRACKER_URL_NOT_ALLOWED); tests use a stand-in. */
  siteUrl: baseUrlSchema,
  email: z.email().max(254),
  projectKey: z
    .string()
    .trim()
    .regex(/^[A-Z][A-Z0-9_]{0,19}$/),
  issueType: z.string().trim().min(1).max(60).default('Bug'),
});

/** GitHub: owner/repo and a fine-grained token with Issues read and write; the API base is GitHub's unless said. */
export const githubSettingsSchema = z.object({
  kind: z.literal('github'),
  repository: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_.-]{1,100}\/[A-Za-z0-9_.-]{1,100}$/),
  apiBaseUrl: baseUrlSchema.default(TRACKER_DEFAULT_BASE_URLS.github),
});

/** GitLab: the instance (gitlab.com unless said), the project's numeric id or its full path, a project access token. */
export const gitlabSettingsSchema = z.object({
  kind: z.literal('gitlab'),
  baseUrl: baseUrlSchema.default(TRACKER_DEFAULT_BASE_URLS.gitlab),
  project: z
    .string()
    .trim()
    .regex(/^([0-9]+|[A-Za-z0-9_.-]+(\/[A-Za-z0-9_.-]+)+)$/),
});

export const trackerSettingsSchema = z.discriminatedUnion('kind', [jiraSettingsSchema, githubSettingsSchema, gitlabSettingsSchema]);
export type TrackerSettings = z.infer<typeof trackerSettingsSchema>;
export type JiraSettings = z.infer<typeof jiraSettingsSchema>;
export type GithubSettings = z.infer<typeof githubSettingsSchema>;
export type GitlabSettings = z.infer<typeof gitlabSettingsSchema>;

/** PUT /api/integrations/tracker: the kind's settings and the token, checked against the service before saving. */
export const trackerConnectSchema = z.object({ settings: trackerSettingsSchema, token: tokenSchema });
export type TrackerConnectInput = z.infer<typeof trackerConnectSchema>;

/** The settings as answered (the input schemas' trims and defaults already applied when they were saved). */
const trackerSettingsAnswerSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('jira'), siteUrl: z.string(), email: z.string(), projectKey: z.string(), issueType: z.string() }),
  z.object({ kind: z.literal('github'), repository: z.string(), apiBaseUrl: z.string() }),
  z.object({ kind: z.literal('gitlab'), baseUrl: z.string(), project: z.string() }),
]);

/** The company's connection, without its token: a hint of its last characters only. */
export const trackerConnectionSchema = z.object({
  kind: z.enum(TRACKER_KINDS),
  settings: trackerSettingsAnswerSchema,
  tokenHint: z.string(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type TrackerConnection = z.infer<typeof trackerConnectionSchema>;

/** GET /api/integrations/tracker: null when the company has connected none. */
export const trackerConnectionAnswerSchema = z.object({ connection: trackerConnectionSchema.nullable() });
export type TrackerConnectionAnswer = z.infer<typeof trackerConnectionAnswerSchema>;

/** The issue a report was pushed as. */
export const trackerIssueSchema = z.object({
  kind: z.enum(TRACKER_KINDS),
  /** PROJ-12 for Jira, the issue number for GitHub, the project-scoped iid for GitLab. */
  key: z.string(),
  url: z.string(),
  state: z.enum(TRACKER_ISSUE_STATES),
  closedAt: z.iso.datetime().nullable(),
  lastSyncedAt: z.iso.datetime(),
  createdAt: z.iso.datetime(),
});
export type TrackerIssue = z.infer<typeof trackerIssueSchema>;

/**
 * A report's tracker link as the company sees it: whether a tracker is connected, the issue (null before a push),
 * whether the caller may push or sync, and `suggestFixed` when the issue is closed and the report may be marked fixed.
 * Marking it fixed stays the Fix action's: nothing here changes the report.
 */
export const reportTrackerSchema = z.object({
  connected: z.boolean(),
  issue: trackerIssueSchema.nullable(),
  canPush: z.boolean(),
  suggestFixed: z.boolean(),
});
export type ReportTracker = z.infer<typeof reportTrackerSchema>;
