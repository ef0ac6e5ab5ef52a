import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { reports } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { checkStatisticsAfterAll, recountAfterRawWrites } from '../../test/statistics.ts';
import { testNow } from '../../test/test-clock.ts';
import { errorOf, signIn } from '../companies/companies.test-support.ts';
import { dueSoon } from './report-due.ts';
import { reportSetup, submit, type ReportSetup } from './reports.test-support.ts';

let ctx: TestContext;
checkStatisticsAfterAll(() => ctx.db);
let mine: ReportSetup;
let theirs: ReportSetup;
let managed: ReportSetup;
beforeAll(async () => {
  ctx = await createTestApp();
  [mine, theirs, managed] = [await reportSetup(ctx), await reportSetup(ctx), await reportSetup(ctx, { isManaged: true })];
});

const HOUR_MS = 3_600_000;
const inHours = (hours: number) => new Date(testNow().getTime() + hours * HOUR_MS);

/** A report of the setup whose next response (the earliest target not done) is due in `hours` (negative: past). */
async function reportDueIn(setup: ReportSetup, hours: number, title: string): Promise<string> {
  const { id } = await submit(setup.hacker.client, setup.program, { title });
  await ctx.db
    .update(reports)
    .set({ firstResponseDueAt: inHours(hours), triageDueAt: inHours(hours + 48), bountyDueAt: inHours(hours + 200) })
    .where(eq(reports.id, id));
  return id;
}

const ids = async (client: ReportSetup['staff']['client'], query: string) =>
  ((await client.get(`/api/reports?size=100&${query}`)).json().results as { id: string }[]).map((report) => report.id).sort();

describe('GET /api/reports?dueSoon=true (response targets about to breach)', () => {
  it('lists the open reports whose next response is due within 24 hours, not those later, breached already, closed or of another company', async () => {
    const soon = await reportDueIn(mine, 10, 'Due in 10 hours');
    const later = await reportDueIn(mine, 30, 'Due in 30 hours');
    const breached = await reportDueIn(mine, -2, 'Due two hours ago');
    // First response done: the next one due is the triage, in 20 hours.
    const answered = await reportDueIn(mine, -5, 'Answered with triage due in 20 hours');
    await ctx.db
      .update(reports)
      .set({ firstResponseAt: inHours(-6), triageDueAt: inHours(20) })
      .where(eq(reports.id, answered));
    const closed = await reportDueIn(mine, 10, 'Closed and due in 10 hours');
    await ctx.db.update(reports).set({ status: 'duplicate' }).where(eq(reports.id, closed));
    await recountAfterRawWrites(ctx.db);
    const elsewhere = await reportDueIn(theirs, 10, 'Another company due in 10 hours');

    const expected = [soon, answered].sort();
    expect(await ids(mine.company.client, 'dueSoon=true')).toEqual(expected);
    expect(await ids(theirs.company.client, 'dueSoon=true')).toEqual([elsewhere]);
    const all = await ids(mine.staff.client, 'dueSoon=true');
    expect(all).toEqual(expect.arrayContaining([...expected, elsewhere]));
    for (const id of [later, breached, closed]) expect(all).not.toContain(id);
    const page = (await mine.company.client.get('/api/reports?dueSoon=true')).json();
    expect([page.count, page.countCapped]).toEqual([2, false]);
    // It combines with the other filters.
    expect(await ids(mine.company.client, `dueSoon=true&title__icontains=${encodeURIComponent('10 hours')}`)).toEqual([soon]);
    // Each row of the list says whether a target was missed: past due and not done (a closed report's are not applicable).
    const rows = (await mine.company.client.get('/api/reports?size=100')).json().results as { id: string; breached: boolean }[];
    const breachedOf = (id: string) => rows.find((row) => row.id === id)?.breached;
    expect([breached, soon, answered, later, closed].map(breachedOf)).toEqual([true, false, false, false, false]);
  });

  it('narrows to managed programs, as the staff dashboards count them', async () => {
    const ours = await reportDueIn(managed, 3, 'Managed and due in 3 hours');
    const notOurs = await reportDueIn(mine, 3, 'Unmanaged and due in 3 hours');
    const found = await ids(managed.staff.client, 'dueSoon=true&isManaged=true');
    expect(found).toContain(ours);
    expect(found).not.toContain(notOurs);
    expect(await ids(managed.staff.client, 'dueSoon=true&isManaged=false')).toContain(notOurs);
  });

  it('accepts only true', async () => {
    const staff = await signIn(ctx, 'staff');
    for (const value of ['false', 'yes', '1']) expect(errorOf(await staff.client.get(`/api/reports?dueSoon=${value}`))).toEqual([400, 'INVALID_FILTER']);
  });

  it('reads reports_open_next_due_idx, as the dashboard count does', async () => {
    const plan = await ctx.db.transaction(async (tx) => {
      // A test database holds a few rows: without this the planner would rightly read them all.
      await tx.execute(sql`set local enable_seqscan = off`);
      return tx.execute<{ 'QUERY PLAN': string }>(sql`explain select ${reports.id} from ${reports} where ${dueSoon(new Date())}`);
    });
    expect(plan.rows.map((row) => row['QUERY PLAN']).join('\n')).toContain('reports_open_next_due_idx');
  });
});
