import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { WebhookDeliveryStatus, WebhookDisabledReason, WebhookEvent } from '@bb/domain';
import { companies } from './companies.ts';

/**
 * Outbound webhook endpoints (modules/integrations/webhooks): a company's, or platform-wide (company_id null, super
 * admins). The secret is sealed with SESSION_SECRET's key, as two-factor secrets are; after a rotation the previous
 * one still signs until previous_secret_until.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    events: jsonb('events').$type<WebhookEvent[]>().notNull(),
    description: text('description').notNull().default(''),
    secretSealed: text('secret_sealed').notNull(),
    previousSecretSealed: text('previous_secret_sealed'),
    previousSecretUntil: timestamp('previous_secret_until', { withTimezone: true }),
    active: boolean('active').notNull().default(true),
    disabledReason: text('disabled_reason').$type<WebhookDisabledReason>(),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** Failed attempts in a row, any delivery: a success resets it, reaching the limit disables the endpoint. */
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhook_endpoints_company_id_idx').on(t.companyId, t.createdAt)],
);

/**
 * One event (or a test ping) for one endpoint: the body as it is sent, every attempt's outcome. Unique per (endpoint,
 * event, public name: a reward is both a status change and a reward sent), so a dispatcher retry never doubles a
 * delivery; pings have no event.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventId: bigint('event_id', { mode: 'number' }),
    event: text('event').notNull(),
    /** The body's `data`, made by the event's presenter when the delivery was written. */
    payload: jsonb('payload').notNull(),
    status: text('status').$type<WebhookDeliveryStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    responseStatus: integer('response_status'),
    responseMs: integer('response_ms'),
    error: text('error'),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_endpoint_event_unique').on(t.endpointId, t.eventId, t.event),
    index('webhook_deliveries_endpoint_created_idx').on(t.endpointId, t.createdAt.desc()),
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`status = 'pending'`),
    /** The nightly retention's: finished deliveries by their last attempt (webhook-retention.ts). */
    index('webhook_deliveries_finished_idx')
      .on(t.lastAttemptAt)
      .where(sql`status <> 'pending'`),
  ],
);
