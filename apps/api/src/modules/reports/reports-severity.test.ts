import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { domainEvents, programs, reports } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { checkStatisticsAfterAll } from '../../test/statistics.ts';
import { unchanged } from '../companies/companies.test-support.ts';
import { tinyPdf, uploadFile } from '../uploads/uploads.test-support.ts';
import { reportSetup, richText, submit, VECTOR_CRITICAL, VECTOR_MEDIUM, type ReportSetup } from './reports.test-support.ts';

/** 8.7 high (an SQL injection as a signed-in user) and 1.7 low (a disclosure without a known exploit). */
const VECTOR_HIGH = 'CVSS:4.0/AV:N/AC:L/AT:N/PR:L/UI:N/VC:H/VI:H/VA:H/SC:N/SI:N/SA:N';
const VECTOR_LOW = 'CVSS:4.0/AV:N/AC:L/AT:P/PR:N/UI:N/VC:L/VI:N/VA:N/SC:N/SI:N/SA:N/E:U';

let ctx: TestContext;
checkStatisticsAfterAll(() => ctx.db);
beforeAll(async () => {
  ctx = await createTestApp();
});

const reservedOf = async (programId: string) =>
  (await ctx.db.select({ reserved: programs.reservedCents }).from(programs).where(eq(programs.id, programId)))[0]!.reserved;
const storedOf = async (id: string) =>
  (
    await ctx.db
      .select({ severity: reports.severity, vector: reports.cvssVector, scoreTenths: reports.cvssScoreTenths, reservedCents: reports.reservedCents })
      .from(reports)
      .where(eq(reports.id, id))
  )[0]!;
/** The payloads of the report's severity events, oldest first (what the timeline and notifications are made from). */
const severityEventsOf = async (id: string) =>
  (await ctx.db.select({ type: domainEvents.type, payload: domainEvents.payload }).from(domainEvents).where(eq(domainEvents.subjectId, id)))
    .filter((event) => event.type === 'report.changeSeverity' || event.type === 'report.approve')
    .map((event) => (event.payload as { severity: unknown }).severity);

describe('change-severity on a report that carries a CVSS 4.0 vector (the severity follows the score)', () => {
  let setup: ReportSetup;
  let url: string;
  let id: string;
  beforeAll(async () => {
    setup = await reportSetup(ctx, { budget: 20_000 });
    ({ id } = await submit(setup.hacker.client, setup.program, { severity: 'high', severityDescription: VECTOR_HIGH }));
    url = `/api/reports/${id}/change-severity`;
    await setup.company.client.post(`/api/reports/${id}/start`);
  });

  it('refuses a severity the vector contradicts, sent with the vector or keeping it, naming the severity it scores; nothing changes', async () => {
    const post = (body: object, language = 'it') => setup.company.client.post(url, body, { 'accept-language': language });
    // The case: "Alta" asked for with the critical vector the form carried.
    const sent = await unchanged(ctx, () => post({ severity: 'high', severityDescription: VECTOR_CRITICAL, reason: 'Impatto limitato.' }));
    expect(sent.statusCode).toBe(422);
    expect(sent.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: { severityDescription: ['Il vettore CVSS vale una gravità Critica: la gravità segue il vettore. Cambia le metriche oppure rimuovi il vettore'] },
    });
    // No vector in the body keeps the report's (high): another severity contradicts it.
    const kept = await unchanged(ctx, () => post({ severity: 'critical' }, 'en'));
    expect([kept.statusCode, kept.json().fields]).toEqual([
      422,
      { severityDescription: ['The CVSS vector scores a High severity: the severity follows the vector. Change its metrics or remove the vector'] },
    ]);
    expect(await storedOf(id)).toEqual({ severity: 'high', vector: VECTOR_HIGH, scoreTenths: 87, reservedCents: 80_000 });
  });

  it('refuses a change that changes nothing instead of answering it as saved', async () => {
    for (const body of [{ severity: 'high' }, { severity: 'high', severityDescription: VECTOR_HIGH, reason: 'Confermata.' }]) {
      const same = await unchanged(ctx, () => setup.company.client.post(url, body));
      expect([same.statusCode, Object.keys(same.json().fields)]).toEqual([422, ['severity']]);
    }
  });

  it('moves the severity and the reservation with a new vector; a lower score needs the reason the hacker reads', async () => {
    const raised = await setup.company.client.post(url, { severity: 'critical', severityDescription: VECTOR_CRITICAL });
    expect(raised.json()).toMatchObject({ severity: 'critical', severityDescription: VECTOR_CRITICAL, cvssScore: 9.3, defaultReward: 2000 });
    expect(await reservedOf(setup.program.id)).toBe(200_000);

    const unexplained = await unchanged(ctx, () => setup.company.client.post(url, { severity: 'medium', severityDescription: VECTOR_MEDIUM }));
    expect([unexplained.statusCode, Object.keys(unexplained.json().fields)]).toEqual([422, ['reason']]);
    const lowered = await setup.company.client.post(url, { severity: 'medium', severityDescription: VECTOR_MEDIUM, reason: 'Serve un utente autenticato.' });
    expect(lowered.json()).toMatchObject({ severity: 'medium', cvssScore: 6.3, defaultReward: 300 });
    expect(lowered.json().timeline.at(-1)).toMatchObject({
      type: 'severityChange',
      oldSeverity: 'critical',
      severity: 'medium',
      oldVector: VECTOR_CRITICAL,
      vector: VECTOR_MEDIUM,
      oldScore: 9.3,
      score: 6.3,
      reason: 'Serve un utente autenticato.',
    });
    expect(await storedOf(id)).toEqual({ severity: 'medium', vector: VECTOR_MEDIUM, scoreTenths: 63, reservedCents: 30_000 });
    expect(await reservedOf(setup.program.id)).toBe(30_000);
    // Keeping the vector (no field) with the severity it scores is no change at all.
    const kept = await unchanged(ctx, () => setup.company.client.post(url, { severity: 'medium' }));
    expect(Object.keys(kept.json().fields)).toEqual(['severity']);
  });

  it('removes the vector only when asked to (null sent on purpose), records it, and then takes any severity', async () => {
    const cleared = await setup.company.client.post(url, { severity: 'high', severityDescription: null });
    expect(cleared.json()).toMatchObject({ severity: 'high', severityDescription: null, cvssScore: null, defaultReward: 800 });
    expect(cleared.json().timeline.at(-1)).toMatchObject({
      type: 'severityChange',
      oldSeverity: 'medium',
      severity: 'high',
      oldVector: VECTOR_MEDIUM,
      vector: null,
      oldScore: 6.3,
      score: null,
    });
    expect(await storedOf(id)).toEqual({ severity: 'high', vector: null, scoreTenths: null, reservedCents: 80_000 });
    expect((await severityEventsOf(id)).at(-1)).toEqual({ from: 'medium', to: 'high', vectorFrom: VECTOR_MEDIUM, vectorTo: null });

    // Without a vector the severity is chosen by hand; a lower one still needs a reason.
    const plain = await setup.company.client.post(url, { severity: 'critical' });
    expect(plain.json()).toMatchObject({ severity: 'critical', severityDescription: null });
    const unexplained = await unchanged(ctx, () => setup.company.client.post(url, { severity: 'low' }));
    expect(Object.keys(unexplained.json().fields)).toEqual(['reason']);
    // A vector given again decides the severity once more.
    const scored = await setup.company.client.post(url, { severity: 'low', severityDescription: VECTOR_LOW, reason: 'Nessun exploit noto.' });
    expect(scored.json()).toMatchObject({ severity: 'low', severityDescription: VECTOR_LOW, cvssScore: 1.7, defaultReward: 100 });
    expect(await reservedOf(setup.program.id)).toBe(10_000);
  });

  it('says on the field when the vector is incomplete or scores 0.0', async () => {
    const partial = await unchanged(ctx, () => setup.company.client.post(url, { severity: 'high', severityDescription: 'CVSS:4.0/AV:N/AC:L' }));
    expect(partial.json().fields).toEqual({ severityDescription: [expect.stringContaining('CVSS 4.0')] });
    const zero = 'CVSS:4.0/AV:N/AC:L/AT:N/PR:N/UI:N/VC:N/VI:N/VA:N/SC:N/SI:N/SA:N';
    const none = await unchanged(ctx, () => setup.company.client.post(url, { severity: 'low', severityDescription: zero }));
    expect(none.json().fields).toEqual({ severityDescription: ['This vector scores 0.0: it does not describe a vulnerability'] });
  });
});

