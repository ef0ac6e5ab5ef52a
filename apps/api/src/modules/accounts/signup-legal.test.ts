import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { unique } from '../../test/factories.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { TestClient } from '../../test/test-client.ts';
import { currentVersions } from '../legal/index.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});

const signup = (userType: 'hacker' | 'company') => {
  const username = unique(userType === 'hacker' ? 'hk' : 'co');
  return {
    userType,
    email: `${username}@example.test`,
    username,
    password: 'Val1d-Password',
    firstName: 'Anna',
    lastName: 'Blu',
    termsAccepted: true,
    privacyAccepted: true,
  };
};

describe('POST /api/users/signup records the legal texts accepted', () => {
  it.each(['hacker', 'company'] as const)('stores the terms version and the %s privacy version, and when', async (userType) => {
    const before = Date.now();
    const response = await new TestClient(ctx.app).post('/api/users/signup', signup(userType));
    expect(response.statusCode, response.body).toBe(201);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, response.json().id));
    const { termsVersion, privacyVersion } = currentVersions(userType);
    expect(row).toMatchObject({ termsVersion, privacyVersion });
    expect(termsVersion).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(row!.legalAcceptedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row!.legalAcceptedAt!.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('stores nothing when the terms are not accepted', async () => {
    const body = { ...signup('hacker'), termsAccepted: false };
    const response = await new TestClient(ctx.app).post('/api/users/signup', body);
    expect(response.statusCode).toBe(422);
    expect(await ctx.db.select().from(users).where(eq(users.email, body.email))).toEqual([]);
  });
});
