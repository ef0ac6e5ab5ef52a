/**
 * Report contracts (spec part 2 sections 3, 5 and 7; DECISIONS "Reports"): the form, the bodies of
 * each action, and the answers. One zod schema is the route's validator, the OpenAPI document, the
 * web form's resolver and the client's type.
 */
import { z } from 'zod';
import { paymentSummarySchema } from '../payments/summary.ts';
import { pictureRefSchema } from '../accounts/schemas.ts';
import { isEuroAmount } from '../money.ts';
import { optionalRichTextSchema, requiredRichTextSchema, type RichTextDoc } from '../programs/rich-text.ts';
import { RETESTERS, TARGET_TYPES } from '../programs/rules.ts';
import { cappedListResponseSchema } from '../lists/list-schemas.ts';
import { isCvss4Vector } from './cvss.ts';
import { RETEST_ACTIONS, RETEST_STATUSES } from './retests.ts';
import {
  filterIpAddress,
  filterReportTitle,
  REJECT_REASONS,
  REPORT_ACTIONS,
  REPORT_LIMITS,
  REPORT_SEVERITIES,
  REPORT_STATUSES,
  RESPONSE_STATES,
  RESPONSE_TARGETS,
} from './rules.ts';

const required = 'validation.required';
const onMissing = (message: string) => ({ error: (issue: { input?: unknown }) => (issue.input === undefined || issue.input === null ? required : message) });

const requiredText = (max: number) =>
  z.string({ error: required }).trim().min(1, { error: required, abort: true }).max(max, { error: 'validation.report.tooLong' });

/** Optional text: blank becomes null. */
const optionalText = (max: number) =>
  z
    .string({ error: 'validation.invalid' })
    .trim()
    .max(max, { error: 'validation.report.tooLong' })
    .nullish()
    .transform((value) => (value ? value : null));

export const reportStatusSchema = z.enum(REPORT_STATUSES);
export const reportSeveritySchema = z.enum(REPORT_SEVERITIES, onMissing('validation.invalid'));

export const reportTitleSchema = requiredText(REPORT_LIMITS.titleMax).refine((value) => filterReportTitle(value) === value, {
  error: 'validation.report.title',
});

/** A CVSS 4.0 vector (FIRST's expression); blank is none. The server scores it and makes the severity follow. */
export const cvssVectorSchema = z
  .string({ error: 'validation.report.cvss' })
  .trim()
  .nullish()
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || isCvss4Vector(value), { error: 'validation.report.cvss' });

export const ipAddressSchema = requiredText(REPORT_LIMITS.ipAddressMax).refine(
  (value) => filterIpAddress(value) === value && value.split(',').every((part) => /^\d{1,3}(\.\d{1,3}){3}$/.test(part)),
  { error: 'validation.report.ipAddress' },
);

const uploadIds = (max: number) => z.array(z.uuid({ error: 'validation.upload.notAllowed' })).max(max, { error: 'validation.upload.count' });

/** POST /api/reports: the hacker's form (spec "Report form"); staff add `hacker` to report on a company's behalf. */
export const reportFormSchema = z.object({
  programId: z.uuid({ error: required }),
  title: reportTitleSchema,
  target: z.uuid({ error: required }),
  severity: reportSeveritySchema,
  severityDescription: cvssVectorSchema,
  content: requiredRichTextSchema,
  endpoint: optionalText(REPORT_LIMITS.endpointMax),
  payload: optionalText(REPORT_LIMITS.payloadMax),
  bugChain: optionalRichTextSchema.default(null),
  media: uploadIds(5).default([]),
  environment: requiredText(REPORT_LIMITS.environmentMax),
  ipAddress: ipAddressSchema,
  /** Staff only: the hacker the report counts for (username); without one it earns nothing. */
  hacker: z
    .string()
    .trim()
    .transform((value) => value.replace(/^@+/, '').toLowerCase())
    .nullish()
    .transform((value) => value || null),
});
export type ReportFormInput = z.input<typeof reportFormSchema>;
export type ReportFormData = z.output<typeof reportFormSchema>;

// ---------------------------------------------------------------- the actions' bodies (DECISIONS "Shapes")

export const reportCommentSchema = z.object({ content: requiredRichTextSchema, media: uploadIds(5).default([]) });
export type ReportCommentInput = z.input<typeof reportCommentSchema>;

/**
 * What a change asks of the report's CVSS vector (DECISIONS "Reports", severity and vector): omitted keeps the report's
 * vector, a vector replaces it, `null` (or blank) removes it, an explicit choice the timeline shows.
 */
export const cvssVectorChangeSchema = cvssVectorSchema.optional();

/**
 * POST change-severity. With a vector (the one sent, or the report's own when the field is omitted) the severity must
 * be the one its score means, else 422 on `severityDescription`; without one the severity asked for stands.
 */
export const changeSeveritySchema = z.object({
  severity: reportSeveritySchema,
  severityDescription: cvssVectorChangeSchema,
  /** Required when the severity goes down: shown to the hacker. */
  reason: optionalText(REPORT_LIMITS.reasonMax),
});
export type ChangeSeverityInput = z.input<typeof changeSeveritySchema>;

