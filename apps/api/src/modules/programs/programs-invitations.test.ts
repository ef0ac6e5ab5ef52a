import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.ts';
import { createUser, signedInClient, unique } from '../../test/factories.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { errorOf, signIn, unchanged } from '../companies/companies.test-support.ts';
import { activeProgram, fundedCompany } from './programs.test-support.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});

async function hackerNamed(username = unique('hk')) {
  const user = await createUser(ctx.db, { userType: 'hacker', username });
  return { user, client: await signedInClient(ctx.app, ctx.db, user) };
}

const privateProgram = () => activeProgram(ctx, { isPublic: false });

describe('invitations', () => {
  it('a company invites a hacker by @username; accepting opens the private program to them', async () => {
    const { client, program } = await privateProgram();
    const alice = await hackerNamed();
    const url = `/api/programs/${program.id}`;
    expect(errorOf(await alice.client.get(url))).toEqual([404, 'NOT_FOUND']);
    const invited = await client.post(`${url}/invitations`, { username: `@${alice.user.username.toUpperCase()}` });
    expect(invited.statusCode, invited.body).toBe(201);
    expect(invited.json()).toMatchObject({
      programId: program.id,
      outcome: 'invited',
      hacker: { id: alice.user.id, username: alice.user.username },
      status: 'pending',
      source: 'invitation',
      decidedAt: null,
    });
    const again = await unchanged(ctx, () => client.post(`${url}/invitations`, { user: alice.user.id }));
    expect([again.statusCode, again.json().outcome]).toEqual([200, 'alreadyInvited']);

    const access = (await alice.client.get(`${url}/invitation`)).json();
    expect([access.status, access.abilities]).toEqual(['pending', { requestAccess: false, accept: true, reject: true }]);
    const received = (await alice.client.get('/api/programs/received-invitations')).json();
    expect(received.count).toBe(1);
    expect(received.results[0]).toMatchObject({
      program: { id: program.id, name: program.name, status: 'active', isPublic: false },
      managedBy: 'platform',
      status: 'pending',
      decidedAt: null,
      targets: [
        { name: 'www.example.com', type: 'WEB_APPLICATION' },
        { name: 'api.example.com', type: 'API' },
      ],
    });
    expect(errorOf(await alice.client.get(url))).toEqual([404, 'NOT_FOUND']);

    const accepted = await alice.client.post(`/api/programs/accept/${program.id}`);
    expect([accepted.statusCode, accepted.json().status]).toEqual([200, 'accepted']);
    expect((await alice.client.get(url)).statusCode).toBe(200);
    const joined = (await alice.client.get('/api/programs/joined')).json();
    expect([joined.count, joined.results[0].id]).toEqual([1, program.id]);
    expect((await alice.client.get('/api/programs/received-invitations?status=accepted')).json().count).toBe(1);
    expect((await alice.client.get('/api/programs/received-invitations?status=pending')).json().count).toBe(0);
    const admitted = await unchanged(ctx, () => client.post(`${url}/invitations`, { user: alice.user.id }));
    expect([admitted.statusCode, admitted.json().outcome]).toEqual([200, 'alreadyAdmitted']);
  });

  it('a rejected invitation keeps the program closed and may be sent again; accepting can leave again', async () => {
    const { client, program } = await privateProgram();
    const alice = await hackerNamed();
    await client.post(`/api/programs/${program.id}/invitations`, { user: alice.user.id });
    const rejected = await alice.client.post(`/api/programs/reject/${program.id}`);
    expect([rejected.statusCode, rejected.json().status, rejected.json().abilities]).toEqual([
      200,
      'rejected',
      { requestAccess: true, accept: true, reject: false },
    ]);
    expect(errorOf(await alice.client.get(`/api/programs/${program.id}`))).toEqual([404, 'NOT_FOUND']);
    expect((await client.post(`/api/programs/${program.id}/invitations`, { user: alice.user.id })).json().status).toBe('pending');
    expect((await alice.client.post(`/api/programs/accept/${program.id}`)).json().status).toBe('accepted');
    expect((await alice.client.post(`/api/programs/reject/${program.id}`)).json().status).toBe('rejected');
    expect((await alice.client.get('/api/programs/joined')).json().count).toBe(0);
  });

  it('a hacker requests access to a private program; the company approves by inviting them', async () => {
    const { client, program } = await privateProgram();
    const alice = await hackerNamed();
    expect((await alice.client.get(`/api/programs/${program.id}/invitation`)).json()).toMatchObject({
      status: 'none',
      abilities: { requestAccess: true, accept: false, reject: false },
    });
    const requested = await alice.client.post(`/api/programs/${program.id}/invitations`);
    expect([requested.statusCode, requested.json().status, requested.json().source]).toEqual([201, 'pending', 'request']);
    expect((await unchanged(ctx, () => alice.client.post(`/api/programs/${program.id}/invitations`))).statusCode).toBe(200);
    // A request is not an invitation: the hacker cannot accept it, and it is not in their invitations.
    expect(errorOf(await unchanged(ctx, () => alice.client.post(`/api/programs/accept/${program.id}`)))).toEqual([404, 'NOT_FOUND']);
    expect((await alice.client.get('/api/programs/received-invitations')).json().count).toBe(0);
    // The managers see the request waiting, and approve it by inviting the requester.
    const waiting = (await client.get(`/api/programs/${program.id}/invitable-users?requested=true`)).json();
    expect(waiting).toEqual([expect.objectContaining({ id: alice.user.id, username: alice.user.username, accessRequestedAt: requested.json().createdAt })]);
    const approved = await client.post(`/api/programs/${program.id}/invitations`, { user: alice.user.id });
    expect([approved.statusCode, approved.json().status, approved.json().source, approved.json().outcome]).toEqual([
      201,
      'accepted',
      'request',
      'requestApproved',
    ]);
    expect((await client.get(`/api/programs/${program.id}/invitable-users?requested=true`)).json()).toEqual([]);
    expect((await alice.client.get(`/api/programs/${program.id}`)).statusCode).toBe(200);
  });

  it('refuses what cannot be invited or asked, changing nothing', async () => {
    const { client, program, staff } = await privateProgram();
    const url = `/api/programs/${program.id}/invitations`;
    const alice = await hackerNamed();
    const companyUser = await signIn(ctx, 'company');
    expect((await unchanged(ctx, () => client.post(url, { username: 'nobody-here' }))).json().fields).toEqual({ username: ['Hacker not found'] });
    expect((await unchanged(ctx, () => client.post(url, { user: companyUser.user.id }))).json().fields).toEqual({ user: ['Hacker not found'] });
    expect((await unchanged(ctx, () => client.post(url, {}))).json().fields).toEqual({ user: ['Name the hacker to invite'] });
    const other = await fundedCompany(ctx);
    expect(errorOf(await unchanged(ctx, () => other.client.post(url, { user: alice.user.id })))).toEqual([404, 'NOT_FOUND']);
    expect(errorOf(await unchanged(ctx, () => alice.client.post(`/api/programs/accept/${program.id}`)))).toEqual([404, 'NOT_FOUND']);
    expect(errorOf(await unchanged(ctx, () => alice.client.post(`/api/programs/reject/${program.id}`)))).toEqual([404, 'NOT_FOUND']);
    expect(errorOf(await unchanged(ctx, () => alice.client.post(`/api/programs/accept/${randomUUID()}`)))).toEqual([404, 'NOT_FOUND']);
    const open = await activeProgram(ctx);
    expect(errorOf(await unchanged(ctx, () => alice.client.post(`/api/programs/${open.program.id}/invitations`)))).toEqual([400, 'INVALID_PROGRAM_STATUS']);
    // Staff invitations are audited; a deleted program takes none.
    expect((await staff.client.post(url, { user: alice.user.id })).statusCode).toBe(201);
    const [audit] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, program.id), eq(auditLog.action, 'program.invite')));
    expect(audit?.details).toMatchObject({ hacker: alice.user.username, status: 'pending' });
    expect((await client.delete(`/api/programs/${program.id}`)).statusCode).toBe(200);
    const bob = await hackerNamed();
    expect(errorOf(await unchanged(ctx, () => client.post(url, { user: bob.user.id })))).toEqual([400, 'INVALID_PROGRAM_STATUS']);
    expect(errorOf(await unchanged(ctx, () => alice.client.post(`/api/programs/accept/${program.id}`)))).toEqual([404, 'NOT_FOUND']);
  });
});

