import type { TrackerConnection, TrackerIssue } from '@bb/domain';
import { isoTime, isoTimeOrNull } from '../../../lib/iso-time.ts';
import type { ConnectionRow, IssueRow } from './trackers.repository.ts';

/** The connection without its token, sealed or not: a hint of its last characters only. */
export function presentConnection(row: ConnectionRow): TrackerConnection {
  return {
    kind: row.kind,
    settings: row.settings,
    tokenHint: row.tokenHint,
    createdAt: isoTime(row.createdAt),
    updatedAt: isoTime(row.updatedAt),
  };
}

export function presentIssue(row: IssueRow): TrackerIssue {
  return {
    kind: row.kind,
    key: row.externalKey,
    url: row.url,
    state: row.state,
    closedAt: isoTimeOrNull(row.closedAt),
    lastSyncedAt: isoTime(row.lastSyncedAt),
    createdAt: isoTime(row.createdAt),
  };
}
