/**
 * INPS Gestione Separata on Italian occasional work (DECISIONS "Hacker payments") over HTTP on a real PostgreSQL: the
 * hacker states this calendar year's occasional compensation so far, the contributions on the part of the year's
 * total above 5,000 euro are computed at the platform's rates (figures hand-computed below), shown to the hacker, the
 * super admin and the company, written on the receipt and posted at the payout (the hacker's third withheld, the
 * platform's two thirds as client, both owed to INPS), reversed when the bank fails or a batch is reset.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { eq, sql } from 'drizzle-orm';
import { DEFAULT_INPS_RATES, type TaxRegime } from '@bb/domain';
import { paymentIntents } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { checkStatisticsAfterAll } from '../../test/statistics.ts';
import { signIn, type SignedIn } from '../companies/companies.test-support.ts';
import { unchanged } from '../hackers/hackers.test-support.ts';
import { checkLedger, ledgerRepository, walletBalance } from '../ledger/index.ts';
import { reportSetup } from '../reports/reports.test-support.ts';
import { tinyPdf, uploadFile } from '../uploads/uploads.test-support.ts';
import { pdfPageText } from './bank/pdf-text.test-support.ts';
import { camt053Statement, pain002StatusReport, readPain001 } from './bank/sepa.test-support.ts';
import { endToEndIdOf } from './payment-batches.service.ts';
import { intentIn, rewardedPayment, setRegime, settingsVersion } from './payments.test-support.ts';

let ctx: TestContext;
let superadmin: SignedIn;
checkStatisticsAfterAll(() => ctx.db);
beforeAll(async () => {
  ctx = await createTestApp({}, { poolSize: 6 });
  superadmin = await signIn(ctx, 'superadmin');
});

async function expectLedgerClean() {
  expect((await checkLedger(ctx.db)).problems).toEqual([]);
}

/** A platform account's balance in cents (platform accounts have no owner). */
async function platformBalance(kind: string): Promise<number> {
  const { rows } = await ctx.db.execute(sql`SELECT coalesce(sum(balance_cents), 0) AS cents FROM ledger_accounts WHERE kind::text = ${kind}`);
  return Number(rows[0]?.cents ?? 0);
}

const PLATFORM_KINDS = ['inps_payable', 'platform_adjustments', 'tax_withheld', 'bank_clearing'] as const;
const platformBalances = async () => Object.fromEntries(await Promise.all(PLATFORM_KINDS.map(async (kind) => [kind, await platformBalance(kind)])));

/** What the ledger transactions of `type` referencing `referenceId` posted, per account kind, in cents. */
async function postedBy(type: string, referenceId: string): Promise<Record<string, number>> {
  const { rows } = await ctx.db.execute(sql`
    SELECT a.kind::text AS kind, sum(p.amount_cents) AS cents
    FROM ledger_postings p JOIN ledger_transactions t ON t.id = p.transaction_id JOIN ledger_accounts a ON a.id = p.account_id
    WHERE t.type::text = ${type} AND t.reference_id = ${referenceId} GROUP BY 1`);
  return Object.fromEntries(rows.map((row) => [String(row.kind), Number(row.cents)]));
}

const payableOf = (hackerId: string) => ledgerRepository(ctx.db).balanceOf('hacker_payable', hackerId);

/** A report of a new hacker under `regime` rewarded with `reward` euro: its payment, pending confirmation. */
async function occasionalReward(regime: TaxRegime, reward: number) {
  const setup = await reportSetup(ctx, { euro: 200_000, budget: 50_000 });
  await setRegime(ctx, setup.hacker.user.id, regime);
  const { intentId, report } = await rewardedPayment(ctx, { setup, reward });
  return { setup, intentId, reportId: report.id, url: `/api/payments/intents/${intentId}` };
}

/** The hacker confirms, stating the occasional compensation already received this year as typed (digits). */
async function confirm(payment: Awaited<ReturnType<typeof occasionalReward>>, yearToDate: number) {
  const version = await settingsVersion(ctx, payment.setup.hacker.user.id);
  const confirmed = await payment.setup.hacker.client.post(`${payment.url}/confirm`, { version, previousYearlyPaymentsAmount: String(yearToDate) });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return confirmed.json();
}

/** The signed receipt uploaded and the payment approved for the next batch. */
async function signAndApprove(payment: Awaited<ReturnType<typeof occasionalReward>>) {
  const document = await uploadFile(ctx, payment.setup.hacker.client, 'document', tinyPdf(), 'application/pdf', 'ricevuta-firmata.pdf');
  expect((await payment.setup.hacker.client.post(`${payment.url}/documents`, { document })).json().status).toBe('pendingStaffApproval');
  expect((await superadmin.client.post(`${payment.url}/approve`, { payExternally: false })).json().status).toBe('approved');
}

