/**
 * A reward's payment from the hacker's confirmation to the super admin's approval, over HTTP on a
 * real PostgreSQL: the version check, the Italian occasional receipt, who sees what, the company's
 * view, the ledger after every step and nothing changed by a refusal.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { hackerPaymentSettings, paymentIntents, users } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { checkStatisticsAfterAll } from '../../test/statistics.ts';
import { testNow } from '../../test/test-clock.ts';
import { signIn } from '../companies/companies.test-support.ts';
import { checkLedger, ledgerRepository, walletBalance } from '../ledger/index.ts';
import { unchanged } from '../hackers/hackers.test-support.ts';
import { readyHacker, reportSetup } from '../reports/reports.test-support.ts';
import { tinyPdf, uploadFile } from '../uploads/uploads.test-support.ts';
import { emailService } from '../email/index.ts';
import { emailsTo } from '../../test/mail.ts';
import { sendOverdueReminder } from './overdue-reminder.ts';
import { intentIn, REGIME_SETTINGS, rewardedPayment, setRegime, settingsVersion } from './payments.test-support.ts';

let ctx: TestContext;
checkStatisticsAfterAll(() => ctx.db);
beforeAll(async () => {
  ctx = await createTestApp({}, { poolSize: 6 });
});

async function expectLedgerClean() {
  const report = await checkLedger(ctx.db);
  expect(report.problems).toEqual([]);
}

const payableOf = (hackerId: string) => ledgerRepository(ctx.db).balanceOf('hacker_payable', hackerId);

describe('a flat-rate hacker confirms and a super admin approves', () => {
  it('previews, refuses a stale version, confirms once, approves, and shows the company the amounts only', async () => {
    const { setup, report, intentId } = await rewardedPayment(ctx, { reward: 500 });
    const { hacker, company } = setup;
    const url = `/api/payments/intents/${intentId}`;

    const listed = (await hacker.client.get('/api/payments/intents')).json();
    expect(listed.count).toBe(1);
    expect(listed.results[0]).toMatchObject({
      id: intentId,
      status: 'pending',
      taxRegime: 'it_flat_rate',
      bountyTotalAmount: 500,
      vatAmount: 0,
      withholdingAmount: 0,
      stampDutyAmount: 2,
      transferAmount: 500,
      needsDocument: false,
      receipt: null,
      report: { id: report.id },
      abilities: { confirm: true, approve: false },
    });
    expect(await payableOf(hacker.user.id)).toBe(50_000);

    const version = await settingsVersion(ctx, hacker.user.id);
    const stale = await unchanged(ctx, () => hacker.client.post(`${url}/confirm`, { version: version - 1 }));
    expect([stale.statusCode, stale.json().code]).toEqual([400, 'INVALID_PAYMENT_SETTINGS_VERSION']);

    const early = await unchanged(ctx, () => hacker.client.post(`${url}/approve`, { payExternally: false }));
    expect(early.statusCode).toBe(403);

    const confirmed = await hacker.client.post(`${url}/confirm`, { version });
    expect(confirmed.json()).toMatchObject({
      status: 'pendingStaffApproval',
      settingsVersion: version,
      beneficiaryName: expect.any(String),
      iban: 'IT60X0542811101000000123456',
    });
    const again = await unchanged(ctx, () => hacker.client.post(`${url}/confirm`, { version }));
    expect([again.statusCode, again.json().code]).toEqual([400, 'PAYMENT_ALREADY_CONFIRMED']);
    // A flat-rate hacker signs no receipt: nothing to upload.
    expect(confirmed.json().abilities).toMatchObject({ uploadDocument: false });
    const document = await uploadFile(ctx, hacker.client, 'document', tinyPdf(), 'application/pdf', 'ricevuta.pdf');
    const upload = await unchanged(ctx, () => hacker.client.post(`${url}/documents`, { document }));
    expect([upload.statusCode, upload.json().code]).toEqual([400, 'INVALID_PAYMENT_STATUS']);

    // A later change of settings does not change a confirmed payment.
    await ctx.db.update(hackerPaymentSettings).set({ iban: 'DE89370400440532013000' }).where(eq(hackerPaymentSettings.userId, hacker.user.id));
    expect((await hacker.client.get(url)).json().iban).toBe('IT60X0542811101000000123456');

    const superadmin = await signIn(ctx, 'superadmin');
    const approved = await superadmin.client.post(`${url}/approve`, { payExternally: false });
    expect(approved.json()).toMatchObject({ status: 'approved', statusChangedBy: { id: superadmin.user.id } });
    const detail = (await hacker.client.get(url)).json();
    expect(detail.history.map((entry: { status: string }) => entry.status)).toEqual(['pending', 'pendingStaffApproval', 'approved']);

    const seen = (await company.client.get(`/api/reports/${report.id}`)).json();
    expect(seen.payment).toMatchObject({ id: intentId, status: 'approved', bountyTotalAmount: 500, transferAmount: 500, stampDutyAmount: 2 });
    expect(JSON.stringify(seen)).not.toContain('IT60X0542811101000000123456');
    expect(JSON.stringify(seen)).not.toContain('RSSMRA80A01H501U');
    expect((await hacker.client.get(`/api/reports/${report.id}`)).json().payment.status).toBe('approved');
    await expectLedgerClean();
  });

  it('hides a payment from everyone but its hacker and super admins', async () => {
    const { setup, intentId } = await rewardedPayment(ctx);
    const other = await readyHacker(ctx);
    const url = `/api/payments/intents/${intentId}`;
    expect((await other.client.get(url)).statusCode).toBe(404);
    expect((await other.client.get('/api/payments/intents')).json().count).toBe(0);
    const confirm = await unchanged(ctx, () => other.client.post(`${url}/confirm`, { version: 1 }));
    expect(confirm.statusCode).toBe(404);
    expect((await setup.company.client.get(url)).statusCode).toBe(403);
    expect((await setup.company.client.get('/api/payments/intents')).statusCode).toBe(403);
    expect((await setup.staff.client.get('/api/payments/intents')).statusCode).toBe(403);
    const superadmin = await signIn(ctx, 'superadmin');
    const all = (await superadmin.client.get(`/api/payments/intents?hacker__icontains=${setup.hacker.user.username}`)).json();
    expect(all.results.map((row: { id: string }) => row.id)).toEqual([intentId]);
  });
});

describe('the Italian occasional regime', () => {
  it("needs this year's occasional compensation so far, the signed receipt, then approval", async () => {
    const setup = await reportSetup(ctx, { euro: 200_000, budget: 50_000 });
    await setRegime(ctx, setup.hacker.user.id, 'it_occasional_self_employed');
    const { intentId } = await rewardedPayment(ctx, { setup, reward: 4_900 });
    const url = `/api/payments/intents/${intentId}`;
    const version = await settingsVersion(ctx, setup.hacker.user.id);

    // Before confirmation the net is a preview from today's regime.
    expect((await setup.hacker.client.get('/api/payments/wallet')).json()).toMatchObject({ earned: 4_900, pending: 3_920 });
    const missing = await unchanged(ctx, () => setup.hacker.client.post(`${url}/confirm`, { version }));
    expect([missing.statusCode, Object.keys(missing.json().fields ?? {})]).toEqual([422, ['previousYearlyPaymentsAmount']]);

    const confirmed = (await setup.hacker.client.post(`${url}/confirm`, { version, previousYearlyPaymentsAmount: '200' })).json();
    // 200 + 4,900 = 5,100: Gestione Separata on the 100 above 5,000, 11.24 withheld and 22.48 borne by the platform.
    expect(confirmed).toMatchObject({
      status: 'pendingHackerDocumentsUpload',
      bountyTotalAmount: 4_900,
      withholdingAmount: 980,
      inpsTaxableAmount: 100,
      inpsHackerAmount: 11.24,
      inpsPlatformAmount: 22.48,
      transferAmount: 3_908.76,
      inpsDue: true,
      previousYearlyPaymentsAmount: 200,
      needsDocument: true,
      receipt: { url: `${url}/receipt.pdf` },
      abilities: { uploadDocument: true },
    });

    // The wallet counts the net the hacker will receive, not the gross.
    expect((await setup.hacker.client.get('/api/payments/wallet')).json()).toMatchObject({ earned: 4_900, pending: 3_908.76 });

    const superadmin = await signIn(ctx, 'superadmin');
    const tooEarly = await unchanged(ctx, () => superadmin.client.post(`${url}/approve`, { payExternally: false }));
    expect([tooEarly.statusCode, tooEarly.json().code]).toEqual([400, 'INVALID_PAYMENT_STATUS']);

    const receipt = await setup.hacker.client.get(`${url}/receipt.pdf`);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toBe('application/pdf');
    expect(receipt.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await (await readyHacker(ctx)).client.get(`${url}/receipt.pdf`)).statusCode).toBe(404);

    const document = await uploadFile(ctx, setup.hacker.client, 'document', tinyPdf(), 'application/pdf', 'ricevuta-firmata.pdf');
    const uploaded = (await setup.hacker.client.post(`${url}/documents`, { document })).json();
    expect(uploaded).toMatchObject({ status: 'pendingStaffApproval', hackerDocument: { id: document, fileName: 'ricevuta-firmata.pdf' } });
    expect((await superadmin.client.get(`/api/uploads/${document}`)).statusCode).toBeLessThan(400);

    const approved = (await superadmin.client.post(`${url}/approve`, { payExternally: false })).json();
    expect(approved.status).toBe('approved');
    await expectLedgerClean();
  });
});

describe('the ordinary VAT regime', () => {
  it('adds the VAT to the payable on confirmation and withholds 20% on the bounty', async () => {
    const setup = await reportSetup(ctx, { euro: 200_000, budget: 50_000 });
    await setRegime(ctx, setup.hacker.user.id, 'it_ordinary_vat');
    const { intentId } = await rewardedPayment(ctx, { setup, reward: 1_000 });
    const version = await settingsVersion(ctx, setup.hacker.user.id);
    const confirmed = (await setup.hacker.client.post(`/api/payments/intents/${intentId}/confirm`, { version })).json();
    expect(confirmed).toMatchObject({
      bountyTotalAmount: 1_000,
      vatAmount: 220,
      withholdingAmount: 200,
      transferAmount: 1_020,
      status: 'pendingStaffApproval',
    });
    expect(await payableOf(setup.hacker.user.id)).toBe(122_000);
    await expectLedgerClean();
  });
});

describe('a hacker without payment settings', () => {
  it('is asked for them, and the payment moves on once they are saved', async () => {
    const setup = await reportSetup(ctx, { euro: 200_000, budget: 50_000 });
    const { intentId } = await rewardedPayment(ctx, { setup });
    await ctx.db.update(hackerPaymentSettings).set({ taxRegime: null, iban: null }).where(eq(hackerPaymentSettings.userId, setup.hacker.user.id));
    await ctx.db.update(paymentIntents).set({ status: 'pendingHackerInformation' }).where(eq(paymentIntents.id, intentId));
    const url = `/api/payments/intents/${intentId}`;

    const refused = await unchanged(ctx, () => setup.hacker.client.post(`${url}/confirm`, { version: 0 }));
    expect([refused.statusCode, refused.json().code]).toEqual([400, 'TAX_REGIME_NOT_CONFIGURED']);

    expect((await setup.hacker.client.put('/api/payments/settings/regime', REGIME_SETTINGS.foreign_occasional)).statusCode).toBe(200);
    const noBank = await unchanged(ctx, () => setup.hacker.client.post(`${url}/confirm`, { version: 0 }));
    expect([noBank.statusCode, noBank.json().code]).toEqual([400, 'PAYMENT_METHOD_NOT_CONFIGURED']);

    // A SEPA IBAN needs no BIC.
    const bank = await setup.hacker.client.put('/api/payments/settings/payment', { iban: 'DE89 3704 0044 0532 0130 00' });
    expect(bank.statusCode, bank.body).toBe(200);
    const moved = (await setup.hacker.client.get(url)).json();
    expect(moved).toMatchObject({ status: 'pending', taxRegime: 'foreign_occasional', withholdingAmount: 0, abilities: { confirm: true } });
    expect(moved.history.at(-1)).toMatchObject({ status: 'pending', oldStatus: 'pendingHackerInformation', by: { id: setup.hacker.user.id } });

    await ctx.db.update(users).set({ kycStatus: 'pending' }).where(eq(users.id, setup.hacker.user.id));
    const unverified = await unchanged(ctx, () => setup.hacker.client.post(`${url}/confirm`, { version: moved.settingsVersion }));
    expect([unverified.statusCode, unverified.json().code]).toEqual([400, 'KYC_NOT_APPROVED']);
  });
});

describe('a hacker who never saved settings', () => {
  it('sees the payment waiting for them, with no regime', async () => {
    const newcomer = await signIn(ctx, 'hacker');
    const id = await intentIn(ctx, newcomer, 'pendingHackerInformation');
    const listed = await newcomer.client.get('/api/payments/intents');
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().results[0]).toMatchObject({ id, taxRegime: null, needsDocument: false, iban: null, transferAmount: 500 });
  });
});

describe('skipping and paying externally', () => {
  it('gives a skipped reward back to the company and posts an external payout once', async () => {
    const first = await rewardedPayment(ctx, { reward: 300 });
    const superadmin = await signIn(ctx, 'superadmin');
    const companyId = first.setup.company.companyId;
    const before = await walletBalance(ctx.db, companyId);
    const noReason = await unchanged(ctx, () => superadmin.client.post(`/api/payments/intents/${first.intentId}/skip`, { reason: ' ' }));
    expect(noReason.statusCode).toBe(422);
    const skipped = (await superadmin.client.post(`/api/payments/intents/${first.intentId}/skip`, { reason: 'Il ricercatore rinuncia' })).json();
    expect(skipped).toMatchObject({ status: 'skipped', statusReason: 'Il ricercatore rinuncia' });
    expect(await walletBalance(ctx.db, companyId)).toBe(before + 30_000);
    expect(await payableOf(first.setup.hacker.user.id)).toBe(0);

    const second = await rewardedPayment(ctx, { reward: 300 });
    const version = await settingsVersion(ctx, second.setup.hacker.user.id);
    await second.setup.hacker.client.post(`/api/payments/intents/${second.intentId}/confirm`, { version });
    const proof = await uploadFile(ctx, superadmin.client, 'document', tinyPdf(), 'application/pdf', 'bonifico.pdf');
    const paid = (
      await superadmin.client.post(`/api/payments/intents/${second.intentId}/approve`, { payExternally: true, document: proof, reason: 'PayPal' })
    ).json();
    expect(paid).toMatchObject({ status: 'sentExternally', staffDocument: { id: proof }, statusReason: 'PayPal' });
    expect(await payableOf(second.setup.hacker.user.id)).toBe(0);
    const twice = await unchanged(ctx, () => superadmin.client.post(`/api/payments/intents/${second.intentId}/approve`, { payExternally: true }));
    expect([twice.statusCode, twice.json().code]).toEqual([400, 'INVALID_PAYMENT_STATUS']);
    await expectLedgerClean();
  });
});

describe('the hacker wallet', () => {
  it('adds up the payments by state and month', async () => {
    const setup = await reportSetup(ctx, { euro: 200_000, budget: 50_000 });
    await rewardedPayment(ctx, { setup, reward: 400 });
    const second = await rewardedPayment(ctx, { setup, reward: 600 });
    const version = await settingsVersion(ctx, setup.hacker.user.id);
    await setup.hacker.client.post(`/api/payments/intents/${second.intentId}/confirm`, { version });
    const superadmin = await signIn(ctx, 'superadmin');
    await superadmin.client.post(`/api/payments/intents/${second.intentId}/approve`, { payExternally: true });

    const wallet = (await setup.hacker.client.get('/api/payments/wallet')).json();
    expect(wallet).toMatchObject({ earned: 1_000, paid: 600, pending: 400, withheld: 0, actionRequired: 1 });
    expect(wallet.monthly).toHaveLength(12);
    expect(wallet.monthly.at(-1)).toMatchObject({ gross: 1_000, net: 1_000 });
    expect(wallet.nextDueDate).toEqual(expect.any(String));
    const withdrawals = (await setup.hacker.client.get('/api/payments/intents?status__in=processing,sent,accredited,sentExternally')).json();
    expect(withdrawals.results.map((row: { id: string }) => row.id)).toEqual([second.intentId]);
  });
});

describe('overdue payments', () => {
  it('are a list filter and one daily email to each super admin', async () => {
    const { setup, intentId } = await rewardedPayment(ctx);
    await ctx.db
      .update(paymentIntents)
      .set({ dueAt: new Date(testNow().getTime() - 3 * 86_400_000) })
      .where(eq(paymentIntents.id, intentId));
    const superadmin = await signIn(ctx, 'superadmin');
    const overdue = (await superadmin.client.get('/api/payments/intents?overdue=true')).json();
    expect(overdue.results.map((row: { id: string }) => row.id)).toContain(intentId);
    expect(overdue.results.every((row: { overdue: boolean }) => row.overdue)).toBe(true);
    expect((await setup.hacker.client.get(`/api/payments/intents/${intentId}`)).json().overdue).toBe(true);
    const bad = await superadmin.client.get('/api/payments/intents?overdue=maybe');
    expect([bad.statusCode, bad.json().code]).toEqual([400, 'INVALID_FILTER']);

    const email = emailService({ db: ctx.db });
    expect(await sendOverdueReminder({ db: ctx.db, email, publicUrl: 'http://localhost:3000' })).toBeGreaterThanOrEqual(1);
    const [sent] = await emailsTo(ctx.db, superadmin.user.email);
    expect(sent).toMatchObject({ template: 'paymentsOverdue' });
    expect(sent!.textBody).toContain(setup.hacker.user.username);
    expect(sent!.textBody).toContain('/payments?tab=hackers&overdue=true');
  });
});
