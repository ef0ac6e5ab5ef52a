/**
 * DECISIONS "Company roles and permissions", cell by cell, over HTTP: each of the five roles of a
 * company tries what each row of the table names, on its own company's records. A refusal is 403
 * FORBIDDEN and changes nothing. (The authorization harness walks every route with each role; the
 * workflow tests every program action; this file reads like the table.)
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_ROLES, type CompanyRole } from '@bb/domain';
import { createUser } from '../../test/factories.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import type { TestClient } from '../../test/test-client.ts';
import { activeProgram, createProgram, programForm, type FundedCompany } from '../programs/programs.test-support.ts';
import { addMember, companyWithAdmin, errorOf, unchanged } from './companies.test-support.ts';

let ctx: TestContext;
let company: FundedCompany;
let programId: string;
const members = new Map<CompanyRole, { client: TestClient; userId: string }>();

beforeAll(async () => {
  ctx = await createTestApp();
  const active = await activeProgram(ctx, {}, 2_000_000);
  company = active;
  programId = active.program.id;
  members.set('ADMIN', { client: active.client, userId: active.user.id });
  for (const role of COMPANY_ROLES.filter((r) => r !== 'ADMIN')) {
    const member = await addMember(ctx, company.companyId, { role });
    members.set(role, { client: member.client, userId: member.user.id });
  }
});

const as = (role: CompanyRole) => members.get(role)!.client;

type Response = { statusCode: number; body: string; json: () => { code?: string } };
/** A call to try; `prepare` makes what it needs before the refusal is checked for changes. */
interface Call {
  name: string;
  prepare?: () => Promise<string>;
  call: (client: TestClient, prepared: string) => Promise<Response>;
}

/** Each row: what a role may do, as calls that succeed for the roles listed and answer 403 to the others. */
const ROWS: { row: string; roles: CompanyRole[]; calls: Call[] }[] = [
  {
    row: 'read programs, reports, wallet, team',
    roles: [...COMPANY_ROLES],
    calls: [
      { name: 'GET the program', call: (c) => c.get(`/api/programs/${programId}`) },
      { name: 'GET the balance', call: (c) => c.get('/api/companies/me/balance') },
      { name: 'GET the statement', call: (c) => c.get('/api/banking/transactions') },
      { name: 'GET the team', call: (c) => c.get(`/api/companies/${company.companyId}/members`) },
    ],
  },
  {
    row: 'create, edit, pause, delete programs; testing accounts; invite hackers',
    roles: ['ADMIN', 'PROGRAM_MANAGER'],
    calls: [
      { name: 'save a draft', call: (c) => c.post('/api/programs/draft', { company: company.companyId, name: 'Bozza' }) },
      { name: 'edit the program', call: (c) => c.patch(`/api/programs/${programId}`, { name: 'Nuovo nome' }) },
      { name: 'add a testing account', call: (c) => c.post(`/api/programs/${programId}/testing-accounts`, [{ description: 'tester / pass' }]) },
      {
        name: 'invite a hacker',
        prepare: async () => (await createUser(ctx.db, { userType: 'hacker' })).username,
        call: (c, username) => c.post(`/api/programs/${programId}/invitations`, { username }),
      },
      {
        name: 'pause and resume',
        call: async (c) => {
          const paused = await c.put(`/api/programs/${programId}/pause`, { isPaused: true });
          return paused.statusCode === 200 ? c.put(`/api/programs/${programId}/pause`, { isPaused: false }) : paused;
        },
      },
      {
        name: 'delete a program',
        prepare: async () => (await createProgram(as('ADMIN'), company.companyId)).id,
        call: (c, id) => c.delete(`/api/programs/${id}`),
      },
    ],
  },
  {
    row: 'allocate money: create or finalize a program, increase budget, send a reward',
    roles: ['ADMIN', 'FINANCE'],
    calls: [
      { name: 'create a program', call: (c) => c.post('/api/programs', programForm(company.companyId)) },
      {
        name: 'finalize a draft',
        prepare: async () => (await as('ADMIN').post('/api/programs/draft', { company: company.companyId, name: 'Da finalizzare' })).json().id,
        call: (c, id) => c.post(`/api/programs/${id}/finalize`, programForm(company.companyId)),
      },
      { name: 'increase the budget', call: (c) => c.post(`/api/programs/${programId}/increase-budget`, { budget: 100 }) },
    ],
  },
  {
    row: 'company profile and team',
    roles: ['ADMIN'],
    calls: [
      { name: 'edit the bio', call: (c) => c.patch('/api/companies/me/bio', { website: 'https://acme.example', description: 'Chi siamo.' }) },
      {
        name: 'invite a collaborator',
        call: (c) => {
          const username = `collab${Math.random().toString(36).slice(2, 10)}`;
          return c.post('/api/companies/collaborators/invite', {
            companyId: company.companyId,
            firstName: 'Ada',
            lastName: 'Lovelace',
            username,
            email: `${username}@example.test`,
            role: 'TRIAGER',
          });
        },
      },
      {
        name: "change a member's role",
        prepare: async () => (await addMember(ctx, company.companyId, { role: 'VIEWER' })).user.id,
        call: (c, userId) => c.post('/api/companies/collaborators/change-role', { companyId: company.companyId, userId, role: 'FINANCE' }),
      },
      {
        name: 'block a member',
        prepare: async () => (await addMember(ctx, company.companyId, { role: 'VIEWER' })).user.id,
        call: (c, userId) => c.post('/api/companies/collaborators/block', { companyId: company.companyId, userId }),
      },
    ],
  },
];

