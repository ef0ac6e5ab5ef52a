import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { otpRecoveryCodes, sessions, users } from '../db/schema/index.ts';
import { createUser, signedInClient } from '../test/factories.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';
import { TestClient } from '../test/test-client.ts';
import { runOperator } from './operator.test-support.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});

/** The operator's command against the test's database. */
const operator = (args: string[], input = '') => runOperator(args, { DATABASE_URL: ctx.config.databaseUrl }, input);

describe('the operator commands', () => {
  it('creates a super admin from the email and a password on standard input, refusing a weak password', async () => {
    const weak = await operator(['create-superadmin', '--email', 'ops@example.test'], 'short\n');
    expect([weak.code, weak.stderr.trim()]).toEqual([1, expect.stringMatching(/^password: /)]);
    expect(await ctx.db.select().from(users).where(eq(users.email, 'ops@example.test'))).toEqual([]);

    const created = await operator(['create-superadmin', '--email', 'ops@example.test'], 'Operatore-Forte-2026!\n');
    expect(created.code).toBe(0);
    const [admin] = await ctx.db.select({ userType: users.userType, isActive: users.isActive }).from(users).where(eq(users.email, 'ops@example.test'));
    expect(admin).toEqual({ userType: 'superadmin', isActive: true });
    const login = await new TestClient(ctx.app).post('/api/users/login', { email: 'ops@example.test', password: 'Operatore-Forte-2026!' });
    expect(login.statusCode).toBe(200);
  }, 60_000);

  it("resets a user's two-factor: secret, recovery codes and sessions gone; an unknown email is an error", async () => {
    const user = await createUser(ctx.db, { userType: 'staff' });
    await ctx.db.update(users).set({ otpSecret: 'JBSWY3DPEHPK3PXP', otpEnabledAt: new Date() }).where(eq(users.id, user.id));
    await ctx.db.insert(otpRecoveryCodes).values({ userId: user.id, codeHash: 'x'.repeat(64) });
    await signedInClient(ctx.app, ctx.db, user);

    const reset = await operator(['reset-two-factor', '--email', user.email]);
    expect(reset.code).toBe(0);
    const [after] = await ctx.db.select({ otpSecret: users.otpSecret, otpEnabledAt: users.otpEnabledAt }).from(users).where(eq(users.id, user.id));
    expect(after).toEqual({ otpSecret: null, otpEnabledAt: null });
    expect(await ctx.db.select().from(otpRecoveryCodes).where(eq(otpRecoveryCodes.userId, user.id))).toEqual([]);
    expect(await ctx.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);

    const unknown = await operator(['reset-two-factor', '--email', 'nobody@example.test']);
    expect([unknown.code, unknown.stderr.trim()]).toEqual([1, 'no account has the email nobody@example.test']);
    expect((await operator(['frobnicate'])).stderr).toMatch(/^usage: /);
  }, 60_000);
});
