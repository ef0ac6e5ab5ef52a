/**
 * One payment's life (DECISIONS "Hacker payments"): the hacker confirms the figures with the
 * settings version they saw and, under the two Italian occasional regimes, uploads the signed
 * receipt; a super admin approves (the payment enters the next bank batch), pays it externally or
 * skips it. Every step is a transition of PAYMENT_WORKFLOW with its ledger postings, in one transaction.
 */
import {
  inpsTermsOf,
  needsPreviousYearTotal,
  needsSignedReceipt,
  paymentFigures,
  percentToBasisPoints,
  toCents,
  type InpsTerms,
  type PaymentFigures,
  type ApprovePaymentInput,
  type ListQuery,
  type PaymentDetail,
  type PaymentIntent,
  type PaymentListPage,
  type PaymentStatus,
  type TaxRegime,
} from '@bb/domain';
import type { z } from 'zod';
import type { confirmPaymentSchema } from '@bb/domain';
import type { Database, Executor } from '../../db/client.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { clock } from '../../lib/clock.ts';
import { ONE_PAGE, type ListReach } from '../../lib/list-query.ts';
import { Bindings } from '../../lib/prepared-statements.ts';
import { loadForTransition, transition } from '../../lib/transition.ts';
import type { Actor, Caller } from '../../plugins/actor.ts';
import { paymentProfile, type PaymentProfile } from '../hackers/hackers.api.ts';
import { runIdempotent, type IdempotencyClaim } from '../ledger/index.ts';
import type { SettingsReader } from '../settings/index.ts';
import type { UploadsApi } from '../uploads/uploads.api.ts';
import { postConfirmedVat, postPayout, postSkipRefund } from './payment-ledger.ts';
import { paymentMachine } from './payment-machine.ts';
import { canSeePayment, paymentsVisibleTo } from './payments.policy.ts';
import { hackerCaller, presentPaymentDetail, presentPaymentIntent } from './payments.presenter.ts';
import { paymentsRepository, type PaymentIntentRow } from './payments.repository.ts';
import { readTaxSettings, type TaxSettings } from './tax-settings.ts';

type ConfirmInput = z.output<typeof confirmPaymentSchema>;

export interface PaymentsDeps {
  db: Database;
  settings: SettingsReader;
  uploads: UploadsApi;
}

/** The settings a confirmation needs, in the order the profile checks name them. */
function assertReadyToConfirm(profile: PaymentProfile | null): asserts profile is PaymentProfile & { settings: NonNullable<PaymentProfile['settings']> } {
  if (!profile?.settings?.taxRegime) throw new AppError('TAX_REGIME_NOT_CONFIGURED');
  if (!profile.settings.iban) throw new AppError('PAYMENT_METHOD_NOT_CONFIGURED');
  if (profile.kycStatus !== 'approved') throw new AppError('KYC_NOT_APPROVED');
}

/** The INPS part of the confirmed copy: the terms the contributions were computed with, and the shares. */
function inpsCopy(figures: PaymentFigures, terms: InpsTerms | null) {
  return {
    inpsDue: figures.inpsDue,
    inpsThresholdCents: terms?.thresholdCents ?? null,
    inpsHackerRateBp: terms ? percentToBasisPoints(terms.hackerPercent) : null,
    inpsPlatformRateBp: terms ? percentToBasisPoints(terms.platformPercent) : null,
    inpsBaseCents: figures.inpsBaseCents,
    inpsHackerCents: figures.inpsHackerCents,
    inpsPlatformCents: figures.inpsPlatformCents,
  };
}

/** The confirmed copy: beneficiary, regime and figures, frozen for the rest of the payment's life. */
function confirmedCopy(
  row: PaymentIntentRow,
  profile: PaymentProfile & { settings: NonNullable<PaymentProfile['settings']> },
  tax: TaxSettings,
  yearToDateCents: number | null,
) {
  const { settings } = profile;
  const regime = settings.taxRegime as TaxRegime;
  const rule = tax.taxTable[regime];
  const figures = paymentFigures(row.grossCents, rule, yearToDateCents, tax.inpsRates);
  return {
    settingsVersion: settings.version,
    confirmedAt: clock.now(),
    taxRegime: regime,
    taxId: settings.taxId,
    vatNumber: settings.vatNumber,
    beneficiaryName: [profile.firstName, profile.lastName].filter(Boolean).join(' ') || profile.username,
    iban: settings.iban,
    swift: settings.swift,
    residenceAddress: settings.residenceAddress,
    residenceCap: settings.residenceCap,
    residenceCity: settings.residenceCity,
    residenceState: settings.residenceState,
    residenceCountry: settings.residenceCountry,
    previousYearlyPaymentsCents: yearToDateCents,
    vatCents: figures.vatCents,
    withholdingCents: figures.withholdingCents,
    stampDutyCents: figures.stampDutyCents,
    transferCents: figures.transferCents,
    ...inpsCopy(figures, inpsTermsOf(rule, tax.inpsRates)),
  };
}

