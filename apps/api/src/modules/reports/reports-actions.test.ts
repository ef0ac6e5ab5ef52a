import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { emails, paymentIntents, programPoints, programs, users } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { checkStatisticsAfterAll } from '../../test/statistics.ts';
import { expectLedgerBalanced } from '../banking/banking.test-support.ts';
import { errorOf, unchanged } from '../companies/companies.test-support.ts';
import { tinyPdf, tinyPng, uploadFile } from '../uploads/uploads.test-support.ts';
import { readyHacker, reportSetup, richText, submit, VECTOR_CRITICAL, VECTOR_MEDIUM, type ReportSetup } from './reports.test-support.ts';

let ctx: TestContext;
checkStatisticsAfterAll(() => ctx.db);
beforeAll(async () => {
  ctx = await createTestApp({}, { poolSize: 8 });
});

const reservedOf = async (programId: string) =>
  (await ctx.db.select({ reserved: programs.reservedCents }).from(programs).where(eq(programs.id, programId)))[0]!.reserved;
const pointsOf = async (userId: string) => (await ctx.db.select({ points: users.points }).from(users).where(eq(users.id, userId)))[0]!.points;

describe('a self-managed program: the company does it all', () => {
  let setup: ReportSetup;
  beforeAll(async () => {
    setup = await reportSetup(ctx, { budget: 20_000 });
  });

  it('starts, asks for more information, gets the answer, lowers the severity with a reason, rewards and fixes', async () => {
    const { company, hacker, program } = setup;
    const report = await submit(hacker.client, program);
    const url = `/api/reports/${report.id}`;

    const started = await company.client.post(`${url}/start`);
    expect(started.json()).toMatchObject({ status: 'triaged', abilities: { reward: true, moreInfo: true, start: false } });
    expect(await reservedOf(program.id)).toBe(80_000);
    expect(errorOf(await unchanged(ctx, () => company.client.post(`${url}/start`)))).toEqual([400, 'REPORT_ALREADY_STARTED']);

    expect((await company.client.post(`${url}/more-info`, { message: 'Con quale utente?' })).json().status).toBe('moreInfo');
    const screenshot = await uploadFile(ctx, hacker.client, 'commentAttachment', tinyPng(), 'image/png', 'utente.png');
    const answered = await hacker.client.post(`${url}/comment`, { content: richText('Con un utente senza privilegi.'), media: [screenshot] });
    expect(answered.json()).toMatchObject({ status: 'triaged' });
    expect(answered.json().timeline.at(-1)).toMatchObject({ type: 'comment', media: [{ id: screenshot, fileName: 'utente.png' }] });

    const lower = await unchanged(ctx, () => company.client.post(`${url}/change-severity`, { severity: 'medium' }));
    expect([lower.statusCode, Object.keys(lower.json().fields)]).toEqual([422, ['reason']]);
    const lowered = await company.client.post(`${url}/change-severity`, {
      severity: 'medium',
      severityDescription: VECTOR_MEDIUM,
      reason: 'Serve un utente autenticato.',
    });
    expect(lowered.json()).toMatchObject({ severity: 'medium', defaultReward: 300 });
    expect(lowered.json().timeline.at(-1)).toMatchObject({
      type: 'severityChange',
      severity: 'medium',
      oldSeverity: 'high',
      vector: VECTOR_MEDIUM,
      reason: 'Serve un utente autenticato.',
    });
    expect(await reservedOf(program.id)).toBe(30_000);

    const before = await pointsOf(hacker.user.id);
    const rewarded = await company.client.post(`${url}/reward`, {});
    expect(rewarded.json()).toMatchObject({ status: 'rewarded', reward: 300, abilities: { fix: true, reward: false } });
    expect(await reservedOf(program.id)).toBe(0);
    expect(await pointsOf(hacker.user.id)).toBe(before + 25);
    const [intent] = await ctx.db.select().from(paymentIntents).where(eq(paymentIntents.reportId, report.id));
    expect(intent).toMatchObject({ hackerId: hacker.user.id, grossCents: 30_000, status: 'pending' });
    const [ranked] = await ctx.db
      .select({ points: programPoints.points })
      .from(programPoints)
      .where(and(eq(programPoints.programId, program.id), eq(programPoints.hackerId, hacker.user.id)));
    expect(ranked?.points).toBe(25);

    expect((await company.client.post(`${url}/fix`)).json()).toMatchObject({ status: 'fixed', responseTargets: { resolution: { state: 'met' } } });
    const finalized = await ctx.db
      .select({ template: emails.template })
      .from(emails)
      .where(and(eq(emails.toAddress, hacker.user.email), eq(emails.template, 'reportFinalized')));
    expect(finalized.length).toBe(2);
    await expectLedgerBalanced(ctx);
  });

  it('rewards an amount of its choice within what the budget can pay, and redeems sharing points once', async () => {
    const report = await submit(setup.hacker.client, setup.program);
    const url = `/api/reports/${report.id}`;
    await setup.company.client.post(`${url}/start`);
    expect(errorOf(await unchanged(ctx, () => setup.company.client.post(`${url}/reward`, { amount: 9_999_999 })))).toEqual([400, 'PROGRAM_LOW_BUDGET']);
    expect((await setup.company.client.post(`${url}/reward`, { amount: 1234.5 })).json().reward).toBe(1234.5);
    const shared = await setup.hacker.client.post(`${url}/redeem-points`, { network: 'linkedin' });
    expect(shared.json().pointsRedeemed).toBe(true);
    expect(errorOf(await unchanged(ctx, () => setup.hacker.client.post(`${url}/redeem-points`, { network: 'x' })))).toEqual([400, 'INVALID_REPORT_PUBLISH']);
    const image = await setup.hacker.client.get(`${url}/share-image`, { 'accept-language': 'it' });
    expect([image.statusCode, image.headers['content-type'], image.body.includes('1.234,50')]).toEqual([200, 'image/svg+xml', true]);
    expect((await setup.hacker.client.get(`${url}/share-image`, { 'accept-language': 'en' })).body).toContain('1,234.50');
  });

  it('rejects a duplicate naming its original, whose fingerprint (never its content) the hacker sees', async () => {
    const original = await submit(setup.hacker.client, setup.program, { title: 'Originale' });
    const second = await readyHacker(ctx);
    const copy = await submit(second.client, setup.program, { title: 'Copia' });
    const url = `/api/reports/${copy.id}/reject`;
    const bad = await unchanged(ctx, () => setup.company.client.post(url, { reason: 'duplicate', details: 'Già segnalato.' }));
    expect([bad.statusCode, Object.keys(bad.json().fields)]).toEqual([422, ['duplicateOf']]);
    const later = await unchanged(ctx, () =>
      setup.company.client.post(`/api/reports/${original.id}/reject`, { reason: 'duplicate', details: 'x', duplicateOf: copy.id }),
    );
    expect(later.statusCode).toBe(422);
    const before = await pointsOf(second.user.id);
    const rejected = await setup.company.client.post(url, { reason: 'duplicate', details: 'Già segnalato.', duplicateOf: original.id });
    expect(rejected.json()).toMatchObject({ status: 'duplicate' });
    expect(await pointsOf(second.user.id)).toBe(before + 2);
    const seen = (await second.client.get(`/api/reports/${copy.id}`)).json();
    expect(seen.duplicateOf).toEqual({
      id: original.id,
      createdAt: original.createdAt,
      severity: 'high',
      status: 'new',
      fingerprint: (original.receipt as { sha256: string }).sha256,
    });
    expect(JSON.stringify(seen)).not.toContain('Originale');
    expect(errorOf(await second.client.get(`/api/reports/${original.id}`))).toEqual([404, 'NOT_FOUND']);
  });

  it('pays 20 concurrent rewards without spending more than the budget, then pauses the program it emptied', async () => {
    const small = await reportSetup(ctx, { budget: 7_500 });
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) ids.push((await submit(small.hacker.client, small.program, { severityDescription: VECTOR_CRITICAL })).id);
    const started = await Promise.all(ids.map((id) => small.company.client.post(`/api/reports/${id}/start`)));
    expect(started.every((r) => r.statusCode === 200)).toBe(true);
    const rewards = await Promise.all(ids.map((id) => small.company.client.post(`/api/reports/${id}/reward`, { amount: 2000 })));
    // 7,500 pays three rewards of 2,000; the rest are refused without moving money.
    expect(rewards.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(rewards.filter((r) => r.statusCode !== 200).map((r) => r.json().code)).toEqual(Array.from({ length: 17 }, () => 'PROGRAM_LOW_BUDGET'));
    const program = (await small.company.client.get(`/api/programs/${small.program.id}`)).json();
    // 1,500 is left in the budget and held by the fourth report taken in charge: nothing is free, the program pauses.
    expect([program.remainingBudget, program.status, program.pausedForBudget]).toEqual([0, 'paused', true]);
    await expectLedgerBalanced(ctx);
  });

  it('rewards once for a repeated Idempotency-Key', async () => {
    const report = await submit(setup.hacker.client, setup.program);
    await setup.company.client.post(`/api/reports/${report.id}/start`);
    const key = { 'idempotency-key': `reward-${report.id}` };
    const first = await setup.company.client.post(`/api/reports/${report.id}/reward`, { amount: 100 }, key);
    const again = await setup.company.client.post(`/api/reports/${report.id}/reward`, { amount: 100 }, key);
    expect([first.statusCode, again.statusCode, again.json().reward]).toEqual([200, 200, 100]);
    expect(await ctx.db.select().from(paymentIntents).where(eq(paymentIntents.reportId, report.id))).toHaveLength(1);
    await expectLedgerBalanced(ctx);
  });
});

