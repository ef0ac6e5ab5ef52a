import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, customType, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** Platform switches and constants a super admin can change (LOGIN_DISABLED, ...). */
export const platformSettings = pgTable('platform_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid('updated_by'),
});

/** How soon an email goes: account mail (activation, password reset, two-factor) before notifications. */
export const EMAIL_LANES = { account: 0, notification: 1 } as const;
export type EmailLane = keyof typeof EMAIL_LANES;

/**
 * Every email the platform sends, kept so it can be audited and, outside production, read at /dev/mailbox. The row is
 * the email's outbox too: written in the transaction that decides it, then sent by the mailer in batches, each lane
 * (`priority`) in its own queue so account mail never waits behind notifications.
 */
export const emails = pgTable(
  'emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    toAddress: text('to_address').notNull(),
    template: text('template').notNull(),
    language: text('language').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    /** queued -> sent (SMTP) or stored (no SMTP configured); failed after its last attempt. */
    status: text('status').notNull().default('queued'),
    /** EMAIL_LANES: 0 account mail, 1 notifications. */
    priority: smallint('priority').notNull().default(EMAIL_LANES.notification),
    /** The domain event it announces (null for account mail): one email per event, recipient and template. */
    eventId: bigint('event_id', { mode: 'number' }),
    attempts: integer('attempts').notNull().default(0),
    /** Not sent before (retries back off). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A mailer holds the email until then (a mailer that dies lets it go again). */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('emails_created_at_idx').on(t.createdAt),
    index('emails_to_address_idx').on(t.toAddress, t.createdAt),
    // The mailer's queue: each lane's queued emails, oldest first.
    index('emails_queue_idx')
      .on(t.priority, t.nextAttemptAt)
      .where(sql`${t.status} = 'queued'`),
    uniqueIndex('emails_event_recipient_idx')
      .on(t.eventId, t.toAddress, t.template)
      .where(sql`${t.eventId} is not null`),
  ],
);

export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    contentLength: integer('content_length').notNull(),
    isPublic: boolean('is_public').notNull(),
    storageKey: text('storage_key').notNull(),
    /** pending (slot issued) -> uploaded (bytes checked) | rejected */
    status: text('status').notNull().default('pending'),
    /** What the file is attached to; private files are readable by whoever may read that. */
    attachedKind: text('attached_kind'),
    attachedId: uuid('attached_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** SHA-256 of the bytes, hex, taken while they were checked (a report's receipt names its attachments by it). */
    sha256: text('sha256'),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('uploads_owner_created_at_idx').on(t.ownerId, t.createdAt), index('uploads_attached_idx').on(t.attachedKind, t.attachedId)],
);

/** Every state change made by staff or a super admin (DECISIONS "Accounts and security"). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    details: jsonb('details').notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_at_idx').on(t.createdAt),
    index('audit_log_actor_created_at_idx').on(t.actorId, t.createdAt),
    index('audit_log_action_created_at_idx').on(t.action, t.createdAt),
  ],
);

/** PostgreSQL's 64-bit transaction id (xid8), as a decimal string. */
const xid8 = customType<{ data: string; driverData: string }>({ dataType: () => 'xid8' });

/**
 * The domain event outbox: every change worth announcing, written in the transaction of the change (a rollback leaves
 * no event) with its typed payload (packages/domain events.ts). The dispatcher hands each event once to each consumer
 * (notifications and emails, later webhooks) in commit-safe order: by the writing transaction's id, then `id`, reading
 * only transactions older than every one of this database still running, so a cursor never passes an event that commits late.
 * Delivered events are deleted after EVENT_RETENTION_DAYS.
 */
export const domainEvents = pgTable(
  'domain_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: text('type').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: uuid('subject_id').notNull(),
    /** The company the subject belongs to, when it belongs to one: readers scope by it. */
    companyId: uuid('company_id'),
    /** null: the platform itself (a provider webhook, a job). */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    payload: jsonb('payload').notNull().default({}),
    /** The writing transaction (pg_current_xact_id()): the dispatcher's order. */
    txId: xid8('tx_id')
      .notNull()
      .default(sql`pg_current_xact_id()`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('domain_events_subject_idx').on(t.subjectType, t.subjectId, t.id),
    index('domain_events_created_at_idx').on(t.createdAt),
    index('domain_events_dispatch_idx').on(t.txId, t.id),
  ],
);

/** Where each consumer of the event stream stands: the last event it handled, and its retries. */
export const eventCursors = pgTable('event_cursors', {
  consumer: text('consumer').primaryKey(),
  txId: xid8('tx_id')
    .notNull()
    .default(sql`'0'::xid8`),
  eventId: bigint('event_id', { mode: 'number' }).notNull().default(0),
  /** Failed attempts at the event after the cursor; the consumer waits until `retryAt`. */
  attempts: integer('attempts').notNull().default(0),
  retryAt: timestamp('retry_at', { withTimezone: true }),
  lastError: text('last_error'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Events a consumer gave up on after its retries (kept for an operator to look at; the consumer moved past them). */
export const eventFailures = pgTable(
  'event_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    consumer: text('consumer').notNull(),
    eventId: bigint('event_id', { mode: 'number' }).notNull(),
    eventType: text('event_type').notNull(),
    error: text('error').notNull(),
    attempts: integer('attempts').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('event_failures_created_at_idx').on(t.createdAt)],
);
