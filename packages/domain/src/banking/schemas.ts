/** Wallet, deposit and invoice contracts: request validators and response shapes (euro as JSON numbers). */
import { z } from 'zod';
import { pictureRefSchema } from '../accounts/schemas.ts';
import { isEuroAmount } from '../money.ts';
import { ACCREDITATION_STATUSES, DEPOSIT_SOURCES, INVOICE_STATUSES, TRANSACTION_TYPES, WALLET_LIMITS } from './rules.ts';

const required = (message: string) => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined || issue.input === null ? 'validation.required' : message),
});

/** `GET /api/banking/deposit-details`: where to send a transfer, plus what the calculator needs. */
export const depositDetailsSchema = z.object({
  recipient: z.string(),
  iban: z.string(),
  swift: z.string(),
  /** The company's transfer reference code. */
  description: z.string(),
  vatRatePercent: z.number(),
  /** The calculator's "Italian company" switch starts on for companies registered in Italy. */
  isItalianCompany: z.boolean(),
});
export type DepositDetails = z.infer<typeof depositDetailsSchema>;

/** `GET /api/companies/me/balance`, in euro. */
export const companyBalanceSchema = z.object({
  balance: z.number(),
  allocated: z.number(),
  remaining: z.number(),
});
export type CompanyBalance = z.infer<typeof companyBalanceSchema>;

export const transactionTypeSchema = z.enum(TRANSACTION_TYPES);

/** A wallet movement as the company (or a super admin) sees it. */
export const transactionSchema = z.object({
  id: z.uuid(),
  date: z.iso.datetime(),
  type: transactionTypeSchema,
  /** Signed: positive credits the wallet. */
  amount: z.number(),
  balanceAfter: z.number(),
  company: z.object({ id: z.uuid(), name: z.string() }),
  /** The program a program's movement (creation, budget increase, refund) belongs to; null for the others. */
  program: z.object({ id: z.uuid(), name: z.string().nullable() }).nullable(),
});
export type Transaction = z.infer<typeof transactionSchema>;

export const accreditationStatusSchema = z.enum(ACCREDITATION_STATUSES);
export const invoiceStatusSchema = z.enum(INVOICE_STATUSES);

export const depositCompanySchema = z.object({ id: z.uuid(), name: z.string(), businessname: z.string(), picture: pictureRefSchema });

/** An incoming bank transfer and its invoice (spec part 1 section 3, part 2 section 3). */
export const depositSchema = z.object({
  id: z.uuid(),
  accreditationStatus: accreditationStatusSchema,
  invoiceStatus: invoiceStatusSchema,
  invoiceId: z.uuid().nullable(),
  invoiceNumber: z.string().nullable(),
  /** Gross amount received. */
  amount: z.number(),
  /** Null until approved ("unknown"). */
  vatExempt: z.boolean().nullable(),
  /** What the wallet received and the VAT kept, once accredited. */
  creditedAmount: z.number().nullable(),
  vatAmount: z.number().nullable(),
  /** Value date of the transfer, YYYY-MM-DD. */
  date: z.iso.date(),
  payerName: z.string(),
  description: z.string(),
  additionalInfo: z.string().nullable(),
  source: z.enum(DEPOSIT_SOURCES),
  company: depositCompanySchema.nullable(),
  createdAt: z.iso.datetime(),
  abilities: z.object({ approve: z.boolean(), skip: z.boolean(), sendInvoice: z.boolean(), skipInvoice: z.boolean() }),
});
export type Deposit = z.infer<typeof depositSchema>;

const positiveAmount = z
  .number(required('validation.banking.amount'))
  .refine((value) => isEuroAmount(value, 0.01, WALLET_LIMITS.transferMax), { error: 'validation.banking.amount' });

const sepaText = (max: number) => z.string().trim().max(max, { error: 'validation.banking.textMax' });

/** A super admin records an incoming transfer by hand. */
export const recordTransferSchema = z.object({
  amount: positiveAmount,
  date: z.iso
    .date(required('validation.banking.date'))
    .refine((value) => value <= new Date(Date.now() + 86_400_000).toISOString().slice(0, 10), { error: 'validation.banking.dateFuture' }),
  payerName: sepaText(WALLET_LIMITS.sepaTextMax).min(1, { error: 'validation.required' }),
  description: sepaText(WALLET_LIMITS.sepaTextMax).default(''),
  additionalInfo: z.string().trim().max(500).nullish(),
});
export type RecordTransferInput = z.input<typeof recordTransferSchema>;

/** Approve = choose the company (required) and whether the transfer is VAT-exempt. */
export const approveTransferSchema = z.object({
  companyId: z.uuid({ error: 'validation.banking.companyRequired' }),
  vatExempt: z.boolean().default(false),
});
export type ApproveTransferInput = z.input<typeof approveTransferSchema>;

/** A super admin's signed balance adjustment: |amount| from 100 to 999,999.99, two decimals. */
export const addBalanceSchema = z.object({
  amount: z
    .number(required('validation.banking.adjustment'))
    .refine((value) => isEuroAmount(Math.abs(value), WALLET_LIMITS.adjustmentMin, WALLET_LIMITS.adjustmentMax), { error: 'validation.banking.adjustment' }),
});
export type AddBalanceInput = z.infer<typeof addBalanceSchema>;

/** What importing a camt.053 statement did. */
export const statementImportSchema = z.object({
  created: z.number().int(),
  /** Entries already imported earlier (same bank reference). */
  duplicates: z.number().int(),
  /** Debits and entries not yet booked: not incoming transfers. */
  ignored: z.number().int(),
  results: z.array(depositSchema),
});
export type StatementImport = z.infer<typeof statementImportSchema>;
