import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, companies, programs, users } from '../../db/schema/index.ts';
import { expectUnchanged } from '../../test/db-snapshot.ts';
import { clientAs, createCompany, createUser, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import type { TestClient } from '../../test/test-client.ts';
import { recordTransfer } from '../banking/banking.test-support.ts';
import { createProgram, fundedCompany } from '../programs/programs.test-support.ts';
import { ADMIN_TABLES } from './admin.test-support.ts';

let ctx: TestContext;
let admin: { user: TestUser; client: TestClient };
let other: TestUser;
/** A real company, so the entries about it carry its name. */
let target: string;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await clientAs(ctx.app, ctx.db, 'superadmin');
  other = await createUser(ctx.db, { userType: 'staff', firstName: 'Olga' });
  target = await createCompany(ctx.db, other.id);
  await ctx.db.update(companies).set({ name: 'Acme Audit' }).where(eq(companies.id, target));
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
  return response.json() as {
    count: number;
    results: { action: string; targetId: string | null; createdAt: string; actor: unknown; details: unknown; target: unknown }[];
  };
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
      target: { name: 'Acme Audit', amount: null },
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

  it('names each target as it is now: program, company, user, deposit with its amount; null when gone or not a record', async () => {
    const company = await fundedCompany(ctx);
    const program = await createProgram(company.client, company.companyId, { name: 'Portale clienti' });
    const deposit = await recordTransfer(admin.client, { amount: 244, payerName: 'Rossi S.p.A.' });
    const hacker = await createUser(ctx.db, { username: 'neo_audit' });
    const at = new Date(Date.UTC(2024, 5, 1, 12));
    const entry = (action: string, targetType: string, targetId: string | null) => ({ actorId: admin.user.id, action, targetType, targetId, createdAt: at });
    await ctx.db
      .insert(auditLog)
      .values([
        entry('program.approve', 'program', program.id),
        entry('company.verify', 'company', company.companyId),
        entry('user.block', 'user', hacker.id),
        entry('deposit.skip', 'deposit', deposit.id),
        entry('program.delete', 'program', randomUUID()),
        entry('program.edit', 'program', 'legacy-42'),
        entry('settings.update', 'settings', null),
      ]);
    // Renamed after the fact: the log shows the name the program has now.
    await ctx.db.update(programs).set({ name: 'Portale clienti 2' }).where(eq(programs.id, program.id));

    const byTarget = new Map((await list('createdAt__lte=2024-06-02T00:00:00Z&size=20')).results.map((row) => [`${row.action} ${row.targetId}`, row.target]));
    const [companyRow] = await ctx.db.select({ name: companies.name }).from(companies).where(eq(companies.id, company.companyId));
    expect(byTarget.get(`program.approve ${program.id}`)).toEqual({ name: 'Portale clienti 2', amount: null });
    expect(byTarget.get(`company.verify ${company.companyId}`)).toEqual({ name: companyRow!.name, amount: null });
    expect(byTarget.get(`user.block ${hacker.id}`)).toEqual({ name: 'neo_audit', amount: null });
    expect(byTarget.get(`deposit.skip ${deposit.id}`)).toEqual({ name: 'Rossi S.p.A.', amount: 244 });
    expect([...byTarget.entries()].filter(([key]) => /^(program\.delete|program\.edit|settings\.update) /.test(key)).map(([, label]) => label)).toEqual([
      null,
      null,
      null,
    ]);
  });

  it.each(['details=x', 'actorId=not-a-uuid', 'createdAt=2025-01-01', 'createdAt__gte=yesterday', 'sort=action', 'search=verify'])(
    'answers 400 INVALID_FILTER for %s',
    async (query) => {
      const response = await expectUnchanged(ctx.db, () => admin.client.get(`/api/admin/audit-log?${query}`), ADMIN_TABLES);
      expect([response.statusCode, response.json().code]).toEqual([400, 'INVALID_FILTER']);
    },
  );
});
