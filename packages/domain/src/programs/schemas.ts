/** Program contracts: request validators and response shapes (euro as JSON numbers). */
import { z } from 'zod';
import { pictureRefSchema } from '../accounts/schemas.ts';
import { evenWithFieldErrors } from '../cross-field.ts';
import { LANGUAGES } from '../i18n.ts';
import { scoreSchema } from '../admin/setting-values.ts';
import { companySectorSchema, companySizeSchema } from '../companies/schemas.ts';
import {
  filterProgramName,
  isValidProgramName,
  PRICE_TIER_BUDGETS,
  PRICE_TIERS,
  PROGRAM_LIMITS,
  PROGRAM_ACTIONS,
  PROGRAM_STATUSES,
  RETESTERS,
  PROGRAM_REVIEW_NOTE_MAX,
  REWARD_TIERS,
  TARGET_TYPES,
} from './rules.ts';
import { optionalRichTextSchema, requiredRichTextSchema } from './rich-text.ts';

export * from './participation.ts';
export * from './insights.ts';

const required = 'validation.required';
const onMissing = (message: string) => ({ error: (issue: { input?: unknown }) => (issue.input === undefined || issue.input === null ? required : message) });

const invalid = { error: 'validation.invalid' };
const flag = () => z.boolean(invalid);
const companyIdSchema = z.uuid(onMissing('validation.program.companyNotFound'));

export const programStatusSchema = z.enum(PROGRAM_STATUSES);
/** Who retests a fix on a program with Fix verification: the platform's staff (the default) or the reporting hacker, paid a fee. */
export const retesterSchema = z.enum(RETESTERS, invalid);
export const targetTypeSchema = z.enum(TARGET_TYPES, { error: 'validation.program.targetNameType' });
export const priceTierSchema = z.enum(PRICE_TIERS, invalid);
export const rewardTierSchema = z.enum(REWARD_TIERS, invalid);
export const programLanguageSchema = z.enum(LANGUAGES, invalid);

/** Integer euro between `min` and the platform maximum ("digits only"). */
const wholeEuro = (min: number, minMessage: string, typeMessage: string) =>
  z
    .number(onMissing(typeMessage))
    .refine((value) => Number.isSafeInteger(value), { error: typeMessage, abort: true })
    .refine((value) => value >= min, { error: minMessage, abort: true })
    .refine((value) => value <= PROGRAM_LIMITS.maxBudget, { error: 'validation.program.budgetMax' });

/** Budget at creation: at least 7,500. */
export const createBudgetSchema = wholeEuro(PROGRAM_LIMITS.createMinBudget, 'validation.program.budgetMin', 'validation.program.budgetDigits');
/** A budget increase: at least 100 (the balance check is the server's). */
export const increaseBudgetAmountSchema = wholeEuro(PROGRAM_LIMITS.increaseMinBudget, 'validation.program.increaseMin', 'validation.program.budgetDigits');

const prizeSchema = z
  .number(onMissing('validation.program.prize'))
  .refine((value) => Number.isSafeInteger(value) && value >= 0 && value <= PROGRAM_LIMITS.maxPrize, { error: 'validation.program.prize' });

export const programNameSchema = z
  .string({ error: required })
  .trim()
  .min(1, { error: required, abort: true })
  .max(PROGRAM_LIMITS.nameMax, { error: 'validation.name.max' })
  .refine(isValidProgramName, { error: 'validation.program.name' });

/** A target of the scope with its prizes per severity (euro). */
export const targetInputSchema = z.object(
  {
    name: z
      .string(onMissing('validation.program.targetNameType'))
      .trim()
      .min(1, { error: 'validation.program.targetNameType' })
      .max(PROGRAM_LIMITS.targetNameMax, { error: 'validation.name.max' }),
    type: targetTypeSchema,
    lowPrize: prizeSchema,
    mediumPrize: prizeSchema,
    highPrize: prizeSchema,
    criticalPrize: prizeSchema,
  },
  { error: 'validation.program.targetNameType' },
);
export type TargetInput = z.infer<typeof targetInputSchema>;