describe('company roles, cell by cell', () => {
  for (const { row, roles, calls } of ROWS) {
    for (const role of COMPANY_ROLES) {
      const may = roles.includes(role);
      it(`${row}: ${role} ${may ? 'may' : 'may not (403, nothing changes)'}`, async () => {
        for (const { name, prepare, call } of calls) {
          const prepared = (await prepare?.()) ?? '';
          if (may) {
            const response = await call(as(role), prepared);
            expect({ name, status: response.statusCode < 300 ? 'ok' : `${response.statusCode} ${response.body}` }).toEqual({ name, status: 'ok' });
          } else {
            expect({ name, error: errorOf(await unchanged(ctx, () => call(as(role), prepared))) }).toEqual({ name, error: [403, 'FORBIDDEN'] });
          }
        }
      });
    }
  }

  it("offers the five roles when changing a member's role, and only ADMIN and TRIAGER in an invitation", async () => {
    const member = await addMember(ctx, company.companyId, { role: 'VIEWER' });
    for (const role of COMPANY_ROLES) {
      const changed = await as('ADMIN').post('/api/companies/collaborators/change-role', { companyId: company.companyId, userId: member.user.id, role });
      expect([changed.statusCode, changed.json().role]).toEqual([200, role]);
    }
    const invitation = {
      companyId: company.companyId,
      firstName: 'Ada',
      lastName: 'Lovelace',
      username: 'adaroles',
      email: 'adaroles@example.test',
      role: 'FINANCE',
    };
    const refused = await unchanged(ctx, () => as('ADMIN').post('/api/companies/collaborators/invite', invitation));
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().fields)).toEqual(['role']);
  });

  it('takes a new role into account at once, without signing in again', async () => {
    const member = await addMember(ctx, company.companyId, { role: 'TRIAGER' });
    expect(errorOf(await member.client.post(`/api/programs/${programId}/increase-budget`, { budget: 100 }))).toEqual([403, 'FORBIDDEN']);
    await as('ADMIN').post('/api/companies/collaborators/change-role', { companyId: company.companyId, userId: member.user.id, role: 'FINANCE' });
    expect((await member.client.post(`/api/programs/${programId}/increase-budget`, { budget: 100 })).statusCode).toBe(200);
  });

  it("keeps another company's records out of reach whatever the role: 404", async () => {
    const other = await companyWithAdmin(ctx);
    expect(errorOf(await other.client.get(`/api/programs/${programId}`))).toEqual([404, 'NOT_FOUND']);
    expect(errorOf(await unchanged(ctx, () => other.client.patch(`/api/programs/${programId}`, { name: 'Altro' })))).toEqual([404, 'NOT_FOUND']);
    expect(errorOf(await other.client.get(`/api/companies/${company.companyId}/members`))).toEqual([404, 'NOT_FOUND']);
  });
});