describe('approve: the review may score the vector anew or remove it, and the severity follows', () => {
  it('moves the severity and the reservation with the reviewed vector, keeps it when the field is omitted, removes it on null', async () => {
    const setup = await reportSetup(ctx, { isManaged: true, budget: 20_000 });
    const review = () => uploadFile(ctx, setup.staff.client, 'reviewDocument', tinyPdf(), 'application/pdf', 'revisione.pdf');
    const approve = async (id: string, severityDescription?: string | null) =>
      setup.staff.client.post(`/api/reports/${id}/approve`, {
        title: 'SQL injection rivista',
        content: richText('Rivisto dal triager.'),
        reviewDocument: await review(),
        ...(severityDescription === undefined ? {} : { severityDescription }),
      });

    const rescored = await submit(setup.hacker.client, setup.program, { severity: 'high', severityDescription: VECTOR_HIGH });
    await setup.staff.client.post(`/api/reports/${rescored.id}/start`);
    // A lower score at approval needs no reason: the review document is it.
    expect((await approve(rescored.id, VECTOR_MEDIUM)).json()).toMatchObject({ status: 'forApproval', severity: 'medium', cvssScore: 6.3, defaultReward: 300 });
    expect(await storedOf(rescored.id)).toMatchObject({ severity: 'medium', vector: VECTOR_MEDIUM, reservedCents: 30_000 });
    expect(await severityEventsOf(rescored.id)).toEqual([{ from: 'high', to: 'medium', vectorFrom: VECTOR_HIGH, vectorTo: VECTOR_MEDIUM }]);

    const kept = await submit(setup.hacker.client, setup.program, { severity: 'high', severityDescription: VECTOR_HIGH });
    await setup.staff.client.post(`/api/reports/${kept.id}/start`);
    const approved = (await approve(kept.id)).json();
    expect(approved).toMatchObject({ status: 'forApproval', severity: 'high', severityDescription: VECTOR_HIGH });
    expect(approved.timeline.filter((entry: { type: string }) => entry.type === 'severityChange')).toEqual([]);
    expect(await severityEventsOf(kept.id)).toEqual([null]);

    const removed = await submit(setup.hacker.client, setup.program, { severity: 'high', severityDescription: VECTOR_HIGH });
    await setup.staff.client.post(`/api/reports/${removed.id}/start`);
    expect((await approve(removed.id, null)).json()).toMatchObject({ severity: 'high', severityDescription: null, cvssScore: null });
    expect(await severityEventsOf(removed.id)).toEqual([{ from: 'high', to: 'high', vectorFrom: VECTOR_HIGH, vectorTo: null }]);
    expect(await reservedOf(setup.program.id)).toBe(30_000 + 80_000 + 80_000);
  });
});
