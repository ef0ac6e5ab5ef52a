/** Hacker payment contracts (spec part 2 sections 3 and 7, DECISIONS "Hacker payments"): requests and responses in euro. */
import { z } from 'zod';
import { TAX_REGIMES } from '../admin/setting-values.ts';
import { cappedListResponseSchema } from '../lists/list-schemas.ts';
import { MAX_EURO } from '../money.ts';
import { uploadRefSchema } from '../uploads/schemas.ts';
import { BANK_OUTCOMES, PAYMENT_UI_ACTIONS } from './rules.ts';
import { paymentFiguresSchema, paymentKindSchema, paymentPersonRefSchema, paymentStateSchema, paymentStatusSchema } from './summary.ts';

export * from './summary.ts';

export const paymentAbilitiesSchema = z.object(
  Object.fromEntries(PAYMENT_UI_ACTIONS.map((action) => [action, z.boolean()])) as Record<(typeof PAYMENT_UI_ACTIONS)[number], z.ZodBoolean>,
);
export type PaymentAbilities = z.infer<typeof paymentAbilitiesSchema>;

/** One step of the payment's history. */
export const paymentHistoryEntrySchema = z.object({
  status: paymentStatusSchema,
  oldStatus: paymentStatusSchema.nullable(),
  reason: z.string().nullable(),
  by: paymentPersonRefSchema.nullable(),
  date: z.iso.datetime(),
});

/**
 * A payment intent (spec part 2 section 3) for its hacker and super admins. Until the hacker confirms,
 * the beneficiary and tax fields are today's settings; from confirmation on they are the confirmed copy.
 */
export const paymentIntentSchema = z.object({
  id: z.uuid(),
  kind: paymentKindSchema,
  ...paymentStateSchema.shape,
  ...paymentFiguresSchema.shape,
  report: z.object({ id: z.uuid(), title: z.string(), createdAt: z.iso.datetime(), programName: z.string() }).nullable(),
  company: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  program: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  hacker: paymentPersonRefSchema,
  taxRegime: z.enum(TAX_REGIMES).nullable(),
  taxId: z.string().nullable(),
  previousYearlyPaymentsAmount: z.number().nullable(),
  beneficiaryName: z.string().nullable(),
  iban: z.string().nullable(),
  swift: z.string().nullable(),
  residenceAddress: z.string().nullable(),
  residenceCap: z.string().nullable(),
  residenceCity: z.string().nullable(),
  residenceState: z.string().nullable(),
  residenceCountry: z.string().nullable(),
  /** The settings version the figures were computed with: confirm sends it back. */
  settingsVersion: z.number().int(),
  confirmedAt: z.iso.datetime().nullable(),
  /** The prefilled receipt of occasional work to sign (the two Italian occasional regimes). */
  receipt: z.object({ fileName: z.string(), url: z.string() }).nullable(),
  needsDocument: z.boolean(),
  needsPreviousYearTotal: z.boolean(),
  hackerDocument: uploadRefSchema.nullable(),
  staffDocument: uploadRefSchema.nullable(),
  batch: z.object({ id: z.uuid(), messageId: z.string() }).nullable(),
  date: z.iso.datetime(),
  abilities: paymentAbilitiesSchema,
});
export type PaymentIntent = z.infer<typeof paymentIntentSchema>;

/**
 * GET /api/payments/intents: `{ count, results }`; `countCapped` says there are more than `count`. A super admin's filter
 * the status and kind counters cannot count stops counting at PAYMENT_RULES.listCountCap; a search by hacker, company
 * or report title counts the rows up to the page shown (exact once the last page is reached).
 */
export const paymentListPageSchema = cappedListResponseSchema(paymentIntentSchema);
export type PaymentListPage = z.infer<typeof paymentListPageSchema>;

export const paymentDetailSchema = paymentIntentSchema.extend({ history: z.array(paymentHistoryEntrySchema) });
export type PaymentDetail = z.infer<typeof paymentDetailSchema>;