const TERMS = { threshold: 5_000, hackerPercent: 11.24, platformPercent: 22.48 };

/** Hand-computed: 20% withheld on the bounty; 11.24% (the hacker's third) and 22.48% (the platform's two thirds) of 33.72% on the part above 5,000. */
const CASES = [
  {
    name: 'below the threshold (3,900 + 1,000 = 4,900): nothing for INPS',
    regime: 'it_occasional_employee',
    reward: 1_000,
    yearToDate: 3_900,
    figures: { inpsDue: false, inpsTaxableAmount: 0, inpsHackerAmount: 0, inpsPlatformAmount: 0, withholdingAmount: 200, transferAmount: 800 },
  },
  {
    name: 'crossing it (4,500 + 800 = 5,300): on the 300 above, 33.72 withheld and 67.44 borne; 800 - 160 - 33.72 = 606.28',
    regime: 'it_occasional_employee',
    reward: 800,
    yearToDate: 4_500,
    figures: { inpsDue: true, inpsTaxableAmount: 300, inpsHackerAmount: 33.72, inpsPlatformAmount: 67.44, withholdingAmount: 160, transferAmount: 606.28 },
  },
  {
    name: 'already above it (5,300 + 2,700): on all 2,700, 303.48 withheld and 606.96 borne; 2,700 - 540 - 303.48 = 1,856.52',
    regime: 'it_occasional_self_employed',
    reward: 2_700,
    yearToDate: 5_300,
    figures: {
      inpsDue: true,
      inpsTaxableAmount: 2_700,
      inpsHackerAmount: 303.48,
      inpsPlatformAmount: 606.96,
      withholdingAmount: 540,
      transferAmount: 1_856.52,
    },
  },
  {
    name: 'rounding half up per share (5,000 + 1,234.57): 138.765668 -> 138.77 and 277.531336 -> 277.53; 1,234.57 - 246.91 - 138.77 = 848.89',
    regime: 'it_occasional_self_employed',
    reward: 1_234.57,
    yearToDate: 5_000,
    figures: {
      inpsDue: true,
      inpsTaxableAmount: 1_234.57,
      inpsHackerAmount: 138.77,
      inpsPlatformAmount: 277.53,
      withholdingAmount: 246.91,
      transferAmount: 848.89,
    },
  },
] as const;

