import { z } from 'zod';
import { COMPANY_ROLES, INVITATION_ROLES } from '../accounts/rules.ts';
import { emailSchema, pictureRefSchema, requiredText, usernameSchema } from '../accounts/schemas.ts';
import { evenWithFieldErrors } from '../cross-field.ts';
import {
  COMPANY_COUNTRIES,
  COMPANY_SECTORS,
  COMPANY_SIZES,
  filterStateInput,
  filterVatInput,
  INVITE_STATUSES,
  isCompanyCountry,
  isValidCap,
  isValidVat,
  sdiProblem,
} from './rules.ts';

const required = 'validation.required';
const requiredString = () => z.string({ error: required }).trim().min(1, { error: required });

export const companySectorSchema = z.enum(COMPANY_SECTORS, { error: required });
export const companySizeSchema = z.enum(COMPANY_SIZES, { error: required });
export const companyCountrySchema = z.enum(COMPANY_COUNTRIES, { error: required });
export const companyRoleInputSchema = z.enum(COMPANY_ROLES, { error: required });
export const invitationRoleInputSchema = z.enum(INVITATION_ROLES, { error: required });

/** Wizard step 1: company info and legal address. Cross-field rules are in `withCompanyRules`. */
export const companyInfoShape = {
  name: requiredText(100),
  businessname: requiredText(100),
  vat: z
    .string({ error: required })
    .transform(filterVatInput)
    .pipe(z.string().min(1, { error: required }).max(20, { error: 'validation.company.vat' })),
  pec: emailSchema,
  address: requiredText(100),
  city: requiredText(100),
  cap: requiredString().toUpperCase().max(10, { error: 'validation.company.cap' }),
  sdi: requiredString().toUpperCase(),
  state: z
    .string({ error: required })
    .transform(filterStateInput)
    .pipe(z.string().refine((state) => state.length === 2, { error: (issue) => (issue.input === '' ? required : 'validation.company.state') })),
  country: companyCountrySchema,
};

/** Wizard step 2: sector and size. */
const companyDetailsShape = { sector: companySectorSchema, employees: companySizeSchema };

type RuleInput = { vat?: unknown; country?: unknown; sdi?: unknown; pec?: unknown; cap?: unknown };
const filled = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** The VAT number, SDI code and postal code checks that depend on another field. */
export function withCompanyRules<T extends z.ZodType<object>>(schema: T): T {
  return schema
    .refine(
      (value) => {
        const { vat, country } = value as RuleInput;
        return !filled(vat) || !isCompanyCountry(country) || isValidVat(vat, country);
      },
      { path: ['vat'], error: 'validation.company.vat', ...evenWithFieldErrors },
    )
    .refine(
      (value) => {
        const { sdi, pec } = value as RuleInput;
        return !filled(sdi) || sdiProblem(sdi, typeof pec === 'string' ? pec : null) !== 'validation.company.sdi';
      },
      { path: ['sdi'], error: 'validation.company.sdi', ...evenWithFieldErrors },
    )
    .refine(
      (value) => {
        const { sdi, pec } = value as RuleInput;
        return !filled(sdi) || sdiProblem(sdi, typeof pec === 'string' ? pec : null) !== 'validation.company.sdiNeedsPec';
      },
      { path: ['sdi'], error: 'validation.company.sdiNeedsPec', ...evenWithFieldErrors },
    )
    .refine(
      (value) => {
        const { cap, country } = value as RuleInput;
        return !filled(cap) || !isCompanyCountry(country) || isValidCap(cap, country);
      },
      { path: ['cap'], error: 'validation.company.cap', ...evenWithFieldErrors },
    );
}

export const companyInfoSchema = withCompanyRules(z.object(companyInfoShape));
export const companyDetailsSchema = z.object(companyDetailsShape);
/** POST /api/companies: both wizard steps; `vat` is stored without separators or country prefix. */
export const registerCompanySchema = withCompanyRules(z.object({ ...companyInfoShape, ...companyDetailsShape }));
export type RegisterCompanyInput = z.input<typeof registerCompanySchema>;
export type RegisterCompanyData = z.output<typeof registerCompanySchema>;

