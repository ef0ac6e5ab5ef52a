/**
 * The bank side over HTTP: approved payments make a batch (a SEPA file valid against the official
 * schema and the beneficiaries CSV), the bank's answer moves each transfer on, a refused IBAN goes
 * back to the hacker and is paid after they correct it, resets put payments back in the list, the
 * referral bonus is paid once. The ledger stays balanced after every step.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { paymentIntents, users } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { checkStatisticsAfterAll, expectStatisticsMatchRecount } from '../../test/statistics.ts';
import { signIn, type SignedIn } from '../companies/companies.test-support.ts';
import { unchanged } from '../hackers/hackers.test-support.ts';
import { checkLedger, ledgerRepository, walletBalance } from '../ledger/index.ts';
import { companyWithAdmin } from '../companies/companies.test-support.ts';
import { readyHacker } from '../reports/reports.test-support.ts';
import { validatePain001 } from './bank/sepa.test-support.ts';
import { endToEndIdOf } from './payment-batches.service.ts';
import { rewardedPayment, settingsVersion } from './payments.test-support.ts';

let ctx: TestContext;
checkStatisticsAfterAll(() => ctx.db);
let superadmin: SignedIn;
beforeAll(async () => {
  ctx = await createTestApp({}, { poolSize: 6 });
  superadmin = await signIn(ctx, 'superadmin');
});

async function expectLedgerClean() {
  expect((await checkLedger(ctx.db)).problems).toEqual([]);
}

const payableOf = (hackerId: string) => ledgerRepository(ctx.db).balanceOf('hacker_payable', hackerId);
const statusOf = async (id: string) =>
  (await ctx.db.select({ status: paymentIntents.status }).from(paymentIntents).where(eq(paymentIntents.id, id)))[0]!.status;

/** A rewarded payment confirmed by its hacker and approved by the super admin. */
async function approvedPayment(reward: number) {
  const paid = await rewardedPayment(ctx, { reward });
  const version = await settingsVersion(ctx, paid.setup.hacker.user.id);
  expect((await paid.setup.hacker.client.post(`/api/payments/intents/${paid.intentId}/confirm`, { version })).statusCode).toBe(200);
  expect((await superadmin.client.post(`/api/payments/intents/${paid.intentId}/approve`, { payExternally: false })).json().status).toBe('approved');
  return paid;
}

