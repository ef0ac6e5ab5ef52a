import type { TrackerIssueState } from '@bb/domain';
import type { IssueDraft } from './issue-content.ts';

export interface IssueState {
  state: TrackerIssueState;
  closedAt: Date | null;
}

export interface CreatedIssue extends IssueState {
  key: string;
  url: string;
}

/** One service's documented REST API, as the trackers module uses it. */
export interface TrackerClient {
  /** A cheap read that needs the token and the project: refuses wrong credentials before anything is saved. */
  check(): Promise<void>;
  create(draft: IssueDraft): Promise<CreatedIssue>;
  read(key: string): Promise<IssueState>;
}

/** Titles are cut to what every service takes (Jira's summary: 255 characters). */
export const TITLE_MAX = 250;
export const issueTitle = (draft: IssueDraft) => (draft.title.length <= TITLE_MAX ? draft.title : `${draft.title.slice(0, TITLE_MAX - 1)}…`);

export const dateOrNull = (value: string | null | undefined) => (value ? new Date(value) : null);
