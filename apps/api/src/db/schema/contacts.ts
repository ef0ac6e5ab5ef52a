import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { CONTACT_REQUEST_KINDS, CONTACT_REQUEST_STATUSES, type Language } from '@bb/domain';
import { companies } from './companies.ts';
import { users } from './users.ts';

/**
 * A quote, demo or contact request from the company landing, or a signed-in company user's first call (issue 21).
 * `ip_hash` is a keyed hash of the client address (never the address itself), null for signed-in bookings.
 */
export const contactRequests = pgTable(
  'contact_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: CONTACT_REQUEST_KINDS }).notNull(),
    status: text('status', { enum: CONTACT_REQUEST_STATUSES }).notNull().default('new'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    company: text('company'),
    phone: text('phone'),
    message: text('message'),
    employees: text('employees'),
    preferredDate: date('preferred_date', { mode: 'string' }),
    language: text('language').$type<Language>().notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'set null' }),
    ipHash: text('ip_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('contact_requests_kind_check', sql`${t.kind} in ('quote', 'demo', 'contact')`),
    check('contact_requests_status_check', sql`${t.status} in ('new', 'handled')`),
    index('contact_requests_created_idx').on(t.createdAt),
    index('contact_requests_kind_created_idx').on(t.kind, t.createdAt),
  ],
);