/** A payment settings' version is a PostgreSQL integer. */
const MAX_VERSION = 2_147_483_647;
const previousYearly = { error: 'validation.payment.previousYearly' };
/** Digits typed in a text field. */
const typedDigits = z
  .string()
  .regex(/^\s*\d{1,9}\s*$/)
  .transform(Number);
/** Whole euro from 0 to MAX_EURO, as a number or as the digits typed (the spec's "digits only"). */
const previousYearlySchema = z
  .union([z.number(), typedDigits], previousYearly)
  .refine((value) => Number.isSafeInteger(value) && value >= 0 && value <= MAX_EURO, previousYearly);

/** POST /api/payments/intents/{id}/confirm. */
export const confirmPaymentSchema = z.object({
  /** The payment settings' version the figures were shown with (an integer column). */
  version: z
    .number({ error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.invalid') })
    .refine((value) => Number.isSafeInteger(value) && value >= 0 && value <= MAX_VERSION, { error: 'validation.invalid' }),
  /**
   * The occasional-work compensation already received in the current calendar year, whole euro (the spec's name);
   * required for the two Italian occasional regimes.
   */
  previousYearlyPaymentsAmount: previousYearlySchema.optional(),
});
export type ConfirmPaymentInput = z.input<typeof confirmPaymentSchema>;

/** POST /api/payments/intents/{id}/documents: an upload of purpose document (PDF, 10 MB). */
export const paymentDocumentSchema = z.object({ document: z.uuid({ error: 'validation.required' }) });

/** POST /api/payments/intents/{id}/approve. */
export const approvePaymentSchema = z.object({
  payExternally: z.boolean().default(false),
  /** The proof of an external payment (a PDF upload). */
  document: z.uuid().optional(),
  reason: z.string().trim().max(500).optional(),
});
export type ApprovePaymentInput = z.input<typeof approvePaymentSchema>;

/** POST /api/payments/intents/{id}/skip: closed with no transfer, with the reason. */
export const skipPaymentSchema = z.object({ reason: z.string().trim().min(1, { error: 'validation.required' }).max(500) });

/** GET /api/payments/wallet: the hacker's figures. */
export const hackerWalletSchema = z.object({
  /** Gross of every reward and bonus. */
  earned: z.number(),
  /** Net transferred (sent, accredited or paid externally). */
  paid: z.number(),
  /** Net still to come. */
  pending: z.number(),
  withheld: z.number(),
  /** Payments waiting for the hacker (settings, confirmation, signed receipt, IBAN). */
  actionRequired: z.number().int(),
  /** The next due date of an unpaid payment. */
  nextDueDate: z.iso.datetime().nullable(),
  /** Gross and net per month, the last 12 months, oldest first (`YYYY-MM`). */
  monthly: z.array(z.object({ month: z.string(), gross: z.number(), net: z.number() })),
});
export type HackerWallet = z.infer<typeof hackerWalletSchema>;

/** A bank batch: the payments one SEPA file carries. */
export const paymentBatchSchema = z.object({
  id: z.uuid(),
  messageId: z.string(),
  count: z.number().int(),
  total: z.number(),
  createdAt: z.iso.datetime(),
});
export type PaymentBatch = z.infer<typeof paymentBatchSchema>;

/** GET /api/payments/pending-beneficiaries: the next batch, plus counts of what waits elsewhere. */
export const pendingBeneficiariesSchema = z.object({
  count: z.number().int(),
  total: z.number(),
  results: z.array(paymentIntentSchema),
  processing: z.number().int(),
  failedRetry: z.number().int(),
  batches: z.array(paymentBatchSchema),
});
export type PendingBeneficiaries = z.infer<typeof pendingBeneficiariesSchema>;

/** How many payments a reset moved. */
export const paymentResetSchema = z.object({ moved: z.number().int() });

/** What importing the bank's answer did. */
export const bankAnswerImportSchema = z.object({
  format: z.enum(['pain.002', 'camt.053']),
  applied: z.array(z.object({ id: z.uuid(), status: z.enum(BANK_OUTCOMES), reason: z.string().nullable() })),
  /** Entries for payments not found, or whose status the answer no longer changes. */
  ignored: z.number().int(),
});
export type BankAnswerImport = z.infer<typeof bankAnswerImportSchema>;
