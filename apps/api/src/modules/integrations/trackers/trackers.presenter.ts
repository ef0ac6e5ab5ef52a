import type { TrackerConnection, TrackerIssue } from '@bb/domain';
import type { ConnectionRow, IssueRow } from './trackers.repository.ts';

/** The connection without its token, sealed or not: a hint of its last characters only. */
export function presentConnection(row: ConnectionRow): TrackerConnection {
  return {
    kind: row.kind,
    settings: row.settings,
    tokenHint: row.tokenHint,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentIssue(row: IssueRow): TrackerIssue {
  return {
    kind: row.kind,
    key: row.externalKey,
    url: row.url,
    state: row.state,
    closedAt: row.closedAt?.toISOString() ?? null,
    lastSyncedAt: row.lastSyncedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}
