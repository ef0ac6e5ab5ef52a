/**
 * Fix verification (DECISIONS "Reports"): a fix on a program with the service opens a retest; staff, or the reporting
 * hacker where the program lets them (paid the retest fee from the budget), record the fix verified or failed; a failed
 * fix sends the report back to the company. Roles, money and the ledger, the timeline, the notifications, the list
 * filter with its count, the 5-business-day target and the program's statistics.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { addBusinessDays } from '@bb/domain';
import { domainEvents, ledgerTransactions, notifications, paymentIntents, programs, reportRetests } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import type { TestClient } from '../../test/test-client.ts';
import { checkStatisticsAfterAll } from '../../test/statistics.ts';
import { expectLedgerBalanced } from '../banking/banking.test-support.ts';
import { addMember, errorOf, signIn, unchanged } from '../companies/companies.test-support.ts';
import { fundedCompany } from '../programs/programs.test-support.ts';
import { tinyPng, uploadFile } from '../uploads/uploads.test-support.ts';
import { readyHacker, reportSetup, submit } from './reports.test-support.ts';
import { fixedReport, retestSetup, type RetestSetup } from './retests.test-support.ts';

let ctx: TestContext;
checkStatisticsAfterAll(() => ctx.db);
beforeAll(async () => {
  ctx = await createTestApp({}, { poolSize: 8 });
});

const NOTE_FAILED = 'Con l’ID 10450 la fattura di un altro studio si scarica ancora.';
const NOTE_VERIFIED = 'Ora ogni fattura di altri studi risponde 404.';

const evidenceBy = (client: TestClient, name = 'prova.png') => uploadFile(ctx, client, 'commentAttachment', tinyPng(), 'image/png', name);
const reservedOf = async (programId: string) =>
  (await ctx.db.select({ reserved: programs.reservedCents }).from(programs).where(eq(programs.id, programId)))[0]!.reserved;

/** A report of the setup's program, rewarded and fixed: its retest is open. */
async function retestedReport(setup: RetestSetup): Promise<string> {
  const { id } = await submit(setup.hacker.client, setup.program);
  await fixedReport(ctx, setup, id);
  return id;
}

/** Who was told of the report's retest events (in-app), with what they were told. */
async function retestNotices(reportId: string) {
  return ctx.db
    .select({ userId: notifications.userId, details: notifications.details, type: domainEvents.type })
    .from(notifications)
    .innerJoin(domainEvents, eq(domainEvents.id, notifications.eventId))
    .where(and(eq(domainEvents.subjectId, reportId), inArray(domainEvents.type, ['retest.open', 'retest.verify', 'retest.fail'])));
}