export const websiteSchema = z
  .string({ error: required })
  .trim()
  .min(1, { error: required })
  .max(300, { error: 'validation.company.website' })
  .pipe(z.url({ protocol: /^https?$/i, hostname: z.regexes.domain, error: 'validation.company.website' }));

export const updateCompanyBioSchema = z.object({
  website: websiteSchema,
  description: requiredString().max(2000, { error: 'validation.company.descriptionMax' }),
});
export const updateCompanyDetailsSchema = companyDetailsSchema;
/** An upload id (purpose `picture`), or null to remove the picture. */
export const updateCompanyPictureSchema = z.object({ picture: z.uuid({ error: 'validation.upload.notAllowed' }).nullable() });

/** The company as its members see it. `balance` is in euro. */
export const companySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  businessname: z.string(),
  vat: z.string(),
  pec: z.string(),
  address: z.string(),
  city: z.string(),
  cap: z.string(),
  sdi: z.string(),
  state: z.string(),
  country: companyCountrySchema,
  sector: companySectorSchema,
  employees: companySizeSchema,
  website: z.string().nullable(),
  description: z.string().nullable(),
  picture: pictureRefSchema,
  isVerified: z.boolean(),
  balance: z.number(),
  updatedAt: z.iso.datetime(),
});
export type Company = z.infer<typeof companySchema>;

export const companyCompletionSchema = z.object({
  isFirstContactMade: z.boolean(),
  isBudgetAdded: z.boolean(),
  isProgramCreated: z.boolean(),
  isProfileComplete: z.boolean(),
  progressPercentage: z.number().int().min(0).max(100),
});

/** The first administrator, shown on the super admin's company rows. */
export const companyOwnerSchema = z
  .object({ userId: z.uuid(), username: z.string(), email: z.string(), firstName: z.string().nullable(), lastName: z.string().nullable() })
  .nullable();

/** A row of the super admin and staff company lists. */
export const companyRowSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  businessname: z.string(),
  vat: z.string(),
  country: companyCountrySchema,
  sector: companySectorSchema,
  employees: companySizeSchema,
  picture: pictureRefSchema,
  isVerified: z.boolean(),
  createdAt: z.iso.datetime(),
  membersCount: z.number().int(),
  adminsCount: z.number().int(),
  owner: companyOwnerSchema,
});
export type CompanyRow = z.infer<typeof companyRowSchema>;

/** GET /api/companies/{id} for staff and super admins. */
export const companyDetailSchema = companySchema.extend({
  referenceCode: z.string(),
  createdAt: z.iso.datetime(),
  firstCallBookedAt: z.iso.datetime().nullable(),
  membersCount: z.number().int(),
  adminsCount: z.number().int(),
  owner: companyOwnerSchema,
});
export type CompanyDetail = z.infer<typeof companyDetailSchema>;

export const companyMemberSchema = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  username: z.string(),
  email: z.string(),
  role: z.enum(COMPANY_ROLES),
  inviteStatus: z.enum(INVITE_STATUSES),
  isBlocked: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type CompanyMember = z.infer<typeof companyMemberSchema>;

export const inviteCollaboratorSchema = z.object({
  companyId: z.uuid({ error: required }),
  firstName: requiredText(100),
  lastName: requiredText(100),
  username: usernameSchema,
  email: emailSchema,
  role: invitationRoleInputSchema,
});
export type InviteCollaboratorInput = z.input<typeof inviteCollaboratorSchema>;

export const memberRefSchema = z.object({ userId: z.uuid({ error: required }), companyId: z.uuid({ error: required }) });
export const changeMemberRoleSchema = memberRefSchema.extend({ role: companyRoleInputSchema });
