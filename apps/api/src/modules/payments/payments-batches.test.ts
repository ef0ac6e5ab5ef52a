/**
 * The bank side over HTTP: approved payments make a batch (POST /api/payments/batches: a SEPA file valid against the
 * official schema and the beneficiaries CSV, which the GETs only download), the bank's answer moves each transfer on
 * through the workflow table (the others are ignored), a refused IBAN goes back to the hacker and is paid after they
 * correct it, resets put payments back in the list, the referral bonus is paid once. Every bulk move leaves each
 * payment's history, audit entry and event; the ledger stays balanced after every step.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { auditLog, domainEvents, paymentBatches, paymentHistory, paymentIntents, users } from '../../db/schema/index.ts';
import { publicTables, snapshot } from '../../test/db-snapshot.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { checkStatisticsAfterAll, expectStatisticsMatchRecount } from '../../test/statistics.ts';
import { signIn, type SignedIn } from '../companies/companies.test-support.ts';
import { unchanged } from '../hackers/hackers.test-support.ts';
import { checkLedger, ledgerRepository, walletBalance } from '../ledger/index.ts';
import { companyWithAdmin } from '../companies/companies.test-support.ts';
import { readyHacker } from '../reports/reports.test-support.ts';
import { camt053Statement, pain002StatusReport, readPain001, validatePain001 } from './bank/sepa.test-support.ts';
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
/** The statuses of these payments, by id. */
async function statusesOf(payments: readonly { intentId: string }[]): Promise<Record<string, string>> {
  const ids = payments.map((payment) => payment.intentId);
  const rows = await ctx.db.select({ id: paymentIntents.id, status: paymentIntents.status }).from(paymentIntents).where(inArray(paymentIntents.id, ids));
  return Object.fromEntries(ids.map((id) => [id, rows.find((row) => row.id === id)?.status ?? 'missing']));
}
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

/** A pain.002 status report on the batch `messageId` naming payments by id. */
const pain002 = (messageId: string, answers: { id: string; status: 'ACSC' | 'RJCT'; reason?: string }[]) =>
  pain002StatusReport(
    messageId,
    answers.map(({ id, ...answer }) => ({ endToEndId: endToEndIdOf(id), ...answer })),
  );

/** A camt.053 statement booking these payments' transfers as debits of the platform's account. */
const camt053 = (payments: { id: string; amount: string }[]) => camt053Statement(payments.map(({ id, amount }) => ({ endToEndId: endToEndIdOf(id), amount })));

const postXml = (client: SignedIn['client'], xml: string) => client.request('POST', '/api/payments/bank-answers', xml, { 'content-type': 'application/xml' });

/** POST /api/payments/batches, with an Idempotency-Key when given. */
const makeBatch = (key?: string) => superadmin.client.post('/api/payments/batches', {}, key ? { 'idempotency-key': key } : {});

/** A new batch of the pending list and its SEPA file (downloaded with ?batch=). */
async function exportBatch() {
  const made = await makeBatch();
  expect(made.statusCode, made.body).toBe(201);
  const batch = made.json() as { id: string; messageId: string; count: number; total: number; createdAt: string };
  const file = await superadmin.client.get(`/api/payments/beneficiaries.xml?batch=${batch.id}`);
  expect(file.statusCode, file.body).toBe(200);
  return { batch, xml: file.body };
}

/** Leaves the pending list empty: earlier tests' leftovers do not belong in the next batch. */
const emptyPendingList = () =>
  ctx.db
    .update(paymentIntents)
    .set({ status: 'skipped' })
    .where(inArray(paymentIntents.status, ['approved', 'pendingBeneficiaryList']));

