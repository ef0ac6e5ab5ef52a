import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { checkStatisticsAfterAll } from '../../test/statistics.ts';
import { readyHacker, reportSetup, submit, type ReportSetup } from './reports.test-support.ts';

let ctx: TestContext;
checkStatisticsAfterAll(() => ctx.db);
beforeAll(async () => {
  ctx = await createTestApp();
});

/** Program figures, hacktivity and hacker stats are counted from real reports. */
describe('figures from reports', () => {
  let setup: ReportSetup;
  let rewardedAt: string;
  beforeAll(async () => {
    setup = await reportSetup(ctx, { budget: 20_000 });
    const { company, hacker, program } = setup;
    const rewarded = await submit(hacker.client, program);
    await company.client.post(`/api/reports/${rewarded.id}/start`);
    rewardedAt = (await company.client.post(`/api/reports/${rewarded.id}/reward`, {})).json().updatedAt;
    const rejected = await submit(hacker.client, program, { title: 'Pagina informativa' });
    await company.client.post(`/api/reports/${rejected.id}/reject`, { reason: 'informative', details: 'Comportamento previsto.' });
    await submit(hacker.client, program, { title: 'Ancora aperto' });
  });

  it("counts the program's reports, pending ones and its effectiveness", async () => {
    const stats = (await setup.company.client.get(`/api/programs/${setup.program.id}/stats`)).json();
    expect(stats.reports).toEqual({ total: 3, pending: 1, rewarded: 1, closed: 2 });
    expect(stats.effectiveness).toBe(50);
    const card = (await setup.company.client.get(`/api/programs/${setup.program.id}`)).json();
    expect(card).toMatchObject({ pendingReportsCount: 1, effectiveness: 50 });
    // What is left after the 800 € reward pays so many more reports of each severity, at the highest prize.
    const highest = (field: 'lowPrize' | 'mediumPrize' | 'highPrize' | 'criticalPrize') => Math.max(...card.scope.map((t: Record<string, number>) => t[field]));
    expect(card.payableReports).toEqual({
      low: Math.floor(card.remainingBudget / highest('lowPrize')),
      medium: Math.floor(card.remainingBudget / highest('mediumPrize')),
      high: Math.floor(card.remainingBudget / highest('highPrize')),
      critical: Math.floor(card.remainingBudget / highest('criticalPrize')),
    });
    expect(card.payableReports.critical).toBeGreaterThan(0);
  });

  it("lists the program's accepted reports as hacktivity, without their content", async () => {
    const other = await readyHacker(ctx);
    const page = (await other.client.get(`/api/programs/${setup.program.id}/hacktivity?page=1&size=10`)).json();
    expect(page.count).toBe(1);
    expect(page.results).toEqual([{ companyName: expect.any(String), companyPicture: null, severity: 'high', approvedAt: expect.any(String) }]);
    expect(Math.abs(Date.parse(page.results[0].approvedAt) - Date.parse(rewardedAt))).toBeLessThan(1000);
    expect((await other.client.get(`/api/programs/${setup.program.id}/hacktivity?page=2&size=10`)).json()).toEqual({ count: 1, results: [] });
  });

  it("gives the hacker's profile the counters and the hacktivity, and the program the hacker's own reports", async () => {
    const { hacker, program } = setup;
    const viewer = await readyHacker(ctx);
    expect((await viewer.client.get(`/api/profile/${hacker.user.id}/stats`)).json()).toEqual({
      rank: 1,
      points: 51,
      reportsSent: 3,
      reportsAccepted: 1,
      effectiveness: 50,
    });
    expect((await viewer.client.get(`/api/profile/${hacker.user.id}/hacktivity`)).json()).toMatchObject({ count: 1, results: [{ severity: 'high' }] });
    expect((await hacker.client.get(`/api/programs/${program.id}/hacker-stats`)).json()).toEqual({
      points: 51,
      position: 1,
      reportsSent: 3,
      reportsAccepted: 1,
    });
    expect((await viewer.client.get(`/api/programs/${program.id}/hacker-stats`)).json()).toEqual({
      points: 0,
      position: null,
      reportsSent: 0,
      reportsAccepted: 0,
    });
  });

  it("lists a private program's report on the public profile without naming its company, so the hacktivity counts what the stats count", async () => {
    const hidden = await reportSetup(ctx, { isPublic: false, budget: 20_000 });
    const { company, program } = hidden;
    const admitted = await readyHacker(ctx);
    // the private program admits the hacker through an invitation they accept
    const invitation = await company.client.post(`/api/programs/${program.id}/invitations`, { user: admitted.user.id });
    expect(invitation.statusCode, invitation.body).toBeLessThan(300);
    const accepted = await admitted.client.post(`/api/programs/accept/${program.id}`);
    expect(accepted.statusCode, accepted.body).toBeLessThan(300);
    const report = await submit(admitted.client, program);
    await company.client.post(`/api/reports/${report.id}/start`);
    await company.client.post(`/api/reports/${report.id}/reward`, {});
    const viewer = await readyHacker(ctx);
    expect((await viewer.client.get(`/api/profile/${admitted.user.id}/stats`)).json()).toMatchObject({ reportsAccepted: 1 });
    expect((await viewer.client.get(`/api/profile/${admitted.user.id}/hacktivity`)).json()).toEqual({
      count: 1,
      results: [{ companyName: null, companyPicture: null, severity: 'high', approvedAt: expect.any(String) }],
    });
    // The program's own hacktivity is read by those who may see the program: it names the company.
    expect((await company.client.get(`/api/programs/${program.id}/hacktivity`)).json()).toMatchObject({
      count: 1,
      results: [{ companyName: expect.any(String) }],
    });
  });

  it("names the company of a public program's report on the hacker's profile, its picture too", async () => {
    const viewer = await readyHacker(ctx);
    const page = (await viewer.client.get(`/api/profile/${setup.hacker.user.id}/hacktivity`)).json();
    const company = (await setup.company.client.get('/api/companies/me')).json();
    expect(page.results).toEqual([{ companyName: company.name, companyPicture: null, severity: 'high', approvedAt: expect.any(String) }]);
  });
});