describe("the year's occasional compensation and the Gestione Separata contributions", () => {
  it.each(CASES)('$regime, $name', async ({ regime, reward, yearToDate, figures }) => {
    const payment = await occasionalReward(regime, reward);
    // Before confirming: a preview without the year's total (the bounty alone is below 5,000), with the terms to preview it.
    const preview = (await payment.setup.hacker.client.get(payment.url)).json();
    expect(preview).toMatchObject({
      status: 'pending',
      needsPreviousYearTotal: true,
      inpsHackerAmount: 0,
      inpsTerms: TERMS,
      transferAmount: Math.round(reward * 80) / 100,
    });

    const confirmed = await confirm(payment, yearToDate);
    expect(confirmed).toMatchObject({ bountyTotalAmount: reward, vatAmount: 0, previousYearlyPaymentsAmount: yearToDate, inpsTerms: TERMS, ...figures });
    // Exact to the cent: the transfer is the bounty less the withholding and the hacker's share.
    expect(Math.round(confirmed.transferAmount * 100)).toBe(Math.round((reward - figures.withholdingAmount - figures.inpsHackerAmount) * 100));
    const [stored] = await ctx.db
      .select({ threshold: paymentIntents.inpsThresholdCents, hacker: paymentIntents.inpsHackerRateBp, platform: paymentIntents.inpsPlatformRateBp })
      .from(paymentIntents)
      .where(eq(paymentIntents.id, payment.intentId));
    expect(stored).toEqual({ threshold: 500_000, hacker: 1_124, platform: 2_248 });

    // The super admin sees the same figures; the company sees the amounts on its report, never the tax code or the IBAN.
    expect((await superadmin.client.get(payment.url)).json()).toMatchObject(figures);
    const seen = (await payment.setup.company.client.get(`/api/reports/${payment.reportId}`)).json();
    expect(seen.payment).toMatchObject({ id: payment.intentId, ...figures, inpsTerms: TERMS });
    expect(JSON.stringify(seen)).not.toContain('RSSMRA80A01H501U');
    expect(JSON.stringify(seen)).not.toContain('IT60X0542811101000000123456');
    // Nothing moves money before the payout: the payable still holds the gross.
    expect(await payableOf(payment.setup.hacker.user.id)).toBe(Math.round(reward * 100));
  });

  it('refuses a year-to-date total that is not whole euro digits, changing nothing', async () => {
    const payment = await occasionalReward('it_occasional_employee', 800);
    const version = await settingsVersion(ctx, payment.setup.hacker.user.id);
    for (const value of ['4.500,00', -1, 4500.5, '']) {
      const refused = await unchanged(ctx, () => payment.setup.hacker.client.post(`${payment.url}/confirm`, { version, previousYearlyPaymentsAmount: value }));
      expect([refused.statusCode, refused.json().code, Object.keys(refused.json().fields ?? {})]).toEqual([
        422,
        'VALIDATION_ERROR',
        ['previousYearlyPaymentsAmount'],
      ]);
    }
  });

  it('writes the INPS share on the receipt to sign, with the year so far and what the platform bears', async () => {
    const payment = await occasionalReward('it_occasional_employee', 800);
    await confirm(payment, 4_500);
    const receipt = await payment.setup.hacker.client.get(`${payment.url}/receipt.pdf`, { 'accept-language': 'it' });
    expect(receipt.statusCode).toBe(200);
    const text = await pdfPageText(receipt.rawPayload);
    expect(text).toContain('Contributo INPS a carico del percipiente (11,24% di 300,00 €)');
    expect(text).toContain('- 33,72 €');
    expect(text).toContain('606,28 €');
    expect(text).toMatch(/Compensi per prestazioni occasionali già percepiti nel \d{4} prima del presente: 4\.500,00 €/);
    expect(text).toContain('22,48% a carico del committente (67,44 €)');
  });

  it("takes the super admin's rates for payments still to confirm, and keeps a confirmed payment's own", async () => {
    const confirmedEarlier = await occasionalReward('it_occasional_employee', 800);
    await confirm(confirmedEarlier, 4_500);
    const later = await occasionalReward('it_occasional_self_employed', 1_000);
    // Pensioners and workers insured elsewhere: 24%, a third and two thirds.
    const patched = await superadmin.client.patch('/api/admin/settings', { INPS_GESTIONE_SEPARATA: { hackerPercent: 8, platformPercent: 16 } });
    expect(patched.statusCode, patched.body).toBe(200);
    try {
      expect((await later.setup.hacker.client.get(later.url)).json().inpsTerms).toEqual({ threshold: 5_000, hackerPercent: 8, platformPercent: 16 });
      // 5,500 + 1,000: 80 withheld, 160 borne; 1,000 - 200 - 80 = 720.
      expect(await confirm(later, 5_500)).toMatchObject({ inpsHackerAmount: 80, inpsPlatformAmount: 160, transferAmount: 720 });
      expect((await confirmedEarlier.setup.hacker.client.get(confirmedEarlier.url)).json()).toMatchObject({
        inpsTerms: TERMS,
        inpsHackerAmount: 33.72,
        transferAmount: 606.28,
      });
      const refused = await unchanged(ctx, () =>
        superadmin.client.patch('/api/admin/settings', { INPS_GESTIONE_SEPARATA: { hackerPercent: 11.245, platformPercent: 22.48 } }),
      );
      expect([refused.statusCode, Object.keys(refused.json().fields ?? {})]).toEqual([422, ['INPS_GESTIONE_SEPARATA.hackerPercent']]);
    } finally {
      await superadmin.client.patch('/api/admin/settings', { INPS_GESTIONE_SEPARATA: DEFAULT_INPS_RATES });
    }
  });
});

