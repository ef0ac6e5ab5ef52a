import { createHash, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { emails, hackerPaymentSettings, programs, uploads, users } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { checkStatisticsAfterAll } from '../../test/statistics.ts';
import { companyWithAdmin, errorOf, signIn, unchanged } from '../companies/companies.test-support.ts';
import { tinyPng, uploadFile } from '../uploads/uploads.test-support.ts';
import { readyHacker, reportForm, reportSetup, submit, VECTOR_CRITICAL, type ReportSetup } from './reports.test-support.ts';

let ctx: TestContext;
checkStatisticsAfterAll(() => ctx.db);
let setup: ReportSetup;
beforeAll(async () => {
  ctx = await createTestApp();
  setup = await reportSetup(ctx);
});

describe('POST /api/reports by a hacker', () => {
  it('sends the report: new, with its receipt, its first timeline entry, the program counted, the hacker told and the company told', async () => {
    const report = await submit(setup.hacker.client, setup.program);
    expect(report).toMatchObject({
      status: 'new',
      severity: 'high',
      hacker: { id: setup.hacker.user.id },
      program: { id: setup.program.id, isManaged: false },
      defaultReward: 800,
      receipt: { sha256: expect.stringMatching(/^[0-9a-f]{64}$/) },
      timeline: [{ type: 'submitted', status: 'new', severity: 'high' }],
    });
    const [program] = await ctx.db.select({ total: programs.reportsTotal, open: programs.reportsOpen }).from(programs).where(eq(programs.id, setup.program.id));
    expect(program).toEqual({ total: 1, open: 1 });
    expect((await setup.company.client.get(`/api/programs/${setup.program.id}`)).json().pendingReportsCount).toBe(1);
    const mail = await ctx.db.select({ to: emails.toAddress, template: emails.template, text: emails.textBody }).from(emails);
    expect(mail).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          to: setup.hacker.user.email,
          template: 'reportReceipt',
          text: expect.stringContaining((report.receipt as { sha256: string }).sha256),
        }),
        expect.objectContaining({ to: setup.company.user.email, template: 'reportReceived' }),
      ]),
    );
  });

  it("fingerprints the attachments' bytes in the receipt, so another file with the same name gives another receipt", async () => {
    const png = tinyPng();
    const sent = async (bytes: Buffer) => {
      const id = await uploadFile(ctx, setup.hacker.client, 'reportAttachment', bytes, 'image/png', 'prova.png');
      const report = await submit(setup.hacker.client, setup.program, { media: [id] });
      return { id, sha256: (report.receipt as { sha256: string }).sha256 };
    };
    const first = await sent(png);
    const [stored] = await ctx.db.select({ sha256: uploads.sha256 }).from(uploads).where(eq(uploads.id, first.id));
    expect(stored?.sha256).toBe(createHash('sha256').update(png).digest('hex'));
    expect((await sent(png)).sha256).toBe(first.sha256);
    expect((await sent(Buffer.concat([png, Buffer.from([0])]))).sha256).not.toBe(first.sha256);
  });

  it('scores a CVSS 4.0 vector and makes the severity follow it', async () => {
    const report = await submit(setup.hacker.client, setup.program, { severity: 'low', severityDescription: VECTOR_CRITICAL });
    expect(report).toMatchObject({ severity: 'critical', cvssScore: 9.3, severityDescription: VECTOR_CRITICAL, defaultReward: 2000 });
  });

  it.each([
    ['a partial vector', { severityDescription: 'CVSS:4.0/AV:N/AC:L' }, 'severityDescription'],
    ['a vector scoring 0.0', { severityDescription: 'CVSS:4.0/AV:N/AC:L/AT:N/PR:N/UI:N/VC:N/VI:N/VA:N/SC:N/SI:N/SA:N' }, 'severityDescription'],
    ['a title with markup', { title: '<script>alert(1)</script>' }, 'title'],
    ['an IP address with letters', { ipAddress: '10.0.0.x' }, 'ipAddress'],
    ['no environment', { environment: '  ' }, 'environment'],
    ['empty content', { content: { type: 'doc', content: [] } }, 'content'],
  ])('refuses %s with a 422 on its field and changes nothing', async (_name, overrides, field) => {
    const response = await unchanged(ctx, () => setup.hacker.client.post('/api/reports', reportForm(setup.program, overrides)));
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().fields)).toEqual([field]);
  });

  it('checks the reporting gate first: identity, then tax regime, then bank account', async () => {
    const hacker = await readyHacker(ctx);
    await ctx.db.update(hackerPaymentSettings).set({ iban: null }).where(eq(hackerPaymentSettings.userId, hacker.user.id));
    expect(errorOf(await unchanged(ctx, () => hacker.client.post('/api/reports', reportForm(setup.program))))).toEqual([400, 'PAYMENT_METHOD_NOT_CONFIGURED']);
    await ctx.db.update(hackerPaymentSettings).set({ taxRegime: null }).where(eq(hackerPaymentSettings.userId, hacker.user.id));
    expect(errorOf(await unchanged(ctx, () => hacker.client.post('/api/reports', reportForm(setup.program))))).toEqual([400, 'TAX_REGIME_NOT_CONFIGURED']);
    await ctx.db.update(users).set({ kycStatus: 'pending' }).where(eq(users.id, hacker.user.id));
    expect(errorOf(await unchanged(ctx, () => hacker.client.post('/api/reports', reportForm(setup.program))))).toEqual([400, 'KYC_NOT_APPROVED']);
    await ctx.db.update(users).set({ kycStatus: 'not_started' }).where(eq(users.id, hacker.user.id));
    expect(errorOf(await unchanged(ctx, () => hacker.client.post('/api/reports', reportForm(setup.program))))).toEqual([400, 'KYC_NOT_VERIFIED']);
  });

  it('refuses a paused program, a private one that did not admit the hacker, and a target of another program', async () => {
    const paused = await reportSetup(ctx);
    await paused.company.client.put(`/api/programs/${paused.program.id}/pause`, { isPaused: true });
    expect(errorOf(await unchanged(ctx, () => setup.hacker.client.post('/api/reports', reportForm(paused.program))))).toEqual([400, 'PROGRAM_NOT_ACTIVE']);
    const secret = await reportSetup(ctx, { isPublic: false });
    expect(errorOf(await unchanged(ctx, () => setup.hacker.client.post('/api/reports', reportForm(secret.program))))).toEqual([404, 'NOT_FOUND']);
    const elsewhere = { ...reportForm(setup.program), target: paused.program.scope[0]!.id };
    expect(errorOf(await unchanged(ctx, () => setup.hacker.client.post('/api/reports', elsewhere)))).toEqual([400, 'TARGET_NOT_FOUND']);
    expect(errorOf(await unchanged(ctx, () => setup.hacker.client.post('/api/reports', { ...reportForm(setup.program), programId: randomUUID() })))).toEqual([
      404,
      'NOT_FOUND',
    ]);
  });

  it("attaches the hacker's screenshots, served only to who may see the report", async () => {
    const media = [await uploadFile(ctx, setup.hacker.client, 'reportAttachment', tinyPng(), 'image/png', 'poc.png')];
    const report = await submit(setup.hacker.client, setup.program, { media });
    expect(report.media).toEqual([{ id: media[0], fileName: 'poc.png', contentType: 'image/png' }]);
    expect((await setup.company.client.get(`/api/uploads/${media[0]}`)).statusCode).toBe(200);
    expect((await setup.staff.client.get(`/api/uploads/${media[0]}`)).statusCode).toBe(200);
    const stranger = await readyHacker(ctx);
    expect((await stranger.client.get(`/api/uploads/${media[0]}`)).statusCode).toBe(404);
    const other = await companyWithAdmin(ctx);
    expect((await other.client.get(`/api/uploads/${media[0]}`)).statusCode).toBe(404);
  });
});