describe('a bank batch from export to the bank answer', () => {
  it('makes a batch with valid files, applies the answer, pays a corrected IBAN in the next batch', async () => {
    await emptyPendingList();
    const first = await approvedPayment(300);
    const second = await approvedPayment(700);

    const pending = (await superadmin.client.get('/api/payments/pending-beneficiaries')).json();
    expect(pending).toMatchObject({ count: 2, total: 1_000 });

    const made = await makeBatch();
    expect(made.statusCode, made.body).toBe(201);
    const batch = made.json();
    expect(batch).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      messageId: expect.stringMatching(/^BB-/),
      count: 2,
      total: 1_000,
      createdAt: expect.any(String),
    });
    const batchId = batch.id as string;
    expect((await superadmin.client.get('/api/payments/pending-beneficiaries')).json().batches[0]).toEqual(batch);
    const exported = await superadmin.client.get(`/api/payments/beneficiaries.xml?batch=${batchId}`);
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.headers['x-batch-id']).toBe(batchId);
    expect(validatePain001(exported.body)).toBeNull();
    expect(exported.body).toContain('<NbOfTxs>2</NbOfTxs>');
    expect(exported.body).toContain('<CtrlSum>1000.00</CtrlSum>');
    expect(exported.body).toContain(`<MsgId>${batch.messageId}</MsgId>`);
    expect(exported.body).toContain(endToEndIdOf(first.intentId));
    expect([await statusOf(first.intentId), await statusOf(second.intentId)]).toEqual(['processing', 'processing']);
    expect(await payableOf(first.setup.hacker.user.id)).toBe(0);
    await expectLedgerClean();

    // The download changes nothing: again, the same bytes.
    const again = await unchanged(ctx, () => superadmin.client.get(`/api/payments/beneficiaries.xml?batch=${batchId}`));
    expect(again.body).toBe(exported.body);
    const csv = await superadmin.client.get(`/api/payments/beneficiaries.csv?batch=${batchId}`);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.startsWith('\uFEFF')).toBe(true);
    const rows = parse(csv.body, { bom: true, columns: false }) as string[][];
    expect(rows).toHaveLength(3);
    expect(rows.slice(1).map((row) => row.find((cell) => /^\d+\.\d{2}$/.test(cell)))).toEqual(['300.00', '700.00']);

    const empty = await unchanged(ctx, () => makeBatch());
    expect([empty.statusCode, empty.json().code]).toEqual([400, 'PAYMENT_BATCH_EMPTY']);

    const messageId = batch.messageId as string;
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
    const next = await exportBatch();
    expect(next.xml).toContain('DE89370400440532013000');
    expect(validatePain001(next.xml)).toBeNull();
    await postXml(superadmin.client, camt053([{ id: second.intentId, amount: '700.00' }]));
    expect(await statusOf(second.intentId)).toBe('accredited');
    expect(await payableOf(second.setup.hacker.user.id)).toBe(0);
    await expectLedgerClean();
  });

  it('puts a lost batch and retryable failures back in the list', async () => {
    await emptyPendingList();
    const paid = await approvedPayment(500);
    const batchId = (await exportBatch()).batch.id;
    const reset = (await superadmin.client.post('/api/payments/reset-pending-beneficiaries', { batch: batchId })).json();
    expect(reset).toEqual({ moved: 1 });
    expect(await statusOf(paid.intentId)).toBe('pendingBeneficiaryList');
    expect(await payableOf(paid.setup.hacker.user.id)).toBe(50_000);
    await expectLedgerClean();

    const second = await exportBatch();
    await postXml(superadmin.client, pain002(second.batch.messageId, [{ id: paid.intentId, status: 'RJCT', reason: 'AM04' }]));
    expect(await statusOf(paid.intentId)).toBe('failedRetry');
    const retried = (await superadmin.client.post('/api/payments/reset-failed-beneficiaries')).json();
    expect(retried.moved).toBeGreaterThanOrEqual(1);
    expect(await statusOf(paid.intentId)).toBe('pendingBeneficiaryList');
    await expectLedgerClean();

    const bad = await unchanged(ctx, () => postXml(superadmin.client, '<Document><Nothing/></Document>'));
    expect([bad.statusCode, bad.json().code]).toEqual([400, 'INVALID_BANK_ANSWER']);
  });
});