const scopeSchema = z
  .array(targetInputSchema, { error: 'validation.program.scopeRequired' })
  .min(1, { error: 'validation.program.scopeRequired' })
  .max(PROGRAM_LIMITS.maxTargets, { error: 'validation.program.scopeMax' });

/** The fields a program's content is made of (all but company and budget). */
const contentShape = {
  name: programNameSchema,
  isPublic: flag().default(true),
  content: requiredRichTextSchema,
  language: programLanguageSchema.default('it'),
  /** An upload id (purpose `policy`), or null for the platform's default policy. */
  policy: z.uuid({ error: 'validation.upload.notAllowed' }).nullable().default(null),
  scope: scopeSchema,
  outOfScope: optionalRichTextSchema.default(null),
  nonQualifying: requiredRichTextSchema,
  isManaged: flag().default(true),
  verificationService: flag().default(false),
  retester: retesterSchema.default('staff'),
  rewardTier: rewardTierSchema.default('CUSTOM'),
};

const priceTierMatches = (value: { priceTier?: string | undefined; budget?: unknown }) =>
  !value.priceTier ||
  value.priceTier === 'CUSTOM' ||
  typeof value.budget !== 'number' ||
  PRICE_TIER_BUDGETS[value.priceTier as keyof typeof PRICE_TIER_BUDGETS] === value.budget;

/**
 * POST /api/programs and POST /api/programs/{id}/finalize: the program form (spec part 1
 * section 3). A preset price tier fixes the budget; CUSTOM (or none) takes the typed one.
 */
export const programFormSchema = z
  .object({
    company: companyIdSchema,
    ...contentShape,
    budget: createBudgetSchema,
    priceTier: priceTierSchema.optional(),
  })
  .refine(priceTierMatches, { path: ['budget'], error: 'validation.program.budgetTier', ...evenWithFieldErrors });
export type ProgramFormInput = z.input<typeof programFormSchema>;
export type ProgramFormData = z.output<typeof programFormSchema>;

/** A target as a draft may hold it: anything may still be missing. */
export const draftTargetSchema = z.object({
  name: z
    .string()
    .trim()
    .max(PROGRAM_LIMITS.targetNameMax, { error: 'validation.name.max' })
    .nullish()
    .transform((v) => v || null),
  type: targetTypeSchema.nullish().transform((v) => v ?? null),
  lowPrize: prizeSchema.nullish().transform((v) => v ?? null),
  mediumPrize: prizeSchema.nullish().transform((v) => v ?? null),
  highPrize: prizeSchema.nullish().transform((v) => v ?? null),
  criticalPrize: prizeSchema.nullish().transform((v) => v ?? null),
});
export type DraftTarget = z.output<typeof draftTargetSchema>;

/**
 * POST /api/programs/draft: everything but the company may be missing; what is there must
 * have the right shape (rich text is still checked, since it is rendered). With `id`, the
 * company's existing draft is saved again.
 */
export const programDraftSchema = z.object({
  id: z.uuid(invalid).optional(),
  company: companyIdSchema,
  name: z
    .string()
    .trim()
    .max(PROGRAM_LIMITS.nameMax, { error: 'validation.name.max' })
    .transform(filterProgramName)
    .nullish()
    .transform((v) => v || null),
  isPublic: flag().default(true),
  content: optionalRichTextSchema.default(null),
  language: programLanguageSchema.default('it'),
  policy: z.uuid({ error: 'validation.upload.notAllowed' }).nullable().default(null),
  scope: z.array(draftTargetSchema).max(PROGRAM_LIMITS.maxTargets, { error: 'validation.program.scopeMax' }).default([]),
  outOfScope: optionalRichTextSchema.default(null),
  nonQualifying: optionalRichTextSchema.default(null),
  budget: z
    .number(onMissing('validation.program.budgetDigits'))
    .refine((value) => Number.isSafeInteger(value) && value >= 0 && value <= PROGRAM_LIMITS.maxBudget, { error: 'validation.program.budgetDigits' })
    .nullish()
    .transform((v) => v ?? null),
  isManaged: flag().default(true),
  verificationService: flag().default(false),
  retester: retesterSchema.default('staff'),
  priceTier: priceTierSchema.nullish().transform((v) => v ?? null),
  rewardTier: rewardTierSchema.default('CUSTOM'),
});
export type ProgramDraftInput = z.input<typeof programDraftSchema>;
export type ProgramDraftData = z.output<typeof programDraftSchema>;

