/**
 * PROGRAM_WORKFLOW over HTTP, generated from the table (apps/api/src/test/workflow-harness.ts):
 * every action, from every status, by a hacker, each company role of the owning company, another
 * company's administrator, staff and a super admin.
 */
import { beforeAll, describe } from 'vitest';
import { eq } from 'drizzle-orm';
import { AUDIT_ACTIONS, COMPANY_ROLES, isOpenProgramStatus, PROGRAM_WORKFLOW, type ProgramAction, type ProgramStatus } from '@bb/domain';
import { programs } from '../../db/schema/index.ts';
import { createUser } from '../../test/factories.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { generateWorkflowTests, type HarnessCaller } from '../../test/workflow-harness.ts';
import { addMember, signIn } from '../companies/companies.test-support.ts';
import { createProgram, fundedCompany, programForm, type FundedCompany } from './programs.test-support.ts';

let ctx: TestContext;
let owner: FundedCompany;
let staff: HarnessCaller;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await fundedCompany(ctx, 5_000_000);
  const signedStaff = await signIn(ctx, 'staff');
  staff = { name: 'staff', client: signedStaff.client, userType: 'staff', companyRole: null, companyId: null };
});

const companyOf = (caller: HarnessCaller) => caller.companyId ?? owner.companyId;

async function make(status: ProgramStatus): Promise<string> {
  if (status === 'draft') {
    const draft = await owner.client.post('/api/programs/draft', { company: owner.companyId, name: 'Bozza', scope: [{ name: 'example.com' }] });
    return draft.json().id;
  }
  const { id } = await createProgram(owner.client, owner.companyId);
  if (status === 'changesRequested') await staff.client.post(`/api/programs/${id}/request-changes`, { message: 'Aggiungi il dominio di staging' });
  if (status === 'rejected') await staff.client.post(`/api/programs/${id}/reject`, { reason: 'Scope non verificabile' });
  if (status === 'active' || status === 'paused') await staff.client.post(`/api/programs/${id}/approve`);
  if (status === 'paused') await owner.client.put(`/api/programs/${id}/pause`, { isPaused: true });
  if (status === 'deleted') await owner.client.delete(`/api/programs/${id}`);
  return id;
}

describe('the program workflow, action by action, status by status, caller by caller', () => {
  generateWorkflowTests(() => ctx, {
    workflow: PROGRAM_WORKFLOW,
    systemActions: ['budgetPause', 'budgetResume'],
    async callers() {
      const hacker = await signIn(ctx, 'hacker');
      const superadmin = await signIn(ctx, 'superadmin');
      const other = await fundedCompany(ctx);
      const members = await Promise.all(
        COMPANY_ROLES.map(async (role) => ({
          name: `company ${role}`,
          client: role === 'ADMIN' ? owner.client : (await addMember(ctx, owner.companyId, { role })).client,
          userType: 'company' as const,
          companyRole: role,
          companyId: owner.companyId,
        })),
      );
      return [
        { name: 'hacker', client: hacker.client, userType: 'hacker', companyRole: null, companyId: null },
        ...members,
        { name: 'another company ADMIN', client: other.client, userType: 'company', companyRole: 'ADMIN', companyId: other.companyId },
        staff,
        { name: 'superadmin', client: superadmin.client, userType: 'superadmin', companyRole: null, companyId: null },
      ];
    },
    route: {
      edit: { method: 'PATCH', url: '/api/programs/:id', body: () => ({ name: 'Nome nuovo' }) },
      saveDraft: {
        method: 'POST',
        url: '/api/programs/draft',
        body: (caller, _status, id) => ({ id, company: companyOf(caller), name: 'Bozza salvata' }),
        event: null,
      },
      finalize: { method: 'POST', url: '/api/programs/:id/finalize', body: () => programForm(owner.companyId) },
      approve: { method: 'POST', url: '/api/programs/:id/approve' },
      requestChanges: { method: 'POST', url: '/api/programs/:id/request-changes', body: () => ({ message: 'Aggiungi il dominio di staging' }) },
      reject: { method: 'POST', url: '/api/programs/:id/reject', body: () => ({ reason: 'Scope non verificabile' }) },
      resubmit: { method: 'POST', url: '/api/programs/:id/resubmit' },
      pause: { method: 'PUT', url: '/api/programs/:id/pause', body: () => ({ isPaused: true }) },
      resume: { method: 'PUT', url: '/api/programs/:id/pause', body: () => ({ isPaused: false }) },
      activate: { method: 'POST', url: '/api/programs/:id/activate' },
      delete: { method: 'DELETE', url: '/api/programs/:id' },
      increaseBudget: { method: 'POST', url: '/api/programs/:id/increase-budget', body: () => ({ budget: 100 }) },
      invite: {
        method: 'POST',
        url: '/api/programs/:id/invitations',
        // A hacker's call on this route is an access request, another action.
        notFor: (caller) => caller.userType === 'hacker',
        body: async () => ({ username: (await createUser(ctx.db, { userType: 'hacker' })).username }),
        event: 'program.invitationSent',
      },
      manageTestingAccounts: { method: 'POST', url: '/api/programs/:id/testing-accounts', body: () => [{ description: 'user / pass' }], event: null },
      budgetPause: null,
      budgetResume: null,
    },
    make,
    async statusOf(id) {
      const [row] = await ctx.db.select({ status: programs.status }).from(programs).where(eq(programs.id, id));
      return row!.status;
    },
    // programs.policy.ts: staff and super admins every program, members their company's, hackers open public ones.
    canSee: (caller, status) =>
      caller.userType === 'staff' ||
      caller.userType === 'superadmin' ||
      (caller.userType === 'company' && caller.companyId === owner.companyId) ||
      (caller.userType === 'hacker' && isOpenProgramStatus(status)),
    auditAction: (action: ProgramAction) => {
      const name = action === 'manageTestingAccounts' ? 'program.addTestingAccounts' : `program.${action}`;
      return name in AUDIT_ACTIONS ? name : null;
    },
  });
});
