import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, programTestingAccounts, users } from '../../db/schema/index.ts';
import { withSetting } from '../../test/settings.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { errorOf, signIn, unchanged, type SignedIn } from '../companies/companies.test-support.ts';
import { activeProgram, fundedCompany } from './programs.test-support.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({}, { poolSize: 12 });
});

const accountsUrl = (id: string) => `/api/programs/${id}/testing-accounts`;

async function programWithAccounts(descriptions: string[], overrides: Record<string, unknown> = {}) {
  const setup = await activeProgram(ctx, overrides);
  if (descriptions.length) {
    const added = await setup.client.post(
      accountsUrl(setup.program.id),
      descriptions.map((description) => ({ description })),
    );
    expect(added.statusCode, added.body).toBe(201);
  }
  return setup;
}

async function hacker(points = 0): Promise<SignedIn> {
  const signed = await signIn(ctx, 'hacker');
  if (points) await ctx.db.update(users).set({ points }).where(eq(users.id, signed.user.id));
  return signed;
}

describe('testing accounts: the company side', () => {
  it('adds cards (trimmed, in order) and lists them with status and assignee', async () => {
    const { client, program } = await programWithAccounts([]);
    const added = await client.post(accountsUrl(program.id), [{ description: '  user: a / pass: b  ' }, { description: 'user: c / pass: d' }]);
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().map((a: { description: string; status: string; assignee: unknown }) => [a.description, a.status, a.assignee])).toEqual([
      ['user: a / pass: b', 'not_assigned', null],
      ['user: c / pass: d', 'not_assigned', null],
    ]);
    expect((await client.get(accountsUrl(program.id))).json()).toEqual(added.json());
  });

  it('refuses an empty list, an empty description and other companies, changing nothing', async () => {
    const { client, program } = await programWithAccounts(['one']);
    const url = accountsUrl(program.id);
    const empty = await unchanged(ctx, () => client.post(url, []));
    expect([empty.statusCode, empty.json().fields]).toEqual([422, { _: ['Add at least one testing account'] }]);
    const blank = await unchanged(ctx, () => client.post(url, [{ description: 'ok' }, { description: '   ' }]));
    expect([blank.statusCode, blank.json().fields]).toEqual([422, { '1.description': ['This field is mandatory'] }]);
    const other = await fundedCompany(ctx);
    expect(errorOf(await unchanged(ctx, () => other.client.post(url, [{ description: 'x' }])))).toEqual([404, 'NOT_FOUND']);
    expect(errorOf(await unchanged(ctx, () => other.client.get(url)))).toEqual([404, 'NOT_FOUND']);
    expect(errorOf(await unchanged(ctx, () => client.post(accountsUrl(randomUUID()), [{ description: 'x' }])))).toEqual([404, 'NOT_FOUND']);
    const alice = await hacker();
    expect(errorOf(await unchanged(ctx, () => alice.client.get(url)))).toEqual([403, 'FORBIDDEN']);
  });

  it('deletes an account only while another remains', async () => {
    const { client, program } = await programWithAccounts(['one', 'two']);
    const [first, second] = (await client.get(accountsUrl(program.id))).json() as { id: string }[];
    expect(errorOf(await unchanged(ctx, () => client.delete(`${accountsUrl(program.id)}/${randomUUID()}`)))).toEqual([404, 'NOT_FOUND']);
    const other = await programWithAccounts(['a', 'b']);
    expect(errorOf(await unchanged(ctx, () => other.client.delete(`${accountsUrl(other.program.id)}/${first!.id}`)))).toEqual([404, 'NOT_FOUND']);
    const removed = await client.delete(`${accountsUrl(program.id)}/${first!.id}`);
    expect([removed.statusCode, removed.json().map((a: { id: string }) => a.id)]).toEqual([200, [second!.id]]);
    expect(errorOf(await unchanged(ctx, () => client.delete(`${accountsUrl(program.id)}/${second!.id}`)))).toEqual([400, 'LAST_TESTING_ACCOUNT']);
  });

  it('lets staff manage them, audited without the credentials; nothing changes on a deleted program', async () => {
    const { client, program, staff } = await programWithAccounts(['one']);
    expect((await staff.client.post(accountsUrl(program.id), [{ description: 'secret-by-staff' }])).statusCode).toBe(201);
    const [audit] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, program.id), eq(auditLog.action, 'program.addTestingAccounts')));
    expect(audit?.details).toMatchObject({ count: 1 });
    expect(JSON.stringify(audit?.details)).not.toContain('secret');
    expect((await client.delete(`/api/programs/${program.id}`)).statusCode).toBe(200);
    expect(errorOf(await unchanged(ctx, () => client.post(accountsUrl(program.id), [{ description: 'x' }])))).toEqual([400, 'INVALID_PROGRAM_STATUS']);
  });
});