describe('a managed program: staff triage and approve, the company rewards', () => {
  it('takes a report through staff triage, approval with the review PDF, a send-back and the reward', async () => {
    const setup = await reportSetup(ctx, { isManaged: true, budget: 20_000 });
    const report = await submit(setup.hacker.client, setup.program);
    const url = `/api/reports/${report.id}`;
    expect(errorOf(await unchanged(ctx, () => setup.company.client.post(`${url}/start`)))).toEqual([403, 'FORBIDDEN']);
    expect((await setup.staff.client.post(`${url}/start`)).json().status).toBe('triaged');
    const missing = await unchanged(ctx, () => setup.staff.client.post(`${url}/approve`, { title: 'Rivisto', content: richText('Rivisto.') }));
    expect([missing.statusCode, Object.keys(missing.json().fields)]).toEqual([422, ['reviewDocument']]);
    const reviewDocument = await uploadFile(ctx, setup.staff.client, 'reviewDocument', tinyPdf(), 'application/pdf', 'revisione.pdf');
    const approved = await setup.staff.client.post(`${url}/approve`, {
      title: 'SQL injection rivista',
      content: richText('Rivisto dal triager.'),
      reviewDocument,
      severityDescription: VECTOR_CRITICAL,
    });
    expect(approved.json()).toMatchObject({
      status: 'forApproval',
      title: 'SQL injection rivista',
      severity: 'critical',
      reviewDocument: { fileName: 'revisione.pdf' },
    });
    expect((await setup.hacker.client.get(`/api/uploads/${reviewDocument}`)).statusCode).toBe(404);
    expect((await setup.company.client.get(`/api/uploads/${reviewDocument}`)).statusCode).toBe(200);
    expect((await setup.company.client.post(`${url}/send-back`, { reason: 'Manca il payload.' })).json().status).toBe('triaged');
    await setup.staff.client.post(`${url}/approve`, { title: 'SQL injection rivista', content: richText('Con il payload.'), reviewDocument });
    expect(errorOf(await unchanged(ctx, () => setup.staff.client.post(`${url}/reward`, {})))).toEqual([403, 'FORBIDDEN']);
    expect((await setup.company.client.post(`${url}/reward`, {})).json()).toMatchObject({ status: 'rewarded', reward: 2000 });
    await expectLedgerBalanced(ctx);
  });
});
