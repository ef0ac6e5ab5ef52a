/**
 * A payment's state and tax figures (DECISIONS "Hacker payments"), the part of the payment contracts other records
 * show (a report's reward payout): apart from the payment screens' schemas (schemas.ts), which a report page does not
 * need to build.
 */
import { z } from 'zod';
import { fromCents, toCents } from '../money.ts';
import { PAYMENT_KINDS, PAYMENT_STATUSES, withYearToDate, type InpsTerms, type PaymentFigures } from './rules.ts';

export const paymentStatusSchema = z.enum(PAYMENT_STATUSES);
export const paymentKindSchema = z.enum(PAYMENT_KINDS);

/** The INPS Gestione Separata terms of a payment (threshold in euro, rates in per cent); null where INPS does not apply. */
export const inpsTermsSchema = z.object({ threshold: z.number(), hackerPercent: z.number(), platformPercent: z.number() });

/** The tax figures of one payment, in euro: what the hacker confirms and what both sides see. */
export const paymentFiguresSchema = z.object({
  bountyTotalAmount: z.number(),
  vatAmount: z.number(),
  withholdingAmount: z.number(),
  stampDutyAmount: z.number(),
  /** bounty + VAT - withholding - the hacker's INPS share. */
  transferAmount: z.number(),
  inpsDue: z.boolean(),
  /** The part of this bounty above the year's INPS threshold. */
  inpsTaxableAmount: z.number(),
  /** The hacker's third of the Gestione Separata contributions, withheld. */
  inpsHackerAmount: z.number(),
  /** The platform's two thirds, borne as the client. */
  inpsPlatformAmount: z.number(),
  inpsTerms: inpsTermsSchema.nullable(),
});
export type PaymentFiguresView = z.infer<typeof paymentFiguresSchema>;

/** Figures in cents and their INPS terms as the API sends them, in euro. */
export function presentPaymentFigures(figures: PaymentFigures, terms: InpsTerms | null): PaymentFiguresView {
  return {
    bountyTotalAmount: fromCents(figures.grossCents),
    vatAmount: fromCents(figures.vatCents),
    withholdingAmount: fromCents(figures.withholdingCents),
    stampDutyAmount: fromCents(figures.stampDutyCents),
    transferAmount: fromCents(figures.transferCents),
    inpsDue: figures.inpsDue,
    inpsTaxableAmount: fromCents(figures.inpsBaseCents),
    inpsHackerAmount: fromCents(figures.inpsHackerCents),
    inpsPlatformAmount: fromCents(figures.inpsPlatformCents),
    inpsTerms: terms && { threshold: fromCents(terms.thresholdCents), hackerPercent: terms.hackerPercent, platformPercent: terms.platformPercent },
  };
}

/**
 * The figures a hacker would confirm with `yearToDate` euro of occasional compensation already received this year
 * (the confirmation dialog, as they type): the same rule the server applies on confirmation.
 */
export function previewWithYearToDate(view: PaymentFiguresView, yearToDate: number): PaymentFiguresView {
  const terms = view.inpsTerms && {
    thresholdCents: toCents(view.inpsTerms.threshold),
    hackerPercent: view.inpsTerms.hackerPercent,
    platformPercent: view.inpsTerms.platformPercent,
  };
  const figures: PaymentFigures = {
    grossCents: toCents(view.bountyTotalAmount),
    vatCents: toCents(view.vatAmount),
    withholdingCents: toCents(view.withholdingAmount),
    stampDutyCents: toCents(view.stampDutyAmount),
    transferCents: toCents(view.transferAmount),
    inpsDue: view.inpsDue,
    inpsBaseCents: toCents(view.inpsTaxableAmount),
    inpsHackerCents: toCents(view.inpsHackerAmount),
    inpsPlatformCents: toCents(view.inpsPlatformAmount),
  };
  return presentPaymentFigures(withYearToDate(figures, toCents(yearToDate), terms), terms);
}

export const paymentPersonRefSchema = z.object({ id: z.uuid(), username: z.string() });

/** Where the payment stands: its status, why, who moved it there and when. */
export const paymentStateSchema = z.object({
  status: paymentStatusSchema,
  statusReason: z.string().nullable(),
  statusChangedBy: paymentPersonRefSchema.nullable(),
  statusChangedAt: z.iso.datetime(),
  dueDate: z.iso.datetime(),
  overdue: z.boolean(),
});

/** A reward's payout as the company sees it: amounts and state, never the hacker's bank or tax data. */
export const paymentSummarySchema = z.object({ id: z.uuid(), ...paymentStateSchema.shape, ...paymentFiguresSchema.shape });
export type PaymentSummary = z.infer<typeof paymentSummarySchema>;
