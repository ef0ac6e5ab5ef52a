/**
 * Payment views: an explicit list of fields. Until the hacker confirms, the beneficiary and the
 * figures are previewed from today's settings and tax table; from confirmation on they are the
 * confirmed copy. Companies get the summary only (never an IBAN or a tax code).
 */
import {
  fromCents,
  inpsTermsOf,
  isPaymentOverdue,
  needsPreviousYearTotal,
  needsSignedReceipt,
  PAYMENT_UI_ACTIONS,
  PAYMENT_WORKFLOW,
  paymentFigures,
  permissionsOf,
  presentPaymentFigures,
  type InpsTerms,
  type PaymentBatch,
  type PaymentDetail,
  type PaymentFigures,
  type PaymentIntent,
  type PaymentStatus,
  type PaymentSummary,
  type TaxRegime,
  type TaxRule,
} from '@bb/domain';
import { clock } from '../../lib/clock.ts';
import { isoTime, isoTimeOrNull } from '../../lib/iso-time.ts';
import type { Caller } from '../../plugins/actor.ts';
import { paymentRelations } from './payment-machine.ts';
import type { PaymentView, paymentsRepository } from './payments.repository.ts';
import type { TaxSettings } from './tax-settings.ts';

type HistoryRows = Awaited<ReturnType<ReturnType<typeof paymentsRepository>['history']>>;

const euro = (cents: number | null) => (cents === null ? null : fromCents(cents));
const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ') || null;

/** The regime a payment is (or would be) paid under. */
function regimeOf(view: PaymentView): TaxRegime | null {
  // A hacker who never saved settings has no settings row at all: null, not undefined.
  return ((view.intent.confirmedAt ? view.intent.taxRegime : view.settings?.taxRegime) ?? null) as TaxRegime | null;
}

const NO_TAX: TaxRule = { vatPercent: 0, withholdingPercent: 0, stampDutyAmount: 0, stampDutyThreshold: 0, inpsThreshold: null };
const percentOfBp = (bp: number | null) => (bp ?? 0) / 100;

/** A confirmed copy's figures and INPS terms, as stored (payments confirmed before INPS was withheld have no terms). */
function storedFigures(intent: PaymentView['intent'], transferCents: number): { figures: PaymentFigures; terms: InpsTerms | null } {
  const terms =
    intent.inpsThresholdCents === null
      ? null
      : {
          thresholdCents: intent.inpsThresholdCents,
          hackerPercent: percentOfBp(intent.inpsHackerRateBp),
          platformPercent: percentOfBp(intent.inpsPlatformRateBp),
        };
  const figures = {
    grossCents: intent.grossCents,
    vatCents: intent.vatCents ?? 0,
    withholdingCents: intent.withholdingCents ?? 0,
    stampDutyCents: intent.stampDutyCents ?? 0,
    transferCents,
    inpsDue: intent.inpsDue ?? false,
    inpsBaseCents: intent.inpsBaseCents ?? 0,
    inpsHackerCents: intent.inpsHackerCents ?? 0,
    inpsPlatformCents: intent.inpsPlatformCents ?? 0,
  };
  return { figures, terms };
}

/**
 * The stored figures once confirmed, else a preview from today's regime, tax table and rates (none without a regime),
 * with the INPS terms they are computed with.
 */
export function figuresOf(view: PaymentView, tax: TaxSettings): { figures: PaymentFigures; terms: InpsTerms | null } {
  const { intent } = view;
  if (intent.confirmedAt && intent.transferCents !== null) return storedFigures(intent, intent.transferCents);
  const regime = regimeOf(view);
  const rule = regime ? tax.taxTable[regime] : NO_TAX;
  const yearToDate = view.settings?.previousYearlyPaymentsAmountCents ?? null;
  return { figures: paymentFigures(intent.grossCents, rule, yearToDate, tax.inpsRates), terms: inpsTermsOf(rule, tax.inpsRates) };
}

/** The figures as the API sends them. */
const presentFigures = (view: PaymentView, tax: TaxSettings) => {
  const { figures, terms } = figuresOf(view, tax);
  return presentPaymentFigures(figures, terms);
};

function presentState(view: PaymentView, now: Date) {
  const { intent } = view;
  const status = intent.status as PaymentStatus;
  return {
    status,
    statusReason: intent.statusReason,
    statusChangedBy: view.changer?.id ? { id: view.changer.id, username: view.changer.username } : null,
    statusChangedAt: isoTime(intent.statusChangedAt),
    dueDate: isoTime(intent.dueAt),
    overdue: isPaymentOverdue({ status, dueAt: intent.dueAt }, now),
  };
}

/** What a company (and anyone who may see the report) sees of a reward's payout. */
export function presentPaymentSummary(view: PaymentView, tax: TaxSettings, now = clock.now()): PaymentSummary {
  return { id: view.intent.id, ...presentState(view, now), ...presentFigures(view, tax) };
}

const DOCUMENT_ACTIONS: readonly string[] = ['uploadDocument', 'uploadDocumentForHacker'];