describe('testing accounts: the hacker side', () => {
  it('assigns one account per hacker and shows the credentials only to the assignee', async () => {
    const { client, program } = await programWithAccounts(['creds-1']);
    const url = accountsUrl(program.id);
    const alice = await hacker();
    const bob = await hacker();
    expect((await alice.client.get(`${url}/status`)).json()).toEqual({ status: 'available', account: null, minScore: 0, score: 0, offered: 1 });
    const taken = await alice.client.post(`${url}/request`);
    expect([taken.statusCode, taken.json().status, taken.json().account.description]).toEqual([200, 'already_assigned', 'creds-1']);
    // Asking again answers the same account and moves nothing.
    expect((await unchanged(ctx, () => alice.client.post(`${url}/request`))).json()).toEqual(taken.json());
    expect((await alice.client.get(`${url}/status`)).json()).toEqual(taken.json());
    const bobStatus = await bob.client.get(`${url}/status`);
    expect(bobStatus.json()).toEqual({ status: 'not_available', account: null, minScore: 0, score: 0, offered: 1 });
    expect(bobStatus.body).not.toContain('creds-1');
    expect(errorOf(await unchanged(ctx, () => bob.client.post(`${url}/request`)))).toEqual([400, 'NO_TESTING_ACCOUNT_AVAILABLE']);
    const list = (await client.get(url)).json();
    expect([list[0].status, list[0].assignee]).toEqual(['assigned', { id: alice.user.id, username: alice.user.username }]);
  });

  it('needs an active program the hacker may see', async () => {
    const { program, staff } = await programWithAccounts(['creds']);
    const url = accountsUrl(program.id);
    const alice = await hacker();
    expect((await staff.client.put(`/api/programs/${program.id}/pause`, { isPaused: true })).statusCode).toBe(200);
    expect(errorOf(await unchanged(ctx, () => alice.client.post(`${url}/request`)))).toEqual([400, 'PROGRAM_NOT_ACTIVE']);
    const hidden = await programWithAccounts(['creds'], { isPublic: false });
    for (const call of [
      () => alice.client.post(`${accountsUrl(hidden.program.id)}/request`),
      () => alice.client.get(`${accountsUrl(hidden.program.id)}/status`),
    ]) {
      expect(errorOf(await unchanged(ctx, call))).toEqual([404, 'NOT_FOUND']);
    }
  });

  it('refuses hackers under the minimum score: the program’s own, else the platform’s', async () => {
    const { client, program } = await programWithAccounts(['a', 'b', 'c']);
    const url = accountsUrl(program.id);
    const patched = await client.patch(`/api/programs/${program.id}`, { testingAccountMinScore: 50 });
    expect([patched.statusCode, patched.json().testingAccountMinScore]).toEqual([200, 50]);
    const novice = await hacker(49);
    expect((await novice.client.get(`${url}/status`)).json()).toMatchObject({ minScore: 50, score: 49 });
    expect(errorOf(await unchanged(ctx, () => novice.client.post(`${url}/request`)))).toEqual([400, 'REQUIREMENTS_NOT_MET']);
    expect((await (await hacker(50)).client.post(`${url}/request`)).statusCode).toBe(200);
    expect((await client.patch(`/api/programs/${program.id}`, { testingAccountMinScore: null })).json().testingAccountMinScore).toBeNull();
    await withSetting(ctx.db, 'TESTING_ACCOUNT_MIN_SCORE', 100, async () => {
      expect(errorOf(await unchanged(ctx, () => novice.client.post(`${url}/request`)))).toEqual([400, 'REQUIREMENTS_NOT_MET']);
      expect((await (await hacker(100)).client.post(`${url}/request`)).statusCode).toBe(200);
    });
  });
});

describe('testing accounts: races', () => {
  it('never gives one account to two hackers racing for it', async () => {
    const { program } = await programWithAccounts(['a', 'b', 'c']);
    const hackers = await Promise.all(Array.from({ length: 8 }, () => hacker()));
    const answers = await Promise.all(hackers.map((h) => h.client.post(`${accountsUrl(program.id)}/request`)));
    const granted = answers.filter((a) => a.statusCode === 200).map((a) => a.json().account.id as string);
    expect(granted).toHaveLength(3);
    expect(new Set(granted).size).toBe(3);
    expect(answers.filter((a) => a.statusCode !== 200).map(errorOf)).toEqual(Array.from({ length: 5 }, () => [400, 'NO_TESTING_ACCOUNT_AVAILABLE']));
    const rows = await ctx.db.select().from(programTestingAccounts).where(eq(programTestingAccounts.programId, program.id));
    expect(new Set(rows.map((r) => r.assigneeId)).size).toBe(3);
  });

  it('never gives one hacker two accounts when they ask several times at once', async () => {
    const { program } = await programWithAccounts(['a', 'b', 'c']);
    const alice = await hacker();
    const answers = await Promise.all(Array.from({ length: 5 }, () => alice.client.post(`${accountsUrl(program.id)}/request`)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.json().account.id)).size).toBe(1);
    const assigned = await ctx.db.select().from(programTestingAccounts).where(eq(programTestingAccounts.assigneeId, alice.user.id));
    expect(assigned).toHaveLength(1);
  });
});
