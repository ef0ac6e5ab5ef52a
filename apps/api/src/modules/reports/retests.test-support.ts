import { expect } from 'vitest';
import type { Retester } from '@bb/domain';
import type { TestContext } from '../../test/test-app.ts';
import { activeProgram } from '../programs/programs.test-support.ts';
import { tinyPdf, uploadFile } from '../uploads/uploads.test-support.ts';
import { readyHacker, richText, type ReportSetup } from './reports.test-support.ts';

export type RetestSetup = ReportSetup;

/** An active program with Fix verification (self-managed unless asked), whose fixes `retester` retests; a ready hacker; staff. */
export async function retestSetup(
  ctx: TestContext,
  options: { retester: Retester; isManaged?: boolean; budget?: number; euro?: number },
): Promise<RetestSetup> {
  const overrides = { isManaged: options.isManaged ?? false, verificationService: true, retester: options.retester, budget: options.budget ?? 20_000 };
  const active = await activeProgram(ctx, overrides, options.euro ?? 200_000);
  const hacker = await readyHacker(ctx);
  return { company: active, staff: active.staff, hacker, program: active.program as unknown as ReportSetup['program'] };
}

async function ok(call: Promise<{ statusCode: number; body: string }>) {
  const response = await call;
  expect(response.statusCode, response.body).toBe(200);
}

/** Takes a new report through its handling to rewarded, then the company marks it fixed: the fix opens the retest. */
export async function fixedReport(ctx: TestContext, setup: RetestSetup, id: string): Promise<void> {
  const url = `/api/reports/${id}`;
  const handler = setup.program.isManaged ? setup.staff.client : setup.company.client;
  await ok(handler.post(`${url}/start`));
  if (setup.program.isManaged) {
    const reviewDocument = await uploadFile(ctx, setup.staff.client, 'reviewDocument', tinyPdf(), 'application/pdf', 'revisione.pdf');
    await ok(setup.staff.client.post(`${url}/approve`, { title: 'Fattura di altri studi', content: richText('Rivisto.'), reviewDocument }));
  }
  await ok(setup.company.client.post(`${url}/reward`, {}));
  await ok(setup.company.client.post(`${url}/fix`));
}