/** PATCH /api/programs/{id}: any content field (not the company, not the budget). */
export const updateProgramSchema = z
  .object({
    name: programNameSchema,
    isPublic: flag(),
    content: requiredRichTextSchema,
    language: programLanguageSchema,
    policy: z.uuid({ error: 'validation.upload.notAllowed' }).nullable(),
    scope: scopeSchema,
    outOfScope: optionalRichTextSchema,
    nonQualifying: requiredRichTextSchema,
    isManaged: flag(),
    verificationService: flag(),
    /** Who retests fixes from now on (retests already open keep theirs). */
    retester: retesterSchema,
    rewardTier: rewardTierSchema,
    /** The score a hacker needs to request a testing account; null: the platform's setting. */
    testingAccountMinScore: scoreSchema.nullable(),
  })
  .partial();
export type UpdateProgramInput = z.input<typeof updateProgramSchema>;
export type UpdateProgramData = z.output<typeof updateProgramSchema>;

/** POST /api/programs/{id}/increase-budget. */
export const increaseBudgetSchema = z.object({ budget: increaseBudgetAmountSchema });
export type IncreaseBudgetInput = z.infer<typeof increaseBudgetSchema>;

/** PUT /api/programs/{id}/pause: true pauses an active program, false resumes a paused one. */
export const pauseProgramSchema = z.object({ isPaused: z.boolean(onMissing('validation.invalid')) });
export type PauseProgramInput = z.infer<typeof pauseProgramSchema>;

/** The reviewer's words to the company: what to change, or why the program is refused. */
const reviewNoteSchema = z
  .string({ error: required })
  .trim()
  .min(1, { error: required })
  .max(PROGRAM_REVIEW_NOTE_MAX, { error: 'validation.program.reviewNoteMax' });

/** POST /api/programs/{id}/request-changes: the program goes back to its company with this message. */
export const requestProgramChangesSchema = z.object({ message: reviewNoteSchema });
export type RequestProgramChangesInput = z.infer<typeof requestProgramChangesSchema>;

/** POST /api/programs/{id}/reject: refused for good, with the reason the company reads. */
export const rejectProgramSchema = z.object({ reason: reviewNoteSchema });
export type RejectProgramInput = z.infer<typeof rejectProgramSchema>;

// ---------------------------------------------------------------- responses

const prizesSchema = z.object({ low: z.number(), medium: z.number(), high: z.number(), critical: z.number() });

export const targetSchema = z.object({
  id: z.uuid(),
  name: z.string().nullable(),
  type: targetTypeSchema.nullable(),
  lowPrize: z.number().nullable(),
  mediumPrize: z.number().nullable(),
  highPrize: z.number().nullable(),
  criticalPrize: z.number().nullable(),
});
export type Target = z.infer<typeof targetSchema>;

export const programCompanySchema = z.object({ id: z.uuid(), name: z.string(), picture: pictureRefSchema });

/** What the caller may do with the program now: every action of PROGRAM_WORKFLOW (invite also approves access requests). */
export const programAbilitiesSchema = z.record(z.enum(PROGRAM_ACTIONS), z.boolean());

/** A program card (spec part 1 section 3), with the hacker card's company and reward. */
export const programCardSchema = z.object({
  id: z.uuid(),
  name: z.string().nullable(),
  status: programStatusSchema,
  /** The target types present in the scope. */
  tags: z.array(targetTypeSchema),
  isPublic: z.boolean(),
  isManaged: z.boolean(),
  /** Everything allocated to the program (initial budget plus increases); for a draft, the budget typed so far. */
  budget: z.number().nullable(),
  /** What is left of it. */
  remainingBudget: z.number(),
  budgetLeftPercentage: z.number().int(),
  /** Closed reports rewarded or fixed, in percent; null before any report is closed. */
  effectiveness: z.number().nullable(),
  initialBudget: z.number().nullable(),
  pendingReportsCount: z.number().int(),
  /** The hacker card's "up to": the highest critical prize of the scope, capped at the remaining budget (cardRewardCents). */
  reward: z.number().nullable(),
  company: programCompanySchema,
  createdAt: z.iso.datetime(),
  /** The last change (a draft's last save). */
  updatedAt: z.iso.datetime(),
});
export type ProgramCard = z.infer<typeof programCardSchema>;

