/**
 * The two report tables over HTTP, generated from the tables (apps/api/src/test/workflow-harness.ts):
 * every action, from every status, by the reporting hacker, another hacker, each company role of
 * the program's company, another company's administrator, staff and a super admin, on a managed and
 * on a self-managed program. The hacker's answer shares the comment route with plain comments:
 * reports-actions.test.ts covers it.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe } from 'vitest';
import { eq } from 'drizzle-orm';
import { COMPANY_ROLES, reportRelations, reportWorkflow, type ReportStatus } from '@bb/domain';
import { reports } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { checkStatisticsAfterAll, recountAfterRawWrites } from '../../test/statistics.ts';
import { generateWorkflowTests } from '../../test/workflow-harness.ts';
import { addMember, signIn } from '../companies/companies.test-support.ts';
import { fundedCompany } from '../programs/programs.test-support.ts';
import { tinyPdf, uploadFile } from '../uploads/uploads.test-support.ts';
import { readyHacker, reportSetup, richText, submit, type ReportSetup } from './reports.test-support.ts';

let ctx: TestContext;
checkStatisticsAfterAll(() => ctx.db);
beforeAll(async () => {
  ctx = await createTestApp({}, { poolSize: 6 });
});

/**
 * Past-triage statuses carry when they were triaged; more info remembers it came from triage. The program's and the
 * hacker's report counters follow the forced status, so the check after the file sees what the actions changed.
 */
async function forceStatus(id: string, status: ReportStatus) {
  const triaged = !['new'].includes(status);
  await ctx.db
    .update(reports)
    .set({ status, statusBeforeMoreInfo: status === 'moreInfo' ? 'triaged' : null, triagedAt: triaged ? new Date() : null })
    .where(eq(reports.id, id));
  await recountAfterRawWrites(ctx.db);
}

function describeTable(isManaged: boolean) {
  let setup: ReportSetup;
  const workflow = reportWorkflow(isManaged);
  describe(`the report table of a ${isManaged ? 'managed' : 'self-managed'} program, action by action, status by status, caller by caller`, () => {
    beforeAll(async () => {
      setup = await reportSetup(ctx, { isManaged, euro: 2_000_000, budget: 1_000_000 });
    });

    generateWorkflowTests(() => ctx, {
      workflow,
      // The answer shares the comment route; a failed retest's reopen is the platform's (retests-workflow.test.ts).
      systemActions: ['answer', 'reopen'],
      async callers() {
        const other = await fundedCompany(ctx);
        const otherHacker = await readyHacker(ctx);
        const superadmin = await signIn(ctx, 'superadmin');
        const members = await Promise.all(
          COMPANY_ROLES.map(async (role) => ({
            name: `company ${role}`,
            client: role === 'ADMIN' ? setup.company.client : (await addMember(ctx, setup.company.companyId, { role })).client,
            userType: 'company' as const,
            companyRole: role,
            companyId: setup.company.companyId,
          })),
        );
        return [
          { name: 'reporting hacker', client: setup.hacker.client, userType: 'hacker', companyRole: null, companyId: null },
          { name: 'another hacker', client: otherHacker.client, userType: 'hacker', companyRole: null, companyId: null },
          ...members,
          { name: 'another company ADMIN', client: other.client, userType: 'company', companyRole: 'ADMIN', companyId: other.companyId },
          { name: 'staff', client: setup.staff.client, userType: 'staff', companyRole: null, companyId: null },
          { name: 'superadmin', client: superadmin.client, userType: 'superadmin', companyRole: null, companyId: null },
        ];
      },
      relations: (caller) =>
        reportRelations({
          isManaged,
          isStaff: caller.userType === 'staff',
          isProgramCompanyMember: caller.companyId === setup.company.companyId,
          isReporter: caller.name === 'reporting hacker',
        }),
      route: {
        start: { method: 'POST', url: '/api/reports/:id/start' },
        moreInfo: { method: 'POST', url: '/api/reports/:id/more-info', body: () => ({ message: 'Quale browser hai usato?' }) },
        answer: null,
        reopen: null,
        approve: {
          method: 'POST',
          url: '/api/reports/:id/approve',
          body: async (caller) => ({
            title: 'SQL injection nel login',
            content: richText('Rivisto dal triager.'),
            reviewDocument:
              caller.userType === 'staff' ? await uploadFile(ctx, caller.client, 'reviewDocument', tinyPdf(), 'application/pdf', 'review.pdf') : randomUUID(),
          }),
        },
        reward: { method: 'POST', url: '/api/reports/:id/reward' },
        sendBack: { method: 'POST', url: '/api/reports/:id/send-back', body: () => ({ reason: 'Da rivedere' }) },
        reject: { method: 'POST', url: '/api/reports/:id/reject', choice: 'invalid', body: () => ({ reason: 'invalid', details: 'Non riproducibile.' }) },
        fix: { method: 'POST', url: '/api/reports/:id/fix' },
        // Callers share a report the action does not move: each asks for a severity it does not have yet (no change is 422).
        changeSeverity: {
          method: 'POST',
          url: '/api/reports/:id/change-severity',
          body: async (_caller, _status, id) => {
            const [row] = await ctx.db.select({ severity: reports.severity }).from(reports).where(eq(reports.id, id));
            return { severity: row?.severity === 'critical' ? 'low' : 'critical', reason: 'Impatto rivalutato.' };
          },
        },
        redeemPoints: { method: 'POST', url: '/api/reports/:id/redeem-points', body: () => ({ network: 'x' }) },
      },
      async make(status) {
        const { id } = await submit(setup.hacker.client, setup.program);
        if (status !== 'new') await forceStatus(id, status);
        return id;
      },
      async statusOf(id) {
        const [row] = await ctx.db.select({ status: reports.status }).from(reports).where(eq(reports.id, id));
        return row!.status;
      },
      // reports.policy.ts: staff and super admins all, the program's company, the reporting hacker.
      canSee: (caller) =>
        caller.userType === 'staff' || caller.userType === 'superadmin' || caller.companyId === setup.company.companyId || caller.name === 'reporting hacker',
      auditAction: () => null,
    });
  });
}

describeTable(true);
describeTable(false);