export function paymentsService(deps: PaymentsDeps) {
  const taxSettings = (executor?: Executor) => readTaxSettings(deps.settings, executor);

  async function present(tx: Executor, caller: Caller, id: string): Promise<PaymentIntent> {
    const view = await paymentsRepository(tx).view(id);
    if (!view) throw new AppError('NOT_FOUND');
    return presentPaymentIntent(view, caller, await taxSettings(tx));
  }

  /** Loads an intent the caller may see, else 404 (another hacker's payment does not exist for them). */
  async function lockVisible(tx: Executor, caller: Caller, id: string): Promise<PaymentIntentRow> {
    const row = await paymentsRepository(tx).lock(id);
    if (!row || !canSeePayment(caller, row)) throw new AppError('NOT_FOUND');
    return row;
  }

  return {
    async list(actor: Actor, query: ListQuery, reach: ListReach = ONE_PAGE): Promise<PaymentListPage> {
      const now = clock.now();
      // The caller's id and the query's values are placeholders: the list's statements are built once per shape.
      const bindings = new Bindings();
      const { rows, count, countCapped } = await paymentsRepository(deps.db).list(query, paymentsVisibleTo(actor, bindings.bind), now, bindings, reach);
      const tax = await taxSettings();
      return { count, countCapped, results: rows.map((view) => presentPaymentIntent(view, actor, tax, now)) };
    },

    async detail(actor: Actor, id: string): Promise<PaymentDetail> {
      const payments = paymentsRepository(deps.db);
      const view = await payments.view(id);
      if (!view || !canSeePayment(actor, view.intent)) throw new AppError('NOT_FOUND');
      return presentPaymentDetail(view, await payments.history(id), actor, await taxSettings());
    },

    /** The hacker confirms the figures computed with settings `version` (INVALID_PAYMENT_SETTINGS_VERSION when they changed since). */
    confirm(actor: Actor, id: string, input: ConfirmInput): Promise<PaymentIntent> {
      return deps.db.transaction(async (tx) => {
        const row = await lockVisible(tx, actor, id);
        const status = row.status as PaymentStatus;
        if (status === 'pending' || status === 'pendingHackerInformation') {
          const profile = await paymentProfile(tx, row.hackerId);
          assertReadyToConfirm(profile);
          if (input.version !== profile.settings.version) throw new AppError('INVALID_PAYMENT_SETTINGS_VERSION');
          const regime = profile.settings.taxRegime as TaxRegime;
          if (needsPreviousYearTotal(regime) && input.previousYearlyPaymentsAmount === undefined)
            throw fieldError('previousYearlyPaymentsAmount', 'validation.required');
          // The spec's name; the amount is this calendar year's occasional compensation so far (DECISIONS).
          const yearToDateCents = needsPreviousYearTotal(regime) ? toCents(input.previousYearlyPaymentsAmount!) : null;
          const choice = needsSignedReceipt(regime) ? 'pendingHackerDocumentsUpload' : 'pendingStaffApproval';
          await transition(
            tx,
            paymentMachine,
            actor,
            id,
            'confirm',
            async () => {
              const copy = confirmedCopy(row, profile, await taxSettings(tx), yearToDateCents);
              await paymentsRepository(tx).update(id, copy);
              await postConfirmedVat(tx, row, copy.vatCents, actor.userId);
            },
            { choice },
          );
        } else {
          await loadForTransition(tx, paymentMachine, actor, id, 'confirm');
        }
        return present(tx, actor, id);
      });
    },

    /** The signed receipt (PDF), by the hacker or a super admin on their behalf. */
    uploadDocument(actor: Actor, id: string, documentId: string): Promise<PaymentIntent> {
      return deps.db.transaction(async (tx) => {
        const row = await lockVisible(tx, actor, id);
        const action = actor.userType === 'superadmin' ? 'uploadDocumentForHacker' : 'uploadDocument';
        // Only the Italian occasional regimes sign a receipt: elsewhere there is nothing to upload.
        if (row.confirmedAt && !(row.taxRegime && needsSignedReceipt(row.taxRegime as TaxRegime))) {
          await loadForTransition(tx, paymentMachine, actor, id, action);
          throw new AppError('INVALID_PAYMENT_STATUS');
        }
        await transition(tx, paymentMachine, actor, id, action, async () => {
          const file = await deps.uploads.attach(
            { ownerId: actor.userId, uploadId: documentId, purpose: 'document', field: 'document', kind: 'payment_document', recordId: id },
            tx,
          );
          await paymentsRepository(tx).update(id, { hackerDocumentId: file.id });
          return { document: file.fileName };
        });
        return present(tx, actor, id);
      });
    },

    /**
     * Approve: the payment joins the pending beneficiary list (the next bank batch). With `payExternally` it was paid outside the
     * batch (the optional document is the proof) and the payout is posted now.
     */
    approve(actor: Actor, id: string, input: ApprovePaymentInput, claim: IdempotencyClaim | null = null): Promise<PaymentIntent> {
      return runIdempotent(deps.db, claim, async (tx) => {
        const row = await lockVisible(tx, actor, id);
        const reason = input.reason?.trim() || null;
        if (input.payExternally) {
          await transition(
            tx,
            paymentMachine,
            actor,
            id,
            'payExternally',
            async () => {
              if (input.document) {
                const file = await deps.uploads.attach(
                  { ownerId: actor.userId, uploadId: input.document, purpose: 'document', field: 'document', kind: 'payment_document', recordId: id },
                  tx,
                );
                await paymentsRepository(tx).update(id, { staffDocumentId: file.id });
              }
              await postPayout(tx, [row], id, actor.userId);
            },
            { details: { reason } },
          );
          return present(tx, actor, id);
        }
        if (row.taxRegime && needsSignedReceipt(row.taxRegime as TaxRegime) && !row.hackerDocumentId) throw new AppError('INVALID_PAYMENT_STATUS');
        await transition(tx, paymentMachine, actor, id, 'approve', undefined, { details: { reason } });
        return present(tx, actor, id);
      });
    },

    /** Closed with no transfer, with the reason; the money goes back to the company. */
    skip(actor: Actor, id: string, reason: string, claim: IdempotencyClaim | null = null): Promise<PaymentIntent> {
      return runIdempotent(deps.db, claim, async (tx) => {
        const row = await lockVisible(tx, actor, id);
        await transition(tx, paymentMachine, actor, id, 'skip', () => postSkipRefund(tx, row, actor.userId), { details: { reason } });
        return present(tx, actor, id);
      });
    },

    /** The intent for the receipt PDF: the beneficiary's or a super admin's, confirmed under an occasional regime. */
    async receiptSource(actor: Actor, id: string) {
      const view = await paymentsRepository(deps.db).view(id);
      if (!view || !canSeePayment(actor, view.intent) || !view.intent.confirmedAt) throw new AppError('NOT_FOUND');
      if (!view.intent.taxRegime || !needsSignedReceipt(view.intent.taxRegime as TaxRegime)) throw new AppError('NOT_FOUND');
      return view;
    },
  };
}
export type PaymentsService = ReturnType<typeof paymentsService>;

