/**
 * Removing and restoring a triager (DECISIONS "Super admin tools"): a removed triager loses access at once (sessions
 * end, sign-in answers ACCOUNT_INACTIVE, no notifications) while the reports they handled stay attributed to them;
 * restoring gives access back. Both are the super admin's, audited, and repeating one changes nothing.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { reports } from '../../db/schema/index.ts';
import { expectUnchanged } from '../../test/db-snapshot.ts';
import { DEFAULT_PASSWORD, otpFor } from '../../test/factories.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { TestClient } from '../../test/test-client.ts';
import { errorOf, signIn, type SignedIn } from '../companies/companies.test-support.ts';
import { reportSetup, submit } from '../reports/reports.test-support.ts';
import { ADMIN_TABLES, auditEntries } from './admin.test-support.ts';

let ctx: TestContext;
let admin: SignedIn;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signIn(ctx, 'superadmin');
});

/** Signs in with the password and a code of the given time step (a code works once). */
const signInAgain = async (user: SignedIn['user'], stepsAhead = 0) =>
  new TestClient(ctx.app).post('/api/users/login', {
    email: user.email,
    password: DEFAULT_PASSWORD,
    otp: await otpFor(user, Math.floor(Date.now() / 1000) + 30 * stepsAhead),
  });

describe('removing a triager', () => {
  it('ends their access but keeps their reports attributed; restoring gives it back; both audited', async () => {
    const setup = await reportSetup(ctx, { isManaged: true });
    const report = await submit(setup.hacker.client, setup.program);
    expect((await setup.staff.client.post(`/api/reports/${report.id}/start`)).statusCode).toBe(200);
    const staffId = setup.staff.user.id;

    const removed = await admin.client.post(`/api/users/staff/${staffId}/remove`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().removedAt).toEqual(expect.any(String));
    // Their session is over and they cannot sign in.
    expect((await setup.staff.client.get('/api/users/me')).statusCode).toBe(401);
    expect(errorOf(await signInAgain(setup.staff.user))).toEqual([403, 'ACCOUNT_INACTIVE']);
    // The report they took in charge is still theirs, and another triager carries on with it.
    const [row] = await ctx.db.select({ handledBy: reports.handledBy }).from(reports).where(eq(reports.id, report.id));
    expect(row?.handledBy).toBe(staffId);
    const colleague = await signIn(ctx, 'staff');
    expect((await colleague.client.post(`/api/reports/${report.id}/more-info`, { message: 'Quale browser?' })).statusCode).toBe(200);
    // The list says who is removed, and filters them.
    const removedList = (await admin.client.get('/api/users/staff?isRemoved=true')).json();
    expect(removedList.results.map((one: { id: string }) => one.id)).toEqual([staffId]);
    const activeList = (await admin.client.get('/api/users/staff?isRemoved=false')).json();
    expect(activeList.results.map((one: { id: string }) => one.id)).not.toContain(staffId);

    // Removing again changes and records nothing.
    await expectUnchanged(ctx.db, () => admin.client.post(`/api/users/staff/${staffId}/remove`), ADMIN_TABLES);

    const restored = await admin.client.post(`/api/users/staff/${staffId}/restore`);
    expect([restored.statusCode, restored.json().removedAt]).toEqual([200, null]);
    expect((await signInAgain(setup.staff.user, 1)).statusCode).toBe(200);
    const entries = [...(await auditEntries(ctx.db, 'staff.remove')), ...(await auditEntries(ctx.db, 'staff.restore'))];
    expect(entries.map((entry) => [entry.action, entry.targetId, (entry.details as { username: string }).username])).toEqual([
      ['staff.remove', staffId, setup.staff.user.username],
      ['staff.restore', staffId, setup.staff.user.username],
    ]);
  });

  it('applies to triagers only (404 for others), never to oneself, and only super admins may do it', async () => {
    const hacker = await signIn(ctx, 'hacker');
    const company = await signIn(ctx, 'company');
    const other = await signIn(ctx, 'superadmin');
    for (const id of [hacker.user.id, company.user.id, other.user.id, admin.user.id]) {
      expect(errorOf(await expectUnchanged(ctx.db, () => admin.client.post(`/api/users/staff/${id}/remove`), ADMIN_TABLES))).toEqual([404, 'NOT_FOUND']);
    }
    const triager = await signIn(ctx, 'staff');
    const colleague = await signIn(ctx, 'staff');
    for (const caller of [colleague.client, company.client, hacker.client]) {
      expect(errorOf(await expectUnchanged(ctx.db, () => caller.post(`/api/users/staff/${triager.user.id}/remove`), ADMIN_TABLES))).toEqual([403, 'FORBIDDEN']);
    }
    const filter = await admin.client.get('/api/users/staff?isRemoved=maybe');
    expect(errorOf(filter)).toEqual([400, 'INVALID_FILTER']);
  });
});
