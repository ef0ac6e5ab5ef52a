import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema/index.ts';
import { expectUnchanged } from '../../test/db-snapshot.ts';
import { clientAs, createUser, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import type { TestClient } from '../../test/test-client.ts';
import { ADMIN_TABLES } from './admin.test-support.ts';

let ctx: TestContext;
let admin: { user: TestUser; client: TestClient };
let other: TestUser;
const target = randomUUID();

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await clientAs(ctx.app, ctx.db, 'superadmin');
  other = await createUser(ctx.db, { userType: 'staff', firstName: 'Olga' });
  const at = (day: number) => new Date(Date.UTC(2025, 0, day, 12));
  await ctx.db.insert(auditLog).values([
    { actorId: admin.user.id, action: 'company.verify', targetType: 'company', targetId: target, details: { note: 'one' }, createdAt: at(1) },
    { actorId: other.id, action: 'program.approve', targetType: 'program', targetId: randomUUID(), createdAt: at(2) },
    { actorId: admin.user.id, action: 'company.add_balance', targetType: 'company', targetId: target, details: { amount: 100 }, createdAt: at(3) },
    { actorId: null, action: 'company.verify', targetType: 'company', targetId: randomUUID(), createdAt: at(4) },
  ]);
});

const list = async (query = '') => {
  const response = await admin.client.get(`/api/admin/audit-log?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json() as { count: number; results: { action: string; targetId: string; createdAt: string; actor: unknown; details: unknown }[] };
};
const actions = async (query: string) => (await list(query)).results.map((row) => row.action);

describe('GET /api/admin/audit-log', () => {
  it('lists newest first with the actor of each entry (null when none)', async () => {
    const body = await list();
    expect(body.count).toBe(4);
    expect(body.results.map((r) => r.createdAt)).toEqual([
      '2025-01-04T12:00:00.000Z',
      '2025-01-03T12:00:00.000Z',
      '2025-01-02T12:00:00.000Z',
      '2025-01-01T12:00:00.000Z',
    ]);
    expect(body.results[0]!.actor).toBeNull();
    expect(body.results[1]).toEqual({
      id: expect.any(String),
      action: 'company.add_balance',
      targetType: 'company',
      targetId: target,
      details: { amount: 100 },
      createdAt: '2025-01-03T12:00:00.000Z',
      actor: { id: admin.user.id, username: admin.user.username, firstName: 'Test', lastName: 'User' },
    });
  });

  it('filters by actor, action (eq, in), target type and id, and date range; sorts ascending', async () => {
    expect(await actions(`actorId=${other.id}`)).toEqual(['program.approve']);
    expect(await actions('action=company.verify')).toEqual(['company.verify', 'company.verify']);
    expect(await actions('action__in=program.approve,company.add_balance')).toEqual(['company.add_balance', 'program.approve']);
    expect(await actions(`targetType=company&targetId=${target}&sort=createdAt`)).toEqual(['company.verify', 'company.add_balance']);
    expect(await actions('createdAt__gte=2025-01-02T00:00:00Z&createdAt__lte=2025-01-03T23:59:59Z')).toEqual(['company.add_balance', 'program.approve']);
    expect(await list('size=1&page=2')).toMatchObject({ count: 4, results: [{ action: 'company.add_balance' }] });
  });

  it('keeps entries whose actor account was removed, with actor null', async () => {
    const gone = await createUser(ctx.db, { userType: 'staff' });
    await ctx.db.insert(auditLog).values({ actorId: gone.id, action: 'report.triage', targetType: 'report', targetId: randomUUID() });
    await ctx.db.delete(users).where(eq(users.id, gone.id));
    expect((await list('action=report.triage')).results).toMatchObject([{ actor: null }]);
  });

  it('shows what the admin tools record', async () => {
    const hacker = await createUser(ctx.db);
    await admin.client.post(`/api/users/${hacker.id}/block`);
    expect((await list(`targetId=${hacker.id}`)).results).toMatchObject([{ action: 'user.block', targetType: 'user', actor: { id: admin.user.id } }]);
  });

  it.each(['details=x', 'actorId=not-a-uuid', 'createdAt=2025-01-01', 'createdAt__gte=yesterday', 'sort=action', 'search=verify'])(
    'answers 400 INVALID_FILTER for %s',
    async (query) => {
      const response = await expectUnchanged(ctx.db, () => admin.client.get(`/api/admin/audit-log?${query}`), ADMIN_TABLES);
      expect([response.statusCode, response.json().code]).toEqual([400, 'INVALID_FILTER']);
    },
  );
});
