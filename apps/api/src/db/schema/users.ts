import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uuid, bigserial, uniqueIndex } from 'drizzle-orm/pg-core';
import { KYC_STATUSES, USER_TYPES, type NotificationSettings } from '@bb/domain';

export const userTypeEnum = pgEnum('user_type', USER_TYPES);
export const userTokenPurposeEnum = pgEnum('user_token_purpose', ['activation', 'password_reset', 'invitation']);
export const kycStatusEnum = pgEnum('kyc_status', KYC_STATUSES);

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique('users_email_unique'),
    username: text('username').notNull().unique('users_username_unique'),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    userType: userTypeEnum('user_type').notNull(),
    pictureId: uuid('picture_id'),
    language: text('language').notNull().default('it'),
    /** Email confirmed through the activation link. */
    isActive: boolean('is_active').notNull().default(false),
    isBlocked: boolean('is_blocked').notNull().default(false),
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    referralCode: text('referral_code').notNull().unique('users_referral_code_unique'),
    referredByUserId: uuid('referred_by_user_id'),
    referralSubmittedAt: timestamp('referral_submitted_at', { withTimezone: true }),
    /** TOTP secrets are sealed with the server key (lib/crypto.ts), never stored in clear. */
    otpSecret: text('otp_secret'),
    otpEnabledAt: timestamp('otp_enabled_at', { withTimezone: true }),
    otpPendingSecret: text('otp_pending_secret'),
    otpPendingExpiresAt: timestamp('otp_pending_expires_at', { withTimezone: true }),
    otpLastUsedStep: text('otp_last_used_step'),
    notificationSettings: jsonb('notification_settings').$type<NotificationSettings>().notNull(),
    activationSentAt: timestamp('activation_sent_at', { withTimezone: true }),
    /** Meaningful for hackers only; the KYC issue moves it. */
    kycStatus: kycStatusEnum('kyc_status').notNull().default('not_started'),
    /** A hacker's leaderboard score; reports add to it in the transaction that decides them. */
    points: integer('points').notNull().default(0),
    /** A hacker's reports: sent, and of the decided ones accepted (rewarded or fixed) and closed; kept in each decision's transaction. */
    reportsSent: integer('reports_sent').notNull().default(0),
    reportsAccepted: integer('reports_accepted').notNull().default(0),
    reportsClosed: integer('reports_closed').notNull().default(0),
    /** The versions of the terms and of the privacy policy of the user's type accepted at sign-up (modules/legal); null before issue 21. */
    termsVersion: text('terms_version'),
    privacyVersion: text('privacy_version'),
    legalAcceptedAt: timestamp('legal_accepted_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('users_user_type_created_at_idx').on(t.userType, t.createdAt),
    index('users_created_at_idx').on(t.createdAt),
    // Case-insensitive contains (list search) at scale needs trigram indexes (pg_trgm, migration 0001).
    index('users_username_trgm_idx').using('gin', sql`${t.username} gin_trgm_ops`),
    index('users_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
    // The platform hall of fame: hackers with points, best first (username breaks ties).
    index('users_hall_of_fame_idx')
      .on(t.points.desc(), t.username)
      .where(sql`${t.userType} = 'hacker' and ${t.points} > 0 and not ${t.isBlocked} and ${t.deactivatedAt} is null`),
    // The invite search: hackers by username prefix (LIKE 'abc%' needs the pattern operator class).
    index('users_hacker_username_prefix_idx')
      .on(t.username.op('text_pattern_ops'))
      .where(sql`${t.userType} = 'hacker'`),
  ],
);

export const userTokens = pgTable(
  'user_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: userTokenPurposeEnum('purpose').notNull(),
    /** SHA-256 of the code sent by email; the code itself is never stored. */
    tokenHash: text('token_hash').notNull().unique('user_tokens_token_hash_unique'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_tokens_user_purpose_idx').on(t.userId, t.purpose)],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie value. */
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rememberMe: boolean('remember_me').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId), index('sessions_expires_at_idx').on(t.expiresAt)],
);

export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email').notNull(),
    ip: text('ip'),
    succeeded: boolean('succeeded').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('login_attempts_email_created_at_idx')
      .on(t.email, t.createdAt)
      .where(sql`not ${t.succeeded}`),
  ],
);

/**
 * Two-factor recovery codes: shown once at enrolment (or regeneration), stored as SHA-256 (they
 * are 50+ bits of randomness, so a slow hash adds nothing), each usable once in place of a code.
 */
export const otpRecoveryCodes = pgTable(
  'otp_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('otp_recovery_codes_user_idx').on(t.userId), uniqueIndex('otp_recovery_codes_hash_unique').on(t.userId, t.codeHash)],
);