describe('GET /api/programs/{id}/invitable-users', () => {
  it('finds up to 10 hackers by username prefix, not yet invited or admitted', async () => {
    const { client, program } = await privateProgram();
    const prefix = unique('pfx');
    const hackers = await Promise.all(Array.from({ length: 12 }, (_, i) => hackerNamed(`${prefix}${String(i).padStart(2, '0')}`)));
    await createUser(ctx.db, { userType: 'company', username: `${prefix}company` });
    await createUser(ctx.db, { userType: 'hacker', username: `${prefix}blocked`, isBlocked: true });
    const url = `/api/programs/${program.id}/invitable-users`;
    const found = (await client.get(`${url}?username=@${prefix.toUpperCase()}`)).json();
    expect(found.map((u: { username: string }) => u.username)).toEqual(hackers.slice(0, 10).map((h) => h.user.username));
    expect(Object.keys(found[0]).sort()).toEqual(['accessRequestedAt', 'firstName', 'id', 'lastName', 'picture', 'username']);
    await client.post(`/api/programs/${program.id}/invitations`, { user: hackers[0]!.user.id });
    await hackers[1]!.client.post(`/api/programs/${program.id}/invitations`);
    const after = (await client.get(`${url}?username=${prefix}0`)).json() as { username: string; accessRequestedAt: string | null }[];
    expect(after.map((u) => u.username)).toEqual(hackers.slice(1, 10).map((h) => h.user.username));
    // Whoever asked for access is offered with the request's date: inviting them approves it.
    expect(after.map((u) => u.accessRequestedAt !== null)).toEqual([true, false, false, false, false, false, false, false, false]);
    expect((await client.get(`${url}?username=`)).json()).toEqual([]);
    const other = await fundedCompany(ctx);
    expect(errorOf(await other.client.get(`${url}?username=${prefix}`))).toEqual([404, 'NOT_FOUND']);
    expect(errorOf(await other.client.get(`${url}?requested=true`))).toEqual([404, 'NOT_FOUND']);
  });
});
