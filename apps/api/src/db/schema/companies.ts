import { sql } from 'drizzle-orm';
import { boolean, index, numeric, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { COMPANY_ROLES } from '@bb/domain';
import { users } from './users.ts';

export const companyRoleEnum = pgEnum('company_role', COMPANY_ROLES);

/** A company as registered by its first admin (spec part 1 section 3); the companies issue fills in the rest. */
export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    businessname: text('businessname').notNull(),
    vat: text('vat').notNull(),
    pec: text('pec').notNull(),
    sdi: text('sdi').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    cap: text('cap').notNull(),
    state: text('state').notNull(),
    country: text('country').notNull(),
    sector: text('sector').notNull(),
    employees: text('employees').notNull(),
    website: text('website'),
    description: text('description'),
    pictureId: uuid('picture_id'),
    isVerified: boolean('is_verified').notNull().default(false),
    /** Completion checklist: when the company booked its first call with the team. */
    firstCallBookedAt: timestamp('first_call_booked_at', { withTimezone: true }),
    /** Shown as the bank transfer description so incoming transfers can be matched. */
    referenceCode: text('reference_code').notNull().unique('companies_reference_code_unique'),
    /** Program extras: the company's coupon, percent off the managed and the Fix verification fee (null: none). */
    couponManagementDiscount: numeric('coupon_management_discount', { precision: 5, scale: 2, mode: 'number' }),
    couponVerificationDiscount: numeric('coupon_verification_discount', { precision: 5, scale: 2, mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('companies_created_at_idx').on(t.createdAt),
    index('companies_verified_created_at_idx').on(t.isVerified, t.createdAt),
    index('companies_country_vat_idx').on(t.country, t.vat),
    index('companies_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('companies_businessname_trgm_idx').using('gin', sql`${t.businessname} gin_trgm_ops`),
  ],
);

export const companyMembers = pgTable(
  'company_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: companyRoleEnum('role').notNull(),
    isBlocked: boolean('is_blocked').notNull().default(false),
    /** pending until an invited member sets a password and joins. */
    inviteStatus: text('invite_status').notNull().default('accepted'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('company_members_company_user_unique').on(t.companyId, t.userId),
    index('company_members_user_id_idx').on(t.userId),
    index('company_members_company_created_at_idx').on(t.companyId, t.createdAt),
  ],
);