describe('who retests: a program setting', () => {
  it('is staff by default, chosen at creation, changed in the program’s settings; anything else is 422 and changes nothing', async () => {
    const plain = await retestSetup(ctx, { retester: 'staff' });
    const url = `/api/programs/${plain.program.id}`;
    expect((await plain.company.client.get(url)).json()).toMatchObject({ verificationService: true, retester: 'staff' });
    const changed = await plain.company.client.patch(url, { retester: 'hacker' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().retester).toBe('hacker');
    const wrong = await unchanged(ctx, () => plain.company.client.patch(url, { retester: 'company' }));
    expect([wrong.statusCode, Object.keys(wrong.json().fields)]).toEqual([422, ['retester']]);
    expect((await retestSetup(ctx, { retester: 'hacker' })).program.retester).toBe('hacker');
  });
});

describe('a managed program whose staff retest', () => {
  let setup: RetestSetup;
  beforeAll(async () => {
    setup = await retestSetup(ctx, { retester: 'staff', isManaged: true });
  });

  it('opens a retest on the fix, due in 5 business days, that staff may record and nobody else', async () => {
    const id = await retestedReport(setup);
    const url = `/api/reports/${id}`;
    const seenByStaff = (await setup.staff.client.get(url)).json();
    expect(seenByStaff).toMatchObject({
      status: 'fixed',
      retestStatus: 'pending',
      retest: { status: 'pending', retester: 'staff', fee: null, round: 1, target: { state: 'due', doneAt: null }, abilities: { verify: true, fail: true } },
    });
    expect(seenByStaff.retest.target.dueAt).toBe(addBusinessDays(new Date(seenByStaff.retest.createdAt), 5).toISOString());
    expect(seenByStaff.timeline.at(-1)).toMatchObject({ type: 'retestOpened' });
    // The company and the hacker see the retest, with no button on it.
    for (const client of [setup.company.client, setup.hacker.client]) {
      expect((await client.get(url)).json().retest).toMatchObject({ status: 'pending', abilities: { verify: false, fail: false } });
    }

    const viewer = await addMember(ctx, setup.company.companyId, { role: 'VIEWER' });
    const other = await fundedCompany(ctx);
    const otherHacker = await readyHacker(ctx);
    const superadmin = await signIn(ctx, 'superadmin');
    const note = { note: NOTE_VERIFIED };
    for (const client of [setup.company.client, viewer.client, other.client, superadmin.client]) {
      expect(errorOf(await unchanged(ctx, () => client.post(`${url}/verify-fix`, note)))).toEqual([403, 'FORBIDDEN']);
    }
    // The reporting hacker holds the permission but not the relation: on this program staff retest.
    expect(errorOf(await unchanged(ctx, () => setup.hacker.client.post(`${url}/verify-fix`, note)))).toEqual([403, 'FORBIDDEN']);
    expect(errorOf(await unchanged(ctx, () => otherHacker.client.post(`${url}/verify-fix`, note)))).toEqual([404, 'NOT_FOUND']);
  });

  it('fails a fix with a note and evidence: the report goes back to rewarded, and a new fix opens the next retest, verified this time', async () => {
    const id = await retestedReport(setup);
    const url = `/api/reports/${id}`;
    const { staff, company, hacker } = setup;

    const noEvidence = await unchanged(ctx, () => staff.client.post(`${url}/fail-fix`, { note: NOTE_FAILED, evidence: [] }));
    expect([noEvidence.statusCode, noEvidence.json().fields]).toEqual([422, { evidence: ['Attach at least one piece of evidence that the fix failed'] }]);
    const noNote = await unchanged(ctx, () => staff.client.post(`${url}/fail-fix`, { note: ' ', evidence: [] }));
    expect([noNote.statusCode, Object.keys(noNote.json().fields).sort()]).toEqual([422, ['evidence', 'note']]);
    // Evidence must be the retester's own upload.
    const someoneElses = await evidenceBy(hacker.client);
    const foreign = await unchanged(ctx, () => staff.client.post(`${url}/fail-fix`, { note: NOTE_FAILED, evidence: [someoneElses] }));
    expect([foreign.statusCode, Object.keys(foreign.json().fields)]).toEqual([422, ['evidence.0']]);

    const evidence = await evidenceBy(staff.client, 'fattura-10450.png');
    const failed = await staff.client.post(`${url}/fail-fix`, { note: NOTE_FAILED, evidence: [evidence] });
    expect(failed.statusCode, failed.body).toBe(200);
    expect(failed.json()).toMatchObject({
      status: 'rewarded',
      retestStatus: 'failed',
      retest: { status: 'failed', note: NOTE_FAILED, evidence: [{ id: evidence, fileName: 'fattura-10450.png' }], decidedBy: { id: staff.user.id } },
      responseTargets: { resolution: { doneAt: null } },
    });
    expect(failed.json().timeline.slice(-2)).toMatchObject([
      { type: 'retestFailed', actor: { id: staff.user.id }, reason: NOTE_FAILED, media: [{ id: evidence }] },
      { type: 'statusChange', actor: null, oldStatus: 'fixed', status: 'rewarded' },
    ]);
    // The company reads the note and downloads the evidence; the fix is theirs to make again.
    const companyView = (await company.client.get(url)).json();
    expect(companyView).toMatchObject({ status: 'rewarded', abilities: { fix: true }, retest: { note: NOTE_FAILED } });
    expect((await company.client.get(`/api/uploads/${evidence}`)).statusCode).toBe(200);
    expect((await hacker.client.get(`/api/uploads/${evidence}`)).statusCode).toBe(200);
    expect((await (await fundedCompany(ctx)).client.get(`/api/uploads/${evidence}`)).statusCode).toBe(404);
    expect(errorOf(await unchanged(ctx, () => staff.client.post(`${url}/verify-fix`, { note: NOTE_VERIFIED })))).toEqual([400, 'INVALID_RETEST_STATUS']);

    const fixedAgain = await company.client.post(`${url}/fix`);
    expect(fixedAgain.json()).toMatchObject({ status: 'fixed', retestStatus: 'pending', retest: { status: 'pending', round: 2, note: null } });
    const verified = await staff.client.post(`${url}/verify-fix`, { note: NOTE_VERIFIED });
    expect(verified.json()).toMatchObject({
      status: 'fixed',
      retestStatus: 'verified',
      retest: { status: 'verified', round: 2, note: NOTE_VERIFIED, evidence: [], target: { state: 'met' } },
      responseTargets: { resolution: { state: 'met' } },
    });
    expect(verified.json().timeline.at(-1)).toMatchObject({ type: 'retestVerified', reason: NOTE_VERIFIED });

    // reportUpdate to the parties (the company, the hacker; staff on this managed program), never the one who acted.
    const notices = await retestNotices(id);
    const toHacker = notices.filter((notice) => notice.userId === hacker.user.id).map((notice) => notice.details.retest);
    expect(toHacker).toEqual(['pending', 'failed', 'pending', 'verified']);
    const toCompany = notices.filter((notice) => notice.userId === company.user.id && notice.type !== 'retest.open').map((notice) => notice.details);
    expect(toCompany).toEqual([
      expect.objectContaining({ change: 'retest', retest: 'failed' }),
      expect.objectContaining({ change: 'retest', retest: 'verified' }),
    ]);
    expect(notices.filter((notice) => notice.userId === staff.user.id && notice.type !== 'retest.open')).toEqual([]);
    expect(notices.filter((notice) => notice.userId === staff.user.id && notice.type === 'retest.open')).toHaveLength(2);
  });
});

describe('a program whose reporting hacker retests, paid the retest fee', () => {
  let setup: RetestSetup;
  beforeAll(async () => {
    setup = await retestSetup(ctx, { retester: 'hacker' });
  });

  it('holds the fee when the retest opens and pays it, through the ledger and a payment of kind retest, when the hacker records it', async () => {
    const before = (await setup.company.client.get(`/api/programs/${setup.program.id}`)).json().remainingBudget;
    const id = await retestedReport(setup);
    const url = `/api/reports/${id}`;
    const afterFix = (await setup.company.client.get(`/api/programs/${setup.program.id}`)).json().remainingBudget;
    expect(before - afterFix).toBe(800 + 50); // the reward (the target's high prize) and the fee held back
    expect(await reservedOf(setup.program.id)).toBe(5_000);
    const mine = (await setup.hacker.client.get(url)).json();
    expect(mine.retest).toMatchObject({ retester: 'hacker', fee: 50, abilities: { verify: true, fail: true } });

    const evidence = await evidenceBy(setup.hacker.client);
    const verified = await setup.hacker.client.post(`${url}/verify-fix`, { note: NOTE_VERIFIED, evidence: [evidence] });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toMatchObject({ retest: { status: 'verified', fee: 50, evidence: [{ id: evidence }] }, payment: { bountyTotalAmount: 800 } });
    expect(await reservedOf(setup.program.id)).toBe(0);
    expect((await setup.company.client.get(`/api/programs/${setup.program.id}`)).json().remainingBudget).toBe(afterFix);

    const [retest] = await ctx.db.select().from(reportRetests).where(eq(reportRetests.reportId, id));
    const payments = await ctx.db.select().from(paymentIntents).where(eq(paymentIntents.reportId, id));
    expect(
      payments.map(({ kind, grossCents, retestId, hackerId }) => ({ kind, grossCents, retestId, hackerId })).sort((a, b) => a.kind.localeCompare(b.kind)),
    ).toEqual([
      { kind: 'retest', grossCents: 5_000, retestId: retest!.id, hackerId: setup.hacker.user.id },
      { kind: 'reward', grossCents: 80_000, retestId: null, hackerId: setup.hacker.user.id },
    ]);
    const fees = await ctx.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.referenceId, retest!.id));
    expect(fees.map((transaction) => transaction.type)).toEqual(['retest_fee']);
    // The hacker's payments list the fee beside the reward, filtered by kind.
    const listed = (await setup.hacker.client.get('/api/payments/intents?kind=retest')).json();
    expect(listed.results.map((payment: { kind: string; bountyTotalAmount: number }) => [payment.kind, payment.bountyTotalAmount])).toEqual([['retest', 50]]);
    await expectLedgerBalanced(ctx);
  });

  it('lets staff record a hacker’s retest too: the fee goes back to the budget, nothing is paid', async () => {
    const id = await retestedReport(setup);
    const reserved = await reservedOf(setup.program.id);
    const evidence = await evidenceBy(setup.staff.client);
    const failed = await setup.staff.client.post(`/api/reports/${id}/fail-fix`, { note: NOTE_FAILED, evidence: [evidence] });
    expect(failed.json()).toMatchObject({ status: 'rewarded', retest: { status: 'failed', fee: null } });
    expect(await reservedOf(setup.program.id)).toBe(reserved - 5_000);
    expect(
      await ctx.db
        .select()
        .from(paymentIntents)
        .where(and(eq(paymentIntents.reportId, id), eq(paymentIntents.kind, 'retest'))),
    ).toEqual([]);
    await expectLedgerBalanced(ctx);
  });

  it('charges the retest fee the platform sets, and gives the retest to staff when the budget cannot hold it', async () => {
    const superadmin = await signIn(ctx, 'superadmin');
    expect((await superadmin.client.patch('/api/admin/settings', { RETEST_FEE: 75.5 })).statusCode).toBe(200);
    try {
      const id = await retestedReport(setup);
      expect((await setup.hacker.client.get(`/api/reports/${id}`)).json().retest).toMatchObject({ retester: 'hacker', fee: 75.5 });

      // A program with 800 of budget: the reward spends it all, the fee cannot be held.
      const poor = await retestSetup(ctx, { retester: 'hacker', budget: 7_500 });
      const { id: first } = await submit(poor.hacker.client, poor.program);
      await fixedReport(ctx, poor, first);
      const remaining = (await poor.company.client.get(`/api/programs/${poor.program.id}`)).json().remainingBudget;
      expect(remaining).toBe(7_500 - 800 - 75.5);
      const costly = await superadmin.client.patch('/api/admin/settings', { RETEST_FEE: remaining + 1 });
      expect(costly.statusCode).toBe(200);
      const { id: second } = await submit(poor.hacker.client, poor.program);
      await fixedReport(ctx, poor, second);
      expect((await poor.hacker.client.get(`/api/reports/${second}`)).json().retest).toMatchObject({ retester: 'staff', fee: null });
    } finally {
      await superadmin.client.patch('/api/admin/settings', { RETEST_FEE: 50 });
    }
    await expectLedgerBalanced(ctx);
  });

  it('refuses another hacker (404) and a hacker on a staff retest (403); answers INVALID_RETEST_STATUS where no retest waits', async () => {
    const id = await retestedReport(setup);
    const otherHacker = await readyHacker(ctx);
    expect(errorOf(await unchanged(ctx, () => otherHacker.client.post(`/api/reports/${id}/verify-fix`, { note: NOTE_VERIFIED })))).toEqual([404, 'NOT_FOUND']);

    // A program without Fix verification: a fix opens nothing.
    const plain = await reportSetup(ctx);
    const { id: unverified } = await submit(plain.hacker.client, plain.program);
    await plain.company.client.post(`/api/reports/${unverified}/start`);
    await plain.company.client.post(`/api/reports/${unverified}/reward`, {});
    const fixed = (await plain.company.client.post(`/api/reports/${unverified}/fix`)).json();
    expect(fixed).toMatchObject({ status: 'fixed', retestStatus: null, retest: null });
    expect(fixed.timeline.at(-1)).toMatchObject({ type: 'statusChange', status: 'fixed' });
    expect(errorOf(await unchanged(ctx, () => plain.staff.client.post(`/api/reports/${unverified}/verify-fix`, { note: NOTE_VERIFIED })))).toEqual([
      400,
      'INVALID_RETEST_STATUS',
    ]);
  });
});