/**
 * The hacker saved their settings: payments waiting for them (missing information, an IBAN the bank
 * refused) go back to "pending", to be confirmed with the new version.
 */
export async function onSettingsSaved(tx: Executor, hackerId: string): Promise<void> {
  const profile = await paymentProfile(tx, hackerId);
  if (!profile?.settings?.taxRegime || !profile.settings.iban) return;
  const waiting = await paymentsRepository(tx).lockOfHacker(hackerId, ['pendingHackerInformation', 'ibanNotValid']);
  const caller = hackerCaller(hackerId);
  for (const row of waiting) {
    const reason = row.status === 'ibanNotValid' ? 'settingsUpdated' : null;
    await transition(tx, paymentMachine, caller, row.id, 'settingsCompleted', () => reopen(tx, row, hackerId), { details: { reason } });
  }
}

/** A payment confirmed before (its IBAN refused) is confirmed again from scratch: its VAT comes back off the payable. */
async function reopen(tx: Executor, row: PaymentIntentRow, hackerId: string): Promise<void> {
  if (!row.confirmedAt) return;
  await postConfirmedVat(tx, row, -(row.vatCents ?? 0), hackerId);
  await paymentsRepository(tx).update(row.id, {
    confirmedAt: null,
    settingsVersion: null,
    vatCents: null,
    withholdingCents: null,
    stampDutyCents: null,
    transferCents: null,
    inpsDue: null,
    inpsThresholdCents: null,
    inpsHackerRateBp: null,
    inpsPlatformRateBp: null,
    inpsBaseCents: null,
    inpsHackerCents: null,
    inpsPlatformCents: null,
  });
}