describe('POST /api/reports by staff, on a company’s behalf', () => {
  it('starts taken in charge, counts for the hacker named, and reserves the prize', async () => {
    const report = await submit(setup.staff.client, setup.program, { hacker: `@${setup.hacker.user.username}` });
    expect(report).toMatchObject({ status: 'triaged', hacker: { id: setup.hacker.user.id } });
    const [program] = await ctx.db.select({ reserved: programs.reservedCents }).from(programs).where(eq(programs.id, setup.program.id));
    expect(program!.reserved).toBeGreaterThanOrEqual(80_000);
  });

  it('without a hacker earns nothing; an unknown hacker is a 422', async () => {
    expect((await submit(setup.staff.client, setup.program)).hacker).toBeNull();
    const response = await unchanged(ctx, () => setup.staff.client.post('/api/reports', reportForm(setup.program, { hacker: 'nobody_here' })));
    expect([response.statusCode, Object.keys(response.json().fields)]).toEqual([422, ['hacker']]);
  });
});

describe('who sees which reports', () => {
  it('lists a hacker their own, a company its programs’, staff everything; others get 404 on the page', async () => {
    const mine = await submit(setup.hacker.client, setup.program);
    const stranger = await readyHacker(ctx);
    const other = await companyWithAdmin(ctx);
    const superadmin = await signIn(ctx, 'superadmin');
    const ids = async (client: typeof setup.hacker.client, query = '') =>
      ((await client.get(`/api/reports?size=100${query}`)).json().results as { id: string }[]).map((r) => r.id);
    expect(await ids(setup.hacker.client)).toContain(mine.id);
    expect(await ids(stranger.client)).toEqual([]);
    expect(await ids(setup.company.client)).toContain(mine.id);
    expect(await ids(other.client)).toEqual([]);
    expect(await ids(setup.staff.client)).toContain(mine.id);
    expect(await ids(superadmin.client)).toContain(mine.id);
    for (const client of [stranger.client, other.client]) expect(errorOf(await client.get(`/api/reports/${mine.id}`))).toEqual([404, 'NOT_FOUND']);
  });

  it('filters by status, severity, program, title, and refuses unknown filters', async () => {
    const found = await submit(setup.hacker.client, setup.program, { title: 'XSS riflesso nella ricerca' });
    const query = `?title__icontains=riflesso&status=new&severity__in=high,critical&program=${setup.program.id}`;
    expect(((await setup.company.client.get(`/api/reports${query}`)).json().results as { id: string }[]).map((r) => r.id)).toEqual([found.id]);
    expect(errorOf(await setup.company.client.get('/api/reports?hackerId=1'))).toEqual([400, 'INVALID_FILTER']);
    expect(errorOf(await setup.company.client.get('/api/reports?breached=maybe'))).toEqual([400, 'INVALID_FILTER']);
    expect((await setup.company.client.get('/api/reports?breached=true')).json().count).toBe(0);
  });

  it('answers the caller’s IP address for the form', async () => {
    expect((await setup.hacker.client.get('/api/reports/ip')).json()).toEqual({ ip: '127.0.0.1' });
  });
});