export const moreInfoSchema = z.object({ message: requiredText(REPORT_LIMITS.messageMax) });
export type MoreInfoInput = z.input<typeof moreInfoSchema>;

export const approveReportSchema = z.object({
  title: reportTitleSchema,
  content: requiredRichTextSchema,
  /** The review may score the vector anew (the severity follows) or remove it; omitted keeps it. */
  severityDescription: cvssVectorChangeSchema,
  payload: optionalText(REPORT_LIMITS.payloadMax),
  bugChain: optionalRichTextSchema.default(null),
  /** The triager's review (an upload of purpose reviewDocument): required. */
  reviewDocument: z.uuid({ error: 'validation.report.reviewDocument' }),
});
export type ApproveReportInput = z.input<typeof approveReportSchema>;

export const rewardReportSchema = z.object({
  /** Euro, two decimals, at most a budget's maximum; defaults to the target's prize at the report's severity. */
  amount: z
    .number({ error: 'validation.report.reward' })
    .refine((value) => isEuroAmount(value, REPORT_LIMITS.rewardMin), { error: 'validation.report.reward' })
    .optional(),
});
export type RewardReportInput = z.input<typeof rewardReportSchema>;

export const sendBackSchema = z.object({ reason: requiredText(REPORT_LIMITS.reasonMax) });
export type SendBackInput = z.input<typeof sendBackSchema>;

export const rejectReportSchema = z
  .object({
    reason: z.enum(REJECT_REASONS, onMissing('validation.invalid')),
    details: requiredText(REPORT_LIMITS.reasonMax),
    duplicateOf: z.uuid({ error: 'validation.report.duplicateOf' }).nullish(),
  })
  .refine((body) => body.reason !== 'duplicate' || Boolean(body.duplicateOf), { path: ['duplicateOf'], error: 'validation.report.duplicateOf' });
export type RejectReportInput = z.input<typeof rejectReportSchema>;

export const redeemPointsSchema = z.object({ network: z.enum(['x', 'linkedin'], onMissing('validation.invalid')) });
export type RedeemPointsInput = z.input<typeof redeemPointsSchema>;

// ---------------------------------------------------------------- answers

/** The table's actions the caller may take now, and whether they may comment. */
export const reportAbilitiesSchema = z.record(z.enum([...REPORT_ACTIONS, 'comment']), z.boolean());
export type ReportAbilities = z.infer<typeof reportAbilitiesSchema>;

/** Stored rich text as answers carry it (already checked on the way in; the HTML is rendered beside it). */
const richTextAnswer = z.custom<RichTextDoc>((value) => typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'doc');

const personSchema = z.object({ id: z.uuid(), username: z.string(), picture: pictureRefSchema });
const fileRefSchema = z.object({ id: z.uuid(), fileName: z.string(), contentType: z.string() });

export const responseTargetStateSchema = z.object({
  dueAt: z.iso.datetime(),
  doneAt: z.iso.datetime().nullable(),
  state: z.enum(RESPONSE_STATES),
});
export const responseTargetsSchema = z.object(
  Object.fromEntries(RESPONSE_TARGETS.map((target) => [target, responseTargetStateSchema])) as Record<
    (typeof RESPONSE_TARGETS)[number],
    typeof responseTargetStateSchema
  >,
);

/** What a duplicate's hacker may know of the original (DECISIONS): never its content. */
export const duplicateOriginalSchema = z.object({
  id: z.uuid(),
  createdAt: z.iso.datetime(),
  severity: reportSeveritySchema,
  status: reportStatusSchema,
  /** SHA-256 of the original's canonical content at its submission. */
  fingerprint: z.string(),
});

/** The submission receipt (DECISIONS): the SHA-256 of the canonical content and the server time. */
export const reportReceiptSchema = z.object({ sha256: z.string(), at: z.iso.datetime() });

export const retestStatusSchema = z.enum(RETEST_STATUSES);

/** A row of the report lists. */
export const reportListItemSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  status: reportStatusSchema,
  severity: reportSeveritySchema,
  cvssScore: z.number().nullable(),
  program: z.object({ id: z.uuid(), name: z.string().nullable(), isManaged: z.boolean() }),
  company: z.object({ id: z.uuid(), name: z.string(), picture: pictureRefSchema }),
  target: z.object({ id: z.uuid(), name: z.string(), type: z.enum(TARGET_TYPES) }),
  hacker: personSchema.nullable(),
  reward: z.number().nullable(),
  /** A response target past its due time (first response, triage, bounty or resolution). */
  breached: z.boolean(),
  /** Fix verification: the state of the report's latest retest; null where none was opened. */
  retestStatus: retestStatusSchema.nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type ReportListItem = z.infer<typeof reportListItemSchema>;

/** GET /api/reports: `{ count, results }`, with `countCapped` when `count` is REPORT_LIST_COUNT_CAP and there are more. */
export const reportListPageSchema = cappedListResponseSchema(reportListItemSchema);
export type ReportListPage = z.infer<typeof reportListPageSchema>;