describe('making a batch is a POST, downloading one a GET that changes nothing', () => {
  it('answers 422 naming the field to a download without batch, 404 to an unknown one, and no table changes', async () => {
    await emptyPendingList();
    await approvedPayment(200);
    // What a link in an email or a prefetch would send: a top-level cross-site navigation with the session cookie.
    const crossSite = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' };
    const before = await snapshot(ctx.db, await publicTables(ctx.db));
    for (const file of ['xml', 'csv']) {
      const missing = await superadmin.client.get(`/api/payments/beneficiaries.${file}`, crossSite);
      expect([missing.statusCode, missing.json().code, Object.keys(missing.json().fields)]).toEqual([422, 'VALIDATION_ERROR', ['batch']]);
      expect(missing.json().fields.batch).toEqual(['This field is mandatory']);
      const malformed = await superadmin.client.get(`/api/payments/beneficiaries.${file}?batch=latest`);
      expect([malformed.statusCode, malformed.json().fields.batch]).toEqual([422, ['Invalid value']]);
      const unknown = await superadmin.client.get(`/api/payments/beneficiaries.${file}?batch=00000000-0000-4000-8000-000000000000`);
      expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'NOT_FOUND']);
    }
    expect(await snapshot(ctx.db, await publicTables(ctx.db))).toEqual(before);
    expect((await superadmin.client.get('/api/payments/pending-beneficiaries')).json().count).toBe(1);
  });

  it('makes one batch for a repeated Idempotency-Key, even sent twice at once', async () => {
    await emptyPendingList();
    const paid = [await approvedPayment(120), await approvedPayment(80)];
    const batchesBefore = await ctx.db.$count(paymentBatches);
    const [first, second] = await Promise.all([makeBatch('batch-key-1'), makeBatch('batch-key-1')]);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.json()).toEqual(first.json());
    expect(first.json()).toMatchObject({ count: 2, total: 200 });
    const replay = await unchanged(ctx, () => makeBatch('batch-key-1'));
    expect([replay.statusCode, replay.json()]).toEqual([201, first.json()]);
    expect(await ctx.db.$count(paymentBatches)).toBe(batchesBefore + 1);
    // One payout for the batch, whatever the retries.
    const payouts = await ctx.db.execute<{ n: number }>(
      sql`select count(*)::int as n from ledger_transactions where type = 'payment_payout' and reference_id = ${first.json().id}`,
    );
    expect(payouts.rows[0]!.n).toBe(1);
    for (const { intentId } of paid) expect(await statusOf(intentId)).toBe('processing');
    // Another key is another attempt: nothing waits any more.
    const other = await unchanged(ctx, () => makeBatch('batch-key-2'));
    expect([other.statusCode, other.json().code]).toEqual([400, 'PAYMENT_BATCH_EMPTY']);
    await expectLedgerClean();
  });

  it('makes one batch of two sent at once with different keys: the other finds nothing left to take', async () => {
    await emptyPendingList();
    const paid = [await approvedPayment(60), await approvedPayment(40)];
    const answers = await Promise.all([makeBatch('race-key-1'), makeBatch('race-key-2')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400]);
    const made = answers.find((answer) => answer.statusCode === 201)!.json();
    expect(answers.find((answer) => answer.statusCode === 400)!.json().code).toBe('PAYMENT_BATCH_EMPTY');
    expect(made).toMatchObject({ count: 2, total: 100 });
    const stored = await ctx.db
      .select({ batchId: paymentIntents.batchId })
      .from(paymentIntents)
      .where(
        inArray(
          paymentIntents.id,
          paid.map((one) => one.intentId),
        ),
      );
    expect(stored).toEqual([{ batchId: made.id }, { batchId: made.id }]);
    await expectLedgerClean();
  });

  it('moves every payment of a batch through the table: each has its history row, audit entry and event', async () => {
    await emptyPendingList();
    const paid = [await approvedPayment(150), await approvedPayment(250), await approvedPayment(350)];
    const ids = paid.map((one) => one.intentId);
    const { batch, xml } = await exportBatch();
    expect(
      readPain001(xml)
        .transfers.map((transfer) => transfer.endToEndId)
        .sort(),
    ).toEqual(ids.map(endToEndIdOf).sort());

    const history = await ctx.db
      .select({ intentId: paymentHistory.intentId, oldStatus: paymentHistory.oldStatus, actorId: paymentHistory.actorId })
      .from(paymentHistory)
      .where(and(inArray(paymentHistory.intentId, ids), eq(paymentHistory.status, 'processing')));
    expect(history.map((row) => row.intentId).sort()).toEqual([...ids].sort());
    expect(new Set(history.map((row) => `${row.oldStatus} ${row.actorId}`))).toEqual(new Set([`approved ${superadmin.user.id}`]));

    const audits = await ctx.db
      .select({ targetId: auditLog.targetId, details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payment.update'), inArray(auditLog.targetId, ids), sql`${auditLog.details}->>'action' = 'export'`));
    expect(audits.map((row) => row.targetId).sort()).toEqual([...ids].sort());
    for (const row of audits) expect(row.details).toMatchObject({ action: 'export', from: 'approved', to: 'processing', reason: null });
    const [batchAudit] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payment.batch'), eq(auditLog.targetId, batch.id)));
    expect(batchAudit?.details).toEqual({ messageId: batch.messageId, count: 3, total: 750 });

    const events = await ctx.db
      .select({ subjectId: domainEvents.subjectId, payload: domainEvents.payload })
      .from(domainEvents)
      .where(and(eq(domainEvents.type, 'payment.export'), inArray(domainEvents.subjectId, ids)));
    expect(events.map((row) => row.subjectId).sort()).toEqual([...ids].sort());
    for (const row of events) expect(row.payload).toEqual({ from: 'approved', to: 'processing', reason: null });
    const stored = await ctx.db.select({ batchId: paymentIntents.batchId }).from(paymentIntents).where(inArray(paymentIntents.id, ids));
    expect(new Set(stored.map((row) => row.batchId))).toEqual(new Set([batch.id]));
    await expectLedgerClean();
  });

  it('applies a bank answer to exactly the payments the table lets it move and counts the others as ignored', async () => {
    await emptyPendingList();
    const [sent, refused, accredited] = [await approvedPayment(100), await approvedPayment(200), await approvedPayment(300)];
    const { batch } = await exportBatch();
    await postXml(superadmin.client, camt053([{ id: accredited.intentId, amount: '300.00' }]));
    expect(await statusOf(accredited.intentId)).toBe('accredited');
    // Approved after the batch was made: not with the bank yet.
    const late = await approvedPayment(500);
    const payableBefore = await payableOf(refused.setup.hacker.user.id);
    const before = await statusesOf([sent, refused, accredited, late]);

    const answer = await postXml(
      superadmin.client,
      pain002(batch.messageId, [
        { id: sent.intentId, status: 'ACSC' },
        { id: refused.intentId, status: 'RJCT', reason: 'AC01' },
        { id: accredited.intentId, status: 'ACSC' },
        { id: late.intentId, status: 'RJCT', reason: 'AM04' },
        { id: '00000000-0000-4000-8000-000000000000', status: 'ACSC' },
      ]),
    );
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({
      format: 'pain.002',
      applied: [
        { id: sent.intentId, status: 'sent', reason: null },
        { id: refused.intentId, status: 'ibanNotValid', reason: 'AC01' },
      ],
      ignored: 3,
    });
    expect(await statusesOf([sent, refused, accredited, late])).toEqual({
      ...before,
      [sent.intentId]: 'sent',
      [refused.intentId]: 'ibanNotValid',
    });
    // The refused transfer's money is owed to the hacker again (one return, under the batch's id); nobody else's moved.
    expect(await payableOf(refused.setup.hacker.user.id)).toBe(payableBefore + 20_000);
    const returns = await ctx.db.execute<{ reference: string }>(sql`select reference_id as reference from ledger_transactions where type = 'payment_return'`);
    expect(returns.rows.map((row) => row.reference)).toContain(batch.id);
    const history = await ctx.db
      .select({ intentId: paymentHistory.intentId, status: paymentHistory.status, reason: paymentHistory.reason })
      .from(paymentHistory)
      .where(inArray(paymentHistory.status, ['sent', 'ibanNotValid']));
    expect(history).toEqual(
      expect.arrayContaining([
        { intentId: sent.intentId, status: 'sent', reason: null },
        { intentId: refused.intentId, status: 'ibanNotValid', reason: 'AC01' },
      ]),
    );
    await expectLedgerClean();
  });

  it('applies two answers naming the same payments in opposite orders at once, without a deadlock', async () => {
    await emptyPendingList();
    const paid = [await approvedPayment(110), await approvedPayment(120), await approvedPayment(130), await approvedPayment(140)];
    const { batch } = await exportBatch();
    const ids = paid.map((one) => one.intentId);
    const accepted = pain002(
      batch.messageId,
      ids.map((id) => ({ id, status: 'ACSC' as const })),
    );
    const booked = camt053([...ids].reverse().map((id, index) => ({ id, amount: `${140 - index * 10}.00` })));
    const answers = await Promise.all([postXml(superadmin.client, accepted), postXml(superadmin.client, booked), postXml(superadmin.client, accepted)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(Object.values(await statusesOf(paid))).toEqual(['accredited', 'accredited', 'accredited', 'accredited']);
    await expectLedgerClean();
  });
});

describe('the payments that left (the platform payment trend)', () => {
  it('count a payment once, on the day it first left, however often the bank returns it and it is paid again', async () => {
    await emptyPendingList();
    const trend = async () => {
      const points = (await superadmin.client.get('/api/stats/platform')).json().paymentTrend.points as { count: number; amount: number }[];
      return { count: points.reduce((sum, point) => sum + point.count, 0), amount: points.reduce((sum, point) => sum + point.amount, 0) };
    };
    const before = await trend();
    const paid = await approvedPayment(500);
    const { messageId } = (await exportBatch()).batch;
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
