import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { checkStatisticsAfterAll } from '../../test/statistics.ts';
import type { TestClient } from '../../test/test-client.ts';
import { tinyPdf, uploadFile } from '../uploads/uploads.test-support.ts';
import { reportSetup, richText, submit } from './reports.test-support.ts';

let ctx: TestContext;
checkStatisticsAfterAll(() => ctx.db);
beforeAll(async () => {
  ctx = await createTestApp();
});

type Entry = { type: string; status: string | null; oldStatus: string | null; reward: number | null };
const timelineOf = async (client: TestClient, id: string): Promise<Entry[]> => {
  const response = await client.get(`/api/reports/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().timeline as Entry[];
};
const moves = (timeline: Entry[]) => timeline.filter((entry) => entry.type === 'statusChange').map((entry) => [entry.oldStatus, entry.status, entry.reward]);

describe('the timeline says how much a reward was', () => {
  it("keeps the amount on the self-managed program's move to rewarded, for everyone who sees the report's reward", async () => {
    const setup = await reportSetup(ctx, { budget: 20_000 });
    const report = await submit(setup.hacker.client, setup.program);
    const url = `/api/reports/${report.id}`;
    await setup.company.client.post(`${url}/start`);
    const rewarded = await setup.company.client.post(`${url}/reward`, { amount: 1234.5 });
    expect(rewarded.json()).toMatchObject({ status: 'rewarded', reward: 1234.5 });
    await setup.company.client.post(`${url}/fix`);

    const expected = [
      ['new', 'triaged', null],
      ['triaged', 'rewarded', 1234.5],
      ['rewarded', 'fixed', null],
    ];
    for (const viewer of [setup.company, setup.hacker, setup.staff]) {
      const timeline = await timelineOf(viewer.client, report.id);
      expect(moves(timeline)).toEqual(expected);
      expect(timeline.filter((entry) => entry.type !== 'statusChange').every((entry) => entry.reward === null)).toBe(true);
      expect((await viewer.client.get(url)).json().reward).toBe(1234.5);
    }
  });

  it("keeps the default prize on a managed program's reward, after the triager's approval", async () => {
    const setup = await reportSetup(ctx, { isManaged: true, budget: 20_000 });
    const report = await submit(setup.hacker.client, setup.program, { severity: 'high', severityDescription: null });
    const url = `/api/reports/${report.id}`;
    await setup.staff.client.post(`${url}/start`);
    const reviewDocument = await uploadFile(ctx, setup.staff.client, 'reviewDocument', tinyPdf(), 'application/pdf', 'revisione.pdf');
    await setup.staff.client.post(`${url}/approve`, { title: 'Rivisto', content: richText('Rivisto.'), reviewDocument });
    const rewarded = (await setup.company.client.post(`${url}/reward`, {})).json();
    expect(moves(await timelineOf(setup.hacker.client, report.id)).at(-1)).toEqual(['forApproval', 'rewarded', rewarded.reward]);
    expect(rewarded.reward).toBeGreaterThan(0);
  });
});