describe('the lists and the program’s statistics', () => {
  it('filter reports by their latest retest, count them, and count the program’s retests with the late ones and the fees paid', async () => {
    const setup = await retestSetup(ctx, { retester: 'hacker' });
    const [pending, verified, failed] = [await retestedReport(setup), await retestedReport(setup), await retestedReport(setup)];
    await setup.hacker.client.post(`/api/reports/${verified}/verify-fix`, { note: NOTE_VERIFIED });
    await setup.hacker.client.post(`/api/reports/${failed}/fail-fix`, { note: NOTE_FAILED, evidence: [await evidenceBy(setup.hacker.client)] });
    // The pending one is past its target.
    await ctx.db
      .update(reportRetests)
      .set({ dueAt: new Date(Date.now() - 60_000) })
      .where(eq(reportRetests.reportId, pending));

    const base = `/api/reports?program=${setup.program.id}`;
    for (const client of [setup.company.client, setup.staff.client, setup.hacker.client]) {
      for (const [state, id] of [
        ['pending', pending],
        ['verified', verified],
        ['failed', failed],
      ] as const) {
        const page = (await client.get(`${base}&retest=${state}`)).json();
        expect({ state, count: page.count, ids: page.results.map((row: { id: string }) => row.id) }).toEqual({ state, count: 1, ids: [id] });
        expect(page.results[0].retestStatus).toBe(state);
      }
    }
    expect(errorOf(await setup.company.client.get(`${base}&retest=maybe`))).toEqual([400, 'INVALID_FILTER']);

    expect((await setup.staff.client.get(`/api/reports/${pending}`)).json().retest.target.state).toBe('breached');
    const stats = (await setup.company.client.get(`/api/programs/${setup.program.id}/stats`)).json();
    expect(stats.retests).toEqual({ pending: 1, verified: 1, failed: 1, late: 1, feesPaid: 100 });
    const plain = await reportSetup(ctx);
    expect((await plain.company.client.get(`/api/programs/${plain.program.id}/stats`)).json().retests).toBeNull();
  });
});
