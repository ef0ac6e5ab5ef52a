/**
 * The payment table over HTTP, generated from PAYMENT_WORKFLOW (apps/api/src/test/workflow-harness.ts):
 * every action with a route, from every status, by the hacker it pays, another hacker, a company
 * administrator, staff and a super admin. The platform's own steps (settings completed, entering the
 * bank list, export, resets, the bank's answers) have their own tests in payments-batches.test.ts.
 */
import { beforeAll, describe } from 'vitest';
import { eq } from 'drizzle-orm';
import { PAYMENT_WORKFLOW, type PaymentStatus } from '@bb/domain';
import { paymentIntents } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { checkStatisticsAfterAll } from '../../test/statistics.ts';
import { generateWorkflowTests, type HarnessCaller } from '../../test/workflow-harness.ts';
import { signIn, type SignedIn } from '../companies/companies.test-support.ts';
import { fundedCompany } from '../programs/programs.test-support.ts';
import { readyHacker } from '../reports/reports.test-support.ts';
import { tinyPdf, uploadFile } from '../uploads/uploads.test-support.ts';
import { intentIn, settingsVersion } from './payments.test-support.ts';

let ctx: TestContext;
checkStatisticsAfterAll(() => ctx.db);
let beneficiary: SignedIn;
beforeAll(async () => {
  ctx = await createTestApp({}, { poolSize: 6 });
  beneficiary = await readyHacker(ctx);
});

const pdfOf = (caller: HarnessCaller) => uploadFile(ctx, caller.client, 'document', tinyPdf(), 'application/pdf', 'ricevuta-firmata.pdf');

describe('the payment table, action by action, status by status, caller by caller', () => {
  generateWorkflowTests(() => ctx, {
    workflow: PAYMENT_WORKFLOW,
    systemActions: [
      'settingsCompleted',
      'export',
      'resetPending',
      'resetFailed',
      'bankSent',
      'bankAccredited',
      'bankIbanNotValid',
      'bankFailedRetry',
      'bankFailed',
    ],
    async callers() {
      const other = await readyHacker(ctx);
      const company = await fundedCompany(ctx, 0);
      const staff = await signIn(ctx, 'staff');
      const superadmin = await signIn(ctx, 'superadmin');
      return [
        { name: 'beneficiary', client: beneficiary.client, userType: 'hacker', companyRole: null, companyId: null },
        { name: 'another hacker', client: other.client, userType: 'hacker', companyRole: null, companyId: null },
        { name: 'company ADMIN', client: company.client, userType: 'company', companyRole: 'ADMIN', companyId: company.companyId },
        { name: 'staff', client: staff.client, userType: 'staff', companyRole: null, companyId: null },
        { name: 'superadmin', client: superadmin.client, userType: 'superadmin', companyRole: null, companyId: null },
      ];
    },
    relations: (caller) => new Set(caller.name === 'beneficiary' ? (['beneficiary'] as const) : []),
    route: {
      settingsCompleted: null,
      confirm: {
        method: 'POST',
        url: '/api/payments/intents/:id/confirm',
        choice: 'pendingStaffApproval',
        body: async () => ({ version: await settingsVersion(ctx, beneficiary.user.id) }),
      },
      uploadDocument: {
        method: 'POST',
        url: '/api/payments/intents/:id/documents',
        body: async (caller) => ({ document: await pdfOf(caller) }),
        notFor: (caller) => caller.userType === 'superadmin',
      },
      uploadDocumentForHacker: {
        method: 'POST',
        url: '/api/payments/intents/:id/documents',
        body: async (caller) => ({ document: await pdfOf(caller) }),
        event: 'payment.uploadDocumentForHacker',
        notFor: (caller) => caller.userType === 'hacker',
      },
      approve: { method: 'POST', url: '/api/payments/intents/:id/approve', body: () => ({ payExternally: false }) },
      payExternally: { method: 'POST', url: '/api/payments/intents/:id/approve', body: () => ({ payExternally: true, reason: 'Bonifico manuale' }) },
      skip: { method: 'POST', url: '/api/payments/intents/:id/skip', body: () => ({ reason: 'Rinuncia del ricercatore' }) },
      export: null,
      resetPending: null,
      resetFailed: null,
      bankSent: null,
      bankAccredited: null,
      bankIbanNotValid: null,
      bankFailedRetry: null,
      bankFailed: null,
    },
    // Italian occasional work: the one regime where every action of the table applies.
    make: (status: PaymentStatus) => intentIn(ctx, beneficiary, status, { regime: 'it_occasional_employee' }),
    async statusOf(id) {
      const [row] = await ctx.db.select({ status: paymentIntents.status }).from(paymentIntents).where(eq(paymentIntents.id, id));
      return row!.status as PaymentStatus;
    },
    canSee: (caller) => caller.name === 'beneficiary' || caller.userType === 'superadmin',
    auditAction: () => 'payment.update',
  });
});