/** A pain.002 status report: one TxInfAndSts per transfer, RJCT with its reason code. */
function pain002(messageId: string, answers: { id: string; status: 'ACSC' | 'RJCT'; reason?: string }[]): string {
  const tx = answers
    .map(
      (answer) =>
        `<TxInfAndSts><OrgnlEndToEndId>${endToEndIdOf(answer.id)}</OrgnlEndToEndId><TxSts>${answer.status}</TxSts>${
          answer.reason ? `<StsRsnInf><Rsn><Cd>${answer.reason}</Cd></Rsn></StsRsnInf>` : ''
        }</TxInfAndSts>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.002.001.03"><CstmrPmtStsRpt>
<GrpHdr><MsgId>STS-${messageId}</MsgId><CreDtTm>2026-11-25T10:00:00</CreDtTm></GrpHdr>
<OrgnlGrpInfAndSts><OrgnlMsgId>${messageId}</OrgnlMsgId><OrgnlMsgNmId>pain.001.001.03</OrgnlMsgNmId></OrgnlGrpInfAndSts>
<OrgnlPmtInfAndSts><OrgnlPmtInfId>${messageId}</OrgnlPmtInfId>${tx}</OrgnlPmtInfAndSts>
</CstmrPmtStsRpt></Document>`;
}

/** A camt.053 statement booking the transfers as debits of the platform's account. */
function camt053(payments: { id: string; amount: string }[]): string {
  const entries = payments
    .map(
      (payment, index) => `<Ntry><NtryRef>${index + 1}</NtryRef><Amt Ccy="EUR">${payment.amount}</Amt><CdtDbtInd>DBIT</CdtDbtInd><Sts>BOOK</Sts>
<BookgDt><Dt>2026-11-26</Dt></BookgDt><ValDt><Dt>2026-11-26</Dt></ValDt><AcctSvcrRef>BANK-${index}-${payment.id.slice(0, 8)}</AcctSvcrRef>
<BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>ICDT</Cd><SubFmlyCd>ESCT</SubFmlyCd></Fmly></Domn></BkTxCd>
<NtryDtls><TxDtls><Refs><EndToEndId>${endToEndIdOf(payment.id)}</EndToEndId></Refs><AmtDtls><TxAmt><Amt Ccy="EUR">${payment.amount}</Amt></TxAmt></AmtDtls></TxDtls></NtryDtls></Ntry>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt>
<GrpHdr><MsgId>STMT-${Date.now()}</MsgId><CreDtTm>2026-11-26T06:00:00</CreDtTm></GrpHdr>
<Stmt><Id>S-${Date.now()}</Id><CreDtTm>2026-11-26T06:00:00</CreDtTm>
<Acct><Id><IBAN>IT60X0542811101000000123456</IBAN></Id></Acct>${entries}</Stmt></BkToCstmrStmt></Document>`;
}

const postXml = (client: SignedIn['client'], xml: string) => client.request('POST', '/api/payments/bank-answers', xml, { 'content-type': 'application/xml' });

describe('a bank batch from export to the bank answer', () => {
  it('exports valid files, applies the answer, pays a corrected IBAN in the next batch', async () => {
    // Earlier tests' leftovers do not belong in this batch.
    await ctx.db.update(paymentIntents).set({ status: 'skipped' }).where(eq(paymentIntents.status, 'approved'));
    const first = await approvedPayment(300);
    const second = await approvedPayment(700);

    const pending = (await superadmin.client.get('/api/payments/pending-beneficiaries')).json();
    expect(pending).toMatchObject({ count: 2, total: 1_000 });

    const exported = await superadmin.client.get('/api/payments/beneficiaries.xml');
    expect(exported.statusCode, exported.body).toBe(200);
    const batchId = exported.headers['x-batch-id'] as string;
    expect(batchId).toMatch(/^[0-9a-f-]{36}$/);
    expect(validatePain001(exported.body)).toBeNull();
    expect(exported.body).toContain('<NbOfTxs>2</NbOfTxs>');
    expect(exported.body).toContain('<CtrlSum>1000.00</CtrlSum>');
    expect(exported.body).toContain(endToEndIdOf(first.intentId));
    expect([await statusOf(first.intentId), await statusOf(second.intentId)]).toEqual(['processing', 'processing']);
    expect(await payableOf(first.setup.hacker.user.id)).toBe(0);
    await expectLedgerClean();

    const again = await superadmin.client.get(`/api/payments/beneficiaries.xml?batch=${batchId}`);
    expect(again.body).toBe(exported.body);
    const csv = await superadmin.client.get(`/api/payments/beneficiaries.csv?batch=${batchId}`);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.startsWith('\uFEFF')).toBe(true);
    const rows = parse(csv.body, { bom: true, columns: false }) as string[][];
    expect(rows).toHaveLength(3);
    expect(rows.slice(1).map((row) => row.find((cell) => /^\d+\.\d{2}$/.test(cell)))).toEqual(['300.00', '700.00']);

    const empty = await unchanged(ctx, () => superadmin.client.get('/api/payments/beneficiaries.xml'));
    expect([empty.statusCode, empty.json().code]).toEqual([400, 'PAYMENT_BATCH_EMPTY']);

    const messageId = /<MsgId>([^<]+)<\/MsgId>/.exec(exported.body)![1]!;
    const answer = (
      await postXml(
        superadmin.client,
        pain002(messageId, [
          { id: first.intentId, status: 'ACSC' },
          { id: second.intentId, status: 'RJCT', reason: 'AC01' },
        ]),
      )
    ).json();
    expect(answer).toMatchObject({ format: 'pain.002', ignored: 0 });
    expect([await statusOf(first.intentId), await statusOf(second.intentId)]).toEqual(['sent', 'ibanNotValid']);
    expect(await payableOf(second.setup.hacker.user.id)).toBe(70_000);
    await expectLedgerClean();

    // The same answer again changes nothing.
    const replay = (await postXml(superadmin.client, pain002(messageId, [{ id: first.intentId, status: 'ACSC' }]))).json();
    expect(replay).toMatchObject({ applied: [], ignored: 1 });

    const statement = (await postXml(superadmin.client, camt053([{ id: first.intentId, amount: '300.00' }]))).json();
    expect(statement).toMatchObject({ format: 'camt.053', applied: [{ id: first.intentId, status: 'accredited' }] });
    const hackerView = (await first.setup.hacker.client.get(`/api/payments/intents/${first.intentId}`)).json();
    expect(hackerView).toMatchObject({ status: 'accredited', transferAmount: 300 });
    expect((await first.setup.company.client.get(`/api/reports/${first.report.id}`)).json().payment).toMatchObject({
      status: 'accredited',
      transferAmount: 300,
    });

    // The hacker corrects the IBAN: confirm again, approve, next batch.
    const fixed = await second.setup.hacker.client.put('/api/payments/settings/payment', { iban: 'DE89370400440532013000', swift: '' });
    expect(fixed.statusCode, fixed.body).toBe(200);
    const reopened = (await second.setup.hacker.client.get(`/api/payments/intents/${second.intentId}`)).json();
    expect(reopened).toMatchObject({ status: 'pending', abilities: { confirm: true } });
    await second.setup.hacker.client.post(`/api/payments/intents/${second.intentId}/confirm`, { version: reopened.settingsVersion });
    await superadmin.client.post(`/api/payments/intents/${second.intentId}/approve`, { payExternally: false });
    const next = await superadmin.client.get('/api/payments/beneficiaries.xml');
    expect(next.body).toContain('DE89370400440532013000');
    expect(validatePain001(next.body)).toBeNull();
    await postXml(superadmin.client, camt053([{ id: second.intentId, amount: '700.00' }]));
    expect(await statusOf(second.intentId)).toBe('accredited');
    expect(await payableOf(second.setup.hacker.user.id)).toBe(0);
    await expectLedgerClean();
  });

  it('puts a lost batch and retryable failures back in the list', async () => {
    await ctx.db.update(paymentIntents).set({ status: 'skipped' }).where(eq(paymentIntents.status, 'approved'));
    const paid = await approvedPayment(500);
    const exported = await superadmin.client.get('/api/payments/beneficiaries.xml');
    const batchId = exported.headers['x-batch-id'] as string;
    const reset = (await superadmin.client.post('/api/payments/reset-pending-beneficiaries', { batch: batchId })).json();
    expect(reset).toEqual({ moved: 1 });
    expect(await statusOf(paid.intentId)).toBe('pendingBeneficiaryList');
    expect(await payableOf(paid.setup.hacker.user.id)).toBe(50_000);
    await expectLedgerClean();

    const second = await superadmin.client.get('/api/payments/beneficiaries.xml');
    const messageId = /<MsgId>([^<]+)<\/MsgId>/.exec(second.body)![1]!;
    await postXml(superadmin.client, pain002(messageId, [{ id: paid.intentId, status: 'RJCT', reason: 'AM04' }]));
    expect(await statusOf(paid.intentId)).toBe('failedRetry');
    const retried = (await superadmin.client.post('/api/payments/reset-failed-beneficiaries')).json();
    expect(retried.moved).toBeGreaterThanOrEqual(1);
    expect(await statusOf(paid.intentId)).toBe('pendingBeneficiaryList');
    await expectLedgerClean();

    const bad = await unchanged(ctx, () => postXml(superadmin.client, '<Document><Nothing/></Document>'));
    expect([bad.statusCode, bad.json().code]).toEqual([400, 'INVALID_BANK_ANSWER']);
  });
});

describe('the payments that left (the platform payment trend)', () => {
  it('count a payment once, on the day it first left, however often the bank returns it and it is paid again', async () => {
    await ctx.db.update(paymentIntents).set({ status: 'skipped' }).where(eq(paymentIntents.status, 'approved'));
    const trend = async () => {
      const points = (await superadmin.client.get('/api/stats/platform')).json().paymentTrend.points as { count: number; amount: number }[];
      return { count: points.reduce((sum, point) => sum + point.count, 0), amount: points.reduce((sum, point) => sum + point.amount, 0) };
    };
    const before = await trend();
    const paid = await approvedPayment(500);
    const exported = await superadmin.client.get('/api/payments/beneficiaries.xml');
    const messageId = /<MsgId>([^<]+)<\/MsgId>/.exec(exported.body)![1]!;
    await postXml(superadmin.client, pain002(messageId, [{ id: paid.intentId, status: 'ACSC' }]));
    expect(await statusOf(paid.intentId)).toBe('sent');
    const [left] = await ctx.db.select({ leftAt: paymentIntents.leftAt }).from(paymentIntents).where(eq(paymentIntents.id, paid.intentId));
    expect(left!.leftAt).not.toBeNull();
    expect(await trend()).toEqual({ count: before.count + 1, amount: before.amount + 500 });

    // The bank returns it (a reason that is nobody's to retry), and the super admin pays it outside the batch.
    await postXml(superadmin.client, pain002(messageId, [{ id: paid.intentId, status: 'RJCT', reason: 'MS03' }]));
    expect(await statusOf(paid.intentId)).toBe('failed');
    const external = await superadmin.client.post(`/api/payments/intents/${paid.intentId}/approve`, { payExternally: true, reason: 'Bonifico manuale' });
    expect(external.json().status, external.body).toBe('sentExternally');

    const [after] = await ctx.db.select({ leftAt: paymentIntents.leftAt }).from(paymentIntents).where(eq(paymentIntents.id, paid.intentId));
    expect(after!.leftAt).toEqual(left!.leftAt);
    expect(await trend()).toEqual({ count: before.count + 1, amount: before.amount + 500 });
    await expectStatisticsMatchRecount(ctx.db);
    await expectLedgerClean();
  });
});

describe('the referral bonus', () => {
  it('pays the referring hacker 1,000 euro once, when the referred company is first accredited', async () => {
    const hacker = await readyHacker(ctx);
    const company = await companyWithAdmin(ctx);
    await ctx.db.update(users).set({ referredByUserId: hacker.user.id }).where(eq(users.id, company.user.id));

    const deposit = async () => {
      const recorded = await superadmin.client.post('/api/banking/company-transfers', {
        amount: 1_220,
        date: '2026-11-20',
        payerName: 'Referred S.r.l.',
        description: 'bonifico',
      });
      const approved = await superadmin.client.post(`/api/banking/company-transfers/${recorded.json().id}/approve`, {
        companyId: company.companyId,
        vatExempt: false,
      });
      expect(approved.statusCode, approved.body).toBe(200);
    };
    await deposit();
    await deposit();
    const bonuses = await ctx.db.select().from(paymentIntents).where(eq(paymentIntents.hackerId, hacker.user.id));
    expect(bonuses).toHaveLength(1);
    expect(bonuses[0]).toMatchObject({ kind: 'referral', grossCents: 100_000, referredCompanyId: company.companyId, status: 'pending' });
    const listed = (await hacker.client.get('/api/payments/intents')).json();
    expect(listed.results[0]).toMatchObject({ kind: 'referral', report: null, bountyTotalAmount: 1_000 });
    await expectLedgerClean();
  });

  it('credits a referring company user’s wallet', async () => {
    const referrer = await companyWithAdmin(ctx);
    const company = await companyWithAdmin(ctx);
    await ctx.db.update(users).set({ referredByUserId: referrer.user.id }).where(eq(users.id, company.user.id));
    const before = await walletBalance(ctx.db, referrer.companyId);
    const recorded = await superadmin.client.post('/api/banking/company-transfers', {
      amount: 500,
      date: '2026-11-20',
      payerName: 'Referred S.r.l.',
      description: 'bonifico',
    });
    await superadmin.client.post(`/api/banking/company-transfers/${recorded.json().id}/approve`, { companyId: company.companyId, vatExempt: true });
    expect(await walletBalance(ctx.db, referrer.companyId)).toBe(before + 100_000);
  });
});
