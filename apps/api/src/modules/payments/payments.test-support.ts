import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  DEFAULT_INPS_RATES,
  DEFAULT_TAX_TABLE,
  inpsTermsOf,
  needsSignedReceipt,
  paymentFigures,
  percentToBasisPoints,
  type PaymentStatus,
  type TaxRegime,
} from '@bb/domain';
import { hackerPaymentSettings, paymentIntents } from '../../db/schema/index.ts';
import type { TestContext } from '../../test/test-app.ts';
import { testNow } from '../../test/test-clock.ts';
import type { SignedIn } from '../companies/companies.test-support.ts';
import { hackerPayable, platformAccount, postTransaction } from '../ledger/index.ts';
import { reportSetup, richText, submit, type ReportSetup } from '../reports/reports.test-support.ts';
import { tinyPdf, uploadFile } from '../uploads/uploads.test-support.ts';

/** Regime settings as a hacker saves them, per regime (Italian ones in Rome, foreign ones in Berlin). */
export const REGIME_SETTINGS: Record<TaxRegime, Record<string, unknown>> = {
  it_ordinary_vat: {
    residenceCountry: 'ITA',
    taxRegime: 'it_ordinary_vat',
    vatNumber: '12345678903',
    taxId: 'RSSMRA80A01H501U',
    residenceState: 'RM',
    residenceAddress: 'Via Roma 1',
    residenceCity: 'Roma',
    residenceCap: '00100',
  },
  it_flat_rate: {
    residenceCountry: 'ITA',
    taxRegime: 'it_flat_rate',
    vatNumber: '12345678903',
    taxId: 'RSSMRA80A01H501U',
    residenceState: 'RM',
    residenceAddress: 'Via Roma 1',
    residenceCity: 'Roma',
    residenceCap: '00100',
  },
  it_occasional_employee: {
    residenceCountry: 'ITA',
    taxRegime: 'it_occasional_employee',
    taxId: 'RSSMRA80A01H501U',
    residenceState: 'RM',
    residenceAddress: 'Via Roma 1',
    residenceCity: 'Roma',
    residenceCap: '00100',
  },
  it_occasional_self_employed: {
    residenceCountry: 'ITA',
    taxRegime: 'it_occasional_self_employed',
    taxId: 'RSSMRA80A01H501U',
    residenceState: 'RM',
    residenceAddress: 'Via Roma 1',
    residenceCity: 'Roma',
    residenceCap: '00100',
  },
  foreign_vat: {
    residenceCountry: 'DEU',
    taxRegime: 'foreign_vat',
    vatNumber: 'DE136695976',
    taxId: '12345678901',
    residenceState: 'BE',
    residenceAddress: 'Unter den Linden 1',
    residenceCity: 'Berlin',
    residenceCap: '10117',
  },
  foreign_occasional: {
    residenceCountry: 'DEU',
    taxRegime: 'foreign_occasional',
    taxId: '12345678901',
    residenceState: 'BE',
    residenceAddress: 'Unter den Linden 1',
    residenceCity: 'Berlin',
    residenceCap: '10117',
  },
};

/** Sets a hacker's regime straight in the database (the settings routes have their own tests). */
export async function setRegime(ctx: TestContext, hackerId: string, regime: TaxRegime): Promise<number> {
  const values = REGIME_SETTINGS[regime];
  const [row] = await ctx.db
    .update(hackerPaymentSettings)
    .set({
      taxRegime: regime,
      vatNumber: (values.vatNumber as string) ?? null,
      residenceCountry: values.residenceCountry as string,
      taxId: values.taxId as string,
    })
    .where(eq(hackerPaymentSettings.userId, hackerId))
    .returning();
  return row!.version;
}

export async function settingsVersion(ctx: TestContext, hackerId: string): Promise<number> {
  const [row] = await ctx.db.select({ version: hackerPaymentSettings.version }).from(hackerPaymentSettings).where(eq(hackerPaymentSettings.userId, hackerId));
  return row?.version ?? 0;
}

const CONFIRMED: readonly PaymentStatus[] = [
  'pendingHackerDocumentsUpload',
  'pendingStaffApproval',
  'approved',
  'pendingBeneficiaryList',
  'processing',
  'sent',
  'accredited',
  'ibanNotValid',
  'failedRetry',
  'failed',
  'sentExternally',
];

/**
 * An intent in `status` for the hacker, with the money in their payable (a ledger posting from the
 * platform), confirmed under `regime` when the status comes after confirmation. For the generated
 * workflow tests, which need a record in every status.
 */
