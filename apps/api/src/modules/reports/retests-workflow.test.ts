/**
 * The retest table (Fix verification) over HTTP, generated from the table (apps/api/src/test/workflow-harness.ts):
 * verify and fail, from every retest status, by the reporting hacker, another hacker, each company role of the
 * program's company, another company's administrator, staff and a super admin, on a program whose staff retest and on
 * one whose reporting hacker retests.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { COMPANY_ROLES, RETEST_WORKFLOW, retestRelations, type Retester, type RetestStatus } from '@bb/domain';
import { reportRetests } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { checkStatisticsAfterAll } from '../../test/statistics.ts';
import { generateWorkflowTests, type HarnessCaller } from '../../test/workflow-harness.ts';
import { addMember, signIn } from '../companies/companies.test-support.ts';
import { fundedCompany } from '../programs/programs.test-support.ts';
import { tinyPng, uploadFile } from '../uploads/uploads.test-support.ts';
import { readyHacker, submit } from './reports.test-support.ts';
import { fixedReport, retestSetup, type RetestSetup } from './retests.test-support.ts';

let ctx: TestContext;
checkStatisticsAfterAll(() => ctx.db);
beforeAll(async () => {
  ctx = await createTestApp({}, { poolSize: 6 });
});

/** Evidence for callers who may record an outcome (their own upload); a well-formed id for the others, refused before it is read. */
async function evidenceOf(caller: HarnessCaller): Promise<string> {
  if (caller.userType === 'staff' || caller.name === 'reporting hacker') {
    return uploadFile(ctx, caller.client, 'commentAttachment', tinyPng(), 'image/png', 'prova.png');
  }
  return randomUUID();
}

function describeTable(retester: Retester) {
  let setup: RetestSetup;
  describe(`the retest table of a program whose ${retester === 'staff' ? 'staff' : 'reporting hacker'} retests, action by action, status by status, caller by caller`, () => {
    beforeAll(async () => {
      setup = await retestSetup(ctx, { retester });
    });

    generateWorkflowTests(() => ctx, {
      workflow: RETEST_WORKFLOW,
      systemActions: [],
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
      relations: (caller) => retestRelations({ isStaff: caller.userType === 'staff', retester, isReporter: caller.name === 'reporting hacker' }),
      route: {
        verify: { method: 'POST', url: '/api/reports/:id/verify-fix', body: () => ({ note: 'La correzione regge: ora risponde 404.' }) },
        fail: {
          method: 'POST',
          url: '/api/reports/:id/fail-fix',
          body: async (caller) => ({ note: 'Con un altro ID la fattura si scarica ancora.', evidence: [await evidenceOf(caller)] }),
        },
      },
      async make(status: RetestStatus) {
        const { id } = await submit(setup.hacker.client, setup.program);
        await fixedReport(ctx, setup, id);
        if (status === 'verified') expect((await setup.staff.client.post(`/api/reports/${id}/verify-fix`, { note: 'Verificata.' })).statusCode).toBe(200);
        if (status === 'failed') {
          const evidence = [await uploadFile(ctx, setup.staff.client, 'commentAttachment', tinyPng(), 'image/png', 'ancora.png')];
          expect((await setup.staff.client.post(`/api/reports/${id}/fail-fix`, { note: 'Non regge.', evidence })).statusCode).toBe(200);
        }
        return id;
      },
      async statusOf(id) {
        const [row] = await ctx.db
          .select({ status: reportRetests.status })
          .from(reportRetests)
          .where(eq(reportRetests.reportId, id))
          .orderBy(desc(reportRetests.createdAt))
          .limit(1);
        return row!.status;
      },
      // reports.policy.ts: staff and super admins all, the program's company, the reporting hacker.
      canSee: (caller) =>
        caller.userType === 'staff' || caller.userType === 'superadmin' || caller.companyId === setup.company.companyId || caller.name === 'reporting hacker',
      auditAction: () => null,
    });
  });
}

describeTable('staff');
describeTable('hacker');