/** One entry of the activity timeline (spec: status change, severity change, comment). */
export const reportEventSchema = z.object({
  id: z.uuid(),
  /** Retest entries carry the retester's note as `reason` and the evidence as `media`. */
  type: z.enum(['submitted', 'statusChange', 'severityChange', 'comment', 'retestOpened', 'retestVerified', 'retestFailed']),
  actor: personSchema.nullable(),
  createdAt: z.iso.datetime(),
  status: reportStatusSchema.nullable(),
  oldStatus: reportStatusSchema.nullable(),
  reason: z.string().nullable(),
  severity: reportSeveritySchema.nullable(),
  oldSeverity: reportSeveritySchema.nullable(),
  vector: z.string().nullable(),
  oldVector: z.string().nullable(),
  /** The CVSS scores of `vector` and `oldVector` (null without one): a severity change shows both. */
  score: z.number().nullable(),
  oldScore: z.number().nullable(),
  /** The reward's gross amount in euro on the move to rewarded (null on every other entry); shown to whoever sees the report's `reward`. */
  reward: z.number().nullable(),
  content: richTextAnswer.nullable(),
  contentHtml: z.string().nullable(),
  media: z.array(fileRefSchema),
});
export type ReportEvent = z.infer<typeof reportEventSchema>;

/** The report's latest retest (Fix verification), with what the caller may do with it. */
export const retestSchema = z.object({
  id: z.uuid(),
  status: retestStatusSchema,
  /** Who it was given to when it opened. */
  retester: z.enum(RETESTERS),
  /** A hacker's retest: the fee held on the budget (pending) or paid, euro; null for staff. */
  fee: z.number().nullable(),
  /** The 5-business-day response target: due, met or breached. */
  target: responseTargetStateSchema,
  decidedBy: personSchema.nullable(),
  note: z.string().nullable(),
  evidence: z.array(fileRefSchema),
  /** 1 for the first retest; a fix that failed and was fixed again is retested again. */
  round: z.number().int(),
  createdAt: z.iso.datetime(),
  abilities: z.record(z.enum(RETEST_ACTIONS), z.boolean()),
});
export type Retest = z.infer<typeof retestSchema>;

export const reportDetailSchema = reportListItemSchema.extend({
  severityDescription: z.string().nullable(),
  content: richTextAnswer,
  contentHtml: z.string(),
  endpoint: z.string().nullable(),
  payload: z.string().nullable(),
  bugChain: richTextAnswer.nullable(),
  bugChainHtml: z.string().nullable(),
  media: z.array(fileRefSchema),
  environment: z.string(),
  ipAddress: z.string(),
  /** The target's prize at the report's severity (what a reward defaults to), euro. */
  defaultReward: z.number().nullable(),
  /**
   * For a caller who may reward the report now (`abilities.reward`), what the reward dialog shows before the irreversible
   * confirmation (euro): the program's remaining budget, what this report holds back, and the most a reward may pay
   * (their sum, `maxRewardCents`; above it PROGRAM_LOW_BUDGET). Null for everyone else.
   */
  rewardBudget: z.object({ remaining: z.number(), reserved: z.number(), max: z.number() }).nullable(),
  reviewDocument: fileRefSchema.nullable(),
  duplicateOf: duplicateOriginalSchema.nullable(),
  receipt: reportReceiptSchema,
  pointsRedeemed: z.boolean(),
  responseTargets: responseTargetsSchema,
  /** The reward's payout (amounts and state) for the reporter, the company and staff; null before a reward. */
  payment: paymentSummarySchema.nullable(),
  /** Fix verification: the latest retest, null on other programs and before the first fix. */
  retest: retestSchema.nullable(),
  timeline: z.array(reportEventSchema),
  abilities: reportAbilitiesSchema,
});
export type ReportDetail = z.infer<typeof reportDetailSchema>;

const countsOf = <T extends readonly [string, ...string[]]>(keys: T) =>
  z.object(Object.fromEntries(keys.map((key) => [key, z.number().int()])) as Record<T[number], z.ZodNumber>);

/** GET /api/reports/stats: the reports the caller may see, counted (a hacker's own, a company's, all for staff). */
export const reportStatsSchema = z.object({
  total: z.number().int(),
  open: z.number().int(),
  accepted: z.number().int(),
  closed: z.number().int(),
  /** Accepted over closed, in percent; null before any is closed. */
  effectiveness: z.number().nullable(),
  /** Rewards paid, euro. */
  rewards: z.number(),
  byStatus: countsOf(REPORT_STATUSES),
  bySeverity: countsOf(REPORT_SEVERITIES),
});
export type ReportStats = z.infer<typeof reportStatsSchema>;

/** GET /api/reports/platform-stats: the platform's figures and the reports received and accepted per month (last 12). */
export const platformReportStatsSchema = reportStatsSchema.extend({
  months: z.array(z.object({ month: z.string().regex(/^\d{4}-\d{2}$/), received: z.number().int(), accepted: z.number().int() })),
});
export type PlatformReportStats = z.infer<typeof platformReportStatsSchema>;

/** GET /api/reports/ip: the caller's address as the server sees it (the form's default). */
export const reportIpSchema = z.object({ ip: z.string() });

export type { RichTextDoc };
