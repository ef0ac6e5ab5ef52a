import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { TrackerIssueState, TrackerKind, TrackerSettings } from '@bb/domain';
import { companies } from './companies.ts';
import { reports } from './reports.ts';

/**
 * A company's issue tracker or code host (modules/integrations/trackers): one per company. The access token is sealed
 * with SESSION_SECRET's key for this purpose, as webhook secrets are; only its last characters are kept in clear.
 */
export const trackerConnections = pgTable('tracker_connections', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  kind: text('kind').$type<TrackerKind>().notNull(),
  settings: jsonb('settings').$type<TrackerSettings>().notNull(),
  tokenSealed: text('token_sealed').notNull(),
  tokenHint: text('token_hint').notNull(),
  createdBy: uuid('created_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The issue's state, or `pending` while a push has claimed the row and is calling the service (no key, no url yet). */
export type TrackerIssueRowState = TrackerIssueState | 'pending';

/**
 * The issue a report was pushed as: one per report (the primary key makes a second push, even a concurrent one, find
 * the first). A push claims the row (`pending`, committed) before calling the service outside any transaction, then
 * fills it in under its `claim_id`, or deletes it when the call failed; `created_at` is when it was claimed. Kept when
 * the connection is removed or replaced, so the report still links to where it went.
 */
export const trackerIssues = pgTable(
  'tracker_issues',
  {
    reportId: uuid('report_id')
      .primaryKey()
      .references(() => reports.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<TrackerKind>().notNull(),
    /** PROJ-12 (Jira), the issue number (GitHub), the project-scoped iid (GitLab). */
    externalKey: text('external_key'),
    url: text('url'),
    state: text('state').$type<TrackerIssueRowState>().notNull().default('open'),
    /** The push that holds a pending row: only it fills the row in or releases it, even after another took it over. */
    claimId: uuid('claim_id'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    lastSyncedAt: timestamp('last_synced_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The background sync reads open issues, least recently synced first.
  (t) => [
    check('tracker_issues_filled_check', sql`${t.state} = 'pending' or (${t.externalKey} is not null and ${t.url} is not null)`),
    index('tracker_issues_open_sync_idx')
      .on(t.lastSyncedAt)
      .where(sql`${t.state} = 'open'`),
  ],
);
