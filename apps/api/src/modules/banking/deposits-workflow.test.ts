/**
 * DEPOSIT_WORKFLOW over HTTP, generated from the table (apps/api/src/test/workflow-harness.ts):
 * every action, from every state, by a hacker, a member of the credited company, staff and a super admin.
 */
import { beforeAll, describe } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEPOSIT_WORKFLOW, depositState, type DepositState } from '@bb/domain';
import { companyTransfers } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { generateWorkflowTests, type HarnessCaller } from '../../test/workflow-harness.ts';
import { companyWithAdmin, signIn } from '../companies/companies.test-support.ts';
import { recordTransfer } from './banking.test-support.ts';

let ctx: TestContext;
let owner: Awaited<ReturnType<typeof companyWithAdmin>>;
let admin: HarnessCaller;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await companyWithAdmin(ctx);
  const superadmin = await signIn(ctx, 'superadmin');
  admin = { name: 'superadmin', client: superadmin.client, userType: 'superadmin', companyRole: null, companyId: null };
});

const url = (id: string, action: string) => `/api/banking/company-transfers/${id}/${action}`;

/** The steps from a recorded transfer to each state. */
const STEPS: Record<DepositState, string[]> = {
  pending: [],
  invoiceGenerated: ['approve'],
  invoiceSent: ['approve', 'invoice/send'],
  invoiceSkipped: ['approve', 'invoice/skip'],
  skipped: ['skip'],
  skippedNoInvoice: ['skip', 'invoice/skip'],
};

async function make(state: DepositState): Promise<string> {
  const { id } = await recordTransfer(admin.client);
  for (const step of STEPS[state]) await admin.client.post(url(id, step), step === 'approve' ? { companyId: owner.companyId, vatExempt: false } : {});
  return id;
}

describe('the deposit workflow, action by action, state by state, caller by caller', () => {
  generateWorkflowTests(() => ctx, {
    workflow: DEPOSIT_WORKFLOW,
    systemActions: [],
    async callers() {
      const hacker = await signIn(ctx, 'hacker');
      const staff = await signIn(ctx, 'staff');
      return [
        { name: 'hacker', client: hacker.client, userType: 'hacker', companyRole: null, companyId: null },
        { name: 'company ADMIN', client: owner.client, userType: 'company', companyRole: 'ADMIN', companyId: owner.companyId },
        { name: 'staff', client: staff.client, userType: 'staff', companyRole: null, companyId: null },
        admin,
      ];
    },
    route: {
      approve: { method: 'POST', url: '/api/banking/company-transfers/:id/approve', body: () => ({ companyId: owner.companyId, vatExempt: false }) },
      skip: { method: 'POST', url: '/api/banking/company-transfers/:id/skip' },
      sendInvoice: { method: 'POST', url: '/api/banking/company-transfers/:id/invoice/send' },
      skipInvoice: { method: 'POST', url: '/api/banking/company-transfers/:id/invoice/skip' },
    },
    make,
    async statusOf(id) {
      const [row] = await ctx.db.select().from(companyTransfers).where(eq(companyTransfers.id, id));
      return depositState(row!);
    },
    // deposits.policy.ts: super admins every transfer, the company its accredited deposits.
    canSee: (caller, state) =>
      caller.userType === 'superadmin' || (caller.companyId === owner.companyId && ['invoiceGenerated', 'invoiceSent', 'invoiceSkipped'].includes(state)),
    auditAction: (action) => `deposit.${action}`,
  });
});
