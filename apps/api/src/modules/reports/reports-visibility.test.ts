/**
 * Who sees which report, once (reportsVisibleTo beside canSeeReport, the review document in the
 * permission table): for every kind of caller the list and its count (with and without filters), the
 * details, the attachments and the review document agree. Staff and super admins see every report, a
 * company's members its programs' reports, a hacker their own; the review document is not the hacker's.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { callersAround, expectFilteredList, expectListMatchesDetails, listedBy, openedBy } from '../../test/visibility.ts';
import { activeProgram, createProgram } from '../programs/programs.test-support.ts';
import { tinyPdf, tinyPng, uploadFile } from '../uploads/uploads.test-support.ts';
import { readyHacker, reportSetup, richText, submit, VECTOR_CRITICAL } from './reports.test-support.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({}, { poolSize: 6 });
});

const LIST = '/api/reports?size=100';
const urlsOf = (ids: readonly string[], url: (id: string) => string) => new Map(ids.map((id) => [id, url(id)]));
const download = (id: string) => `/api/uploads/${id}`;

/** Two companies' reports by two hackers: a managed one approved with its review document, attachments on a report and on a comment. */
async function reportsOfTwoCompanies() {
  const setup = await reportSetup(ctx, { isManaged: false });
  const { company, staff, hacker: owner } = setup;
  const managedForm = { isManaged: true, verificationService: false, isPublic: true, budget: 7_500 };
  const created = await createProgram(company.client, company.companyId, managedForm);
  const managed = (await staff.client.post(`/api/programs/${created.id}/approve`)).json() as typeof setup.program;
  const other = await activeProgram(ctx, { isManaged: false, verificationService: false, isPublic: true, budget: 7_500 }, 20_000);
  const another = await readyHacker(ctx);

  const reviewed = await submit(owner.client, managed, { title: 'XSS riflesso' });
  expect((await staff.client.post(`/api/reports/${reviewed.id}/start`)).statusCode).toBe(200);
  const review = await uploadFile(ctx, staff.client, 'reviewDocument', tinyPdf(), 'application/pdf', 'revisione.pdf');
  const approve = { title: 'XSS riflesso rivisto', content: richText('Rivisto.'), reviewDocument: review, severityDescription: VECTOR_CRITICAL };
  expect((await staff.client.post(`/api/reports/${reviewed.id}/approve`, approve)).statusCode).toBe(200);

  const attachment = await uploadFile(ctx, owner.client, 'reportAttachment', tinyPng(), 'image/png', 'poc.png');
  const withAttachment = await submit(owner.client, setup.program, { media: [attachment], severity: 'low' });
  const commented = await submit(another.client, setup.program, { title: 'IDOR sugli ordini' });
  const screenshot = await uploadFile(ctx, company.client, 'commentAttachment', tinyPng(), 'image/png', 'riproduzione.png');
  const comment = await company.client.post(`/api/reports/${commented.id}/comment`, { content: richText('Riprodotto.'), media: [screenshot] });
  expect(comment.statusCode, comment.body).toBe(200);
  const elsewhere = await submit(another.client, other.program as unknown as typeof setup.program, { severity: 'critical' });

  return {
    setup,
    managed,
    other,
    owner,
    another,
    review,
    reports: { reviewed: reviewed.id, withAttachment: withAttachment.id, commented: commented.id, elsewhere: elsewhere.id },
    /** Each private file and the report it belongs to. */
    attachments: new Map([
      [attachment, withAttachment.id],
      [screenshot, commented.id],
    ]),
  };
}

describe('report visibility', () => {
  it('gives every caller the same reports in the list, its count, the details, the attachments and the review document', async () => {
    const { setup, managed, other, owner, another, review, reports, attachments } = await reportsOfTwoCompanies();
    const all = Object.values(reports);
    const ofCompany = [reports.reviewed, reports.withAttachment, reports.commented];
    const expected: Record<string, string[]> = {
      'hacker who owns': [reports.reviewed, reports.withAttachment],
      'another hacker': [reports.commented, reports.elsewhere],
      'another company': [reports.elsewhere],
      staff: all,
      superadmin: all,
    };
    const callers = await callersAround(
      ctx,
      setup.company,
      { 'hacker who owns': owner, 'another hacker': another },
      { otherCompany: other, staff: setup.staff },
    );

    const filters = [
      'status=forApproval',
      'status__in=new,forApproval',
      'severity__in=low,critical',
      `company=${setup.company.companyId}`,
      `company=${other.companyId}`,
      `program=${managed.id}`,
      'title__icontains=XSS',
      'search=IDOR',
      'isManaged=false',
      'breached=false',
      'dueSoon=true',
      'createdAt__gte=2000-01-01&sort=title',
    ];
    const superadmin = callers.find((caller) => caller.name === 'superadmin')!;
    const everyMatch = new Map<string, string[]>();
    for (const filter of filters) everyMatch.set(filter, (await listedBy(superadmin.client, `${LIST}&${filter}`))?.ids ?? []);
    expect(everyMatch.get('status=forApproval')).toEqual([reports.reviewed]);
    expect(everyMatch.get(`program=${managed.id}`)).toEqual([reports.reviewed]);

    for (const caller of callers) {
      const seen = await expectListMatchesDetails(
        caller.client,
        LIST,
        urlsOf(all, (id) => `/api/reports/${id}`),
      );
      const want = (expected[caller.name] ?? ofCompany).slice().sort();
      expect({ caller: caller.name, seen }).toEqual({ caller: caller.name, seen: want });
      for (const filter of filters) await expectFilteredList(caller.client, `${LIST}&${filter}`, seen, everyMatch.get(filter)!);

      // Attachments (of the report and of its comments) follow the report; the review document needs report.readReview too.
      const files = await openedBy(caller.client, urlsOf([...attachments.keys()], download), 404);
      expect({ caller: caller.name, files }).toEqual({
        caller: caller.name,
        files: [...attachments]
          .filter(([, report]) => want.includes(report))
          .map(([file]) => file)
          .sort(),
      });
      const reviewOpens = (await openedBy(caller.client, urlsOf([review], download), 404)).length === 1;
      const reviewShown = want.includes(reports.reviewed)
        ? ((await caller.client.get(`/api/reports/${reports.reviewed}`)).json() as { reviewDocument: { id: string } | null }).reviewDocument
        : null;
      const reviewer = want.includes(reports.reviewed) && caller.name !== 'hacker who owns';
      expect({ caller: caller.name, reviewOpens, reviewShown: reviewShown?.id ?? null }).toEqual({
        caller: caller.name,
        reviewOpens: reviewer,
        reviewShown: reviewer ? review : null,
      });
    }
  });
});
