import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { signIn } from '../companies/companies.test-support.ts';
import { activeProgram, createProgram } from './programs.test-support.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});

interface Movement {
  type: string;
  amount: number;
  program: { id: string; name: string | null } | null;
  [key: string]: unknown;
}

/** The wallet statement (GET /api/banking/transactions) names the program of each program's movement. */
describe('the wallet statement and its programs', () => {
  it("names the program of a creation, a budget increase and a refund; the company's other movements name none", async () => {
    const { client, companyId, program } = await activeProgram(ctx, { name: 'Portale clienti' });
    const second = await createProgram(client, companyId, { name: 'App mobile', isManaged: false, verificationService: false });
    expect((await client.post(`/api/programs/${program.id}/increase-budget`, { budget: 500 })).statusCode).toBe(200);
    expect((await client.delete(`/api/programs/${second.id}`, undefined, { 'idempotency-key': randomUUID() })).statusCode).toBe(200);

    const statement = (await client.get('/api/banking/transactions?size=10')).json() as { results: Movement[] };
    const named = statement.results.map((movement) => [movement.type, movement.program?.name ?? null]);
    expect(named).toEqual([
      ['program_refund', 'App mobile'],
      ['program_budget_increase', 'Portale clienti'],
      ['program_creation', 'App mobile'],
      ['program_creation', 'Portale clienti'],
      ['deposit', null],
    ]);
    expect(statement.results[1]?.program?.id).toBe(program.id);
    // An allow-list: the program brings its id and name, nothing else of it.
    expect(Object.keys(statement.results[1]?.program ?? {}).sort()).toEqual(['id', 'name']);
  });

  it("names them for a super admin reading a company's wallet too", async () => {
    const { companyId, program } = await activeProgram(ctx, { name: 'Area partner' });
    const admin = await signIn(ctx, 'superadmin');
    const statement = (await admin.client.get(`/api/banking/transactions?company=${companyId}&type=program_creation`)).json() as { results: Movement[] };
    expect(statement.results.map((movement) => movement.program)).toEqual([{ id: program.id, name: 'Area partner' }]);
  });
});