export const programPolicySchema = z.object({ id: z.uuid(), fileName: z.string() }).nullable();

export const programDetailSchema = programCardSchema.extend({
  content: z.unknown().nullable(),
  contentHtml: z.string(),
  outOfScope: z.unknown().nullable(),
  outOfScopeHtml: z.string(),
  nonQualifying: z.unknown().nullable(),
  nonQualifyingHtml: z.string(),
  scope: z.array(targetSchema),
  /** null: the platform's default policy (GET /api/programs/default-policy). */
  policy: programPolicySchema,
  language: programLanguageSchema,
  verificationService: z.boolean(),
  retester: retesterSchema,
  isPaused: z.boolean(),
  /** Paused by the budget rule (DECISIONS "Fees, budgets and tiers"), not by a person: an increase that covers `lowestPrize` resumes it. */
  pausedForBudget: z.boolean(),
  /** The lowest non-zero prize of the scope (euro), which the remaining budget must cover; null without any prize. */
  lowestPrize: z.number().nullable(),
  priceTier: priceTierSchema.nullable(),
  rewardTier: rewardTierSchema,
  /** Coupon discounts (percent) applied to this program's fees. */
  coupon: z.object({ managementDiscount: z.number().nullable(), verificationDiscount: z.number().nullable() }),
  /**
   * The review's last message: what to change (a change request) or why it was refused (a rejection), and when. Kept
   * after a resubmission, so the reviewer sees what was asked; null before any.
   */
  reviewNote: z.object({ message: z.string(), at: z.iso.datetime() }).nullable(),
  /** Whether reward floors apply (created on or after the cutoff date). */
  floorsApply: z.boolean(),
  /** The program's own minimum score for testing accounts; null: the platform's setting. */
  testingAccountMinScore: z.number().int().nullable(),
  /** How many reports of each severity the remaining budget can still pay, at the highest prize (null: no target pays it). */
  payableReports: z.object({
    low: z.number().int().nullable(),
    medium: z.number().int().nullable(),
    high: z.number().int().nullable(),
    critical: z.number().int().nullable(),
  }),
  updatedAt: z.iso.datetime(),
  abilities: programAbilitiesSchema,
});
export type ProgramDetail = z.infer<typeof programDetailSchema>;

/** GET /api/programs/context: what the wizard needs to validate and price a program. */
export const programContextSchema = z.object({
  floors: prizesSchema,
  floorCutoffDate: z.iso.date(),
  managedFeePercent: z.number(),
  verificationFeePercent: z.number(),
  /** Fix verification: what a hacker retester is paid from the budget per retest (euro, platform setting RETEST_FEE). */
  retestFee: z.number(),
  priceTiers: z.object({ BASE: z.number(), STANDARD: z.number(), PREMIUM: z.number() }),
  limits: z.object({ createMinBudget: z.number(), increaseMinBudget: z.number(), increaseStep: z.number(), maxBudget: z.number() }),
  /** The company the figures below are for (the caller's; staff choose it with `?company=`); null for staff without one. */
  company: z.object({ id: z.uuid(), name: z.string(), sector: companySectorSchema, employees: companySizeSchema, isVerified: z.boolean() }).nullable(),
  rewardTiers: z.object({ BASE: prizesSchema, STANDARD: prizesSchema, PREMIUM: prizesSchema }).nullable(),
  coupon: z.object({ managementDiscount: z.number().nullable(), verificationDiscount: z.number().nullable() }).nullable(),
  /** The company's wallet balance in euro. */
  balance: z.number().nullable(),
});
export type ProgramContext = z.infer<typeof programContextSchema>;
