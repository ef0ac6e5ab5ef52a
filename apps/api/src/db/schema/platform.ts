import { bigserial, boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** Platform switches and constants a super admin can change (LOGIN_DISABLED, ...). */
export const platformSettings = pgTable('platform_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid('updated_by'),
});

/** Every email the platform sends, kept so it can be audited and, outside production, read at /dev/mailbox. */
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
    /** queued -> sent (SMTP) or stored (no SMTP configured); failed after retries. */
    status: text('status').notNull().default('queued'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('emails_created_at_idx').on(t.createdAt), index('emails_to_address_idx').on(t.toAddress, t.createdAt)],
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

/**
 * The domain event outbox: every change worth announcing, written in the transaction of the
 * change (a rollback leaves no event). Notifications, webhooks and the report timeline read it;
 * `id` is a sequence so that readers can keep a cursor.
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('domain_events_subject_idx').on(t.subjectType, t.subjectId, t.id), index('domain_events_created_at_idx').on(t.createdAt)],
);