export async function intentIn(
  ctx: TestContext,
  hacker: SignedIn,
  status: PaymentStatus,
  options: { regime?: TaxRegime; grossCents?: number; yearToDateCents?: number } = {},
): Promise<string> {
  const regime = options.regime ?? 'it_flat_rate';
  const grossCents = options.grossCents ?? 50_000;
  const yearToDateCents = options.yearToDateCents ?? 0;
  // An occasional-work payment past the document step carries the hacker's signed receipt.
  const signed = needsSignedReceipt(regime) && CONFIRMED.includes(status) && status !== 'pendingHackerDocumentsUpload';
  const hackerDocumentId = signed ? await uploadFile(ctx, hacker.client, 'document', tinyPdf(), 'application/pdf', 'ricevuta-firmata.pdf') : null;
  const confirmed = CONFIRMED.includes(status);
  const figures = paymentFigures(grossCents, DEFAULT_TAX_TABLE[regime], yearToDateCents, DEFAULT_INPS_RATES);
  const terms = inpsTermsOf(DEFAULT_TAX_TABLE[regime], DEFAULT_INPS_RATES);
  const [row] = await ctx.db
    .insert(paymentIntents)
    .values({
      hackerId: hacker.user.id,
      grossCents,
      status,
      dueAt: new Date(testNow().getTime() + 21 * 86_400_000),
      // A status's time is the app clock's, as a transition writes it (a payment that left counts on that day).
      statusChangedAt: testNow(),
      ...(confirmed
        ? {
            confirmedAt: testNow(),
            settingsVersion: 1,
            taxRegime: regime,
            beneficiaryName: 'Mario Rossi',
            iban: 'IT60X0542811101000000123456',
            taxId: 'RSSMRA80A01H501U',
            previousYearlyPaymentsCents: yearToDateCents,
            vatCents: figures.vatCents,
            withholdingCents: figures.withholdingCents,
            stampDutyCents: figures.stampDutyCents,
            transferCents: figures.transferCents,
            inpsDue: figures.inpsDue,
            inpsThresholdCents: terms?.thresholdCents ?? null,
            inpsHackerRateBp: terms ? percentToBasisPoints(terms.hackerPercent) : null,
            inpsPlatformRateBp: terms ? percentToBasisPoints(terms.platformPercent) : null,
            inpsBaseCents: figures.inpsBaseCents,
            inpsHackerCents: figures.inpsHackerCents,
            inpsPlatformCents: figures.inpsPlatformCents,
            hackerDocumentId,
          }
        : {}),
    })
    .returning();
  await ctx.db.transaction((tx) =>
    postTransaction(tx, {
      type: 'referral_bonus',
      referenceId: row!.id,
      legs: [
        { account: platformAccount('platform_adjustments'), amountCents: -(grossCents + (confirmed ? figures.vatCents : 0)) },
        { account: hackerPayable(hacker.user.id), amountCents: grossCents + (confirmed ? figures.vatCents : 0) },
      ],
    }),
  );
  return row!.id;
}

/** A report rewarded through the routes: the hacker's payment intent it opened, and everything around it. */
export async function rewardedPayment(ctx: TestContext, options: { isManaged?: boolean; setup?: ReportSetup; reward?: number } = {}) {
  const setup = options.setup ?? (await reportSetup(ctx, { isManaged: options.isManaged ?? false, euro: 200_000, budget: 50_000 }));
  const report = await submit(setup.hacker.client, setup.program);
  const handler = setup.program.isManaged ? setup.staff.client : setup.company.client;
  expect((await handler.post(`/api/reports/${report.id}/start`)).statusCode).toBe(200);
  if (setup.program.isManaged) {
    const reviewDocument = await uploadFile(ctx, setup.staff.client, 'reviewDocument', tinyPdf(), 'application/pdf', 'review.pdf');
    const approved = await setup.staff.client.post(`/api/reports/${report.id}/approve`, {
      title: 'SQL injection nel login',
      content: richText('Rivisto.'),
      reviewDocument,
    });
    expect(approved.statusCode, approved.body).toBe(200);
  }
  const rewarded = await setup.company.client.post(`/api/reports/${report.id}/reward`, options.reward ? { amount: options.reward } : {});
  expect(rewarded.statusCode, rewarded.body).toBe(200);
  const [intent] = await ctx.db.select().from(paymentIntents).where(eq(paymentIntents.reportId, report.id));
  return { setup, report, intentId: intent!.id };
}
