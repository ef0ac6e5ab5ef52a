import { sql } from 'drizzle-orm';
import { bigint, check, date, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { TAX_REGIMES } from '@bb/domain';
import { appendedIndexes, pendingColumn } from './appended.ts';
import { uploads } from './platform.ts';
import { users } from './users.ts';

export const taxRegimeEnum = pgEnum('tax_regime', TAX_REGIMES);

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** A hacker's public profile and personal information (spec part 2 section 3, "Hacker"); one row per hacker, created on the first save. */
export const hackerProfiles = pgTable('hacker_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  profileDescription: text('profile_description'),
  skills: text('skills')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  cvId: uuid('cv_id').references(() => uploads.id, { onDelete: 'set null' }),
  website: text('website'),
  linkedin: text('linkedin'),
  twitter: text('twitter'),
  discord: text('discord'),
  github: text('github'),
  dateOfBirth: date('date_of_birth', { mode: 'string' }),
  birthPlace: text('birth_place'),
  /** ISO 3166-1 alpha-3. */
  countryOfBirth: text('country_of_birth'),
  countryOfResidence: text('country_of_residence'),
  ...timestamps,
});

/**
 * Tax regime and bank account (spec part 2 section 3, "Hacker tax and payment settings"). Private
 * to the hacker and the payment staff: never in a public or list response. `version` goes up on
 * every change, so a payment confirmation can prove which settings the hacker saw.
 */
export const hackerPaymentSettings = pgTable(
  'hacker_payment_settings',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    version: integer('version').notNull().default(0),
    taxRegime: taxRegimeEnum('tax_regime'),
    vatNumber: text('vat_number'),
    /** Codice fiscale for Italian residents, the foreign tax identifier otherwise. */
    taxId: text('tax_id'),
    /** ISO 3166-1 alpha-3. */
    residenceCountry: text('residence_country'),
    residenceState: text('residence_state'),
    residenceAddress: text('residence_address'),
    residenceCity: text('residence_city'),
    residenceCap: text('residence_cap'),
    iban: text('iban'),
    swift: text('swift'),
    /** The previous year's total of occasional-work payments, confirmed with a payment (Italian occasional regimes). */
    previousYearlyPaymentsAmountCents: bigint('previous_yearly_payments_amount_cents', { mode: 'number' }),
    ...timestamps,
  },
  (t) => [check('hacker_payment_settings_version_not_negative', sql`${t.version} >= 0`)],
);

/**
 * How many ranked hackers (users_hall_of_fame_idx's predicate) hold each score, appended to by a trigger on users
 * (migrations 0008, 0022): the leaderboard's count and a hacker's rank add up a few rows instead of counting every
 * ranked hacker.
 */
export const hackerPointsHistogram = pgTable(
  'hacker_points_histogram',
  {
    points: integer('points').notNull(),
    hackers: bigint('hackers', { mode: 'number' }).notNull(),
    pending: pendingColumn(),
  },
  (t) => appendedIndexes('hacker_points_histogram', [t.points], t.pending),
);

/** The KYC provider's state for one hacker; users.kyc_status stays the status everyone reads. */
export const hackerVerifications = pgTable(
  'hacker_verifications',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    applicantId: text('applicant_id'),
    /** 'GREEN' | 'RED' */
    reviewAnswer: text('review_answer'),
    /** 'RETRY' | 'FINAL' */
    rejectType: text('reject_type'),
    rejectLabels: text('reject_labels')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    lastEventAt: timestamp('last_event_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('hacker_verifications_provider_applicant_idx').on(t.provider, t.applicantId),
    check('hacker_verifications_review_answer', sql`${t.reviewAnswer} in ('GREEN', 'RED')`),
    check('hacker_verifications_reject_type', sql`${t.rejectType} in ('RETRY', 'FINAL')`),
  ],
);

/** Provider webhooks already applied: the payload digest makes a replayed delivery change nothing. */
export const verificationWebhookEvents = pgTable(
  'verification_webhook_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider').notNull(),
    payloadDigest: text('payload_digest').notNull(),
    eventType: text('event_type').notNull(),
    applicantId: text('applicant_id'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('verification_webhook_events_provider_digest_idx').on(t.provider, t.payloadDigest)],
);