describe('the contributions in the ledger', () => {
  it('posts both shares to the INPS payable with the batch, and gives them back when the bank fails the transfer', async () => {
    const payment = await occasionalReward('it_occasional_employee', 800);
    await confirm(payment, 4_500);
    await signAndApprove(payment);
    const before = await platformBalances();

    // Made in Italian: the batch's CSV is written in the language of the request that makes it.
    const made = await superadmin.client.post('/api/payments/batches', {}, { 'idempotency-key': crypto.randomUUID(), 'accept-language': 'it' });
    expect(made.statusCode, made.body).toBe(201);
    const batch = made.json() as { id: string; messageId: string };
    // The payable (800) becomes 160 withheld, 33.72 + 67.44 owed to INPS (67.44 from the platform) and 606.28 transferred.
    expect(await postedBy('payment_payout', batch.id)).toMatchObject({
      hacker_payable: -80_000,
      tax_withheld: 16_000,
      inps_payable: 10_116,
      platform_adjustments: -6_744,
      bank_clearing: 60_628,
    });
    expect(await payableOf(payment.setup.hacker.user.id)).toBe(0);
    const after = await platformBalances();
    expect(after.inps_payable - before.inps_payable).toBe(10_116);
    await expectLedgerClean();

    // The bank is asked for 606.28; the CSV shows the hacker's share beside the withholding.
    const xml = (await superadmin.client.get(`/api/payments/beneficiaries.xml?batch=${batch.id}`)).body;
    expect(readPain001(xml).transfers.find((transfer) => transfer.endToEndId === endToEndIdOf(payment.intentId))?.amount).toBe('606.28');
    const csv = parse((await superadmin.client.get(`/api/payments/beneficiaries.csv?batch=${batch.id}`, { 'accept-language': 'it' })).body, {
      bom: true,
    }) as string[][];
    const inpsColumn = csv[0]!.indexOf('Contributo INPS a carico del percipiente');
    expect(csv.find((row) => row.includes(endToEndIdOf(payment.intentId)))?.[inpsColumn]).toBe('33.72');

    // A failure for good: the payout is reversed under the batch's id, the INPS shares included.
    const failed = await superadmin.client.request(
      'POST',
      '/api/payments/bank-answers',
      pain002StatusReport(batch.messageId, [{ endToEndId: endToEndIdOf(payment.intentId), status: 'RJCT', reason: 'MS03' }]),
      { 'content-type': 'application/xml' },
    );
    expect(failed.json().applied).toEqual([{ id: payment.intentId, status: 'failed', reason: expect.stringMatching(/^MS03/) }]);
    expect(await postedBy('payment_return', batch.id)).toMatchObject({ hacker_payable: 80_000, inps_payable: -10_116, platform_adjustments: 6_744 });
    expect(await payableOf(payment.setup.hacker.user.id)).toBe(80_000);
    expect(await platformBalances()).toEqual(before);

    // Skipped: the gross goes back to the company; nothing is left owed to INPS for it.
    const companyBefore = await walletBalance(ctx.db, payment.setup.company.companyId);
    expect((await superadmin.client.post(`${payment.url}/skip`, { reason: 'Pagato in altro modo' })).json().status).toBe('skipped');
    expect(await walletBalance(ctx.db, payment.setup.company.companyId)).toBe(companyBefore + 80_000);
    expect(await platformBalances()).toEqual(before);
    await expectLedgerClean();
  });

  it('reverses the shares with a reset batch, posts them again with the next one, and counts them as withheld in the wallet', async () => {
    const hacker = (await reportSetup(ctx, { euro: 200_000, budget: 50_000 })).hacker;
    // 5,300 received this year + 2,700: 303.48 withheld and 606.96 borne; 1,856.52 transferred.
    const id = await intentIn(ctx, hacker, 'approved', { regime: 'it_occasional_self_employed', grossCents: 270_000, yearToDateCents: 530_000 });
    const before = await platformBalances();
    const first = (await superadmin.client.post('/api/payments/batches', {}, { 'idempotency-key': crypto.randomUUID() })).json() as {
      id: string;
      messageId: string;
    };
    expect(await postedBy('payment_payout', first.id)).toMatchObject({ inps_payable: 91_044, platform_adjustments: -60_696, bank_clearing: 185_652 });

    expect((await superadmin.client.post('/api/payments/reset-pending-beneficiaries', { batch: first.id })).json().moved).toBeGreaterThanOrEqual(1);
    expect(await platformBalances()).toEqual(before);
    expect(await payableOf(hacker.user.id)).toBe(270_000);

    const second = (await superadmin.client.post('/api/payments/batches', {}, { 'idempotency-key': crypto.randomUUID() })).json() as {
      id: string;
      messageId: string;
    };
    expect(await postedBy('payment_payout', second.id)).toMatchObject({ inps_payable: 91_044, platform_adjustments: -60_696 });
    const booked = await superadmin.client.request(
      'POST',
      '/api/payments/bank-answers',
      camt053Statement([{ endToEndId: endToEndIdOf(id), amount: '1856.52' }]),
      { 'content-type': 'application/xml' },
    );
    expect(booked.json().applied).toMatchObject([{ id, status: 'accredited' }]);
    // Paid 1,856.52; withheld 540 + 303.48 (the hacker's INPS share is withheld too).
    expect((await hacker.client.get('/api/payments/wallet')).json()).toMatchObject({ earned: 2_700, paid: 1_856.52, withheld: 843.48 });
    await expectLedgerClean();
  });

  it('posts the same shares when a super admin pays outside the batch', async () => {
    const payment = await occasionalReward('it_occasional_self_employed', 1_234.57);
    await confirm(payment, 5_000);
    const document = await uploadFile(ctx, payment.setup.hacker.client, 'document', tinyPdf(), 'application/pdf', 'ricevuta-firmata.pdf');
    await payment.setup.hacker.client.post(`${payment.url}/documents`, { document });
    const paid = await superadmin.client.post(`${payment.url}/approve`, { payExternally: true });
    expect(paid.json().status).toBe('sentExternally');
    expect(await postedBy('payment_payout', payment.intentId)).toEqual({
      hacker_payable: -123_457,
      tax_withheld: 24_691,
      inps_payable: 13_877 + 27_753,
      platform_adjustments: -27_753,
      bank_clearing: 84_889,
    });
    await expectLedgerClean();
  });
});