/** What the table allows the caller; a signed receipt only where the regime has one to sign. */
function abilitiesOf(view: PaymentView, caller: Caller, needsDocument: boolean) {
  const status = view.intent.status as PaymentStatus;
  const who = { permissions: caller.permissions, relations: paymentRelations(caller, view.intent) };
  const can = (action: (typeof PAYMENT_UI_ACTIONS)[number]) =>
    PAYMENT_WORKFLOW.can(who, action, status) && (needsDocument || !DOCUMENT_ACTIONS.includes(action));
  return Object.fromEntries(PAYMENT_UI_ACTIONS.map((action) => [action, can(action)])) as PaymentIntent['abilities'];
}

/** The beneficiary: the confirmed copy, or today's settings and name. */
function beneficiaryOf(view: PaymentView) {
  const { intent, settings } = view;
  if (intent.confirmedAt) {
    const { taxId, beneficiaryName, iban, swift, residenceAddress, residenceCap, residenceCity, residenceState, residenceCountry } = intent;
    return {
      taxId,
      beneficiaryName,
      iban,
      swift,
      residenceAddress,
      residenceCap,
      residenceCity,
      residenceState,
      residenceCountry,
      previousYearlyPaymentsAmount: euro(intent.previousYearlyPaymentsCents),
    };
  }
  return {
    taxId: settings?.taxId ?? null,
    beneficiaryName: fullName(view.hacker.firstName, view.hacker.lastName) ?? view.hacker.username,
    iban: settings?.iban ?? null,
    swift: settings?.swift ?? null,
    residenceAddress: settings?.residenceAddress ?? null,
    residenceCap: settings?.residenceCap ?? null,
    residenceCity: settings?.residenceCity ?? null,
    residenceState: settings?.residenceState ?? null,
    residenceCountry: settings?.residenceCountry ?? null,
    previousYearlyPaymentsAmount: euro(settings?.previousYearlyPaymentsAmountCents ?? null),
  };
}

const fileRef = (file: { id: string | null; fileName: string | null } | null) => (file?.id && file.fileName ? { id: file.id, fileName: file.fileName } : null);

/** The whole intent, for its hacker and super admins. */
export function presentPaymentIntent(view: PaymentView, caller: Caller, tax: TaxSettings, now = clock.now()): PaymentIntent {
  const { intent } = view;
  const regime = regimeOf(view);
  const needsDocument = regime !== null && needsSignedReceipt(regime);
  return {
    id: intent.id,
    kind: intent.kind as PaymentIntent['kind'],
    ...presentState(view, now),
    ...presentFigures(view, tax),
    report: view.report?.id
      ? { id: view.report.id, title: view.report.title, createdAt: isoTime(view.report.createdAt), programName: view.programName ?? '' }
      : null,
    company: intent.companyId && view.companyName !== null ? { id: intent.companyId, name: view.companyName } : null,
    program: intent.programId ? { id: intent.programId, name: view.programName ?? '' } : null,
    hacker: { id: view.hacker.id, username: view.hacker.username },
    taxRegime: regime,
    ...beneficiaryOf(view),
    settingsVersion: intent.confirmedAt ? (intent.settingsVersion ?? 0) : (view.settings?.version ?? 0),
    confirmedAt: isoTimeOrNull(intent.confirmedAt),
    receipt:
      needsDocument && intent.confirmedAt ? { fileName: `ricevuta-${intent.id.slice(0, 8)}.pdf`, url: `/api/payments/intents/${intent.id}/receipt.pdf` } : null,
    needsDocument,
    needsPreviousYearTotal: regime !== null && needsPreviousYearTotal(regime),
    hackerDocument: fileRef(view.hackerDocument),
    staffDocument: fileRef(view.staffDocument),
    batch: intent.batchId && view.batchMessageId ? { id: intent.batchId, messageId: view.batchMessageId } : null,
    date: isoTime(intent.createdAt),
    abilities: abilitiesOf(view, caller, needsDocument),
  };
}

export function presentPaymentDetail(view: PaymentView, history: HistoryRows, caller: Caller, tax: TaxSettings): PaymentDetail {
  return {
    ...presentPaymentIntent(view, caller, tax),
    history: history.map(({ entry, actor }) => ({
      status: entry.status as PaymentStatus,
      oldStatus: entry.oldStatus as PaymentStatus | null,
      reason: entry.reason,
      by: actor?.id ? { id: actor.id, username: actor.username } : null,
      date: isoTime(entry.createdAt),
    })),
  };
}

/** The platform's own abilities for a hacker caller built from an id (settings listeners). */
export const hackerCaller = (hackerId: string): Caller => ({ userId: hackerId, userType: 'hacker', permissions: permissionsOf('hacker', null) });

/** A bank batch without its files (they download from `GET /api/payments/beneficiaries.xml|csv?batch=`). */
export function presentPaymentBatch(batch: { id: string; messageId: string; count: number; totalCents: number; createdAt: Date }): PaymentBatch {
  return { id: batch.id, messageId: batch.messageId, count: batch.count, total: fromCents(batch.totalCents), createdAt: isoTime(batch.createdAt) };
}
